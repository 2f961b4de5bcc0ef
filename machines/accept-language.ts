import { BY_LANGUAGE, DEFAULT_LOCALE, EXACT, LOCALES, TRADITIONAL_REGIONS, type Locale, pickBrowserLocale } from './locales';

/**
 * The server's choice of locale from an `Accept-Language` header, and the same choice as
 * regular expressions for nginx's `map` (generated from the tables in ./locales.ts, so the
 * server and the locale machine cannot drift; a property test proves the two agree).
 *
 * Reading of the header (RFC 9110 §12.5.4, kept to what a regular expression can express):
 * - entries are separated by `,`; an entry is a language tag, then `;`-separated parameters;
 *   spaces and tabs around the tag and around each parameter are ignored;
 * - an entry with a parameter `q=0` (also `q=0.`, `q=0.0`, `q=0.00`, `q=0.000`) is refused;
 * - a tag that is not `[A-Za-z]{2,8}` followed by `-` or `_` separated parts of 1–8 letters or
 *   digits, or longer than 64 characters, is skipped (so are `*` and empty entries);
 * - the remaining tags, in the order the header lists them, go to pickBrowserLocale: the first
 *   one that maps to a supported language (or any `en…` tag) decides; none gives en-US.
 * Browsers list their languages by falling weight, so the header's order is its q order; the
 * weights other than 0 are not compared (a header that lists a lower weight first is read in
 * the order written, identically by nginx and by the preview server).
 */

const TAG = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;
const ZERO_Q = /^q=0(?:\.0{0,3})?$/i;
const OWS = /^[ \t]+|[ \t]+$/g;

/** The acceptable language tags of a header, in the header's order. Never throws. */
export function parseAcceptLanguage(header: unknown): string[] {
  if (typeof header !== 'string') return [];
  const tags: string[] = [];
  for (const entry of header.split(',')) {
    const [rawTag = '', ...params] = entry.split(';');
    const tag = rawTag.replace(OWS, '');
    if (tag.length > 64 || !TAG.test(tag)) continue;
    if (params.some((param) => ZERO_Q.test(param.replace(OWS, '')))) continue;
    tags.push(tag);
  }
  return tags;
}

/** The locale the server answers with for an `Accept-Language` header (absent: en-US). */
export function localeFromAcceptLanguage(header: unknown): Locale {
  return pickBrowserLocale(parseAcceptLanguage(header));
}

// ---- The same reading as regular expressions (case-insensitive, JavaScript and PCRE alike:
// no look-behind, no conditionals, no \s, only ASCII classes).

const SEG = '[-_][A-Za-z0-9]{1,8}';
const NOT_TAG_CHAR = '(?![A-Za-z0-9])';
/** After a tag: optional spaces, then the end of the entry or its parameters. */
const TAG_END = '(?=[ \\t]*(?:;|,|$))';
/** A whole valid tag starts here (grammar and length). */
const VALID = `(?=[A-Za-z]{2,8}(?:${SEG})*${TAG_END})(?=[A-Za-z0-9_-]{2,64}(?![A-Za-z0-9_-]))`;

function literal(key: string): string {
  return key
    .split('-')
    .map((part) => part.replace(/[^A-Za-z0-9]/g, (c) => `\\${c}`))
    .join('[-_]');
}

function hasSegment(values: readonly string[]): string {
  return `(?=(?:${SEG})*[-_](?:${values.map(literal).join('|')})${NOT_TAG_CHAR})`;
}

function lacksSegment(values: readonly string[]): string {
  return `(?!(?:${SEG})*[-_](?:${values.map(literal).join('|')})${NOT_TAG_CHAR})`;
}

const EXACT_KEYS: [string, Locale][] = [
  ...LOCALES.map((locale): [string, Locale] => [locale.toLowerCase(), locale]),
  ...Object.entries(EXACT),
];

