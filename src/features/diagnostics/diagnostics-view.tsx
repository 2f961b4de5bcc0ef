import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Copy, Info, RotateCw } from 'lucide-react';
import { sameFields, selectActions, selectCopy, selectResults, selectSummary, type DiagnosticsActor, type HeadlineView, type Tone } from '../../../machines/diagnostics/diagnostics.view';
import type { Host } from '../../../machines/core/host';
import { Banner, type Severity } from '../../ui/banner';
import { Button } from '../../ui/button';
import { FeedbackLink } from '../../shell/notice/links';
import { NoticeIsland } from '../../shell/notice/notice-layout';
import { useCopyFeedback } from '../../shell/copy-feedback';
import { longestVerdictText, verdictText } from './level-text';
import { ConnectionCard, Measure, NetworkCard, StabilityCard, StatusCard } from './result-cards';
import { formatMs, resultsSummary, serviceCentreName } from './results-summary';

/** The verdict's banner takes the colour of its tone, the worst of the badges' (machines/diagnostics/diagnostics-verdict.ts). */
const TONE_SEVERITY: Record<Tone, Severity> = {
  good: 'success',
  neutral: 'info',
  fair: 'warning',
  bad: 'danger',
};

/**
 * The diagnostics as the reader sees them: the checking progress or the verdict, the actions,
 * then the cards (service status, connection, stability, the reader's network) and the
 * feedback link. Everything it shows comes from the view model (diagnostics.view.ts).
 */
export function DiagnosticsView({ diagnostics, host }: { diagnostics: DiagnosticsActor; host: Host }) {
  const results = useSelector(diagnostics, selectResults(host), sameFields);
  const stale = results.kind === 'shown' && results.stale;
  return (
    <>
      <Summary diagnostics={diagnostics} />
      <Actions diagnostics={diagnostics} />
      {/* The last result stays, greyed, while a retest runs; before the first, skeletons hold its place. */}
      <div className="diag-results" data-stale={stale ? 'true' : undefined} aria-busy={results.kind === 'first-run' || stale || undefined}>
        <StatusCard view={results} />
        <ConnectionCard view={results} />
        <StabilityCard view={results} />
        <NetworkCard view={results} />
      </div>
      <NoticeIsland>
        <p className="diag-feedback">
          <Trans>
            Still having trouble? <FeedbackLink>Send us feedback</FeedbackLink>.
          </Trans>
        </p>
      </NoticeIsland>
    </>
  );
}

/**
 * The headline figure above the checking progress or the verdict. Its room is the same in every
 * state (the live median while testing, the final median with its jitter, a dash where nothing
 * answered). The verdict sits below it in a room of its own size: its words never move what is
 * under the summary (diagnostics.css).
 */
function Summary({ diagnostics }: { diagnostics: DiagnosticsActor }) {
  const { i18n, t } = useLingui();
  const summary = useSelector(diagnostics, selectSummary, sameFields);
  if (summary.kind === 'checking') {
    return (
      <div className="diag-summary" data-state="checking">
        <HeadlineFigure headline={summary.headline} />
        <div className="diag-summary-body">
          <SummaryRoom />
          <div className="diag-checking">
            <p className="diag-summary-title" role="status">
              {summary.again ? <Trans>Testing again…</Trans> : <Trans>Checking your connection…</Trans>}
            </p>
            <progress className="diag-progress" max={summary.of} value={summary.probe} aria-label={t`Progress`} />
            <p className="diag-progress-text">{summary.counting ? <ProgressCount probe={summary.probe} of={summary.of} /> : <Trans>Getting ready…</Trans>}</p>
          </div>
        </div>
      </div>
    );
  }
  const verdict = verdictText(summary.verdict);
  return (
    <div className="diag-summary" data-state="done" data-verdict={summary.verdict.kind}>
      <HeadlineFigure headline={summary.headline} />
      <div className="diag-summary-body">
        <SummaryRoom />
        <Banner severity={TONE_SEVERITY[summary.tone]} title={i18n._(verdict.title)}>
          <p>{i18n._(verdict.advice)}</p>
        </Banner>
      </div>
    </div>
  );
}

