import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useMemo } from 'react';
import { reportPageMachine, type PreviewParams, type ReportPageActor } from '../../../machines/report/report-page.machine';
import type { ReportValue } from '../../../machines/report/report-rules';
import { createRequestMachine } from '../../../machines/core/request.machine';
import { createSubmissionMachine } from '../../../machines/core/submission.machine';
import { checkImageAddress } from '../../../protocol/external-address';
import type { Session } from '../../../protocol/session';
import { useHost } from '../../shell/host';
import type { PageWiring } from '../../shell/page-wiring';
import { useServices } from '../../shell/services-context';

/**
 * /report's page hook: the page machine with the report on the shared submission machine,
 * sending `POST` feedback `/report {reportType, resource, userInfo}` with the client user info
 * record of §3 of the session it was given (never the token; a browser, or an app that did
 * not answer, reports anonymously), the preview asked without the token
 * (protocol/api/README.md, "The preview": only an https image on the allowlist; anything else
 * is no preview). "Done" after a report is the shell's DoneAction. `link` and `hash` are the
 * validated query.
 */
export function useReportPage({ session, link, hash }: { session: Session; link: string | null; hash: string | null }): PageWiring<ReportPageActor> {
  const services = useServices();
  const host = useHost();
  const machine = useMemo(() => {
    const { api, config } = services;
    return reportPageMachine.provide({
      actors: {
        form: createSubmissionMachine<ReportValue, true>(async (value) => {
          await api.report({ ...value, userInfo: session.userInfo });
          return true;
        }),
        preview: createRequestMachine<string, PreviewParams>(async ({ url, hash: resource }) => {
          const checked = checkImageAddress((await api.thumbnail({ url, hash: resource })).thumbnail_link, config.imageHosts);
          if (!checked.ok) throw new Error('preview refused');
          return checked.url;
        }),
      },
    });
  }, [services, session]);
  const actor = useActorRef(machine, { input: { host, link, hash } });
  // The form's statistics (report_submit, _success, _failure); a layout effect, so its first reports are heard.
  useLayoutEffect(() => {
    const sub = actor.getSnapshot().children.form?.on('track', (e) => void services.track(e.action, e.extra));
    return () => sub?.unsubscribe();
  }, [actor, services]);
  return { actor, host };
}
