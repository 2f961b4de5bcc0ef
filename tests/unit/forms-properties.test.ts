import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { channelIdOf } from '../../machines/channel-subscription/channel-name';
import { GIFT_CODE_MAX_LENGTH, normaliseGiftCode } from '../../machines/gift-code/gift-code-text';
import { isReportableLink, REPORT_LINK_MAX_LENGTH } from '../../machines/report/report-link';
import { displayText } from '../../protocol/display-text';
import { channelSearch } from '../../src/features/channel-subscription/search';
import { popupLinkOf } from '../../src/features/gift-code/popup';
import { giftCodeSearch } from '../../src/features/gift-code/search';
import { reportSearch } from '../../src/features/report/search';
import { parseSearch } from '../../src/search-params';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemes = (text: string) => [...segmenter.segment(text)].length;

/** Properties of every parser of outside input on the gift-code, report and channel pages (≥ 1,000 runs each). */
const SPACES = ['\u0020', '\t', '\n', '\r', '\u00a0', '\u2002', '\u3000', '\u202f', '\ufeff', '\u200b'];
const space = fc.constantFrom(...SPACES);
const codeChar = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789abcdxyz-_'.split(''));

describe('gift-code normaliser', () => {
  it('removes every space at the ends and inside, and nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(codeChar, space), { maxLength: 80 }), (parts) => {
        const typed = parts.join('');
        const code = normaliseGiftCode(typed);
        expect(code).toBe(parts.filter((p) => !SPACES.includes(p)).join(''));
        expect(/\s/u.test(code)).toBe(false);
      }),
    );
  });

  it('is idempotent and never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (typed) => {
        const once = normaliseGiftCode(typed);
        expect(normaliseGiftCode(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(typed.length);
      }),
    );
  });

  it('the code parameter: kept normalised when it can be a code, dropped (never thrown) otherwise', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 100 }), fc.array(fc.oneof(codeChar, space), { maxLength: 70 }).map((p) => p.join(''))), (raw) => {
        const { code } = v.parse(giftCodeSearch, parseSearch(`?code=${encodeURIComponent(raw)}`));
        if (code !== undefined) {
          expect(code).toBe(normaliseGiftCode(raw));
          expect(code.length).toBeGreaterThan(0);
          expect(code.length).toBeLessThanOrEqual(GIFT_CODE_MAX_LENGTH);
          expect(code).not.toMatch(/[<>"'&\s]/u);
        } else {
          const n = normaliseGiftCode(raw);
          expect(n === '' || n.length > GIFT_CODE_MAX_LENGTH || !/^[\p{L}\p{N}_-]+$/u.test(n)).toBe(true);
        }
      }),
    );
  });
});

const host = fc.domain();
const path = fc.webPath();
const hex32 = fc.stringMatching(/^[0-9a-f]{32}$/);

describe('report link validator', () => {
  it('accepts http, https and ftp addresses with a host', () => {
    fc.assert(
      fc.property(fc.constantFrom('http', 'https', 'ftp', 'HTTPS'), host, path, (scheme, h, p) => {
        expect(isReportableLink(`${scheme}://${h}${p}`)).toBe(true);
        expect(isReportableLink(`  ${scheme}://${h}${p}\n`)).toBe(true);
      }),
    );
  });

  it('accepts magnet, ed2k and thunder links of the usual shapes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{40}$/), fc.stringMatching(/^[A-Za-z0-9._-]{1,40}$/), fc.nat(), hex32, fc.base64String({ minLength: 4, maxLength: 200 }), (btih, name, size, hash, b64) => {
        expect(isReportableLink(`magnet:?xt=urn:btih:${btih}&dn=${name}`)).toBe(true);
        expect(isReportableLink(`magnet:?dn=${name}&xt=urn:btih:${btih}`)).toBe(true);
        expect(isReportableLink(`ed2k://|file|${name}|${size}|${hash}|/`)).toBe(true);
        if (b64.length > 0) expect(isReportableLink(`thunder://${b64}`)).toBe(true);
      }),
    );
  });

  it('refuses other schemes, inner spaces, control characters and anything too long', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'data', 'file', 'mailto', 'tel', 'blob', 'ws', 'pikpakapp', 'about'),
        host,
        path,
        fc.constantFrom(' ', '\u0000', '\u0007', '\t', '\u007f'),
        (scheme, h, p, bad) => {
          expect(isReportableLink(`${scheme}://${h}${p}`)).toBe(false);
          expect(isReportableLink(`${scheme}:${h}`)).toBe(false);
          expect(isReportableLink(`https://${h}/a${bad}b`)).toBe(false);
          expect(isReportableLink(`https://${h}/${'a'.repeat(REPORT_LINK_MAX_LENGTH)}`)).toBe(false);
        },
      ),
    );
  });

  it('never throws, and the url parameter keeps exactly the links the validator accepts (trimmed)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.webUrl(), fc.string({ unit: 'binary', maxLength: 100 })), (raw) => {
        const ok = isReportableLink(raw);
        const { url } = v.parse(reportSearch, parseSearch(`?url=${encodeURIComponent(raw)}`));
        expect(url).toBe(ok ? raw.trim() : undefined);
      }),
    );
  });
});

