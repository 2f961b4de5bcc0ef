import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as S from '../../protocol/api/schemas';
import { displayText } from '../../protocol/display-text';
import { channelSearch } from '../../src/features/channel-subscription/search';
import { parseSearch } from '../../src/search-params';

/**
 * Other users' text as the page shows it: no format, control, line or
 * paragraph separator characters, NFC, spaces collapsed, at most 64 graphemes ending "…" when cut.
 */

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemes = (text: string) => [...segmenter.segment(text)].length;
const FORBIDDEN = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u;
const RLO = '\u202e';
const TITLE_300 = 'PikPak Official Announcements '.repeat(10);

describe('displayText: the table', () => {
  it.each([
    // The issue's examples: an override that reads "(moc.live)" as "(evil.com)", a second bold line.
    [`Mia${RLO}(moc.live)`, 'Mia(moc.live)'],
    [`${RLO}\u2066Mia W.\u2069\u202c`, 'Mia W.'],
    ['PikPak\u200f\u061c Official\u2028\u2028Your account will be deleted', 'PikPak Official Your account will be deleted'],
    ['PikPak\u200e\u200b Demo\u2029', 'PikPak Demo'],
    // Spaces, tabs and line breaks: one space; nothing at the ends.
    ['  Mia \t\n W.\r\n', 'Mia W.'],
    ['Mia\u00a0\u3000W.', 'Mia W.'],
    ['Mia \u200b W.', 'Mia W.'],
    ['a\u0000b\u007fc\u0085d', 'abc d'],
    ['\ufeffMia', 'Mia'],
    ['\u00adMia\u2060', 'Mia'],
    // NFC, also once a joiner between a letter and its mark is gone.
    ['Jose\u0301', 'Jos\u00e9'],
    ['Jose\u200d\u0301', 'Jos\u00e9'],
    ['\u1100\u1161', '\uac00'],
    // Other scripts and emoji stay as they are; joined emoji fall apart into their parts.
    ['\u0645\u062d\u0645\u062f', '\u0645\u062d\u0645\u062f'],
    ['\uae40\ubbfc\uc900', '\uae40\ubbfc\uc900'],
    ['\ud83c\uddf0\ud83c\uddf7 Min', '\ud83c\uddf0\ud83c\uddf7 Min'],
    ['\ud83d\udc69\u200d\ud83d\udcbb', '\ud83d\udc69\ud83d\udcbb'],
    // Nothing visible: nothing.
    ['', ''],
    [`${RLO}\u200b\u2028 \n`, ''],
    // Exactly 64 kept; 65 cut to 63 and "…", a space before the cut left out.
    ['x'.repeat(64), 'x'.repeat(64)],
    ['x'.repeat(65), `${'x'.repeat(63)}\u2026`],
    [`${'a'.repeat(62)} ${'b'.repeat(10)}`, `${'a'.repeat(62)}\u2026`],
    [TITLE_300, `${TITLE_300.slice(0, 63).trimEnd()}\u2026`],
    // Cut between graphemes, never inside one: 64 flags (256 code units) kept, 65 cut.
    ['\ud83c\uddf0\ud83c\uddf7'.repeat(64), '\ud83c\uddf0\ud83c\uddf7'.repeat(64)],
    ['\ud83c\uddf0\ud83c\uddf7'.repeat(65), `${'\ud83c\uddf0\ud83c\uddf7'.repeat(63)}\u2026`],
    // Marks piled on one letter (“Zalgo”) count by code units: at most 256.
    [`M${'\u0336'.repeat(300)}ia`, '\u2026'],
    [`Mia ${'e\u0301\u0336\u0337'.repeat(70)}`, `Mia ${'\u00e9\u0336\u0337'.repeat(59)}\u2026`],
  ])('%j shows as %j', (raw, shown) => {
    expect(displayText(raw)).toBe(shown);
  });

  it('a 300-character title shows as 64 graphemes, the last one "…"', () => {
    const shown = displayText(TITLE_300);
    expect(TITLE_300).toHaveLength(300);
    expect(graphemes(shown)).toBe(64);
    expect(shown.endsWith('\u2026')).toBe(true);
  });

  describe('without Intl.Segmenter (WebViews before Chrome 87 / Safari 14.1)', () => {
    afterEach(() => vi.unstubAllGlobals());
    it('cuts after a letter and its marks', () => {
      vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
      expect(displayText('x'.repeat(65))).toBe(`${'x'.repeat(63)}\u2026`);
      expect(displayText('e\u0301\u0336'.repeat(70))).toBe(`${'\u00e9\u0336'.repeat(63)}\u2026`);
      expect(displayText(`Mia${RLO}(moc.live)`)).toBe('Mia(moc.live)');
    });
  });
});

