/**
 * The script of a text page (a route with `...TEXT_PAGE`: the notices, /help, the
 * legal pages, /toapp, /403 and the not-found page). Such a page is never hydrated: its HTML
 * was pre-rendered once for every situation (src/ui/static-render.tsx), and the page's CSS
 * shows the parts for the reader's from the first paint. This script, without React, makes
 * what acts on the page work as soon as it runs, with the same machines and protocol modules
 * as the hydrated pages: the notice machine for links, frame messages, the toast and feedback
 * (src/shell/static/notice-dom.ts), the app's bridge, the locale machine for the app's
 * language, the debug console's title clicks, the APK address on /toapp, and the field
 * measurement. Its facts about the reader go on <html> (src/shell/static/when.tsx); when all
 * is wired and the language settled, <html data-hydrated> says so, as on the other pages.
 */
import { createActor } from 'xstate';
import { isLocale } from '../machines/locales';
import { createBridge } from '../protocol/bridge/call';
import { detectTransport } from '../protocol/bridge/transports';
import { log } from '../protocol/log';
import { createSessionReader } from '../protocol/session';
import { createStats } from '../protocol/stats';
import { loadConfig } from './config';
import { LANGUAGE_HOLD_MARGIN_MS, limitLanguageHold, releaseLanguageHold, takeOverLanguageHold } from './shell/language-hold';
import { provideNoticeEffects } from './shell/notice-effects';
import { createPageApi, createPageFrame, createTitleClicks } from './shell/page-outside';
import { cannotStartShown, markScriptStarted, showCannotStart } from './shell/cannot-start';
import { isChunkLoadError } from './shell/chunk-error';
import { nextTask } from './shell/next-task';
import { polyfilled } from './shell/polyfills';
import { runApkDownloads } from './shell/static/apk-dom';
import { dropEarlyTaps, replayEarlyTaps } from './shell/static/early-taps';
import { runNoticeOnPage } from './shell/static/notice-dom';
import { settlePageLanguage } from './shell/static/page-language';
import { isInApp } from '../machines/host';


async function start() {
  // From now on this script says whether the page started (src/shell/cannot-start.ts).
  markScriptStarted(document);
  // What an older engine of the support matrix lacks, before any of it is called.
  await polyfilled();
  takeOverLanguageHold(window);
  if (__MOCKS__) {
    const { startMocks } = await import(/* webpackChunkName: "mocks" */ '../mocks/start');
    await startMocks();
  }
  const html = document.documentElement;
  const shown = html.lang;
  if (!isLocale(shown)) throw new Error('this page was not pre-rendered');
  const config = loadConfig();
  const bridge = createBridge(detectTransport(window), { timeoutMs: config.bridgeTimeoutMs, log });
  const host = bridge.kind;
  const inApp = isInApp(host);
  // The inline script named the host before the first paint; the bridge has the last word.
  html.toggleAttribute('data-in-app', inApp);
  const reader = createSessionReader(bridge);
  const frame = createPageFrame(config, window);
  html.toggleAttribute('data-framed', frame.connected);
  limitLanguageHold(window, config.bridgeTimeoutMs + LANGUAGE_HOLD_MARGIN_MS);

  const notice = createActor(provideNoticeEffects({ frame, bridge }), {
    input: { framed: frame.connected, webDriveUrl: config.webDriveUrl, appUrl: config.deepLinkBase },
  });
  notice.start();
  runNoticeOnPage(document, notice, host);

  const api = createPageApi(config, reader, () => shown);
  const titleClicked = createTitleClicks(api, reader.ready);
  for (const title of document.querySelectorAll('#root .page-title')) title.addEventListener('click', titleClicked);

  // Everything that acts is wired: taps made before this script ran are carried out now.
  replayEarlyTaps(window);

  // The rest in tasks of their own, so that a tap meanwhile waits for no long task.
  await nextTask();
  runApkDownloads(document, { api, config }, inApp);
  await nextTask();

  // Who is reading, for the parts drawn per user type (ReadySession).
  void reader.ready.then((session) => html.setAttribute('data-user-type', String(session.userInfo.userType)));

  await settlePageLanguage(window, shown, reader.ready);
  releaseLanguageHold(document);
  html.setAttribute('data-hydrated', '');

  // Field measurement of the Core Web Vitals (config.vitalsSampleRate), as on every page.
  const { startVitals } = await import(/* webpackChunkName: "vitals" */ './vitals');
  await startVitals({ sampleRate: config.vitalsSampleRate, track: createStats(window, () => reader.current().userInfo), path: window.location.pathname });
}

window.addEventListener('unhandledrejection', (event) => {
  log('page', 'unhandled rejection', { reason: String(event.reason) });
});

start().catch((error: unknown) => {
  log('boot', 'the text page failed to start', { error: String(error) });
  releaseLanguageHold(document);
  // Taps are no longer kept: links fall back to the browser's own way.
  dropEarlyTaps(window);
  // A chunk that did not download is the network; anything else means the page cannot start here.
  if (isChunkLoadError(error)) {
    const failure = document.getElementById('boot-failure');
    if (failure && !cannotStartShown(document)) failure.hidden = false;
  } else showCannotStart(window, 'start-failed', String(error));
});
