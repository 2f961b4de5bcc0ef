import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isLocale } from '../machines/core/locales';
import { log } from '../protocol/log';
import { App } from './app';
import { loadConfig } from './config';
import { activateLocale } from './i18n';
import { createAppRouter } from './router';
import { createServices } from './services';
import { LANGUAGE_HOLD_MARGIN_MS, limitLanguageHold, releaseLanguageHold, takeOverLanguageHold } from './shell/language-hold';
import { CANNOT_START, cannotStartShown, markScriptStarted, showCannotStart } from './shell/cannot-start';
import { isChunkLoadError } from './shell/chunk-error';
import { nextTask } from './shell/next-task';
import { polyfilled } from './shell/polyfills';
import './styles.css';

async function boot() {
  // From now on this script says whether the page started (src/shell/cannot-start.ts).
  markScriptStarted(document);
  // What an older engine of the support matrix lacks, before any of it is called.
  await polyfilled();
  // The text held by the inline script until the app names its language (src/shell/language-hold.ts)
  // is this script's to release from now on.
  takeOverLanguageHold(window);
  // The embedded default: installs the fake app host and the fake backend before anything
  // talks to them. __MOCKS__ is a compile-time constant, so production builds drop this.
  if (__MOCKS__) {
    const { startMocks } = await import(/* webpackChunkName: "mocks" */ '../mocks/start');
    await startMocks();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // A pre-rendered page (scripts/prerender.mjs) is in the language the server chose.
  const lang = document.documentElement.lang;
  const locale = root.hasAttribute('data-prerendered') && isLocale(lang) ? lang : null;
  // Every page is pre-rendered (scripts/prerender.mjs), `npm start`'s too (scripts/start.mjs).
  if (!locale) throw new Error('this page was not pre-rendered');
  // The page is painted and its modules have just run, one long task at a slow CPU: the start
  // goes on in tasks of its own (services, then the router), each short.
  await nextTask();
  let hydrationOver: () => void = () => undefined;
  const hydrated = new Promise<void>((resolve) => (hydrationOver = resolve));
  const config = loadConfig();
  const services = createServices(config, window, { locale, hydrated });
  // The app has just been asked: released when the page shows its language, at the latest a
  // little after the bridge's time-out.
  limitLanguageHold(window, config.bridgeTimeoutMs + LANGUAGE_HOLD_MARGIN_MS);
  await nextTask();
  const router = createAppRouter(services, { hydrating: true });
  // Hydration needs what the server rendered with: the catalog and the route's chunk (both
  // preloaded by the HTML). The page is already painted meanwhile.
  await Promise.all([activateLocale(locale), router.load()]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for one long task (a tap meanwhile is replayed by React once its part is hydrated).
  startTransition(() => {
    hydrateRoot(root, <App services={services} router={router} onShown={hydrationOver} />, {
      onRecoverableError: (error) => log('page', 'hydration recovered', { error: String(error) }),
    });
  });
  // Field measurement of the Core Web Vitals, once the page is interactive: a small chunk that
  // samples the view (config.vitalsSampleRate) and loads web-vitals only for a sampled one.
  void hydrated
    .then(async () => {
      const { startVitals } = await import(/* webpackChunkName: "vitals" */ './vitals');
      await startVitals({ sampleRate: config.vitalsSampleRate, track: services.track, path: window.location.pathname });
    })
    .catch((error: unknown) => log('vitals', 'field measurement unavailable', { error: String(error) }));
}

window.addEventListener('unhandledrejection', (event) => {
  log('page', 'unhandled rejection', { reason: String(event.reason) });
});

boot().catch((error: unknown) => {
  log('boot', 'the page failed to start', { error: String(error) });
  releaseLanguageHold(document);
  const failure = document.getElementById('boot-failure');
  // A chunk or catalog that did not download is the network; anything else is not.
  if (!isChunkLoadError(error) && document.getElementById(CANNOT_START.id)) showCannotStart(window, 'start-failed', String(error));
  else if (failure && !cannotStartShown(document)) failure.hidden = false;
  else if (!failure) {
    const root = document.getElementById('root');
    if (root) root.textContent = String(error instanceof Error ? error.message : error);
  }
});