describe('displayText in the replies and the link', () => {
  it('InviterReply.user_name, inviteList invited_user and channel titles arrive as display text', () => {
    const name = `Mia${RLO}(moc.live)`;
    expect(v.parse(S.InviterReply, { user_name: name })).toEqual({ user_name: 'Mia(moc.live)' });
    const row = { invited_user: `${name}\u2028${'x'.repeat(300)}`, reward_source: 'relation', reward_days: 0, time: '2026-11-01T00:00:00.000Z' };
    const [parsed] = v.parse(S.InviteListReply, { data: [row] }).data;
    expect(parsed!.invited_user).toBe(`Mia(moc.live) ${'x'.repeat(49)}\u2026`);
    const subscriptions = v.parse(S.ContentSubscriptionsReply, { subscriptions: [{ channel_id: 'pikpak_demo', title: TITLE_300, subscribed_at: '' }] }).subscriptions;
    expect(subscriptions[0]!.title).toBe(displayText(TITLE_300));
    expect(graphemes(subscriptions[0]!.title)).toBeLessThanOrEqual(64);
  });

  it("the bot-sub link's title goes through the same transform", () => {
    const title = 'PikPak\u200f\u061c Official\u2028\u2028Your account will be deleted';
    expect(v.parse(channelSearch, parseSearch(`?channel=pikpak_demo&title=${encodeURIComponent(title)}`)).title).toBe(
      'PikPak Official Your account will be deleted',
    );
    expect(v.parse(channelSearch, parseSearch(`?channel=pikpak_demo&title=${encodeURIComponent(TITLE_300)}`)).title).toBe(displayText(TITLE_300));
    expect(v.parse(channelSearch, parseSearch(`?channel=pikpak_demo&title=${encodeURIComponent(`${RLO}\u200b`)}`)).title).toBeUndefined();
  });
});

describe('displayText: properties', () => {
  const SPECIALS = [RLO, '\u202a', '\u202b', '\u202c', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u2028', '\u2029', '\u0000', '\t', '\n', '\r', '\u0085', ' ', '  ', '\u00a0', '\u3000', '\u0301', '\u0336', 'e', '\u1100', '\u1161', '\ud83c\uddf0', '\ud83d\udc69', '\udb40\udc67', '\u2026'];
  const hostile = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 400 }),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.array(fc.oneof(fc.constantFrom(...SPECIALS), fc.string({ unit: 'grapheme', maxLength: 6 })), { maxLength: 150 }).map((parts) => parts.join('')),
  );

  it('never holds a format, control, line or paragraph separator character; at most 64 graphemes and 256 code units; NFC; single spaces inside only', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const shown = displayText(raw);
        expect(FORBIDDEN.test(shown)).toBe(false);
        expect(graphemes(shown)).toBeLessThanOrEqual(64);
        expect(shown.length).toBeLessThanOrEqual(256);
        expect(shown.normalize('NFC')).toBe(shown);
        expect(shown).toBe(shown.trim());
        expect(/\s\s/u.test(shown)).toBe(false);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const once = displayText(raw);
        expect(displayText(once)).toBe(once);
      }),
    );
  });

  it('leaves a clean short name as it is, and cuts only what is longer', () => {
    const word = fc.stringMatching(/^[A-Za-z\u00c0-\u00ff\u0621-\u064a\uac00-\ud7a3.]{1,12}$/).map((w) => w.normalize('NFC'));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 12 }), (words) => {
        const name = words.join(' ');
        const shown = displayText(name);
        if (graphemes(name) <= 64) expect(shown).toBe(name);
        else expect(shown).toBe(`${[...segmenter.segment(name)].slice(0, 63).map((s) => s.segment).join('').trimEnd()}\u2026`);
      }),
    );
  });
});
