import { BY_LANGUAGE, DEFAULT_LOCALE, EXACT, LOCALES, TRADITIONAL_REGIONS, type Locale, pickBrowserLocale } from '../machines/core/locales';

/**
 * The server's choice of locale from an `Accept-Language` header, and the same choice as
 * regular expressions for nginx's `map` (generated from the tables in ./locales.ts, so the
 * server and the locale machine cannot drift; a property test proves the two agree).
 *
 * Reading of the header (RFC 9110 §12.5.4):
 * - entries are separated by `,`; an entry is a language tag, then `;`-separated parameters;
 *   spaces and tabs around the tag and around each parameter are ignored;
 * - the entry's weight is its first `q=` parameter: `1`, `1.`, `1.0`…`1.000`, or `0` to
 *   `0.999` with at most three decimals; none means 1; any other value makes the entry invalid;
 *   weight 0 refuses the entry;
 * - a tag that is not `[A-Za-z]{2,8}` followed by `-` or `_` separated parts of 1–8 letters or
 *   digits, or longer than 64 characters, is skipped (so are `*`, empty and invalid entries);
 * - the remaining tags, by falling weight (the header's order among equal weights), go to
 *   pickBrowserLocale: the first that maps to a supported language (or any `en…` tag)
 *   decides; none gives en-US;
 * - a header longer than 512 characters is not read (en-US): browsers send well under 200, and
 *   the bound keeps nginx's regular expressions cheap on a hostile header.
 */

const TAG = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;
const Q_PARAM = /^q=/i;
const Q_VALUE = /^(?:1(?:\.0{0,3})?|0(?:\.\d{0,3})?)$/;
const OWS = /^[ \t]+|[ \t]+$/g;
const MAX_LENGTH = 512;

/** The acceptable language tags of a header by falling weight (stable). Never throws. */
export function parseAcceptLanguage(header: unknown): string[] {
  if (typeof header !== 'string' || header.length > MAX_LENGTH) return [];
  const weighted: { tag: string; q: number }[] = [];
  for (const entry of header.split(',')) {
    const [rawTag = '', ...params] = entry.split(';');
    const tag = rawTag.replace(OWS, '');
    if (tag.length > 64 || !TAG.test(tag)) continue;
    const weight = params.map((param) => param.replace(OWS, '')).find((param) => Q_PARAM.test(param));
    const value = weight === undefined ? '1' : weight.slice(2);
    if (!Q_VALUE.test(value)) continue;
    const q = Math.round(Number(value) * 1000);
    if (q > 0) weighted.push({ tag, q });
  }
  return weighted.sort((a, b) => b.q - a.q).map((entry) => entry.tag);
}

/** The locale the server answers with for an `Accept-Language` header (absent: en-US). */
export function localeFromAcceptLanguage(header: unknown): Locale {
  return pickBrowserLocale(parseAcceptLanguage(header));
}

// ---- The same reading as regular expressions (JavaScript, PCRE and Python's `re` alike: no
// look-behind, no conditionals, no \s, only ASCII classes, numbered groups and back-references
// written `(?:\N)`). Generated with named groups for readability, then numbered (numberGroups):
// a named group `(?<name>` is read differently by each engine's configuration tools (gixy, an
// nginx configuration analyser, fails on them with a KeyError in its regexp parser).
//
// Stage 1 (`tagPattern`, matched against the header + DIGIT_TABLE) finds the deciding tag:
// the first deciding entry after which no deciding entry has a greater weight (that is the
// first deciding entry of greatest weight). Weights are compared digit by digit with
// back-references and the digit table appended to the subject (`\n0123456789`): digit y is
// greater than a captured digit x when the table holds x before y. Its group 1 is the tag.
// Stage 2 (`rules`) maps that tag to a locale, case-insensitively; no match means en-US.

/** Appended to the header for stage 1 (a header value never holds a line feed). */
const DIGIT_TABLE = '\n0123456789';

const SEG = '[-_][A-Za-z0-9]{1,8}';
const NOT_TAG_CHAR = '(?![A-Za-z0-9])';
/** After a tag in the header: optional spaces, then its parameters or the end of the entry. */
const TAG_END = String.raw`(?=[ \t]*[;,\n])`;
/** A whole valid tag starts here (grammar and length). */
const VALID = `(?=[A-Za-z]{2,8}(?:${SEG})*${TAG_END})(?=[A-Za-z0-9_-]{2,64}(?![A-Za-z0-9_-]))`;
const LANGUAGE_END = String.raw`(?=[-_ \t;,\n]|$)`;

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
/** Languages that decide by themselves (pickBrowserLocale: any that maps to a non-default locale). */
const DECIDING_LANGUAGES = ['zh', ...Object.entries(BY_LANGUAGE).filter(([, target]) => target !== DEFAULT_LOCALE).map(([language]) => language)];

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
function mapsTo(locale: Locale, end: string): string | null {
  const alternatives: string[] = [];
  const own = OVERRIDES.filter(([, target]) => target === locale).map(([key]) => literal(key));
  if (own.length > 0) alternatives.push(`(?:${own.join('|')})${end}`);
  const prefix = prefixPattern(locale);
  const others = OVERRIDES.filter(([, target]) => target !== locale).map(([key]) => literal(key));
  if (prefix) alternatives.push(`${others.length > 0 ? `(?!(?:${others.join('|')})${end})` : ''}${prefix}`);
  return alternatives.length > 0 ? alternatives.join('|') : null;
}

