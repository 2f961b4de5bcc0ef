import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionOf, LOCALES, mapLocale, pickBrowserLocale } from '../../machines/core/locales';
import { serverPolicy } from '../../deploy/policy';
import { localeInCookie } from '../../src/app-language';
import { runtimeConfig } from '../../scripts/runtime-config';

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
    // Exactly the name and the value: no other case, no spaces kept in the value, `;` separates.
    ['LOCALE=pt', null],
    ['locale=ar ; x=1', null],
    ['x=1,locale=ar', null],
    ['x=1;locale=ar', 'ar'],
    // On https the page writes __Host-locale, which no other host can set: it wins over `locale`
    // wherever both are present, before or after it.
    ['locale=en-US; __Host-locale=ar', 'ar'],
    ['__Host-locale=ko; locale=ar', 'ko'],
    ['__Host-locale=zh-TW; __Host-locale=ar', 'zh-TW'],
    // A __Host- entry that names no locale leaves the choice to `locale`.
    ['__Host-locale=fr; locale=ko', 'ko'],
    ['__HOST-locale=ar; locale=ko', 'ko'],
    ['x__Host-locale=ar', null],
  ])('%s → %s', (cookie, locale) => {
    expect(localeInCookie(cookie)).toBe(locale);
  });

  it('is the servers’ rule: the patterns of the server policy give the same answer on any header', () => {
    // As scripts/serve.mjs reads policy.json (and nginx's generated maps, in the request table).
    const { cookie } = serverPolicy({ config: runtimeConfig({}, false), framedRoutes: [], scriptHashes: [], styleHashes: [], demo: false }).locales;
    expect(cookie.read.map((r) => r.name)).toEqual(['__Host-locale', 'locale']);
    const read = cookie.read.map((r) => new RegExp(r.pattern));
    const servers = (header: string) => {
      for (const re of read) {
        const value = re.exec(header)?.[1];
        if (value !== undefined && (cookie.values as readonly string[]).includes(value)) return value;
      }
      return null;
    };
    const entry = fc.oneof(fc.string(), fc.constantFrom('locale', '__Host-locale', 'LOCALE', ' locale', 'locale ').chain((name) => fc.oneof(fc.constantFrom(...LOCALES), fc.string()).map((v) => `${name}=${v}`)));
    fc.assert(
      fc.property(fc.array(entry), fc.constantFrom('; ', ';', ', '), (parts, sep) => {
        const header = parts.join(sep);
        expect(localeInCookie(header)).toBe(servers(header));
      }),
    );
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
