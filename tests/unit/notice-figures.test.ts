import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../machines/core/locales';
import { compensationFigures, NOTICE_FIGURES } from '../../machines/notices/notice-constants';
import { APP_STORE_URL } from '../../src/shell/notice/app-store';
import { SMART_BANNER_CONTENT } from '../../src/features/notices/constants';
import { formatPriceShare } from '../../src/shell/notice/figures';

interface Entry {
  msgid: string;
  msgstr: string;
  references: string[];
}

/** A small reader for the catalogs Lingui writes (single-line and continued strings). */
function readCatalog(locale: string): Entry[] {
  const text = readFileSync(resolve(__dirname, '../../locales', locale, 'messages.po'), 'utf8');
  const unquote = (line: string) => JSON.parse(line.trim()) as string;
  const entries: Entry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const entry: Entry = { msgid: '', msgstr: '', references: [] };
    let field: 'msgid' | 'msgstr' | null = null;
    for (const line of lines) {
      if (line.startsWith('#:')) entry.references.push(...line.slice(2).trim().split(/\s+/));
      else if (line.startsWith('msgid ')) {
        field = 'msgid';
        entry.msgid = unquote(line.slice(6));
      } else if (line.startsWith('msgstr ')) {
        field = 'msgstr';
        entry.msgstr = unquote(line.slice(7));
      }
      else if (line.startsWith('"') && field) entry[field] += unquote(line);
      else if (!line.startsWith('#')) field = null;
    }
    if (entry.msgid) entries.push(entry);
  }
  return entries;
}

const ARGUMENT = /\{\s*([A-Za-z_$][\w$]*)\s*(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\s*[,}])/g;

