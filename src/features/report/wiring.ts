import { useMemo } from 'react';
import { previewAddressOf } from '../../../machines/preview-address';
import { reportInput, type ReportValue } from '../../../machines/report-rules';
import { provideRequest } from '../../../machines/request.machine';
import { provideSubmission } from '../../../machines/submission.machine';
import { checkImageAddress } from '../../../protocol/external-address';
import { useServices } from '../../shell/services-context';

/**
 * The report page's wiring: the report on the shared submission machine, sending
 * `POST` feedback `/report {reportType, resource, userInfo}` with the client user info record
 * of §3 (never the token), and the preview of the resource on the shared request machine.
 *
 * The preview: asked only when the app opened the page, only for an address that
 * identifies a resource (machines/preview-address.ts: magnet, ed2k, thunder, https on a public
 * host name; never an IP literal or a local name), sent as that rule writes it, without the
 * token (protocol/api/README.md, "The preview").
 */
export function useReportWiring() {
  const services = useServices();
  return useMemo(() => {
    const { api, bridge, config } = services;
    const inApp = bridge.kind !== 'absent';
    /** The address to ask a preview for, or null: no preview (outside the app, or not such an address). */
    const previewAddress = (link: string) => (inApp ? previewAddressOf(link) : null);
    return {
      form: provideSubmission<ReportValue, true>(async (value) => {
        // The user info record of whoever is reading; a browser, or an app that did not answer, reports anonymously.
        const session = await services.readSession().catch(() => services.session());
        await api.report({ ...value, userInfo: session.userInfo });
        return true;
      }),
      formInput: reportInput,
      previewAddress,
      /** The preview: only an https image on the allowlist; anything else is no preview. */
      preview: provideRequest<string, { url: string; hash: string }>(async ({ url, hash }) => {
        const address = previewAddress(url);
        if (address === null) throw new Error('no preview for this address');
        const checked = checkImageAddress((await api.thumbnail({ url: address, hash })).thumbnail_link, config.imageHosts);
        if (!checked.ok) throw new Error('preview refused');
        return checked.url;
      }),
      inApp,
      /** In the app, after a report: close the page (finish self). */
      close: () => void bridge.call('finishSelf'),
    };
  }, [services]);
}
