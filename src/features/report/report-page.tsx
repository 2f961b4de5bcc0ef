import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Flag } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Problem } from '../../../machines/core/problem';
import { selectPreviewOffered, selectReportForm, selectReportPreview, type ReportPageActor } from '../../../machines/report/report-page.machine';
import { REPORT_LINK_FIELD, REPORT_REASON_FIELD, REPORT_TYPES, isReportReason, reportInvalidParts, reportLinkProblem } from '../../../machines/report/report-rules';
import { REPORT_LINK_MAX_LENGTH } from '../../../machines/report/report-link';
import { selectRequestData, selectRequestStatus } from '../../../machines/core/request.machine';
import type { SubmissionActor, SubmissionStatus } from '../../../machines/core/submission.machine';
import type { ReportValue } from '../../../machines/report/report-rules';
import { DoneAction } from '../../shell/done-action';
import { Page } from '../../shell/page';
import { ReadySession } from '../../shell/ready-session';
import { useForm } from '../../shell/use-form';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { ProblemText } from '../../ui/problem-text';
import { RadioGroup } from '../../ui/radio-group';
import { SuccessPanel } from '../../ui/success-panel';
import { useReportPage } from './wiring';
import './report.css';

const route = getRouteApi('/_pages/report');

/**
 * /report (§2, §5, §8): report a harmful link. The form is pre-rendered empty and takes no
 * input until the session is known; the link and the preview of the address (`url`, `hash`)
 * come in with it, after hydration; the preview only in the app, for an address the preview
 * rule admits (machines/report/preview-address.ts).
 */
export function ReportPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  return (
    <Page title={t`Report a harmful link`}>
      <p className="report-lead">
        <Trans>Tell us about a link that leads to pornography, political content or violence. Our team reviews every report.</Trans>
      </p>
      <ReadySession placeholder={<ReportFormView {...PENDING} />}>
        {(session) => <Report session={session} link={search.url ?? null} hash={search.hash ?? null} />}
      </ReadySession>
    </Page>
  );
}

function Report(args: Parameters<typeof useReportPage>[0]) {
  const { actor } = useReportPage(args);
  const form = useSelector(actor, selectReportForm);
  return form ? <ReportForm page={actor} form={form} /> : null;
}

/**
 * The resource's preview, below the form: it comes in after the form is in place, so nothing
 * the reader sees moves (the form keeps its position from the pre-rendered page on). It takes
 * room only once its image has loaded: while the preview is asked, when it fails, and when its
 * image does not load, there is nothing to show and nothing is shown. It is asked for only
 * when the reader taps "Show preview" (the thumbnail service never fetches on page load).
 */
function Preview({ actor }: { actor: ReportPageActor }) {
  const { t } = useLingui();
  const offered = useSelector(actor, selectPreviewOffered);
  const preview = useSelector(actor, selectReportPreview);
  const status = useSelector(preview, (s) => (s ? selectRequestStatus(s) : null));
  const src = useSelector(preview, (s) => (s ? selectRequestData(s) : null));
  const [image, setImage] = useState<'loading' | 'loaded' | 'broken'>('loading');
  if (offered) {
    return (
      <Button variant="secondary" onClick={() => actor.send({ type: 'preview.show' })}>
        <Trans>Show preview</Trans>
      </Button>
    );
  }
  if (status !== 'ready' || src === null || image === 'broken') return null;
  return (
    <figure className="report-preview" hidden={image !== 'loaded'}>
      <img src={src} alt={t`Preview of the reported link`} onLoad={() => setImage('loaded')} onError={() => setImage('broken')} />
    </figure>
  );
}

function ReportForm({ page, form }: { page: ReportPageActor; form: SubmissionActor<ReportValue, true> }) {
  const state = useForm(form);
  if (state.status === 'succeeded') return <Reported onAgain={() => page.send({ type: 'report.again' })} />;
  return (
    <>
      <ReportFormView
        ready
        link={state.field(REPORT_LINK_FIELD)}
        reason={state.field(REPORT_REASON_FIELD)}
        status={state.status}
        invalid={state.invalid}
        problem={state.problem}
        busy={state.busy}
        onChange={state.change}
        onSubmit={state.submit}
      />
      <Preview actor={page} />
    </>
  );
}