const username = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9]$/).filter((s) => !s.includes('__'));

describe('channel-name validator', () => {
  it('accepts Telegram usernames (with @ or a t.me address) as their lower case', () => {
    fc.assert(
      fc.property(username, fc.constantFrom('', '@', 'https://t.me/', 't.me/'), (name, prefix) => {
        expect(channelIdOf(`${prefix}${name}`)).toBe(name.toLowerCase());
      }),
    );
  });

  it('accepts numeric ids as they are', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10_000n, max: 10n ** 19n }), fc.boolean(), (n, negative) => {
        const id = `${negative ? '-' : ''}${n}`;
        expect(channelIdOf(id)).toBe(id);
      }),
    );
  });

  it('refuses names that are too short or long, start badly, end with _ or hold other characters', () => {
    fc.assert(
      fc.property(username, fc.constantFrom('<', '>', ' ', '/', '.', '-', '"', 'é', '\u202e'), (name, bad) => {
        expect(channelIdOf(`${name}${bad}x`)).toBeNull();
        expect(channelIdOf(`_${name}`)).toBeNull();
        expect(channelIdOf(`${name}_`)).toBeNull();
        expect(channelIdOf(`${name}${'a'.repeat(32)}`)).toBeNull();
        expect(channelIdOf(name.slice(0, 4))).toBeNull();
      }),
    );
  });

  it('the channel and title parameters: validated, never thrown; a title is display text (protocol/display-text.ts), dropped when empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 300 }), (channel, title) => {
        const search = v.parse(channelSearch, parseSearch(`?channel=${encodeURIComponent(channel)}&title=${encodeURIComponent(title)}`));
        expect(search.channel).toBe(channelIdOf(channel) ?? undefined);
        expect(search.title).toBe(displayText(title) || undefined);
        if (search.title !== undefined) {
          expect(graphemes(search.title)).toBeLessThanOrEqual(64);
          expect(/[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u.test(search.title)).toBe(false);
        }
      }),
    );
  });
});

describe('server popup links', () => {
  const rules = { inApp: true, deepLinkBase: 'pikpakapp://mypikpak.com', externalHosts: ['mypikpak.com', '*.mypikpak.com'] };
  it('follows only allowed https addresses, and in the app only the known deep links', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constant('javascript:alert(1)')), fc.boolean(), (address, inApp) => {
        const href = popupLinkOf(address, { ...rules, inApp });
        if (href === null) return;
        const external = href.startsWith('https://');
        if (external) expect(new URL(href).hostname).toMatch(/(^|\.)mypikpak\.com$/);
        else {
          expect(inApp).toBe(true);
          expect(href).toMatch(/^pikpakapp:\/\/mypikpak\.com\/xpan\/(setting|view\?message=)/);
        }
      }),
    );
    expect(popupLinkOf('https://mypikpak.com/premium', rules)).toBe('https://mypikpak.com/premium');
    expect(popupLinkOf('http://mypikpak.com/premium', rules)).toBeNull();
    expect(popupLinkOf('https://evil.example/premium', rules)).toBeNull();
    expect(popupLinkOf('pikpakapp://mypikpak.com/xpan/setting', rules)).toBe('pikpakapp://mypikpak.com/xpan/setting');
    expect(popupLinkOf('pikpakapp://mypikpak.com/xpan/setting', { ...rules, inApp: false })).toBeNull();
    expect(popupLinkOf(`pikpakapp://mypikpak.com/xpan/view?message=${encodeURIComponent('https://mypikpak.com/a')}`, rules)).not.toBeNull();
    expect(popupLinkOf(`pikpakapp://mypikpak.com/xpan/view?message=${encodeURIComponent('https://evil.example/a')}`, rules)).toBeNull();
    expect(popupLinkOf('pikpakapp://mypikpak.com/xpan/delete_all', rules)).toBeNull();
    expect(popupLinkOf(undefined, rules)).toBeNull();
  });
});
