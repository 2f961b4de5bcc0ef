import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../machines/core/locales';
import { readPo } from '../e2e/po';

const catalog = (locale: string) => readPo(`locales/${locale}/messages.po`);
const source = catalog('en-US');
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]))].sort();
const tags = (s: string) => [...new Set([...s.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]))].sort();
// Figures come from constants through placeholders; a digit typed into a translation is a bug.
const digits = (s: string) => s.replace(/\{[^}]*\}/g, '').replace(/<\/?\d+\/?>/g, '').match(/[0-9٠-٩]/g) ?? [];
// Words that stay as they are in every language.
const BRANDS = /\b(PikPak|Telegram|WhatsApp|KakaoTalk|Premium|App Store|Google Play|APK|Android|iOS|Stripe|Visa|IP)\b/g;

describe('catalogs', () => {
  it('has source messages', () => {
    expect(source.length).toBeGreaterThan(10);
  });

  it('says a count of things with a plural, never "{n} days"', () => {
    const counted = /\{\w+\}\s+(?:days?|friends?|codes?|hours?|minutes?|times?|invitations?|rewards?)\b/;
    expect(source.filter((e) => counted.test(e.msgid)).map((e) => e.msgid)).toEqual([]);
  });

  describe.each(LOCALES.filter((l) => l !== 'en-US'))('%s', (locale) => {
    const entries = catalog(locale);
    const byId = new Map(entries.map((e) => [e.msgid, e.msgstr]));

    it('has every message, translated', () => {
      const missing = source.filter((e) => !byId.get(e.msgid));
      expect(missing.map((e) => e.msgid)).toEqual([]);
    });

    it('leaves no English in place (brand names aside)', () => {
      const untranslated = source.filter((e) => {
        const str = byId.get(e.msgid);
        if (!str || str !== e.msgid) return false;
        const words = e.msgid.replace(BRANDS, '').replace(/\{\w+\}|<\/?\d+\/?>/g, '').match(/[A-Za-z]{2,}/g) ?? [];
        return words.length > 0;
      });
      expect(untranslated.map((e) => e.msgid)).toEqual([]);
    });

    it('keeps every placeholder and tag, and types no figure of its own', () => {
      for (const e of source) {
        const str = byId.get(e.msgid);
        if (!str) continue;
        expect(placeholders(str), `${locale}: ${e.msgid}`).toEqual(placeholders(e.msgid));
        expect(tags(str), `${locale}: ${e.msgid}`).toEqual(tags(e.msgid));
        expect(digits(str).length, `${locale} types a figure: ${str}`).toBeLessThanOrEqual(digits(e.msgid).length);
      }
    });
  });
});
