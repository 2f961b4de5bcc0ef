/**
 * The script of a text page (a route with `...TEXT_PAGE`: the notices, /help, the legal pages,
 * /toapp, /403 and the not-found page). Such a page is never hydrated: its HTML was
 * pre-rendered once for every situation (src/shell/static/situations.tsx), and the page's CSS
 * shows the parts for the reader's from the first paint. This script, without React, runs the
 * text pages' one runtime on it (src/shell/static/runtime.ts, the same that runs a text page
 * opened in place from another page), then the debug console's title clicks, the app's
 * language and the field measurement. When all is wired and the language settled,
 * <html data-hydrated> says so, as on the other pages.
 */
import { isLocale } from '../machines/core/locales';
import { log } from '../protocol/log';
import { loadConfig } from './config';
import { LANGUAGE_HOLD_MARGIN_MS, limitLanguageHold, releaseLanguageHold, takeOverLanguageHold } from './shell/language-hold';
import { createOutside } from './shell/page-outside';
import { cannotStartShown, markScriptStarted, showCannotStart } from './shell/cannot-start';
import { isChunkLoadError } from './shell/chunk-error';
import { nextTask } from './shell/next-task';
import { polyfilled } from './shell/polyfills';
import { dropEarlyTaps } from './shell/static/early-taps';
import { settlePageLanguage } from './shell/static/page-language';
import { runTextPage } from './shell/static/runtime';
import { HTML_FACTS } from './shell/static/contract';

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
  const root = document.getElementById('root');
  if (!isLocale(shown) || !root) throw new Error('this page was not pre-rendered');
  const config = loadConfig();
  const outside = createOutside(config, window, () => shown);
  limitLanguageHold(window, config.bridgeTimeoutMs + LANGUAGE_HOLD_MARGIN_MS);

  runTextPage(root, { ...outside, sessionReady: outside.reader.ready });
  for (const title of root.querySelectorAll('.page-title')) title.addEventListener('click', outside.titleClicked);

  // The rest in a task of its own, so that a tap meanwhile waits for no long task.
  await nextTask();
  await settlePageLanguage(window, shown, outside.reader.ready, { inApp: outside.bridge.kind !== 'absent', onLateUserInfo: outside.onLateUserInfo });
  releaseLanguageHold(document);
  html.setAttribute(HTML_FACTS.hydrated, '');

  // Field measurement of the Core Web Vitals (config.vitalsSampleRate), as on every page.
  const { startVitals } = await import(/* webpackChunkName: "vitals" */ './vitals');
  await startVitals({ sampleRate: config.vitalsSampleRate, track: outside.track, path: window.location.pathname });
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
