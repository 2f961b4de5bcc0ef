import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptLanguageRules, localeFromAcceptLanguage, parseAcceptLanguage } from '../../deploy/accept-language';
import { LOCALES, mapLocale } from '../../machines/core/locales';

const generated = acceptLanguageRules();
const stage1 = new RegExp(generated.tagPattern, 'i');
const stage2 = generated.rules.map((rule) => ({ locale: rule.locale, re: new RegExp(rule.pattern, 'i') }));

/** What nginx's two maps do with the generated rules: the deciding tag, then its locale. */
function byRules(header: string): string {
  const tag = stage1.exec(header + generated.digitTable)?.[1] ?? '';
  const matching = stage2.filter((rule) => rule.re.test(tag));
  expect(matching.length).toBeLessThanOrEqual(1);
  return matching[0]?.locale ?? generated.fallback;
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
const digits = fc.constantFrom('', '0', '00', '000', '5', '50', '500', '9', '99', '999', '1', '01', '001', '0001', '55', '505', '5a');
const weight = fc.oneof(
  fc.constantFrom('', ';q=0', ';q=0.0', ';q=0.000', ';q=0.', ';Q=0', '; q=0 ', ';q=1', ';q=1.', ';q=1.000', ';q=1.0001', ';q=1.5', ';q=2', ';q = 0', ';q=abc', ';level=1', ';q=0;x=1', ';x=1;q=0', ';x=1;q=0.5', ';q=0.5;q=0', ';'),
  digits.map((d) => `;q=0.${d}`),
  fc.tuple(digits, fc.constantFrom(' ', '\t', ';a=b', '')).map(([d, tail]) => `; q=0.${d}${tail}`),
);
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
    ['fr;q=1, ko;q=0.3, ar;q=0.5', 'ar'],
    ['ko;q=0.5, ar;q=0.5', 'ko'],
    ['ko;q=0.1, ar;q=0.05, zh-HK;q=0.10', 'ko'],
    ['ko;q=0.499, ar;q=0.5', 'ar'],
    ['en;q=0.8, ko', 'ko'],
    ['ko;q=abc, ar', 'ar'],
    ['ko;q=0.9;q=0, ar;q=0.5', 'ko'],
    ['ko;q=0.9;q=0, ar', 'ar'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['in-ID', 'id'],
    ['*', 'en-US'],
    [`${'x,'.repeat(200)}ko`, 'ko'],
    [`${'x,'.repeat(300)}ko`, 'en-US'],
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
    );
  });

  it('the generated rules agree with the function on arbitrary text', () => {
    fc.assert(
      // A header value never holds a line feed or carriage return (HTTP refuses them).
      fc.property(fc.string({ maxLength: 80 }).filter((text) => !/[\r\n]/.test(text)), (value) => {
        expect(byRules(value)).toBe(localeFromAcceptLanguage(value));
      }),
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
    );
  });

  it('reads tags by falling weight, the header order among equal weights', () => {
    const weighted = fc.array(fc.tuple(plainTag, fc.integer({ min: 1, max: 1000 })), { maxLength: 5 });
    fc.assert(
      fc.property(weighted, (entries) => {
        const value = entries.map(([t, q]) => `${t};q=${(q / 1000).toFixed(3)}`).join(', ');
        const byWeight = entries
          .map(([t, q], index) => ({ tags: parseAcceptLanguage(t), q, index }))
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .flatMap((entry) => entry.tags);
        expect(parseAcceptLanguage(value)).toEqual(byWeight);
        expect(byRules(value)).toBe(localeFromAcceptLanguage(value));
      }),
    );
  });
});
