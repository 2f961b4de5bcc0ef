import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Flag, RotateCw } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { SubmissionActor } from '../../../machines/core/submission.machine';
import type { ReportValue } from '../../../machines/report/report-rules';
import {
  PENDING_REPORT,
  REPORT_LINK_FIELD,
  REPORT_LINK_MAX_LENGTH,
  REPORT_REASON_FIELD,
  REPORT_TYPES,
  focusOf,
  sameFields,
  selectReportFormView,
  selectReportPart,
  type ReportFormView,
  type ReportPageActor,
} from '../../../machines/report/report-page.view';
import { Preview } from './report-preview';
import { AppScreenAction } from '../../shell/app-screen';
import { DoneAction } from '../../shell/done-action';
import { Page } from '../../shell/page';
import { ReadySession } from '../../shell/ready-session';
import { useForm } from '../../shell/use-form';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { GetAppLink } from '../../ui/get-app-link';
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
  const part = useSelector(actor, selectReportPart, sameFields);
  return part.kind === 'form' ? <ReportForm page={actor} form={part.form} inApp={part.inApp} /> : null;
}

function ReportForm({ page, form, inApp }: { page: ReportPageActor; form: SubmissionActor<ReportValue, true>; inApp: boolean }) {
  const { change, submit } = useForm(form);
  const view = useSelector(form, (s) => selectReportFormView(s, inApp), sameFields);
  if (view.kind === 'sent') return <Reported onAgain={() => page.send({ type: 'report.again' })} />;
  return (
    <>
      <ReportFormView view={view} onChange={change} onSubmit={submit} />
      <Preview actor={page} />
    </>
  );
}

interface FormViewProps {
  view: Exclude<ReportFormView, { kind: 'sent' }>;
  onChange: (field: string, value: string) => void;
  onSubmit: () => void;
}

const PENDING: FormViewProps = { view: PENDING_REPORT, onChange: () => undefined, onSubmit: () => undefined };

function ReportFormView({ view, onChange, onSubmit }: FormViewProps) {
  const { t } = useLingui();
  const linkField = useRef<HTMLInputElement>(null);
  const reasons = useRef<HTMLFieldSetElement>(null);
  const focus = focusOf(view);
  // The pre-rendered form takes no input until the session is known: it would be lost.
  const ready = view.kind !== 'pending';
  const refused = view.kind === 'editing' ? view.refused : null;

  // A refused report: focus goes to the first part that says why.
  useEffect(() => {
    if (focus === 'link') linkField.current?.focus();
    else if (focus === 'reason') reasons.current?.focus();
  }, [focus, view]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const labels = { porn: t`Pornography or sexual content`, political: t`Political content`, violence: t`Violence or gore` };
  const options = REPORT_TYPES.map((value) => ({ value, label: labels[value], disabled: !ready }));
  return (
    <Card>
      <form className="report-form" onSubmit={submit} aria-busy={view.busy} noValidate>
        <FormField
          ref={linkField}
          label={<Trans>Link</Trans>}
          hint={<Trans>A web, FTP, magnet, ed2k or Thunder link.</Trans>}
          error={
            refused?.link === 'missing' ? (
              <Trans>Enter the link you want to report.</Trans>
            ) : refused?.link === 'malformed' ? (
              <Trans>This isn’t a valid link. Enter a web, FTP, magnet, ed2k or Thunder link.</Trans>
            ) : null
          }
          name="link"
          value={view.link}
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
          value={view.reason}
          onChange={(value) => onChange(REPORT_REASON_FIELD, value)}
          error={refused?.reason ? <Trans>Choose a reason.</Trans> : null}
        />
        {view.kind === 'failed' ? <NotSent view={view} onLogIn={onSubmit} /> : null}
        <ReportButton view={view} />
      </form>
    </Card>
  );
}

/** The report wasn't sent: the cause and what to do, in words that match the main action below; the link and reason stay filled in. */
function NotSent({ view, onLogIn }: { view: Extract<ReportFormView, { kind: 'failed' }>; onLogIn: () => void }) {
  return (
    <>
      <Banner severity="danger" title={<Trans>The report wasn’t sent</Trans>}>
        <p>
          <NotSentText view={view} />
        </p>
      </Banner>
      {view.main === 'log-in' ? <AppScreenAction screen="login" onBack={onLogIn} /> : view.main === 'get-app' ? <GetAppLink /> : null}
    </>
  );
}

function NotSentText({ view }: { view: Extract<ReportFormView, { kind: 'failed' }> }) {
  switch (view.wayOn) {
    case 'log-in':
      return <Trans>Your login has expired. Log in again, and your report is sent when you’re back.</Trans>;
    case 'open-app':
      return <Trans>Reports need a PikPak login. Report the link in the PikPak app instead.</Trans>;
    case 'own':
      return <Trans>We couldn’t accept this report. Check the link and the reason, then send it again.</Trans>;
    case 'retry':
      return view.problem?.kind === 'offline' ? (
        <Trans>You seem to be offline. Your link and reason are still filled in—check your connection and try again.</Trans>
      ) : view.problem?.kind === 'timed-out' ? (
        <Trans>The server took too long to answer. Your link and reason are still filled in, so you can try again.</Trans>
      ) : (
        <Trans>Something went wrong on our side. Your link and reason are still filled in, so you can try again.</Trans>
      );
  }
}

/** Report, or Try again after a failure that may pass; a secondary button beside another main action (Log in, the app). */
function ReportButton({ view }: { view: Exclude<ReportFormView, { kind: 'sent' }> }) {
  const main = view.kind === 'failed' ? view.main : 'report';
  return (
    <Button
      type="submit"
      variant={main === 'report' || main === 'retry' ? 'primary' : 'secondary'}
      block
      busy={view.busy}
      disabled={view.kind === 'pending'}
      icon={main === 'retry' ? <RotateCw aria-hidden="true" /> : <Flag aria-hidden="true" />}
    >
      {main === 'retry' ? <Trans>Try again</Trans> : <Trans>Report</Trans>}
    </Button>
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
