import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { toneOf, type Tone } from '../../../machines/diagnostics/diagnostics-verdict';
import type { DiagnosticsResult } from '../../../machines/diagnostics/diagnostics.machine';
import { Card } from '../../ui/card';
import { CONNECTION_LABEL, STABILITY_LABEL, STATUS_LABEL } from './level-text';
import { formatMs, formatPercent, networkTypeLabel, regionName, serviceCentreName } from './results-summary';

/*
 * The result cards of /ping (src/features/diagnostics/diagnostics-view.tsx): service status,
 * connection, stability and the reader's network, each row a skeleton until the first result.
 */

/** A value in a card: a skeleton before the first result, then the value (greyed while retesting). */
function Row({ label, children, result, stacked = false }: { label: ReactNode; children: ReactNode; result: DiagnosticsResult | null; stacked?: boolean }) {
  return (
    <div className="diag-row" data-stacked={stacked || undefined}>
      <dt>{label}</dt>
      <dd>{result ? children : <span className="ui-skeleton-bar diag-skeleton" aria-hidden="true" />}</dd>
    </div>
  );
}

function Level({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className="diag-level" data-tone={tone}>
      {children}
    </span>
  );
}

/**
 * A measure with its unit ('46 ms'; in Arabic '46 مللي ثانية'), as one isolated run in the
 * direction of its own words: the number stays beside its unit, in the order the reader's
 * language writes them (never forced left-to-right, which read 'milliseconds 46' in Arabic).
 */
export function Measure({ children }: { children: ReactNode }) {
  return <bdi className="diag-figure">{children}</bdi>;
}

/** A figure without words (an address, a share), kept left-to-right inside right-to-left text. */
function Figure({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="diag-figure">
      {children}
    </bdi>
  );
}

export function StatusCard({ result }: { result: DiagnosticsResult | null }) {
  const { i18n } = useLingui();
  return (
    <Card className="diag-card-status" title={<Trans>Service status</Trans>}>
      <dl className="diag-rows">
        <Row label={<Trans>Service in your region</Trans>} result={result}>
          {result ? <Level tone={toneOf(result.status)}>{i18n._(STATUS_LABEL[result.status])}</Level> : null}
        </Row>
        {/* A badge only when the service answered some tests with an error (a 500, a refusal, an unreadable reply); the row is always there, so nothing moves. */}
        {/* Stacked: a long count ("20 errors in 20 tests") would wrap a side-by-side row and push the cards below. */}
        <Row label={<Trans>Server responses</Trans>} result={result} stacked>
          {result?.replies === 'errors' ? (
            <Level tone={toneOf(result.replies)}>
              <ErrorCount errors={result.serviceErrors} sent={result.stats.sent} />
            </Level>
          ) : result?.connection === 'not-connected' ? (
            <span className="muted">
              <Trans>No replies</Trans>
            </span>
          ) : (
            <Trans>No errors</Trans>
          )}
        </Row>
      </dl>
    </Card>
  );
}

function ErrorCount({ errors, sent: total }: { errors: number; sent: number }) {
  const { i18n } = useLingui();
  const sent = i18n.number(total);
  return <Plural value={errors} one={`# error in ${sent} tests`} other={`# errors in ${sent} tests`} />;
}

export function ConnectionCard({ result }: { result: DiagnosticsResult | null }) {
  const { i18n } = useLingui();
  const center = serviceCentreName(i18n);
  const median = result?.stats.medianMs ?? null;
  return (
    <Card className="diag-card-connection" title={<Trans>Connection to PikPak’s servers</Trans>}>
      <p className="diag-card-note">
        <Trans>Server location: {center}</Trans>
      </p>
      <dl className="diag-rows">
        {/* Stacked: the time and its level beside a long label (Arabic) would wrap the row when they arrive. */}
        <Row label={<Trans>Connection time</Trans>} result={result} stacked>
          {median === null ? null : <Measure>{formatMs(i18n, median)}</Measure>}
          {result ? <Level tone={toneOf(result.connection)}>{i18n._(CONNECTION_LABEL[result.connection])}</Level> : null}
        </Row>
      </dl>
    </Card>
  );
}

/** Stability, judged from jitter and loss; where nothing could be judged (§4.4 "don't show") its rows say so and keep their room. */
export function StabilityCard({ result }: { result: DiagnosticsResult | null }) {
  const { i18n } = useLingui();
  const stability = result && result.stability !== 'hidden' ? result.stability : null;
  const notMeasured = (
    <span className="muted">
      <Trans>Not measured</Trans>
    </span>
  );
  const jitterMs = stability ? result?.stats.jitterMs ?? null : null;
  return (
    <Card className="diag-card-stability" title={<Trans>Stability</Trans>}>
      <dl className="diag-rows">
        <Row label={<Trans>Overall</Trans>} result={result}>
          {stability ? <Level tone={toneOf(stability)}>{i18n._(STABILITY_LABEL[stability])}</Level> : notMeasured}
        </Row>
        <Row label={<Trans>Jitter</Trans>} result={result}>
          {jitterMs === null ? notMeasured : <Measure>{formatMs(i18n, jitterMs)}</Measure>}
        </Row>
        <Row label={<Trans>Packet loss</Trans>} result={result}>
          {result ? <Figure>{formatPercent(i18n, result.stats.loss)}</Figure> : null}
        </Row>
      </dl>
    </Card>
  );
}

export function NetworkCard({ result, inApp }: { result: DiagnosticsResult | null; inApp: boolean }) {
  const { i18n } = useLingui();
  const unknown = (
    <span className="muted">
      <Trans>Unknown</Trans>
    </span>
  );
  const network = result?.network ?? null;
  return (
    <Card className="diag-card-network" title={<Trans>Your network</Trans>}>
      <dl className="diag-rows">
        <Row label={<Trans>Public IP address</Trans>} result={result}>
          {network ? <Figure>{network.ip}</Figure> : unknown}
        </Row>
        {/* Named by the engine where it can (only with a result: never in the pre-rendered HTML, never while hydrating); else the server's text, display text already. */}
        <Row label={<Trans>Region</Trans>} result={result}>
          {network ? <bdi className="user-text">{regionName(i18n, network.region)}</bdi> : unknown}
        </Row>
        {/* Only in the app (known after hydration: the host reads as a browser until then). */}
        {inApp ? (
          <Row label={<Trans>Network type</Trans>} result={result}>
            {result?.networkType ? networkTypeLabel(i18n, result.networkType) : unknown}
          </Row>
        ) : null}
      </dl>
    </Card>
  );
}