/**
 * The summary's room, invisible and silent: the longest verdict in the reader's language and
 * the checking progress, stacked in one grid cell with what is shown (the progress or the
 * verdict), so the room fits each of them at any width and a run's end moves nothing below.
 * Its words are generated from attributes: no test, search or reader finds them twice.
 */
function SummaryRoom() {
  const { i18n, t } = useLingui();
  const longest = longestVerdictText((descriptor) => i18n._(descriptor));
  const probe = i18n.number(88);
  const of = probe;
  const checking = [t`Checking your connection…`, t`Testing again…`].reduce((a, b) => (b.length > a.length ? b : a));
  return (
    <div className="diag-room" aria-hidden="true">
      <div className="diag-room-verdict">
        <Info className="ui-banner-icon" />
        <div className="ui-banner-content">
          <p className="ui-banner-title" data-words={longest.title} />
          <div className="ui-banner-body">
            <p data-words={longest.advice} />
          </div>
        </div>
      </div>
      <div className="diag-checking">
        <p className="diag-summary-title" data-words={checking} />
        <div className="diag-progress" />
        <p className="diag-progress-text" data-words={t`Test ${probe} of ${of}`} />
      </div>
    </div>
  );
}

/**
 * "63 ms", "Jitter 12 ms": the median round trip and the run's jitter, the one spread measure
 * the stability card shows too; while testing, the median of the tests answered so far.
 */
function HeadlineFigure({ headline }: { headline: HeadlineView }) {
  const { i18n } = useLingui();
  const center = serviceCentreName(i18n);
  const jitter = headline.jitterMs === null ? null : formatMs(i18n, headline.jitterMs);
  return (
    <div className="diag-headline" data-live={headline.live || undefined}>
      <p className="diag-headline-figure">
        {headline.medianMs === null ? (
          <span className="diag-headline-none" aria-hidden="true">
            —
          </span>
        ) : (
          <Measure>{formatMs(i18n, headline.medianMs)}</Measure>
        )}
      </p>
      {/* Its own line, kept while empty: a long word for jitter (Arabic) never wraps the figure's line. */}
      <p className="diag-headline-spread">
        {jitter === null ? null : (
          <Trans>
            Jitter <Measure>{jitter}</Measure>
          </Trans>
        )}
      </p>
      <p className="diag-headline-caption">
        {headline.kind === 'waiting' ? (
          <Trans>Waiting for the first answer from {center}…</Trans>
        ) : headline.kind === 'live' ? (
          <Trans>Median round trip to {center} so far.</Trans>
        ) : headline.kind === 'none' ? (
          <Trans>None of the tests reached {center}.</Trans>
        ) : (
          <Trans>Median round trip to {center}.</Trans>
        )}
      </p>
    </div>
  );
}

/** "Test 3 of 10", its figures in the reader's digits like every other figure on the page. */
function ProgressCount({ probe: current, of: total }: { probe: number; of: number }) {
  const { i18n } = useLingui();
  const probe = i18n.number(current);
  const of = i18n.number(total);
  return <Trans>Test {probe} of {of}</Trans>;
}

function Actions({ diagnostics }: { diagnostics: DiagnosticsActor }) {
  const { i18n } = useLingui();
  const actions = useSelector(diagnostics, selectActions, sameFields);
  const copy = useSelector(diagnostics, selectCopy);
  const feedback = useCopyFeedback(copy, 'results');
  const { result, appVersion } = actions;
  const testing = actions.kind === 'testing';
  return (
    <div className="diag-actions">
      <div className="actions">
        <Button icon={<RotateCw aria-hidden="true" />} busy={testing} onClick={() => actions.kind === 'idle' && actions.canRetest && diagnostics.send({ type: 'diagnostics.retest' })}>
          {testing ? <Trans>Testing…</Trans> : <Trans>Retest</Trans>}
        </Button>
        <Button
          variant="secondary"
          icon={<Copy aria-hidden="true" />}
          disabled={result === null}
          onClick={() => result && diagnostics.send({ type: 'copy.request', subject: 'results', text: resultsSummary(i18n, result, appVersion) })}
        >
          <Trans>Copy results</Trans>
        </Button>
      </div>
      <p className="diag-copy-status" role="status">
        {feedback.status}
      </p>
    </div>
  );
}
