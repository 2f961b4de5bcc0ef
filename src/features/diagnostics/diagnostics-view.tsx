import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Copy, RotateCw } from 'lucide-react';
import { verdictTone, type Headline, type Tone } from '../../../machines/diagnostics/diagnostics-verdict';
import {
  selectAppVersion,
  selectChecking,
  selectDiagnosticsCopy,
  selectProgress,
  selectResult,
  type DiagnosticsActor,
  type DiagnosticsSnapshot,
} from '../../../machines/diagnostics/diagnostics.machine';
import { Banner, type Severity } from '../../ui/banner';
import { Button } from '../../ui/button';
import { isInApp, type Host } from '../../shell/host';
import { FeedbackLink } from '../../shell/notice/links';
import { useCopyFeedback } from '../../shell/copy-feedback';
import { verdictText } from './level-text';
import { ConnectionCard, Figure, NetworkCard, StabilityCard, StatusCard } from './result-cards';
import { formatMs, resultsSummary, serviceCentreName } from './results-summary';
import { SentenceGap } from '../../ui/sentence-gap';

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
        {result?.stability === 'hidden' ? null : <StabilityCard result={result} />}
        <NetworkCard result={result} inApp={isInApp(host)} />
      </div>
      <p className="diag-feedback">
        <Trans>
          Still having trouble? <FeedbackLink>Send us feedback</FeedbackLink>.
        </Trans>
      </p>
    </>
  );
}

/**
 * Checking with its progress, or the headline figure (the median round trip ± its spread)
 * above the verdict. The checking panel holds about the room of a result, so the cards below
 * barely move; a result takes only its own height (no empty band under a short verdict).
 */
function Summary({ diagnostics }: { diagnostics: DiagnosticsActor }) {
  const { i18n, t } = useLingui();
  const checking = useSelector(diagnostics, selectChecking);
  const result = useSelector(diagnostics, selectResult);
  const { probe, of } = useSelector(diagnostics, selectProgress, (a, b) => a.probe === b.probe && a.of === b.of);
  if (checking || !result) {
    return (
      <div className="diag-summary" data-state="checking">
        <p className="diag-summary-title" role="status">
          {result ? <Trans>Testing again…</Trans> : <Trans>Checking your connection…</Trans>}
        </p>
        <progress className="diag-progress" max={of} value={probe} aria-label={t`Progress`} />
        <p className="diag-progress-text">{probe === 0 ? <Trans>Getting ready…</Trans> : <ProgressCount probe={probe} of={of} />}</p>
      </div>
    );
  }
  const verdict = verdictText(result.verdict);
  return (
    <div className="diag-summary" data-state="done" data-verdict={result.verdict.kind}>
      {result.headline ? <HeadlineFigure headline={result.headline} /> : null}
      <Banner severity={TONE_SEVERITY[verdictTone(result.verdict)]} title={i18n._(verdict.title)}>
        <p>{i18n._(verdict.advice)}</p>
      </Banner>
    </div>
  );
}

/** "63 ms ± 12 ms": the median round trip, and the distance from it that holds half of the tests (MAD). */
function HeadlineFigure({ headline }: { headline: Headline }) {
  const { i18n, t } = useLingui();
  const center = serviceCentreName(i18n);
  const spread = headline.spreadMs === null ? null : formatMs(i18n, headline.spreadMs);
  return (
    <div className="diag-headline">
      <p className="diag-headline-figure">
        <Figure>{formatMs(i18n, headline.medianMs)}</Figure>
        {spread === null ? null : (
          <span className="diag-headline-spread">
            <Figure>{t`± ${spread}`}</Figure>
          </span>
        )}
      </p>
      <p className="diag-headline-caption">
        <Trans>Median round trip to {center}.</Trans>
        {spread === null ? null : <SentenceGap />}
        {spread === null ? null : <Trans>Half of the tests were within {spread} of it.</Trans>}
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
          <Trans>Retest</Trans>
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
