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
function Row({ label, children, result }: { label: ReactNode; children: ReactNode; result: DiagnosticsResult | null }) {
  return (
    <div className="diag-row">
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

/** A figure in the reader's digits, kept left-to-right inside right-to-left text. */
export function Figure({ children }: { children: ReactNode }) {
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
        {/* Only when the service answered some tests with an error (a 500, a refusal, an unreadable reply). */}
        {result?.replies === 'errors' ? (
          <Row label={<Trans>Server responses</Trans>} result={result}>
            <Level tone={toneOf(result.replies)}>
              <ErrorCount errors={result.serviceErrors} sent={result.stats.sent} />
            </Level>
          </Row>
        ) : null}
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
        <Row label={<Trans>Connection time</Trans>} result={result}>
          {median === null ? null : <Figure>{formatMs(i18n, median)}</Figure>}
          {result ? <Level tone={toneOf(result.connection)}>{i18n._(CONNECTION_LABEL[result.connection])}</Level> : null}
        </Row>
      </dl>
    </Card>
  );
}

export function StabilityCard({ result }: { result: DiagnosticsResult | null }) {
  const { i18n } = useLingui();
  const stability = result && result.stability !== 'hidden' ? result.stability : null;
  return (
    <Card className="diag-card-stability" title={<Trans>Stability</Trans>}>
      <dl className="diag-rows">
        <Row label={<Trans>Overall</Trans>} result={result}>
          {stability ? <Level tone={toneOf(stability)}>{i18n._(STABILITY_LABEL[stability])}</Level> : null}
        </Row>
        <Row label={<Trans>Jitter</Trans>} result={result}>
          {result ? <Figure>{formatMs(i18n, result.stats.jitterMs ?? 0)}</Figure> : null}
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
