import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Copy, RotateCw } from 'lucide-react';
import { verdictTone, type Tone } from '../../../machines/diagnostics/diagnostics-verdict';
import {
  selectAppVersion,
  selectChecking,
  selectDiagnosticsCopy,
  selectLiveFigures,
  selectProgress,
  selectResult,
  type DiagnosticsActor,
  type DiagnosticsSnapshot,
} from '../../../machines/diagnostics/diagnostics.machine';
import { Banner, type Severity } from '../../ui/banner';
import { Button } from '../../ui/button';
import { isInApp, type Host } from '../../shell/host';
import { FeedbackLink } from '../../shell/notice/links';
import { NoticeIsland } from '../../shell/notice/notice-layout';
import { useCopyFeedback } from '../../shell/copy-feedback';
import { verdictText } from './level-text';
import { ConnectionCard, Measure, NetworkCard, StabilityCard, StatusCard } from './result-cards';
import { formatMs, resultsSummary, serviceCentreName } from './results-summary';

const selectCanRetest = (s: DiagnosticsSnapshot) => s.can({ type: 'diagnostics.retest' });

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
 * feedback link. Views only select and send: everything it shows comes from the two actors.
 */
export function DiagnosticsView({ diagnostics, host }: { diagnostics: DiagnosticsActor; host: Host }) {
  const checking = useSelector(diagnostics, selectChecking);
  const result = useSelector(diagnostics, selectResult);
  return (
    <>
      <Summary diagnostics={diagnostics} />
      <Actions diagnostics={diagnostics} />
      {/* The last result stays, greyed, while a retest runs; before the first, skeletons hold its place. */}
      <div className="diag-results" data-stale={checking && result ? 'true' : undefined} aria-busy={checking || undefined}>
        <StatusCard result={result} />
        <ConnectionCard result={result} />
        <StabilityCard result={result} />
        <NetworkCard result={result} inApp={isInApp(host)} />
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
 * answered), and the progress and the verdict share one reserved room below it, so nothing
 * under the summary moves when a run starts, goes on or ends (diagnostics.css).
 */
function Summary({ diagnostics }: { diagnostics: DiagnosticsActor }) {
  const { i18n, t } = useLingui();
  const checking = useSelector(diagnostics, selectChecking);
  const result = useSelector(diagnostics, selectResult);
  const live = useSelector(diagnostics, selectLiveFigures, (a, b) => a?.medianMs === b?.medianMs && a?.jitterMs === b?.jitterMs);
  const { probe, of } = useSelector(diagnostics, selectProgress, (a, b) => a.probe === b.probe && a.of === b.of);
  if (checking || !result) {
    return (
      <div className="diag-summary" data-state="checking">
        <HeadlineFigure medianMs={live?.medianMs ?? null} jitterMs={live?.jitterMs ?? null} live />
        <div className="diag-summary-body diag-checking">
          <p className="diag-summary-title" role="status">
            {result ? <Trans>Testing again…</Trans> : <Trans>Checking your connection…</Trans>}
          </p>
          <progress className="diag-progress" max={of} value={probe} aria-label={t`Progress`} />
          <p className="diag-progress-text">{probe === 0 ? <Trans>Getting ready…</Trans> : <ProgressCount probe={probe} of={of} />}</p>
        </div>
      </div>
    );
  }
  const verdict = verdictText(result.verdict);
  return (
    <div className="diag-summary" data-state="done" data-verdict={result.verdict.kind}>
      <HeadlineFigure medianMs={result.headline?.medianMs ?? null} jitterMs={result.headline?.jitterMs ?? null} live={false} />
      <div className="diag-summary-body">
        <Banner severity={TONE_SEVERITY[verdictTone(result.verdict)]} title={i18n._(verdict.title)}>
          <p>{i18n._(verdict.advice)}</p>
        </Banner>
      </div>
    </div>
  );
}

/**
 * "63 ms", "Jitter 12 ms": the median round trip and the run's jitter, the one spread measure
 * the stability card shows too; while testing, the median of the tests answered so far.
 */
function HeadlineFigure({ medianMs, jitterMs, live }: { medianMs: number | null; jitterMs: number | null; live: boolean }) {
  const { i18n } = useLingui();
  const center = serviceCentreName(i18n);
  const jitter = jitterMs === null ? null : formatMs(i18n, jitterMs);
  return (
    <div className="diag-headline" data-live={live || undefined}>
      <p className="diag-headline-figure">
        {medianMs === null ? (
          <span className="diag-headline-none" aria-hidden="true">
            —
          </span>
        ) : (
          <Measure>{formatMs(i18n, medianMs)}</Measure>
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
        {live ? (
          medianMs === null ? (
            <Trans>Waiting for the first answer from {center}…</Trans>
          ) : (
            <Trans>Median round trip to {center} so far.</Trans>
          )
        ) : medianMs === null ? (
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
  const copy = useSelector(diagnostics, selectDiagnosticsCopy);
  const appVersion = useSelector(diagnostics, selectAppVersion);
  const checking = useSelector(diagnostics, selectChecking);
  const canRetest = useSelector(diagnostics, selectCanRetest);
  const result = useSelector(diagnostics, selectResult);
  const feedback = useCopyFeedback(copy, 'results');
  const copyResults = () => {
    if (!result) return;
    diagnostics.send({ type: 'copy.request', subject: 'results', text: resultsSummary(i18n, result, appVersion) });
  };
  return (
    <div className="diag-actions">
      <div className="actions">
        <Button icon={<RotateCw aria-hidden="true" />} busy={checking} onClick={() => canRetest && diagnostics.send({ type: 'diagnostics.retest' })}>
          {checking ? <Trans>Testing…</Trans> : <Trans>Retest</Trans>}
        </Button>
        <Button variant="secondary" icon={<Copy aria-hidden="true" />} disabled={!result} onClick={copyResults}>
          <Trans>Copy results</Trans>
        </Button>
      </div>
      <p className="diag-copy-status" role="status">
        {feedback.status}
      </p>
    </div>
  );
}
