import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionOf, LOCALES, mapLocale, pickBrowserLocale } from '../../machines/locales';
import { localeInCookie } from '../../src/app-language';

describe('locale mapping', () => {
  it.each([
    ['en', 'en-US'],
    ['ms-MY', 'ms'],
    ['id-ID', 'id'],
    ['pt-PT', 'pt'],
    ['es-ES', 'es'],
    ['ko-KR', 'ko'],
    ['ar-EG', 'ar'],
    ['es-MX', 'es'],
    ['pt-BR', 'pt'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
    ['en-GB', 'en-US'],
    ['fr-FR', 'en-US'],
    ['', 'en-US'],
    ['not a tag', 'en-US'],
  ])('maps %s to %s', (tag, locale) => {
    expect(mapLocale(tag)).toBe(locale);
  });

  it('takes the first supported browser language', () => {
    expect(pickBrowserLocale(['fr-FR', 'ko-KR', 'en'])).toBe('ko');
    expect(pickBrowserLocale(['en-GB', 'ko'])).toBe('en-US');
    expect(pickBrowserLocale([])).toBe('en-US');
  });

  it('writes Arabic right to left and the rest left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ko')).toBe('ltr');
  });
});

describe('the locale cookie, by the servers’ rule', () => {
  it.each([
    ['locale=ar', 'ar'],
    ['theme=dark; locale=ko; other=1', 'ko'],
    // A second `locale` (another path's or a parent domain's) never overrides the first one.
    ['locale=en-US; locale=ar', 'en-US'],
    // The first entry decides even when it is not one of the nine: no locale, as the servers read it.
    ['locale=en; locale=ar', null],
    ['xlocale=ar', null],
    ['', null],
  ])('%s → %s', (cookie, locale) => {
    expect(localeInCookie(cookie)).toBe(locale);
  });

  it('is one of the nine or null, whatever the header', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...LOCALES).map((l) => `locale=${l}`), fc.string().map((v) => `locale=${v}`))), (parts) => {
        const found = localeInCookie(parts.join('; '));
        expect(found === null || LOCALES.includes(found)).toBe(true);
      }),
    );
  });
});
