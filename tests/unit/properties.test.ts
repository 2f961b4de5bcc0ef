import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LOCALES, mapLocale } from '../../machines/core/locales';
import { decodeEnvelope } from '../../protocol/bridge/envelope';
import { BRIDGE_METHODS } from '../../protocol/bridge/methods';
import { checkExternalAddress } from '../../protocol/external-address';
import { isAllowedParentOrigin } from '../../protocol/frame/origin';

const ALLOWED_ORIGINS = ['https://mypikpak.com', 'https://www.mypikpak.com'];
const HOSTS = ['mypikpak.com', '*.mypikpak.com', 'apps.apple.com'];

describe('bridge reply decoder', () => {
  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), fc.constantFrom('android', 'ios'), (raw, platform) => {
        decodeEnvelope(raw, platform as 'android' | 'ios');
      }),
    );
  });

  it('accepts exactly the envelopes with a string id, as object or JSON', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), fc.jsonValue(), fc.boolean(), (id, value, asString) => {
        const envelope = { id, data: value };
        const decoded = decodeEnvelope(asString ? JSON.stringify(envelope) : envelope, 'android');
        expect(decoded?.id).toBe(id);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.constant(null), fc.constant(''), fc.array(fc.string())), (id) => {
        expect(decodeEnvelope({ id, result: {} }, 'ios')).toBeNull();
      }),
    );
  });

  it('validates user info: any record either parses to booleans or is refused, never throws', () => {
    fc.assert(
      fc.property(
        fc.record({ isLogin: fc.anything(), isVip: fc.anything(), userID: fc.anything(), versionCode: fc.anything() }, { requiredKeys: [] }),
        (reply) => {
          const r = v.safeParse(BRIDGE_METHODS.getUserInfo.reply, reply);
          if (r.success) {
            expect(typeof r.output.isLogin).toBe('boolean');
            expect(typeof r.output.isVip).toBe('boolean');
            if (r.output.versionCode !== undefined) expect(Number.isInteger(r.output.versionCode)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('parent origin check', () => {
  it('never throws and only admits exact allowlisted https origins', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.webUrl(), fc.string()), (origin) => {
        const ok = isAllowedParentOrigin(origin, ALLOWED_ORIGINS, false);
        expect(ok).toBe(typeof origin === 'string' && ALLOWED_ORIGINS.includes(origin));
      }),
    );
  });

  it('refuses look-alikes of an allowed origin', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALLOWED_ORIGINS),
        fc.constantFrom('/', '/drive', '.evil.com', ':443', ':8443', '@evil.com', '%2F', ' ', '\n', '#x', '?a=1'),
        (origin, suffix) => {
          expect(isAllowedParentOrigin(origin + suffix, ALLOWED_ORIGINS, true)).toBe(false);
        },
      ),
    );
  });

  it('admits loopback on any port only when asked to', () => {
    fc.assert(
      fc.property(fc.constantFrom('localhost', '127.0.0.1'), fc.integer({ min: 1, max: 65535 }), (host, port) => {
        const origin = `http://${host}:${port}`;
        const canonical = new URL(origin).origin;
        expect(isAllowedParentOrigin(canonical, ALLOWED_ORIGINS, true)).toBe(true);
        expect(isAllowedParentOrigin(canonical, ALLOWED_ORIGINS, false)).toBe(false);
      }),
    );
  });
});

describe('external address check', () => {
  it('never throws, and anything accepted is https on an allowed host without credentials', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), (address) => {
        const r = checkExternalAddress(address, HOSTS);
        if (r.ok) {
          const url = new URL(r.url);
          expect(url.protocol).toBe('https:');
          expect(url.username + url.password).toBe('');
          expect(url.hostname === 'mypikpak.com' || url.hostname.endsWith('.mypikpak.com') || url.hostname === 'apps.apple.com').toBe(true);
        }
      }),
    );
  });

  it('accepts https addresses on allowed hosts, with any path', () => {
    fc.assert(
      fc.property(fc.constantFrom('mypikpak.com', 'download.mypikpak.com', 'apps.apple.com'), fc.webPath(), (host, path) => {
        expect(checkExternalAddress(`https://${host}${path}`, HOSTS).ok).toBe(true);
      }),
    );
  });

  it('refuses http, credentials, ports and hosts that merely contain an allowed name', () => {
    for (const bad of [
      'http://mypikpak.com/a',
      'https://user:pw@mypikpak.com/',
      'https://mypikpak.com:8443/',
      'https://mypikpak.com.evil.com/',
      'https://evilmypikpak.com/',
      'javascript:alert(1)',
      'https://apps.apple.com.evil/',
      '//mypikpak.com/x',
    ]) {
      expect(checkExternalAddress(bad, HOSTS).ok, bad).toBe(false);
    }
  });
});

describe('locale mapper', () => {
  it('never throws and always gives one of the nine', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.stringMatching(/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8}){0,3}$/)), (tag) => {
        expect(LOCALES).toContain(mapLocale(tag));
      }),
    );
  });

  it('maps each of the nine to itself, in any case and with underscores', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.boolean(), fc.boolean(), (locale, upper, underscore) => {
        let tag: string = upper ? locale.toUpperCase() : locale.toLowerCase();
        if (underscore) tag = tag.replace('-', '_');
        expect(mapLocale(tag)).toBe(locale);
      }),
    );
  });

  it('maps unknown languages to en-US', () => {
    fc.assert(
      fc.property(fc.constantFrom('fr', 'de-DE', 'ja', 'ru-RU', 'th', 'vi-VN', 'xx', 'tr'), (tag) => {
        expect(mapLocale(tag)).toBe('en-US');
      }),
    );
  });
});
