import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_HOST, type Locale } from '../machines/core/locales';

/** How long the app's language is remembered: a year, renewed at every page the app names it on. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The locale cookie's names, in the order they are read: `__Host-locale` (the page writes it on
 * https; no other host can set it) before `locale` (the page writes it on plain http; kept as
 * the fallback for the cookies written before the `__Host-` name). Both servers and the page.
 */
export const LOCALE_COOKIE_NAMES: readonly string[] = [LOCALE_COOKIE_HOST, LOCALE_COOKIE];

/**
 * Remembers the language the app named, as the locale cookie both servers read first (a
 * cookie another site or a sibling host sets must not change the page's language): on https `__Host-locale` (Secure, Path=/, no Domain: no other host can set it),
 * on plain http `locale`; SameSite=Lax, a year; the value is one of the nine locale codes and
 * nothing else (no id, no time). The locale machine's `rememberAppLocale` action.
 */
export function writeLocaleCookie(win: { document: { cookie: string }; location: { protocol: string } }, locale: Locale): void {
  if (!isLocale(locale)) return;
  const https = win.location.protocol === 'https:';
  win.document.cookie = `${https ? LOCALE_COOKIE_HOST : LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${https ? '; Secure' : ''}`;
}

/**
 * The regular expression (the same in JavaScript, nginx's PCRE and Python's re) that finds the
 * *first* entry named `name` in a Cookie header (or document.cookie): entries are separated by
 * `;` only (a `,` may be inside another cookie's value), the name matches exactly (case
 * included) after optional spaces, and group 1 is the value up to the next `;`, untrimmed.
 */
export function cookieEntryPattern(name: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`cookieEntryPattern: ${name} is not a plain cookie name`);
  return `(?:^|;)[ \\t]*${name}=([^;]*)`;
}

/**
 * The locale the cookies name, by the one rule of both servers (deploy/policy.ts), the pre-paint
 * script and the text pages' language: for each name of LOCALE_COOKIE_NAMES in turn
 * (`__Host-locale` first), its *first* entry, when its value is exactly one of the nine; else
 * the next name; else null.
 */
export function localeInCookie(cookie: string): Locale | null {
  for (let i = 0; i < LOCALE_COOKIE_NAMES.length; i += 1) {
    const value = new RegExp(cookieEntryPattern(LOCALE_COOKIE_NAMES[i] ?? '')).exec(cookie)?.[1];
    if (isLocale(value)) return value;
  }
  return null;
}
