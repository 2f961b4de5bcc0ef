import { createActor } from 'xstate';
import type { Config } from '../../../protocol/config';
import type { Api } from '../../../protocol/api/client';
import { selectRequestData, selectRequestStatus, type RequestStatus } from '../../../machines/request.machine';
import { apkRequest } from '../apk';
import { externalHrefOf } from '../deep-links';

/**
 * A text page's APK downloads (/toapp: the ApkDownload cases in its HTML) on the shared request
 * machine, as the hydrated pages run it (src/shell/apk.ts: the address checked): asked for once,
 * when a download is first on screen (the reader's platform's, or one in a fold they open), then
 * every download on the page shows the request's case; the address is linked by the host's
 * rule (externalHrefOf), and Try again retries.
 */
export function runApkDownloads(doc: Document, services: { api: Api; config: Config }, inApp: boolean): void {
  const downloads = [...doc.querySelectorAll<HTMLElement>('[data-apk-download]')];
  if (downloads.length === 0) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const request = createActor(apkRequest(services), { input: { params: undefined } });
    const show = () => {
      const snapshot = request.getSnapshot();
      let status: RequestStatus = selectRequestStatus(snapshot);
      const address = selectRequestData(snapshot);
      // Each case's link by its own host's rule: the app's view action, or the address itself.
      const hrefOf = (forApp: boolean) => (status === 'ready' && address ? externalHrefOf(services.config, address, forApp) : null);
      if (status === 'ready' && hrefOf(inApp) === null) status = 'failed';
      for (const download of downloads) {
        for (const link of download.querySelectorAll('a[data-apk-link]')) {
          const href = hrefOf(link.getAttribute('data-apk-link') === 'app');
          if (href) link.setAttribute('href', href);
        }
        download.setAttribute('data-apk-state', status);
      }
    };
    request.subscribe(show);
    request.start();
    show();
    doc.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('[data-apk-retry]')) request.send({ type: 'request.retry' });
    });
  };
  // On screen: shown for the reader's platform, in view (or nearly), and not in a closed fold.
  // Observed, never measured on the spot, so the page lays out once, when it is ready to.
  const watcher = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watcher.disconnect();
      start();
    },
    { rootMargin: '100% 0px' },
  );
  for (const download of downloads) watcher.observe(download);
}
