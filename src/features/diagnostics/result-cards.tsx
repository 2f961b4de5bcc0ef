import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { connectionCardOf, networkCardOf, stabilityCardOf, statusCardOf, type ResultsView, type Tone } from '../../../machines/diagnostics/diagnostics.view';
import { Card } from '../../ui/card';
import { CONNECTION_LABEL, STABILITY_LABEL, STATUS_LABEL } from './level-text';
import { formatMs, formatPercent, networkTypeLabel, regionName, serviceCentreName } from './results-summary';

/*
 * The result cards of /ping (src/features/diagnostics/diagnostics-view.tsx): service status,
 * connection, stability and the reader's network, each row a skeleton until the first result.
 */

/** A value in a card: a skeleton before the first result (`children` null), then the value (greyed while retesting). */
function Row({ label, children, stacked = false }: { label: ReactNode; children: ReactNode; stacked?: boolean }) {
  return (
    <div className="diag-row" data-stacked={stacked || undefined}>
      <dt>{label}</dt>
      <dd>{children ?? <span className="ui-skeleton-bar diag-skeleton" aria-hidden="true" />}</dd>
    </div>
  );
}

/** A card's value once there is a result; null (its row's skeleton) before the first. */
function ofResult<T>(view: ResultsView, card: (result: Extract<ResultsView, { kind: 'shown' }>['result']) => T): T | null {
  return view.kind === 'shown' ? card(view.result) : null;
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

export function StatusCard({ view }: { view: ResultsView }) {
  const { i18n } = useLingui();
  const card = ofResult(view, statusCardOf);
  return (
    <Card className="diag-card-status" title={<Trans>Service status</Trans>}>
      <dl className="diag-rows">
        <Row label={<Trans>Service in your region</Trans>}>{card ? <Level tone={card.status.tone}>{i18n._(STATUS_LABEL[card.status.level])}</Level> : null}</Row>
        {/* A badge only when the service answered some tests with an error (a 500, a refusal, an unreadable reply); the row is always there, so nothing moves. */}
        {/* Stacked: a long count ("20 errors in 20 tests") would wrap a side-by-side row and push the cards below. */}
        <Row label={<Trans>Server responses</Trans>} stacked>
          {card === null ? null : card.replies.kind === 'errors' ? (
            <Level tone={card.replies.tone}>
              <ErrorCount errors={card.replies.errors} sent={card.replies.sent} />
            </Level>
          ) : card.replies.kind === 'no-replies' ? (
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

export function ConnectionCard({ view }: { view: ResultsView }) {
  const { i18n } = useLingui();
  const center = serviceCentreName(i18n);
  const card = ofResult(view, connectionCardOf);
  return (
    <Card className="diag-card-connection" title={<Trans>Connection to PikPak’s servers</Trans>}>
      <p className="diag-card-note">
        <Trans>Server location: {center}</Trans>
      </p>
      <dl className="diag-rows">
        {/* Stacked: the time and its level beside a long label (Arabic) would wrap the row when they arrive. */}
        <Row label={<Trans>Connection time</Trans>} stacked>
          {card ? (
            <>
              {card.medianMs === null ? null : <Measure>{formatMs(i18n, card.medianMs)}</Measure>}
              <Level tone={card.connection.tone}>{i18n._(CONNECTION_LABEL[card.connection.level])}</Level>
            </>
          ) : null}
        </Row>
      </dl>
    </Card>
  );
}

/** Stability, judged from jitter and loss; where nothing could be judged (§4.4 "don't show") its rows say so and keep their room. */
export function StabilityCard({ view }: { view: ResultsView }) {
  const { i18n } = useLingui();
  const card = ofResult(view, stabilityCardOf);
  const notMeasured = (
    <span className="muted">
      <Trans>Not measured</Trans>
    </span>
  );
  const measured = card?.kind === 'measured' ? card : null;
  return (
    <Card className="diag-card-stability" title={<Trans>Stability</Trans>}>
      <dl className="diag-rows">
        <Row label={<Trans>Overall</Trans>}>
          {card === null ? null : measured ? <Level tone={measured.stability.tone}>{i18n._(STABILITY_LABEL[measured.stability.level])}</Level> : notMeasured}
        </Row>
        <Row label={<Trans>Jitter</Trans>}>{card === null ? null : measured?.jitterMs != null ? <Measure>{formatMs(i18n, measured.jitterMs)}</Measure> : notMeasured}</Row>
        <Row label={<Trans>Packet loss</Trans>}>{card ? <Figure>{formatPercent(i18n, card.loss)}</Figure> : null}</Row>
      </dl>
    </Card>
  );
}

export function NetworkCard({ view }: { view: ResultsView }) {
  const { i18n } = useLingui();
  const shown = view.kind === 'shown';
  const card = networkCardOf(shown ? view.result : null, view.inApp);
  const unknown = (
    <span className="muted">
      <Trans>Unknown</Trans>
    </span>
  );
  return (
    <Card className="diag-card-network" title={<Trans>Your network</Trans>}>
      <dl className="diag-rows">
        <Row label={<Trans>Public IP address</Trans>}>{!shown ? null : card.seen.kind === 'seen' ? <Figure>{card.seen.ip}</Figure> : unknown}</Row>
        {/* Named by the engine where it can (only with a result: never in the pre-rendered HTML, never while hydrating); else the server's text, display text already. */}
        <Row label={<Trans>Region</Trans>}>{!shown ? null : card.seen.kind === 'seen' ? <bdi className="user-text">{regionName(i18n, card.seen.region)}</bdi> : unknown}</Row>
        {/* Only in the app (known after hydration: the host reads as a browser until then). */}
        {card.networkType.kind === 'hidden' ? null : (
          <Row label={<Trans>Network type</Trans>}>{!shown ? null : card.networkType.kind === 'known' ? networkTypeLabel(i18n, card.networkType.type) : unknown}</Row>
        )}
      </dl>
    </Card>
  );
}
