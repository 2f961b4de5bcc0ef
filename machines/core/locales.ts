/** The nine locales, in the order the product lists them (§1). */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US', 'id', 'ar', 'ms', 'ko', 'pt', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
const RTL_LOCALES: readonly Locale[] = ['ar'];

/**
 * The first-party cookie that carries the app's language: written by the page when
 * the app names its language (src/app-language.ts), read first by both servers (deploy/policy.ts)
 * and by the pages (src/app-language.ts reads it). Its value is a locale code, nothing else.
 * `locale` on plain http (local development, the tests); on https the page writes
 * `LOCALE_COOKIE_HOST` instead, which wins over it wherever both are present.
 */
export const LOCALE_COOKIE = 'locale';

/**
 * The same cookie as the page writes it on https: a `__Host-` name, which browsers accept only
 * from the site's own https origin with Secure, Path=/ and no Domain, so that no other host (a
 * parent domain, a sibling sub-domain, plain http) can set it.
 */
export const LOCALE_COOKIE_HOST = '__Host-locale';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

// The spec's table (§5); the rest of the mapping is by language prefix. Exported so that
// deploy/accept-language.ts generates the server's Accept-Language regexes from it.
export const EXACT: Record<string, Locale> = { en: 'en-US', 'ms-my': 'ms', 'id-id': 'id', 'pt-pt': 'pt', 'es-es': 'es' };
export const BY_LANGUAGE: Record<string, Locale> = { en: 'en-US', id: 'id', in: 'id', ar: 'ar', ms: 'ms', ko: 'ko', pt: 'pt', es: 'es' };
export const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * Maps a language tag (browser or app, `_` or `-`, any case) to one of the nine locales.
 * Exact matches first, then the spec's table, then the language prefix; Chinese by script
 * and region. Anything else, including non-strings, gives en-US. Never throws.
 */
export function mapLocale(tag: unknown): Locale {
  if (typeof tag !== 'string') return DEFAULT_LOCALE;
  const clean = tag.trim().replace(/_/g, '-');
  if (clean.length === 0 || clean.length > 64 || !/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(clean)) return DEFAULT_LOCALE;
  const lower = clean.toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const table = EXACT[lower];
  if (table) return table;
  const [language, ...rest] = lower.split('-');
  if (language === 'zh') {
    if (rest.includes('hant')) return 'zh-TW';
    if (rest.includes('hans')) return 'zh-CN';
    return rest.some((part) => TRADITIONAL_REGIONS.has(part)) ? 'zh-TW' : 'zh-CN';
  }
  return (language && BY_LANGUAGE[language]) || DEFAULT_LOCALE;
}

/** The first browser language that maps to a supported language other than by fallback. */
export function pickBrowserLocale(languages: readonly unknown[]): Locale {
  for (const tag of languages) {
    const mapped = mapLocale(tag);
    if (mapped !== DEFAULT_LOCALE || (typeof tag === 'string' && tag.toLowerCase().startsWith('en'))) return mapped;
  }
  return DEFAULT_LOCALE;
}
