import { createActor } from 'xstate';
import type { NoticeActor } from '../../../machines/notices/notice.machine';
import { selectFeedbackOpening, selectFeedbackSteps, selectToastCode, selectToastTurn } from '../../../machines/notices/notice.view';
import { selectRequestData, selectRequestProblem, selectRequestStatus } from '../../../machines/core/request.machine';
import { apkCaseOf } from '../../../machines/core/apk.view';
import { isInApp, type Host } from '../../../machines/core/host';
import type { Api } from '../../../protocol/api/client';
import type { Bridge } from '../../../protocol/bridge/call';
import type { Config } from '../../../protocol/config';
import type { FrameMessenger } from '../../../protocol/frame/messenger';
import type { Session } from '../../../protocol/session';
import { apkRequest } from '../apk';
import { externalHrefOf } from '../deep-links';
import { followLinkClick, noticeControlEvent } from '../notice/intercept';
import { provideNoticeEffects } from '../notice-effects';
import { CONTRACT, HTML_FACTS, type ApkCase } from './contract';
import { replayEarlyTaps } from './early-taps';

/** What a text page's controls use of the outside world: a part of the page's services. */
export interface TextPageServices {
  config: Config;
  bridge: Bridge;
  api: Api;
  frame: FrameMessenger;
  sessionReady: Promise<Session>;
}

/**
 * A text page at work: the one implementation of everything that acts on it. A text page's
 * HTML is the same for every situation (its components render each case, marked with the facts
 * that show it: src/shell/static/contract.ts); this function binds its controls, on the
 * pre-rendered page (src/text-page.ts) and in the React tree alike (TextPageRoot, when a text
 * page is opened in place from another page):
 *  - the facts the page learns, on <html>: in the app (the bridge), framed, who is reading;
 *  - the notice machine: links in a notice region by the foundation's link rule, controls that
 *    name their event, the toast, the steps to feedback and the feedback link's busy state;
 *  - the APK downloads, on the shared request machine, asked for when first on screen;
 *  - then the taps kept before it ran (src/shell/static/early-taps.ts), carried out.
 * Returns what undoes it all (the page leaves).
 */
export function runTextPage(root: HTMLElement, services: TextPageServices): () => void {
  const doc = root.ownerDocument;
  const html = doc.documentElement;
  const host = services.bridge.kind;
  const undo: (() => void)[] = [];
  const listen = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void) => {
    target.addEventListener(type, listener);
    undo.push(() => target.removeEventListener(type, listener));
  };

  // The facts the pre-paint script could not know: the bridge has the last word on the app.
  html.toggleAttribute(HTML_FACTS.inApp, isInApp(host));
  html.toggleAttribute(HTML_FACTS.framed, services.frame.connected);
  let live = true;
  undo.push(() => (live = false));
  void services.sessionReady.then((session) => {
    if (live) html.setAttribute(HTML_FACTS.userType, String(session.userInfo.userType));
  });

  const notice = createActor(provideNoticeEffects(services), {
    input: { framed: services.frame.connected, webDriveUrl: services.config.webDriveUrl, appUrl: services.config.deepLinkBase },
  });
  notice.start();
  undo.push(() => notice.stop());
  listen(root, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const region = target?.closest(`[${CONTRACT.noticeRegion}]`);
    if (region && root.contains(region)) followLinkClick(event, region, notice, host, doc.location.href);
    const sent = noticeControlEvent(target?.closest(`[${CONTRACT.noticeEvent}]`)?.getAttribute(CONTRACT.noticeEvent));
    if (!sent || event.defaultPrevented) return;
    event.preventDefault();
    notice.send(sent);
  });
  undo.push(showNoticeOutcomes(root, notice));
  undo.push(runApkDownloads(root, services, host, listen));
  // Everything that acts is wired: taps made before this ran are carried out now; one whose
  // control has since gone or changed is dropped, and the toast says to tap again.
  replayEarlyTaps(doc.defaultView ?? window, root, () => notice.send({ type: 'link.follow', outcome: { kind: 'toast', code: 'tap-again' } }));
  return () => {
    for (const each of undo.reverse()) each();
  };
}

