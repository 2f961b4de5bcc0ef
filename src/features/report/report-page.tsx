import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Flag, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  REPORT_LINK_FIELD,
  REPORT_REASON_FIELD,
  REPORT_TYPES,
  reportInvalidParts,
  reportLinkProblem,
  type ReportReason,
} from '../../../machines/report-rules';
import { REPORT_LINK_MAX_LENGTH } from '../../../machines/report-link';
import { selectRequestStatus } from '../../../machines/request.machine';
import { selectField, selectInvalid, selectSubmissionProblem, selectSubmissionStatus, type SubmissionSnapshot } from '../../../machines/submission.machine';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { useHydrated } from '../../shell/hydrated';
import { Page } from '../../shell/page';
import { ProblemText } from '../../ui/problem-text';
import { RadioGroup } from '../../ui/radio-group';
import { useServices } from '../../shell/services-context';
import { Skeleton } from '../../ui/skeleton';
import { useTrackReports } from '../../shell/use-track-reports';
import { useReportWiring } from './wiring';
import './report.css';

const route = getRouteApi('/_pages/report');
const selectLink = selectField(REPORT_LINK_FIELD);
const selectReason = selectField(REPORT_REASON_FIELD);
const selectBusy = (s: SubmissionSnapshot) => s.hasTag('busy');

const isReason = (x: string): x is ReportReason => (REPORT_TYPES as readonly string[]).includes(x);

/**
 * /report (§2, §5, §8): report a harmful link. The form is pre-rendered empty; the
 * link and preview of the address (`url`, `hash`) come in after hydration; the preview only in
 * the app, for an address the preview rule admits (machines/preview-address.ts).
 */
export function ReportPage() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const search = route.useSearch();
  const wiring = useReportWiring();
  const url = hydrated ? (search.url ?? null) : null;
  const hash = hydrated ? (search.hash ?? null) : null;
  // A preview only in the app and only for an address that identifies a resource.
  const address = url !== null && hash !== null ? wiring.previewAddress(url) : null;
  return (
    <Page title={t`Report a harmful link`}>
      <p className="report-lead">
        <Trans>Tell us about a link that leads to pornography, political content or violence. Our team reviews every report.</Trans>
      </p>
      {address !== null && hash !== null ? <Preview address={address} hash={hash} /> : null}
      <ReportForm link={url} />
    </Page>
  );
}

/** The resource's preview: only an https image; a failed preview is simply absent. */
function Preview({ address, hash }: { address: string; hash: string }) {
  const { t } = useLingui();
  const wiring = useReportWiring();
  const preview = useActorRef(wiring.preview.machine, { input: { params: { url: address, hash } } });
  const status = useSelector(preview, selectRequestStatus);
  const src = useSelector(preview, wiring.preview.selectData);
  const [broken, setBroken] = useState(false);
  if (status === 'loading') return <Skeleton className="report-preview" label={t`Loading the preview…`} shape="block" />;
  if (status === 'failed' || src === null || broken) return null;
  return (
    <figure className="report-preview">
      <img src={src} alt={t`Preview of the reported resource`} onError={() => setBroken(true)} />
    </figure>
  );
}

function ReportForm({ link: linked }: { link: string | null }) {
  const { t } = useLingui();
  const { track } = useServices();
  const hydrated = useHydrated();
  const wiring = useReportWiring();
  const form = useActorRef(wiring.form.machine, { input: wiring.formInput(null) });
  useTrackReports(form, track);
  const status = useSelector(form, selectSubmissionStatus);
  const link = useSelector(form, selectLink);
  const reason = useSelector(form, selectReason);
  const invalid = useSelector(form, selectInvalid);
  const problem = useSelector(form, selectSubmissionProblem);
  const busy = useSelector(form, selectBusy);
  const linkField = useRef<HTMLInputElement>(null);
  const reasons = useRef<HTMLFieldSetElement>(null);
  const refused = reportInvalidParts(status === 'invalid' ? invalid : null);

  // The link of the address enters the form once the page has hydrated.
  useEffect(() => {
    if (linked !== null) form.send({ type: 'form.change', field: REPORT_LINK_FIELD, value: linked });
  }, [form, linked]);

  // A refused report: focus goes to the first part that says why.
  useEffect(() => {
    if (refused.link) linkField.current?.focus();
    else if (refused.reason) reasons.current?.focus();
  }, [refused.link, refused.reason, status]);

  if (status === 'succeeded') {
    return (
      <Reported
        inApp={hydrated && wiring.inApp}
        onClose={wiring.close}
        onAgain={() => {
          form.send({ type: 'form.again' });
          form.send({ type: 'form.change', field: REPORT_LINK_FIELD, value: '' });
          form.send({ type: 'form.change', field: REPORT_REASON_FIELD, value: '' });
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  };
  // Until the page has hydrated, the pre-rendered form takes no input: what is typed into it,
  // or a native submit, would be lost when React takes over.
  const ready = hydrated;
  const options = [
    { value: 'porn' as const, label: t`Pornography or sexual content`, disabled: !ready },
    { value: 'political' as const, label: t`Political content`, disabled: !ready },
    { value: 'violence' as const, label: t`Violence or gore`, disabled: !ready },
  ];
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
          onChange={(e) => form.send({ type: 'form.change', field: REPORT_LINK_FIELD, value: e.target.value })}
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
          legend={<Trans>What is wrong with it?</Trans>}
          name="reason"
          options={options}
          value={isReason(reason) ? reason : null}
          onChange={(value) => form.send({ type: 'form.change', field: REPORT_REASON_FIELD, value })}
          error={refused.reason ? <Trans>Choose a reason.</Trans> : null}
        />
        {status === 'failed' ? (
          <Banner severity="danger" title={<Trans>Report failed. Please try again later.</Trans>}>
            {problem?.kind === 'offline' || problem?.kind === 'timed-out' ? (
              <p>
                <ProblemText problem={problem} />
              </p>
            ) : (
              <p>
                <Trans>Your link and reason are kept.</Trans>
              </p>
            )}
          </Banner>
        ) : null}
        <Button type="submit" block busy={busy} disabled={!ready} icon={<Flag aria-hidden="true" />}>
          <Trans>Report</Trans>
        </Button>
      </form>
    </Card>
  );
}

/** §8: the report was sent (the spec's 'Reported successfully.'); in the app a button closes the page. Focus moves here. */
function Reported({ inApp, onClose, onAgain }: { inApp: boolean; onClose: () => void; onAgain: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="report-result">
      <Banner severity="success" title={<Trans>Report sent</Trans>}>
        <p>
          <Trans>Thank you. Our team will review the link.</Trans>
        </p>
      </Banner>
      <div className="report-actions">
        {inApp ? (
          <Button block icon={<X aria-hidden="true" />} onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        ) : null}
        <Button variant="secondary" block onClick={onAgain}>
          <Trans>Report another link</Trans>
        </Button>
      </div>
    </div>
  );
}
