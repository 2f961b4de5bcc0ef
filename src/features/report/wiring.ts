import { reportPageMachine, type PreviewParams } from '../../../machines/report/report-page.machine';
import type { ReportValue } from '../../../machines/report/report-rules';
import { createRequestMachine } from '../../../machines/core/request.machine';
import { createSubmissionMachine } from '../../../machines/core/submission.machine';
import { checkImageAddress } from '../../../protocol/external-address';
import type { Session } from '../../../protocol/session';
import { definePage } from '../../shell/page-kit';

/**
 * /report's page hook: the page machine with the report on the shared submission machine,
 * sending `POST` feedback `/report {reportType, resource, userInfo}` with the client user info
 * record of §3 of the session it was given (never the token; a browser, or an app that did
 * not answer, reports anonymously), the preview asked without the token
 * (protocol/api/README.md, "The preview": only an https image on the allowlist; anything else
 * is no preview). "Done" after a report is the shell's DoneAction. `link` and `hash` are the
 * validated query.
 */
export const useReportPage = definePage({
  machine: ({ services: { api, config } }, { session }: { session: Session; link: string | null; hash: string | null }) =>
    reportPageMachine.provide({
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
    }),
  input: ({ host }, { link, hash }) => ({ host, link, hash }),
});