/** What the notice machine shows: the toast (its sentence is in the HTML, hidden), the steps to feedback, the feedback link's busy state. */
function showNoticeOutcomes(root: HTMLElement, notice: NoticeActor): () => void {
  const doc = root.ownerDocument;
  const html = doc.documentElement;
  const region = root.querySelector(`[${CONTRACT.toastRegion}]`);
  let shownToast: string | null = null;
  let stepsShown = false;
  let opening = false;
  const render = () => {
    const snapshot = notice.getSnapshot();
    // The toast: a new element for every toast shown, so a repeated text is announced again.
    const code = selectToastCode(snapshot);
    const toast = code ? `${code}:${selectToastTurn(snapshot)}` : null;
    if (region && toast !== shownToast) {
      shownToast = toast;
      const text = code ? root.querySelector(`[${CONTRACT.toastText}="${code}"]`)?.textContent : null;
      // Not replaceChildren (Chrome 86): the support matrix starts at Chrome 80.
      region.textContent = '';
      if (text) {
        const p = doc.createElement('p');
        p.className = 'ui-toast';
        p.textContent = text;
        region.append(p);
      }
    }
    const steps = selectFeedbackSteps(snapshot);
    if (steps !== stepsShown) {
      stepsShown = steps;
      html.toggleAttribute(HTML_FACTS.feedbackSteps, steps);
      if (steps) root.querySelector<HTMLElement>(`[${CONTRACT.feedbackStepsBox}]`)?.focus();
    }
    const busy = selectFeedbackOpening(snapshot);
    if (busy !== opening) {
      opening = busy;
      for (const link of root.querySelectorAll(`[${CONTRACT.feedbackLink}]`)) {
        if (busy) link.setAttribute('aria-busy', 'true');
        else link.removeAttribute('aria-busy');
      }
    }
  };
  const subscription = notice.subscribe(render);
  render();
  return () => {
    subscription.unsubscribe();
    html.removeAttribute(HTML_FACTS.feedbackSteps);
    if (region) region.textContent = '';
  };
}

/**
 * The page's APK downloads (/toapp, /update-guide) on the shared request machine (src/shell/apk.ts:
 * the address checked): asked for once, when a download is first on screen (the reader's
 * platform's, or one in a fold they open); then every download shows the request's case; the
 * address is linked by the host's rule (externalHrefOf), a failure shows its case (apkCaseOf),
 * and Try again retries.
 */
function runApkDownloads(
  root: HTMLElement,
  services: TextPageServices,
  host: Host,
  listen: (target: HTMLElement, type: 'click', listener: (event: MouseEvent) => void) => void,
): () => void {
  const downloads = [...root.querySelectorAll<HTMLElement>(`[${CONTRACT.apkDownload}]`)];
  if (downloads.length === 0) return () => undefined;
  let stop: () => void = () => undefined;
  const start = () => {
    const request = createActor(apkRequest(services), { input: { params: undefined } });
    const show = () => {
      const snapshot = request.getSnapshot();
      const address = selectRequestData(snapshot);
      // Each case's link by its own host's rule: the app's view action, or the address itself.
      const hrefOf = (forApp: boolean) => (address ? externalHrefOf(services.config, address, forApp) : null);
      // An address the host's rule refuses is no download: the failed case.
      const status = apkCaseOf({ status: selectRequestStatus(snapshot), problem: selectRequestProblem(snapshot) }, hrefOf(isInApp(host)) !== null);
      for (const download of downloads) {
        for (const link of download.querySelectorAll(`a[${CONTRACT.apkLink}]`)) {
          const href = status === 'ready' ? hrefOf(link.getAttribute(CONTRACT.apkLink) === 'app') : null;
          if (href) link.setAttribute('href', href);
        }
        download.setAttribute(CONTRACT.apkState, status satisfies ApkCase);
      }
    };
    const subscription = request.subscribe(show);
    request.start();
    show();
    listen(root, 'click', (event) => {
      if (event.target instanceof Element && event.target.closest(`[${CONTRACT.apkRetry}]`)) request.send({ type: 'request.retry' });
    });
    stop = () => {
      subscription.unsubscribe();
      request.stop();
    };
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
  return () => {
    watcher.disconnect();
    stop();
  };
}