/** Names of the ICU arguments a message uses. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(ARGUMENT)].map((m) => m[1] ?? ''))].sort();
}

/** The words a reader sees: argument names, plural selectors, `#` and tag numbers removed. */
function proseOf(message: string): string {
  return message
    .replace(/=\d+\s*\{/g, ' ')
    .replace(ARGUMENT, ' ')
    .replace(/(?:^|\s)(?:zero|one|two|few|many|other)\s*\{/g, ' ')
    .replace(/<\/?\d+\/?>/g, ' ')
    // A link scheme's name is no figure (the report page names ed2k links).
    .replace(/\bed2k\b/gi, ' ')
    .replace(/[#{}]/g, ' ');
}

const DIGIT = /\p{Nd}/u;
// Spelled-out figures (English source) would slip past the digit check.
// "One" is also a pronoun ("the one shown"), so it counts only before a unit.
const NUMBER_WORD = /\bone\s+(?:day|week|month|year|hour|minute)s?\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|thousand|million|billion|half|once(?!\s+(?:the|it|you|your|they|we|a|an|this|that)\b)|twice|percent)\b/i;

/**
 * The only source messages allowed to carry a figure, each named by its opening words (up to
 * and including the figure, so that a wording fix later in the sentence keeps its exemption)
 * with the reason it is not a business constant. Add to this list only with a reason; a
 * constant belongs in machines/notices/notice-constants.ts and is interpolated.
 */
const ALLOWED_FIGURES = new Map<string, string>([
  ['Older versions of the app could create two accounts for one mobile number', 'describes the fault'],
  ['A gift code adds Premium to the account that redeems it. Each code can be used once', 'single use is the rule itself'],
  ['Each gift code can be redeemed once', 'single use is the rule itself (§5, §9)'],
  ['This gift code has already been used. Each code can be redeemed only once', 'single use is the rule itself (§5, §9)'],
]);
const allowedOpening = (msgid: string) => [...ALLOWED_FIGURES.keys()].find((opening) => msgid.startsWith(opening));

const source = readCatalog('en-US');

describe('figures in the catalogs', () => {
  it('reads the source catalog', () => {
    expect(source.length).toBeGreaterThan(100);
  });

  it('types no figure into a source message: figures come from the constants', () => {
    const offenders = source
      .filter((e) => allowedOpening(e.msgid) === undefined)
      .filter((e) => DIGIT.test(proseOf(e.msgid)) || NUMBER_WORD.test(proseOf(e.msgid)))
      .map((e) => `${e.msgid}  (${e.references.join(', ')})`);
    expect(offenders).toEqual([]);
  });

  it('keeps the allowed set honest: every allowed opening starts one message and carries its figure', () => {
    const stale = [...ALLOWED_FIGURES.keys()].filter((opening) => {
      const messages = source.filter((e) => e.msgid.startsWith(opening));
      const prose = proseOf(opening);
      return messages.length !== 1 || !(DIGIT.test(prose) || NUMBER_WORD.test(prose));
    });
    expect(stale).toEqual([]);
  });

  it.each(LOCALES)('types no digit into a %s translation and keeps every placeholder', (locale) => {
    const problems: string[] = [];
    for (const entry of readCatalog(locale)) {
      if (!entry.msgstr) continue;
      if (DIGIT.test(proseOf(entry.msgstr))) problems.push(`digit typed in: ${entry.msgstr}`);
      if (argumentsOf(entry.msgstr).join() !== argumentsOf(entry.msgid).join()) problems.push(`placeholders differ: ${entry.msgstr}`);
    }
    expect(problems).toEqual([]);
  });

  it('catches a figure typed into a message (self-check of the detector)', () => {
    expect(DIGIT.test(proseOf('You have received 7 days of free Premium'))).toBe(true);
    expect(DIGIT.test(proseOf('لقد حصلت على ٧ أيام'))).toBe(true);
    expect(DIGIT.test(proseOf('获得７天'))).toBe(true);
    expect(NUMBER_WORD.test(proseOf('You have received seven days'))).toBe(true);
    expect(NUMBER_WORD.test(proseOf('Each code can be used once.'))).toBe(true);
    expect(NUMBER_WORD.test(proseOf('Premium starts once the payment is confirmed.'))).toBe(false);
    expect(DIGIT.test(proseOf('A magnet, ed2k or Thunder link.'))).toBe(false);
    expect(DIGIT.test(proseOf('{days, plural, one {# day} other {# days}} and <0>{percent}%</0> off, =0 {none}'))).toBe(false);
    expect(argumentsOf('{days, plural, one {# day} other {# days}} at {percent}%')).toEqual(['days', 'percent']);
  });

  it('interpolates each figure of a notice message from a placeholder', () => {
    const ids = source.map((e) => e.msgid);
    const uses = (name: string) => ids.some((id) => argumentsOf(id).includes(name));
    for (const name of ['compensationDays', 'extraDays', 'offerDays', 'codeDays', 'codeValidDays', 'percent', 'share', 'users', 'year', 'storage']) {
      expect(uses(name), name).toBe(true);
    }
  });
});

describe('the figures themselves', () => {
  it('match the spec (§1, §2, §9)', () => {
    expect(NOTICE_FIGURES).toMatchObject({
      compensationDays: 7,
      lowPriceOfferDays: 7,
      offerPriceShare: 0.75,
      discountShare: 0.25,
      advertisedStorageTerabytes: 10,
      userMilestone: 5_000_000,
      launchYear: 2021,
      serviceCodeDays: 2,
      serviceCodeValidDays: 6,
    });
  });

  it('states the offer price and the discount consistently (paying 75% is 25% off)', () => {
    expect(NOTICE_FIGURES.offerPriceShare + NOTICE_FIGURES.discountShare).toBe(1);
  });

  it('names 7 days in id, ms and the default text, and a further 5 days only in Arabic', () => {
    expect(compensationFigures('id')).toEqual({ days: 7, extraDays: null });
    expect(compensationFigures('ms')).toEqual({ days: 7, extraDays: null });
    expect(compensationFigures('ar')).toEqual({ days: 7, extraDays: 5 });
    for (const locale of LOCALES.filter((l) => l !== 'ar')) expect(compensationFigures(locale)).toEqual({ days: 7, extraDays: null });
  });

  it('derives the smart banner and the App Store link from the one app id (§2.7)', () => {
    expect(SMART_BANNER_CONTENT).toBe('app-id=1616861537');
    expect(APP_STORE_URL).toBe('https://apps.apple.com/app/id1616861537');
  });
});

describe('the share of the price paid, as each locale states it (formatPriceShare)', () => {
  it('is a percentage from Intl in English, with the locale’s own spacing elsewhere', () => {
    expect(formatPriceShare('en-US', NOTICE_FIGURES.offerPriceShare)).toBe('75%');
    // Spanish puts a no-break space before the sign: Intl writes it, no message types it.
    expect(formatPriceShare('es', NOTICE_FIGURES.offerPriceShare)).toBe('75\u00a0%');
    expect(formatPriceShare('ko', NOTICE_FIGURES.offerPriceShare)).toBe('75%');
  });

  it('is the same as Intl’s percentage in every locale but Chinese', () => {
    for (const locale of LOCALES.filter((l) => !l.startsWith('zh'))) {
      expect(formatPriceShare(locale, NOTICE_FIGURES.offerPriceShare), locale).toBe(
        new Intl.NumberFormat(locale, { style: 'percent' }).format(NOTICE_FIGURES.offerPriceShare),
      );
    }
  });

  it('is tenths with 折 in Chinese, from the same constant (7.5折 is paying 75%)', () => {
    expect(formatPriceShare('zh-CN', NOTICE_FIGURES.offerPriceShare)).toBe('7.5折');
    expect(formatPriceShare('zh-TW', NOTICE_FIGURES.offerPriceShare)).toBe('7.5折');
    expect(formatPriceShare('zh-CN', 0.8)).toBe('8折');
    expect(formatPriceShare('en-US', 0.8)).toBe('80%');
  });
});
