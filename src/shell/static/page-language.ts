import { createActor, fromPromise } from 'xstate';
import { localeMachine, selectLanguageSettled } from '../../../machines/core/locale.machine';
import type { Locale } from '../../../machines/core/locales';
import { log } from '../../../protocol/log';
import type { Session } from '../../../protocol/session';
import { localeInCookie, writeLocaleCookie } from '../../app-language';

/**
 * A text page's language (src/text-page.ts), on the locale machine as every page runs it: the
 * page is in the language the server chose; when the app names another, the page remembers it
 * (the `locale` cookie, which both servers read first) and is loaded again, so the server sends
 * it in the app's language. Text pages carry no catalog: their words are all in the HTML.
 * Should the cookie not stick (cookies refused), the page stays in its language rather than
 * loading itself again and again; and a page that was itself loaded by a reload never reloads
 * for its language (loadedByReload): at most one reload per page load, with no storage and
 * nothing in the address. Resolves once the language is settled for now; never rejects. In an
 * app that did not answer in time (`slowApp`), a late answer still switches the page while the
 * reader has not touched it (pointerdown, keydown, input), as on every page (the machine decides).
 */
export function settlePageLanguage(
  win: Window,
  shown: Locale,
  sessionReady: Promise<Session>,
  slowApp?: { inApp: boolean; onLateUserInfo: (listener: (language: string | undefined) => void) => () => void },
): Promise<void> {
  // By the servers' rule (src/app-language.ts), so a page never reloads for a cookie the server will not read.
  const cookieSays = (locale: Locale) => localeInCookie(win.document.cookie) === locale;
  const actor = createActor(
    localeMachine.provide({
      actors: {
        loadCatalog: fromPromise<void, { locale: Locale }>(async ({ input }) => {
          if (input.locale === shown) return;
          // At most one reload per page load, whatever the cookies say (one the page cannot see,
          // HttpOnly or another path's, may make the server answer in another language again).
          if (loadedByReload(win)) throw new Error('the page was loaded again already: it stays in the language it was served in');
          if (!cookieSays(input.locale)) throw new Error('the locale cookie was not kept');
          win.location.reload();
          // The page is being replaced: it stays held until then.
          await new Promise<never>(() => undefined);
        }),
        getAppLanguage: fromPromise(async () => {
          const session = await sessionReady;
          if (slowApp?.inApp && !session.nativeUserInfo) throw new Error('the app did not answer');
          return session.nativeUserInfo?.language;
        }),
      },
      actions: {
        rememberAppLocale: (_, { locale }) => writeLocaleCookie(win, locale),
      },
    }),
    { input: { browserLanguages: win.navigator.languages ?? [win.navigator.language], shown } },
  );
  actor.on('log', (e) => log('locale', e.message));
  const stopLate = slowApp?.onLateUserInfo((language) => actor.send({ type: 'app.lateLanguage', language }));
  const touched = () => actor.send({ type: 'page.touched' });
  // Only an app can answer late: a browser has nothing to wait for.
  const TOUCHES = slowApp?.inApp ? (['pointerdown', 'keydown', 'input'] as const) : [];
  for (const type of TOUCHES) win.document.addEventListener(type, touched, { capture: true, passive: true });
  return new Promise((resolve) => {
    actor.subscribe((snapshot) => {
      if (selectLanguageSettled(snapshot)) resolve();
      if (snapshot.status === 'done') {
        stopLate?.();
        for (const type of TOUCHES) win.document.removeEventListener(type, touched, { capture: true });
      }
    });
    actor.start();
  });
}

type NavigationHost = { performance?: { getEntriesByType?: (type: string) => { type?: unknown }[]; navigation?: { type: number } } };

/**
 * Whether this document was loaded by a reload (location.reload(), or the reader's): the
 * navigation entry's type (Navigation Timing 2), else the older `performance.navigation.type`
 * (1, TYPE_RELOAD), which iOS 14's WebKit has instead. False where neither says.
 */
export function loadedByReload(win: NavigationHost): boolean {
  const perf = win.performance;
  if (!perf) return false;
  const entry = typeof perf.getEntriesByType === 'function' ? perf.getEntriesByType('navigation')[0] : undefined;
  if (entry && typeof entry.type === 'string') return entry.type === 'reload';
  return perf.navigation?.type === 1;
}
