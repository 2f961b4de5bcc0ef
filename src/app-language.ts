import { isLocale, LOCALE_COOKIE, type Locale } from '../machines/locales';

/** How long the app's language is remembered: a year, renewed at every page the app names it on. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Remembers the language the app named, as the `locale` cookie both servers read first (issue
 * 20): path /, SameSite=Lax, a year, Secure on https; the value is one of the nine locale codes
 * and nothing else (no id, no time). The locale machine's `rememberAppLocale` action.
 */
export function writeLocaleCookie(win: { document: { cookie: string }; location: { protocol: string } }, locale: Locale): void {
  if (!isLocale(locale)) return;
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  win.document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * The locale the cookies name: its *first* `locale` entry, as both
 * servers read it (deploy/policy.ts), or null when that entry is not one of the nine. The one
 * rule for the servers, the pre-paint script and the text pages' language.
 */
export function localeInCookie(cookie: string): Locale | null {
  const pairs = cookie.split(';');
  for (let i = 0; i < pairs.length; i += 1) {
    const pair = (pairs[i] ?? '').replace(/^\s+/, '');
    if (pair.indexOf(`${LOCALE_COOKIE}=`) !== 0) continue;
    const value = pair.slice(LOCALE_COOKIE.length + 1).replace(/\s+$/, '');
    return isLocale(value) ? value : null;
  }
  return null;
}