/** mapLocale without its exact matches (lower-case, `-`-separated valid tag). */
function byPrefix(tag: string): Locale {
  const [language, ...rest] = tag.split('-');
  if (language === 'zh') {
    if (rest.includes('hant')) return 'zh-TW';
    if (rest.includes('hans')) return 'zh-CN';
    return rest.some((part) => TRADITIONAL_REGIONS.has(part)) ? 'zh-TW' : 'zh-CN';
  }
  return (language && BY_LANGUAGE[language]) || DEFAULT_LOCALE;
}

/** Exact matches that the prefix rule alone would map elsewhere (none in today's table). */
const OVERRIDES = EXACT_KEYS.filter(([key, locale]) => byPrefix(key) !== locale);
const LANGUAGE_END = '(?=[-_ \\t;,]|$)';

/** The rule of mapLocale after its exact matches: Chinese by script and region, else the language. */
function prefixPattern(locale: Locale): string | null {
  const regions = [...TRADITIONAL_REGIONS];
  const alternatives: string[] = [];
  if (locale === 'zh-TW') {
    alternatives.push(`zh${hasSegment(['hant'])}`, `zh${lacksSegment(['hant'])}${lacksSegment(['hans'])}${hasSegment(regions)}`);
  }
  if (locale === 'zh-CN') {
    alternatives.push(`zh${LANGUAGE_END}${lacksSegment(['hant'])}(?:${hasSegment(['hans'])}|${lacksSegment(regions)})`);
  }
  const languages = Object.entries(BY_LANGUAGE)
    .filter(([language, target]) => target === locale && language !== 'zh')
    .map(([language]) => literal(language));
  if (languages.length > 0) alternatives.push(`(?:${languages.join('|')})${LANGUAGE_END}`);
  if (alternatives.length === 0) return null;
  return `(?:${alternatives.join('|')})`;
}

/** Zero-width body: the valid tag starting here maps to `locale` other than by fallback. */
function mapsTo(locale: Locale): string | null {
  const alternatives: string[] = [];
  const own = OVERRIDES.filter(([, target]) => target === locale).map(([key]) => literal(key));
  if (own.length > 0) alternatives.push(`(?:${own.join('|')})${TAG_END}`);
  const prefix = prefixPattern(locale);
  const others = OVERRIDES.filter(([, target]) => target !== locale).map(([key]) => literal(key));
  if (prefix) alternatives.push(`${others.length > 0 ? `(?!(?:${others.join('|')})${TAG_END})` : ''}${prefix}`);
  return alternatives.length > 0 ? alternatives.join('|') : null;
}

const OTHERS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const OTHER_PATTERNS = OTHERS.map(mapsTo).filter((pattern): pattern is string => pattern !== null);

/** Zero-width: the valid tag starting here makes pickBrowserLocale answer `locale`. */
function decides(locale: Locale): string {
  if (locale !== DEFAULT_LOCALE) {
    const pattern = mapsTo(locale);
    return pattern ? `(?=${pattern})` : '(?!)';
  }
  // Any `en…` tag that maps to no other locale (pickBrowserLocale's own rule).
  return `(?=en)${OTHER_PATTERNS.map((pattern) => `(?!${pattern})`).join('')}`;
}

const DECIDES_ANY = `(?=en|${OTHER_PATTERNS.join('|')})`;
const PARAMS = '(?:;(?![ \\t]*q=0(?:[.]0{0,3})?[ \\t]*(?:;|,|$))[^;,]*)*';

function entry(zeroWidth: string): string {
  return `[ \\t]*${VALID}${zeroWidth}[A-Za-z0-9_-]+[ \\t]*${PARAMS}(?:,|$)`;
}

export interface AcceptLanguageRule {
  locale: Locale;
  /** Matched case-insensitively against the whole header (nginx `~*`, JavaScript flag `i`). */
  pattern: string;
}

/**
 * One rule per locale, in LOCALES order; at most one matches a header (the en-US rule for a
 * header whose first deciding tag is an `en…` tag). No rule matching (or no header) means en-US.
 */
export function acceptLanguageRules(): AcceptLanguageRule[] {
  const skip = `(?:(?!${entry(DECIDES_ANY)})[^,]*,)*`;
  return LOCALES.map((locale) => ({ locale, pattern: `^${skip}${entry(decides(locale))}` }));
}