interface FormViewProps {
  /** False before the session is known (pre-rendered): the form takes no input, which would be lost. */
  ready: boolean;
  link: string;
  reason: string;
  status: SubmissionStatus;
  invalid: string | null;
  problem: Problem | null;
  busy: boolean;
  onChange: (field: string, value: string) => void;
  onSubmit: () => void;
}

const PENDING: FormViewProps = {
  ready: false,
  link: '',
  reason: '',
  status: 'editing',
  invalid: null,
  problem: null,
  busy: false,
  onChange: () => undefined,
  onSubmit: () => undefined,
};

function ReportFormView({ ready, link, reason, status, invalid, problem, busy, onChange, onSubmit }: FormViewProps) {
  const { t } = useLingui();
  const linkField = useRef<HTMLInputElement>(null);
  const reasons = useRef<HTMLFieldSetElement>(null);
  const refused = reportInvalidParts(status === 'invalid' ? invalid : null);

  // A refused report: focus goes to the first part that says why.
  useEffect(() => {
    if (refused.link) linkField.current?.focus();
    else if (refused.reason) reasons.current?.focus();
  }, [refused.link, refused.reason, status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const labels = { porn: t`Pornography or sexual content`, political: t`Political content`, violence: t`Violence or gore` };
  const options = REPORT_TYPES.map((value) => ({ value, label: labels[value], disabled: !ready }));
  return (
    <Card>
      <form className="report-form" onSubmit={submit} aria-busy={busy} noValidate>
        <FormField
          ref={linkField}
          label={<Trans>Link</Trans>}
          hint={<Trans>A web, FTP, magnet, ed2k or Thunder link.</Trans>}
          error={
            !refused.link ? null : reportLinkProblem(link) === 'missing' ? (
              <Trans>Enter the link you want to report.</Trans>
            ) : (
              <Trans>This isn’t a valid link. Enter a web, FTP, magnet, ed2k or Thunder link.</Trans>
            )
          }
          name="link"
          value={link}
          onChange={(e) => onChange(REPORT_LINK_FIELD, e.target.value)}
          maxLength={REPORT_LINK_MAX_LENGTH}
          readOnly={!ready}
          inputMode="url"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
        />
        <RadioGroup
          ref={reasons}
          legend={<Trans>What’s wrong with it?</Trans>}
          name="reason"
          options={options}
          value={isReportReason(reason) ? reason : null}
          onChange={(value) => onChange(REPORT_REASON_FIELD, value)}
          error={refused.reason ? <Trans>Choose a reason.</Trans> : null}
        />
        {status === 'failed' ? (
          <Banner severity="danger" title={<Trans>The report wasn’t sent</Trans>}>
            {/* The cause, and an instruction that matches the Report button: "later" only when the server failed, never beside "check your connection". */}
            <p>
              {problem?.kind === 'offline' || problem?.kind === 'timed-out' ? <ProblemText problem={problem} /> : <Trans>Report failed. Please try again later.</Trans>}{' '}
              <Trans>Your link and reason are kept.</Trans>
            </p>
          </Banner>
        ) : null}
        <Button type="submit" block busy={busy} disabled={!ready} icon={<Flag aria-hidden="true" />}>
          <Trans>Report</Trans>
        </Button>
      </form>
    </Card>
  );
}

/**
 * §8: the report was sent (the spec's 'Reported successfully.'), on the SuccessPanel: what
 * happens next, "Done" (the app's page closes; in a browser, on to the web drive) and another
 * report as the lesser way on.
 */
function Reported({ onAgain }: { onAgain: () => void }) {
  return (
    <SuccessPanel
      className="report-result"
      title={<Trans>Report sent</Trans>}
      done={<DoneAction />}
      secondary={
        <Button variant="secondary" block onClick={onAgain}>
          <Trans>Report another link</Trans>
        </Button>
      }
    >
      <p>
        <Trans>Thank you. Our team will review the link.</Trans>
      </p>
    </SuccessPanel>
  );
}
