import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../machines/core/locales';
import { buildSession } from '../../protocol/session';
import { loadedByReload, settlePageLanguage } from '../../src/shell/static/page-language';

/** A window as the text page's language reads it: a cookie jar (that may refuse), the address, the browser's languages. */
function fakeWindow({ keepsCookies = true, navigation = 'navigate', protocol = 'https:', cookies = [] as [string, string][] } = {}) {
  const jar = new Map<string, string>(cookies);
  const reload = vi.fn();
  const win = {
    document: {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(line: string) {
        const [pair] = line.split(';');
        const [name, value] = (pair ?? '').split('=');
        if (keepsCookies && name) jar.set(name, value ?? '');
      },
    },
    location: { protocol, reload },
    navigator: { languages: ['en-US'], language: 'en-US' },
    performance: { getEntriesByType: (type: string) => (type === 'navigation' ? [{ type: navigation }] : []) },
  };
  return { win: win as unknown as Window, jar, reload };
}

const appSays = (language: string | undefined) =>
  Promise.resolve(buildSession(language === undefined ? null : { isLogin: true, isVip: false, userID: '1', language }, null, 'device'));

describe('a text page’s language (the locale machine, with a reload for a language the HTML is not in)', () => {
  it('the app names another language: remembered in the cookie, then the page is loaded again (held meanwhile)', async () => {
    const { win, jar, reload } = fakeWindow();
    let settled = false;
    void settlePageLanguage(win, 'en-US', appSays('ar')).then(() => (settled = true));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(jar.get('__Host-locale')).toBe('ar');
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it('the app names the language shown: remembered, no reload, settled', async () => {
    const { win, jar, reload } = fakeWindow();
    await settlePageLanguage(win, 'ko' satisfies Locale, appSays('ko'));
    expect(jar.get('__Host-locale')).toBe('ko');
    expect(reload).not.toHaveBeenCalled();
  });

  it('no app (a browser): settled in the page’s language, nothing written', async () => {
    const { win, jar, reload } = fakeWindow();
    await settlePageLanguage(win, 'es', appSays(undefined));
    expect(jar.size).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('cookies refused: the page stays in its language rather than loading itself again and again', async () => {
    const { win, reload } = fakeWindow({ keepsCookies: false });
    await settlePageLanguage(win, 'en-US', appSays('ar'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('on plain http, the cookie is `locale`', async () => {
    const { win, jar, reload } = fakeWindow({ protocol: 'http:' });
    void settlePageLanguage(win, 'en-US', appSays('ar'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect([...jar]).toEqual([['locale', 'ar']]);
  });

  it('a page that was itself loaded by a reload never reloads for its language, whatever the cookies say (at most one reload per page load)', async () => {
    // The cookie the page reads says Arabic, yet the server answered in English again (a cookie
    // the page cannot see, HttpOnly or another path's, came first): no second reload.
    const { win, reload } = fakeWindow({ navigation: 'reload', protocol: 'http:', cookies: [['locale', 'ar']] });
    await settlePageLanguage(win, 'en-US', appSays('ar'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads the reload from performance.navigation where there is no navigation entry (iOS 14)', () => {
    expect(loadedByReload({ performance: { getEntriesByType: () => [], navigation: { type: 1 } } })).toBe(true);
    expect(loadedByReload({ performance: { getEntriesByType: () => [], navigation: { type: 0 } } })).toBe(false);
    expect(loadedByReload({ performance: { getEntriesByType: () => [{ type: 'back_forward' }], navigation: { type: 1 } } })).toBe(false);
    expect(loadedByReload({})).toBe(false);
  });
});

describe('a text page in an app that answers after the hold (issue 31, item 7)', () => {
  /** The fake window with a document that takes listeners, and the late answer's channel. */
  function slowApp() {
    const { win, jar, reload } = fakeWindow();
    const listeners = new Map<string, () => void>();
    Object.assign(win.document, { addEventListener: (type: string, fn: () => void) => listeners.set(type, fn), removeEventListener: (type: string) => listeners.delete(type) });
    let late: ((language: string | undefined) => void) | null = null;
    const onLateUserInfo = (listener: (language: string | undefined) => void) => {
      late = listener;
      return () => (late = null);
    };
    return { win, jar, reload, listeners, answer: (language: string) => late?.(language), inApp: { inApp: true, onLateUserInfo } };
  }

  it('settles in its language at the time-out, then loads itself in the app’s language when the reader has not touched it', async () => {
    const app = slowApp();
    await settlePageLanguage(app.win, 'en-US', appSays(undefined), app.inApp);
    expect(app.reload).not.toHaveBeenCalled();
    app.answer('ar');
    await vi.waitFor(() => expect(app.reload).toHaveBeenCalledTimes(1));
    expect(app.jar.get('__Host-locale')).toBe('ar');
  });

  it('stays in its language once the reader has touched it', async () => {
    const app = slowApp();
    await settlePageLanguage(app.win, 'en-US', appSays(undefined), app.inApp);
    app.listeners.get('pointerdown')?.();
    app.answer('ar');
    await Promise.resolve();
    expect(app.reload).not.toHaveBeenCalled();
    expect(app.jar.size).toBe(0);
  });
});
