import { useMemo } from 'react';
import { reportInput, type ReportValue } from '../../../machines/report-rules';
import { provideRequest } from '../../../machines/request.machine';
import { provideSubmission } from '../../../machines/submission.machine';
import { checkExternalAddress } from '../../../protocol/external-address';
import { useServices } from '../../ui/services-context';

/**
 * The report page's wiring (issue 9): the report on the shared submission machine, sending
 * `POST` feedback `/report {reportType, resource, userInfo}` with the client user info record
 * of §3 (never the token), and the preview of the resource on the shared request machine.
 */
export function useReportWiring() {
  const services = useServices();
  return useMemo(() => {
    const { api, bridge, config } = services;
    return {
      form: provideSubmission<ReportValue, true>(async (value) => {
        // The user info record of whoever is reading; a browser, or an app that did not answer, reports anonymously.
        const session = await services.readSession().catch(() => services.session());
        await api.report({ ...value, userInfo: session.userInfo });
        return true;
      }),
      formInput: reportInput,
      /** The preview: only an https image on the allowlist; anything else is no preview. */
      preview: provideRequest<string, { url: string; hash: string }>(async (query) => {
        const checked = checkExternalAddress((await api.thumbnail(query)).thumbnail_link, config.externalHosts);
        if (!checked.ok) throw new Error('preview refused');
        return checked.url;
      }),
      inApp: bridge.kind !== 'absent',
      /** In the app, after a report: close the page (finish self). */
      close: () => void bridge.call('finishSelf'),
    };
  }, [services]);
}
