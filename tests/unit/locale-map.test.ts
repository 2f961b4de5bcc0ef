import { describe, expect, it } from 'vitest';
import { directionOf, mapLocale, pickBrowserLocale } from '../../machines/locales';

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
