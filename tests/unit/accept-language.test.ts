import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptLanguageRules, localeFromAcceptLanguage, parseAcceptLanguage } from '../../machines/accept-language';
import { LOCALES, mapLocale } from '../../machines/locales';

const RUNS = { numRuns: 2000 };
const rules = acceptLanguageRules().map((rule) => ({ locale: rule.locale, re: new RegExp(rule.pattern, 'i') }));

/** What nginx's `map` does with the generated rules: the first match, else the default. */
function byRules(header: string): string {
  const matching = rules.filter((rule) => rule.re.test(header));
  expect(matching.length).toBeLessThanOrEqual(1);
  return matching[0]?.locale ?? 'en-US';
}

// Tags built from the parts the table cares about, so that most random headers hit a rule.
const language = fc.constantFrom('zh', 'ZH', 'en', 'EN', 'eng', 'ko', 'ar', 'pt', 'es', 'ms', 'id', 'in', 'fr', 'de', 'ja', 'e', 'z', 'kor', 'english', 'zhx');
const segment = fc.constantFrom('Hant', 'hans', 'TW', 'hk', 'mo', 'CN', 'KR', 'BR', 'MY', 'id', 'pt', 'es', 'US', 'GB', 'x', '419', 'abcdefghi', 'Latn', '');
const separator = fc.constantFrom('-', '_', '--', '');
const plainTag = fc.tuple(language, fc.array(fc.tuple(separator, segment), { maxLength: 3 })).map(([l, parts]) => l + parts.map(([s, p]) => s + p).join(''));
const tag = fc.oneof(
  { weight: 6, arbitrary: plainTag },
  { weight: 1, arbitrary: fc.constantFrom('*', '', 'a'.repeat(70), `en-${'abcdefg-'.repeat(8)}x`, 'zh-Hant-TW', 'pt-PT', 'ms-MY', 'id-ID', 'es-ES', 'zh-cn', 'ko!', 'k o') },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('a', 'z', 'h', 'e', 'n', '-', '_', ' ', '\t', ';', '=', 'q', '0', '.', '1') , maxLength: 12 }) },
);
const space = fc.constantFrom('', ' ', '\t', '  ');
const weight = fc.constantFrom('', ';q=0', ';q=0.0', ';q=0.000', ';q=0.', ';Q=0', '; q=0 ', ';q=0.5', ';q=1', ';q=0.001', ';q=0.0000', ';q = 0', ';q=abc', ';level=1', ';q=0;x=1', ';x=1;q=0', ';');
const header = fc
  .array(fc.tuple(space, tag, space, weight), { maxLength: 6 })
  .map((entries) => entries.map(([a, t, b, w]) => a + t + b + w).join(','));

describe('Accept-Language: one table for the server and the locale machine', () => {
  it.each([
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko'],
    ['zh-HK,zh;q=0.9', 'zh-TW'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    ['ms-MY', 'ms'],
    ['ar', 'ar'],
    ['ar-EG;q=1', 'ar'],
    ['fr', 'en-US'],
    ['fr-FR,fr;q=0.9,ko;q=0.5', 'ko'],
    ['en-GB,ko', 'en-US'],
    ['ko;q=0,ar', 'ar'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['in-ID', 'id'],
    ['*', 'en-US'],
    ['', 'en-US'],
  ])('%j → %s, by the function and by the generated rules', (value, locale) => {
    expect(localeFromAcceptLanguage(value)).toBe(locale);
    expect(byRules(value)).toBe(locale);
  });

  it('answers en-US without a header', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en-US');
  });

  it('the generated rules agree with the function on random headers', () => {
    fc.assert(
      fc.property(header, (value) => {
        expect(byRules(value)).toBe(localeFromAcceptLanguage(value));
      }),
      RUNS,
    );
  });

  it('the generated rules agree with the function on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        expect(byRules(value)).toBe(localeFromAcceptLanguage(value));
      }),
      RUNS,
    );
  });

  it('parses without throwing and keeps only acceptable tags, each mapping as the locale machine maps it', () => {
    fc.assert(
      fc.property(fc.oneof(header, fc.string(), fc.anything()), (value) => {
        const tags = parseAcceptLanguage(value);
        for (const t of tags) {
          expect(t).toMatch(/^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/);
          expect(t.length).toBeLessThanOrEqual(64);
          expect(LOCALES).toContain(mapLocale(t));
        }
        expect(LOCALES).toContain(localeFromAcceptLanguage(value));
      }),
      RUNS,
    );
  });

  it('a header listed by falling weight is read in q order (what browsers send)', () => {
    const weighted = fc.array(fc.tuple(plainTag, fc.integer({ min: 1, max: 1000 })), { maxLength: 5 });
    fc.assert(
      fc.property(weighted, (entries) => {
        const sorted = [...entries].sort((a, b) => b[1] - a[1]);
        const value = sorted.map(([t, q]) => `${t};q=${(q / 1000).toFixed(3)}`).join(', ');
        const byWeight = sorted.flatMap(([t]) => parseAcceptLanguage(t));
        expect(parseAcceptLanguage(value)).toEqual(byWeight);
        expect(byRules(value)).toBe(localeFromAcceptLanguage(value));
      }),
      RUNS,
    );
  });
});