const OTHERS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Zero-width: the valid tag starting here decides (pickBrowserLocale does not skip it). */
const DECIDES_ANY = `(?=en|${[
  ...OVERRIDES.filter(([, target]) => target !== DEFAULT_LOCALE).map(([key]) => `${literal(key)}${TAG_END}`),
  `(?:${DECIDING_LANGUAGES.map(literal).join('|')})${LANGUAGE_END}`,
].join('|')})`;

// Weights. A captured weight is three decimals, each a group name or the literal '0'.
type Digit = { group: string } | { zero: true };

let groups = 0;
function newGroup(): string {
  groups += 1;
  return `alq${groups}`;
}

const PARAMS_REST = String.raw`(?:;[^;,\n]*)*(?=[,\n])`;
const NON_Q_PARAMS = String.raw`(?:;(?![ \t]*q=)[^;,\n]*)*`;
const Q = String.raw`;[ \t]*q=`;
const Q_END = String.raw`[ \t]*(?=[;,\n])`;
/** Weight 1: no q parameter, or q=1, 1., 1.0 … 1.000. */
const WEIGHT_ONE = `(?:(?=[,\\n])|${Q}1(?:[.]0{0,3})?${Q_END}${PARAMS_REST})`;
const NOT_ZERO = String.raw`(?!0{1,3}[ \t]*[;,\n])`;

/** A present digit here equal to `x`. */
function equal(x: Digit): string {
  return 'group' in x ? `\\k<${x.group}>` : '0';
}

/** A present digit here greater than `x` (the digit table holds x before it). */
function greater(x: Digit): string {
  if (!('group' in x)) return '[1-9]';
  const y = newGroup();
  return `(?=(?<${y}>[0-9]))(?=[^\\n]*\\n[0-9]*\\k<${x.group}>[0-9]*\\k<${y}>)[0-9]`;
}

/** The q value of an entry here is greater than 0.x1x2x3 (and valid, not zero). */
function weightAbove(x: Digit[]): string {
  const alternatives = [WEIGHT_ONE];
  for (let length = 1; length <= 3; length += 1) {
    for (let first = 0; first < length; first += 1) {
      const digits = [...x.slice(0, first).map(equal), greater(x[first]!), ...Array.from({ length: length - first - 1 }, () => '[0-9]')];
      alternatives.push(`${Q}0[.]${digits.join('')}${Q_END}${PARAMS_REST}`);
    }
  }
  return `(?:${alternatives.join('|')})`;
}

/** A deciding entry starts here (its tag not captured). */
function decidingEntry(weight: string): string {
  return String.raw`[ \t]*${VALID}${DECIDES_ANY}[A-Za-z0-9_-]+[ \t]*${NON_Q_PARAMS}${weight}`;
}

/** The deciding entry here has no later deciding entry of greater weight; group 1 is its tag. */
function winner(): string {
  const forms = [WEIGHT_ONE];
  for (let length = 1; length <= 3; length += 1) {
    const names = Array.from({ length }, newGroup);
    const x: Digit[] = [...names.map((group) => ({ group })), ...Array.from({ length: 3 - length }, (): Digit => ({ zero: true }))];
    const capture = names.map((name) => `(?<${name}>[0-9])`).join('');
    forms.push(`${Q}0[.]${NOT_ZERO}${capture}${Q_END}${PARAMS_REST}(?!(?:,[^,\\n]*)*,${decidingEntry(weightAbove(x))})`);
  }
  return String.raw`[ \t]*${VALID}${DECIDES_ANY}([A-Za-z0-9_-]+)[ \t]*${NON_Q_PARAMS}(?:${forms.join('|')})`;
}

interface AcceptLanguageRule {
  locale: Locale;
  /** Matched case-insensitively against the deciding tag (stage 2). */
  pattern: string;
}

export interface AcceptLanguageRules {
  /** Stage 1: matched case-insensitively against the header + `digitTable`; group 1 is the deciding tag. */
  tagPattern: string;
  digitTable: string;
  /** Stage 2, in LOCALES order, the default left out; no match means `fallback`. */
  rules: AcceptLanguageRule[];
  fallback: Locale;
}

/**
 * The pattern with its named groups numbered: `(?<name>` becomes `(` and `\k<name>` becomes
 * `(?:\N)`, N the group's number in the whole pattern (the order of the opening parentheses).
 * The parentheses keep a back-reference from running into a digit that follows it.
 */
function numberGroups(pattern: string): string {
  const numbers = new Map<string, number>();
  let count = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\') {
      i += 1;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(') {
      const named = /^\(\?<([A-Za-z][A-Za-z0-9]*)>/.exec(pattern.slice(i));
      if (named) numbers.set(named[1]!, (count += 1));
      else if (pattern[i + 1] !== '?') count += 1;
    }
  }
  return pattern
    .replace(/\(\?<([A-Za-z][A-Za-z0-9]*)>/g, '(')
    .replace(/\\k<([A-Za-z][A-Za-z0-9]*)>/g, (_, name: string) => {
      const number = numbers.get(name);
      if (number === undefined) throw new Error(`numberGroups: \\k<${name}> names no group`);
      return `(?:\\${number})`;
    });
}

/** The rules nginx's map and the preview server apply (see above). */
export function acceptLanguageRules(): AcceptLanguageRules {
  groups = 0;
  const tagPattern = numberGroups(`^(?=[^\\n]{0,${MAX_LENGTH}}\\n)(?:[^,\\n]*,)*?${winner()}`);
  const rules = OTHERS.flatMap((locale) => {
    const pattern = mapsTo(locale, '$');
    return pattern ? [{ locale, pattern: `^(?:${pattern})(?:${SEG})*$` }] : [];
  });
  return { tagPattern, digitTable: DIGIT_TABLE, rules, fallback: DEFAULT_LOCALE };
}
