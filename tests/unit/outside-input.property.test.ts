/*
 * Every parser of outside input has a fast-check property test of at least 1,000 runs.
 * This file fills the gaps; the inventory below says where each parser is covered ("here" is
 * this file). Parsers not listed are the page's own output, not outside input (the bridge's
 * params schemas, statistics, log redaction).
 *
 * URL search parameters
 *   src/search-params.ts parseSearch, stringifySearch ... tests/unit/search-params.test.ts, tests/machines/redemption-regressions.test.ts
 *   Every route's validateSearch (src/routes/**) is one of the schemas below; each is here, given any value (never throws, only its keys, strings only)
 *   giftCodeSearch (activity/cdKey) ..................... tests/unit/forms-properties.test.ts
 *   invitedSearch (activity/invited) .................... here
 *   reportSearch (report): url .......................... tests/unit/forms-properties.test.ts; hash: here
 *   channelSearch (bot-sub) ............................. tests/unit/forms-properties.test.ts
 *   paymentStatusSearch (payment/status) ................ tests/unit/subscription.contract.test.ts
 *   FramedSearch (the 16 notice and download routes) .... here
 *   (__root, _pages, index, 403, ping, subscription, activity/invitation declare no search)
 * Bridge replies (protocol/bridge/**)
 *   decodeEnvelope .................................... tests/unit/properties.test.ts; faithful id and value, bad ids: here
 *   getUserInfo reply ................................. tests/unit/properties.test.ts (types); faithful and refusals: here
 *   getAppMetadata reply, copyToClipboard reply ......... here
 *   Ack replies, createBridge's reply handling .......... tests/unit/bridge-log.property.test.ts (token never logged); settles at once: here
 *   deriveClientUserInfo, buildSession (user info) ...... here
 * Server replies (protocol/api/**)
 *   ThumbnailReply, ApkUrlReply (https only) ............ tests/machines/redemption-regressions.test.ts; never throws: here
 *   SubscriptionReply, CancelSubscriptionReply ........... tests/unit/subscription.contract.test.ts; never throws, dates readable: here
 *   ActivationReply (gift code) + giftRedemptionOf ...... here
 *   InviteCodeReply, InviteInfoReply, InviterReply, InviteListReply, CheckInviteReply + redemptionOf ... here
 *   displayText (protocol/display-text.ts: InviterReply.user_name, invited_user, channel titles, the bot-sub title) ... tests/unit/display-text.test.ts
 *   AreaAccessibleReply, ConnectivityReply .............. here
 *   ReportReply, ContentSubscriptionsReply, ContentSubscriptionChange ... here
 *   DebugOptionsReply (remote config) + debugAllowedFor . here
 *   ClientVersionReply (version check) .................. here
 *   ErrorBody, http.ts request() (reply check, error body → ApiError → Problem) ... here
 * Frame (protocol/frame/**)
 *   isAllowedParentOrigin ............................... tests/unit/properties.test.ts
 *   createFrameMessenger ................................ tests/unit/frame-ancestors.test.ts
 *   isFrameAction, decideLink ........................... here
 * Codes
 *   normaliseGiftCode (machines/gift-code/gift-code-text.ts) ...... tests/unit/forms-properties.test.ts
 *   giftCodeInput's check (machines/gift-code/gift-code-rules.ts) . here
 *   invite codes: inviteCodeEntryInput's check, inviteLink ↔ invitedSearch ... here
 * Links
 *   isReportableLink (machines/report/report-link.ts) .......... tests/unit/forms-properties.test.ts
 *   previewAddressOf (machines/report/preview-address.ts) ...... tests/unit/preview-address.test.ts
 *   checkExternalAddress (protocol/external-address.ts) . tests/unit/properties.test.ts, tests/unit/subscription.contract.test.ts
 *   popupLinkOf (gift-code popup) ....................... tests/unit/forms-properties.test.ts
 *   deepLinksOf (src/shell/deep-links.ts), viewDeepLink .... here
 * Channel names: channelIdOf (machines/channel-subscription/channel-name.ts) .. tests/unit/forms-properties.test.ts
 * Origins: isAllowedParentOrigin (above); config parentOrigins ... here
 * Accept-Language: parseAcceptLanguage, localeFromAcceptLanguage, acceptLanguageRules ... tests/unit/accept-language.test.ts (2,000 runs)
 * Locales: mapLocale ................................... tests/unit/properties.test.ts; isLocale, pickBrowserLocale: here
 * Config: parseConfig (protocol/config.ts) .............. here
 * User agent: isMobileUserAgent, platformOf (src/shell/notice/device.ts), platformOfAgent ... here
 * Problems: problemOf (machines/core/problem.ts) ............. tests/unit/problem.test.ts; faithful refusals: here
 *
 * Three properties found bugs when this audit was written, fixed with it: invitedSearch upper-cased
 * non-ASCII letters into codes, SubscriptionReply admitted timestamps the Date parser cannot read,
 * parseConfig threw a TypeError for a host that is not a URL.
 */
import fc from 'fast-check';
import { FetchError, type $Fetch } from 'ofetch';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { debugAllowedFor } from '../../machines/core/debug-console.machine';
import { giftCodeInput, giftRedemptionOf } from '../../machines/gift-code/gift-code-rules';
import { isLocale, LOCALES, pickBrowserLocale } from '../../machines/core/locales';
import { problemOf } from '../../machines/core/problem';
import { inviteCodeEntryInput, inviteLink, platformOfAgent, redemptionOf } from '../../machines/referral/referral-rules';
import { ApiError, ErrorBody } from '../../protocol/api/errors';
import { request, type Endpoint, type RequestContext } from '../../protocol/api/http';
import * as S from '../../protocol/api/schemas';
import { createBridge, type BridgeResult } from '../../protocol/bridge/call';
import { ANDROID_INTERFACE, IOS_HANDLER, REPLY_CALLBACK } from '../../protocol/bridge/constants';
import { decodeEnvelope, type BridgeRequest } from '../../protocol/bridge/envelope';
import { BridgeError } from '../../protocol/bridge/errors';
import { BRIDGE_METHODS, type BridgeMethod } from '../../protocol/bridge/methods';
import { androidTransport, iosTransport, type BridgeHostWindow } from '../../protocol/bridge/transports';
import { ConfigError, parseConfig } from '../../protocol/config';
import { displayText } from '../../protocol/display-text';
import { checkExternalAddress } from '../../protocol/external-address';
import { FRAME_ACTIONS, isFrameAction } from '../../protocol/frame/actions';
import { decideLink } from '../../protocol/frame/links';
import { buildSession } from '../../protocol/session';
import { runtimeConfig } from '../../scripts/runtime-config';
import { channelSearch } from '../../src/features/channel-subscription/search';
import { giftCodeSearch } from '../../src/features/gift-code/search';
import { isMobileUserAgent, platformOf } from '../../src/shell/notice/device';
import { FramedSearch } from '../../src/features/notices/search';
import { invitedSearch } from '../../src/features/referral/invited-search';
import { reportSearch } from '../../src/features/report/search';
import { paymentStatusSearch } from '../../src/features/subscription/search';
import { parseSearch } from '../../src/search-params';
import { deepLinksOf } from '../../src/shell/deep-links';


// ---- Shared arbitraries --------------------------------------------------------------------

/** Anything, any JSON, or an object with the parser's keys holding anything. */
const hostile = (keys: readonly string[]) =>
  fc.oneof(fc.anything(), fc.jsonValue(), fc.record(Object.fromEntries(keys.map((key) => [key, fc.anything()])), { requiredKeys: [] }));

/** A well-formed value with exactly one of its fields replaced by a value of the wrong kind. */
function oneWrong<T extends object>(good: fc.Arbitrary<T>, wrong: Partial<Record<keyof T & string, fc.Arbitrary<unknown>>>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(wrong) as (keyof T & string)[];
  return fc.tuple(good, fc.constantFrom(...keys)).chain(([value, key]) => wrong[key]!.map((bad) => ({ ...value, [key]: bad })));
}

const notString = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.record({ text: fc.string() }));
const notBoolean = fc.oneof(fc.constantFrom('true', 'false', 0, 1, null), fc.string(), fc.integer());
const notNumber = fc.oneof(fc.constantFrom(Number.NaN, null), fc.stringMatching(/^\d{1,6}$/), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }));
const notNonNegInt = fc.oneof(
  fc.integer({ max: -1 }),
  fc.double({ min: 0, max: 1e6, noNaN: true }).filter((x) => !Number.isInteger(x)),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null),
  fc.stringMatching(/^\d{1,6}$/),
  fc.boolean(),
);
/** A date-time as JavaScript and Stripe write it. */
const isoDate = fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString());

// ---- URL search parameters -------------------------------------------------------------------

describe('search parameters of every route', { timeout: 60_000 }, () => {
  const schemas = [
    ['giftCodeSearch', giftCodeSearch, ['code']],
    ['invitedSearch', invitedSearch, ['code']],
    ['reportSearch', reportSearch, ['url', 'hash']],
    ['channelSearch', channelSearch, ['channel', 'title']],
    ['paymentStatusSearch', paymentStatusSearch, ['status']],
    ['FramedSearch', FramedSearch, ['origin']],
  ] as const;

  it.each(schemas)('%s never throws on any value of its keys or others, and keeps only its keys, as strings', (_name, schema, keys) => {
    const search = fc.record({ ...Object.fromEntries(keys.map((key) => [key, fc.anything()])), other: fc.anything() }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(search, fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.anything()))), (raw) => {
        const parsed = v.parse(schema, raw) as Record<string, unknown>;
        for (const [key, value] of Object.entries(parsed)) {
          expect(keys as readonly string[]).toContain(key);
          if (value !== undefined) expect(typeof value).toBe('string');
        }
      }),
    );
  });

  const inviteCode = fc.stringMatching(/^[A-Za-z0-9]{4,32}$/);
  const spaces = fc.stringMatching(/^[ \t\u00a0\u3000]{0,3}$/);

  it('invitedSearch: an invitation code of 4 to 32 letters and digits is kept, trimmed and upper-cased', () => {
    fc.assert(
      fc.property(inviteCode, spaces, spaces, (code, before, after) => {
        const search = parseSearch(`?code=${encodeURIComponent(`${before}${code}${after}`)}`);
        expect(v.parse(invitedSearch, search)).toEqual({ code: code.toUpperCase() });
      }),
    );
  });

  it('invitedSearch: a code too short, too long or holding another ASCII character is dropped, never thrown', () => {
    const bad = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9]{1,3}$/),
      fc.stringMatching(/^[A-Za-z0-9]{33,60}$/),
      fc.tuple(inviteCode, fc.constantFrom('-', '_', '.', '<', '"', '/', '+', '%', 'é', '\u0000', '\u202e'), fc.nat()).map(([code, c, at]) => {
        const i = at % (code.length + 1);
        return `${code.slice(0, i)}${c}${code.slice(i)}`;
      }),
    );
    fc.assert(
      fc.property(bad, (raw) => {
        expect(v.parse(invitedSearch, parseSearch(`?code=${encodeURIComponent(raw)}`))).toEqual({ code: undefined });
      }),
    );
  });

  it('invitedSearch: a code holding a letter outside ASCII is dropped, never upper-cased into a code ("ß" is not "SS")', () => {
    const ascii = fc.stringMatching(/^[A-Za-z0-9]{0,14}$/);
    const foreign = fc.constantFrom('ß', 'ı', 'ﬀ', 'ſ', 'é', 'Ａ', '١', 'ǆ', 'ŉ', 'ﬆ');
    fc.assert(
      fc.property(ascii, foreign, ascii, (before, letter, after) => {
        expect(v.parse(invitedSearch, parseSearch(`?code=${encodeURIComponent(`${before}${letter}${after}`)}`))).toEqual({ code: undefined });
      }),
    );
  });

  it('reportSearch: a preview hash of letters, digits, "-" and "_" (at most 256) is kept trimmed; anything else is dropped', () => {
    const hash = fc.stringMatching(/^[A-Za-z0-9_-]{1,256}$/);
    fc.assert(
      fc.property(hash, spaces, spaces, (h, before, after) => {
        expect(v.parse(reportSearch, parseSearch(`?hash=${encodeURIComponent(`${before}${h}${after}`)}`)).hash).toBe(h);
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(hash, fc.constantFrom('.', '/', ' x', '<', '%', 'é', '\u0000', '"'), hash).map(([a, c, b]) => `${a}${c}${b}`),
          fc.stringMatching(/^[A-Za-z0-9_-]{257,300}$/),
          spaces,
        ),
        (raw) => {
          expect(v.parse(reportSearch, parseSearch(`?hash=${encodeURIComponent(raw)}`)).hash).toBeUndefined();
        },
      ),
    );
  });

  it('FramedSearch: the origin is read as the exact string of the address (the messenger checks it)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string({ unit: 'grapheme' })), (origin) => {
        expect(v.parse(FramedSearch, parseSearch(`?origin=${encodeURIComponent(origin)}&origin=https://evil.example`))).toEqual({ origin });
      }),
    );
  });
});

// ---- Bridge replies ----------------------------------------------------------------------------

const flag = fc.constantFrom<[unknown, boolean]>([true, true], [false, false], [1, true], [0, false], ['true', true], ['false', false], ['1', true], ['0', false]);
const intLike = fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.boolean()).map(([n, zeros, asText]): [unknown, number] => [asText ? `${'0'.repeat(zeros)}${n}` : n, n]);
const idLike = fc.oneof(
  fc.string({ maxLength: 128 }).map((s): [unknown, string] => [s, s]),
  fc.nat().map((n): [unknown, string] => [n, String(n)]),
);
const text512 = fc.string({ maxLength: 512 }).map((s): [unknown, string] => [s, s]);

/** Splits a record of [raw, expected] pairs into the raw reply and what the schema should give. */
function split(pairs: Record<string, [unknown, unknown]>): { raw: Record<string, unknown>; expected: Record<string, unknown> } {
  const raw: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  for (const [key, [r, e]] of Object.entries(pairs)) {
    raw[key] = r;
    expected[key] = e;
  }
  return { raw, expected };
}

const userInfoReply = fc
  .record(
    { isLogin: flag, isVip: flag, accountDeviceId: idLike, userID: idLike, versionCode: intLike, versionName: text512, mobileType: text512, language: text512 },
    { requiredKeys: ['isLogin'] },
  )
  .map((pairs) => {
    const { raw, expected } = split(pairs);
    return { raw, expected: { isVip: false, ...expected } };
  });

const token = fc.stringMatching(/^tok_[A-Za-z0-9]{24,40}$/);
const metadataReply = fc
  .record(
    { accessToken: fc.string({ maxLength: 4096 }).map((s): [unknown, string] => [s, s]), deviceId: idLike, network: text512, country: text512 },
    { requiredKeys: [] },
  )
  .map(split);

function fakeApp(platform: 'android' | 'ios') {
  const sent: BridgeRequest[] = [];
  const win: BridgeHostWindow = {};
  if (platform === 'android') {
    win[ANDROID_INTERFACE] = {
      postMessage: (json: string) => {
        sent.push(JSON.parse(json) as BridgeRequest);
      },
    };
  } else {
    win.webkit = {
      messageHandlers: {
        [IOS_HANDLER]: {
          postMessage: (message: unknown) => {
            sent.push(message as BridgeRequest);
          },
        },
      },
    };
  }
  return { win, sent, transport: platform === 'android' ? androidTransport(win) : iosTransport(win) };
}

/** Timers the test fires by hand: a call still pending after its reply then settles as a timeout. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    setTimer: (fn: () => void) => {
      next += 1;
      pending.set(next, fn);
      return next;
    },
    clearTimer: (handle: unknown) => {
      pending.delete(handle as number);
    },
    fireAll: () => {
      for (const [handle, fn] of [...pending]) {
        pending.delete(handle);
        fn();
      }
    },
  };
}

type AnyCall = (method: BridgeMethod, params?: Record<string, unknown>) => Promise<BridgeResult<BridgeMethod>>;

/** Calls `method` over a fake app that answers with `value`, in the platform's envelope. */
async function callAnswered(platform: 'android' | 'ios', method: BridgeMethod, value: unknown, asString: boolean) {
  const app = fakeApp(platform);
  const timers = manualTimers();
  const bridge = createBridge(app.transport, { timeoutMs: 1000, log: () => undefined, setTimer: timers.setTimer, clearTimer: timers.clearTimer });
  const pending = (bridge.call as AnyCall)(method, method === 'copyToClipboard' ? { text: 'TESTCODE' } : {});
  const id = app.sent[0]!.id;
  const envelope = platform === 'android' ? { id, data: value } : { id, result: value };
  app.win[REPLY_CALLBACK]?.(asString ? JSON.stringify(envelope) : envelope);
  timers.fireAll();
  const result = await pending;
  bridge.dispose();
  return result;
}

describe('bridge replies', { timeout: 60_000 }, () => {
  const platform = fc.constantFrom<'android' | 'ios'>('android', 'ios');
  const envelopeOf = (p: 'android' | 'ios', id: unknown, value: unknown) => (p === 'android' ? { id, data: value } : { id, result: value });

  it('decodeEnvelope gives back the id and the value, as an object or JSON, the value itself JSON or not', () => {
    fc.assert(
      fc.property(platform, fc.string({ minLength: 1, maxLength: 64 }), fc.jsonValue(), fc.boolean(), fc.boolean(), (p, id, value, asString, nested) => {
        // A bare string value is read as JSON (the apps send nested JSON), so it travels nested.
        const viaJson = nested || typeof value === 'string';
        const envelope = envelopeOf(p, id, viaJson ? JSON.stringify(value) : value);
        const decoded = decodeEnvelope(asString ? JSON.stringify(envelope) : envelope, p);
        // The value as JSON carries it (JSON writes -0 as 0).
        expect(decoded).toEqual({ id, value: viaJson || asString ? JSON.parse(JSON.stringify(value)) : value });
      }),
    );
  });

  it('decodeEnvelope refuses an empty, overlong or missing id, and the other platform’s envelope', () => {
    const badId = fc.oneof(fc.constant(''), fc.string({ minLength: 65, maxLength: 200 }), fc.constant(undefined));
    fc.assert(
      fc.property(platform, badId, fc.jsonValue(), fc.boolean(), (p, id, value, asString) => {
        const envelope = envelopeOf(p, id, value);
        expect(decodeEnvelope(asString ? JSON.stringify(envelope) : envelope, p)).toBeNull();
      }),
    );
  });

  it('getUserInfo: every well-formed reply is read faithfully, whichever way the app writes flags and numbers', () => {
    fc.assert(
      fc.property(userInfoReply, ({ raw, expected }) => {
        expect(v.parse(BRIDGE_METHODS.getUserInfo.reply, raw)).toEqual(expected);
      }),
    );
  });

  it('getUserInfo: a reply with one field of the wrong kind is refused', () => {
    const text = fc.string({ minLength: 513, maxLength: 600 });
    const bad = oneWrong(
      userInfoReply.map(({ raw }) => raw),
      {
        isLogin: fc.oneof(fc.constantFrom(2, -1, 'yes', 'TRUE', 'True', '', null, undefined), fc.string({ minLength: 2 }).filter((s) => !['true', 'false'].includes(s))),
        isVip: fc.constantFrom(2, 'yes', 'TRUE', null),
        versionCode: fc.oneof(fc.integer({ max: -1 }), fc.constantFrom(1.5, '1.5', '-3', '1e3', ' 12', '', null, Number.NaN)),
        userID: fc.oneof(fc.string({ minLength: 129, maxLength: 200 }), fc.constantFrom(null, true), fc.record({ id: fc.string() })),
        versionName: fc.oneof(text, notString),
        mobileType: fc.oneof(text, notString),
        language: fc.oneof(text, notString),
      },
    );
    fc.assert(
      fc.property(bad, (raw) => {
        expect(v.safeParse(BRIDGE_METHODS.getUserInfo.reply, raw).success).toBe(false);
      }),
    );
  });

  it('getAppMetadata: every well-formed reply is read faithfully; one field of the wrong kind is refused; never throws', () => {
    const schema = BRIDGE_METHODS.getAppMetadata.reply;
    fc.assert(
      fc.property(metadataReply, ({ raw, expected }) => {
        expect(v.parse(schema, raw)).toEqual(expected);
      }),
    );
    const bad = oneWrong(
      metadataReply.map(({ raw }) => raw),
      {
        accessToken: fc.oneof(fc.string({ minLength: 4097, maxLength: 4200 }), notString),
        deviceId: fc.oneof(fc.string({ minLength: 129, maxLength: 200 }), fc.constantFrom(null, false), fc.array(fc.string())),
        network: fc.oneof(fc.string({ minLength: 513, maxLength: 600 }), notString),
        country: notString,
      },
    );
    fc.assert(
      fc.property(bad, (raw) => {
        expect(v.safeParse(schema, raw).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(hostile(['accessToken', 'deviceId', 'network', 'country']), (raw) => {
        const r = v.safeParse(schema, raw);
        if (r.success && r.output.accessToken !== undefined) expect(typeof r.output.accessToken).toBe('string');
      }),
    );
  });

  it('copyToClipboard: the success flag is read as the app writes it; anything else is refused', () => {
    const schema = BRIDGE_METHODS.copyToClipboard.reply;
    fc.assert(
      fc.property(fc.oneof(flag.map(([raw, expected]) => ({ raw, expected })), notBoolean.filter((x) => !['true', 'false', 0, 1, '0', '1'].includes(x as never)).map((raw) => ({ raw, expected: null }))), ({ raw, expected }) => {
        const r = v.safeParse(schema, { success: raw });
        if (expected === null) expect(r.success).toBe(false);
        else expect(r.success && r.output).toEqual({ success: expected });
      }),
    );
  });

  it('a call settles at once with ok or bad-reply, whatever value the app answers with', async () => {
    const method = fc.constantFrom<BridgeMethod>('getUserInfo', 'getAppMetadata', 'copyToClipboard', 'finishSelf', 'backToFilePage');
    await fc.assert(
      fc.asyncProperty(platform, method, fc.oneof(fc.anything(), fc.jsonValue()), fc.boolean(), async (p, m, value, asString) => {
        const result = await callAnswered(p, m, value, asString);
        expect(['ok', 'bad-reply']).toContain(result.status);
        if (m === 'finishSelf' || m === 'backToFilePage') expect(result).toEqual({ status: 'ok', value: null });
      }),
    );
  });

  it('a well-formed user info travels through either transport and arrives as the schema reads it', async () => {
    await fc.assert(
      fc.asyncProperty(platform, userInfoReply, fc.boolean(), fc.boolean(), async (p, { raw, expected }, asString, nested) => {
        const result = await callAnswered(p, 'getUserInfo', nested ? JSON.stringify(raw) : raw, asString);
        expect(result).toEqual({ status: 'ok', value: expected });
      }),
    );
  });

  it('the session and its user info record: the user type and id follow the login, the token is in neither', () => {
    fc.assert(
      fc.property(userInfoReply, metadataReply, token, ({ raw: info }, { raw: meta }, t) => {
        const nativeInfo = v.parse(BRIDGE_METHODS.getUserInfo.reply, info);
        const metadata = v.parse(BRIDGE_METHODS.getAppMetadata.reply, { ...meta, accessToken: t });
        const session = buildSession(nativeInfo, metadata, 'fallback-uuid');
        const loggedIn = nativeInfo.isLogin;
        expect(session.userInfo.userType).toBe(loggedIn ? (nativeInfo.isVip ? 2 : 1) : 0);
        expect(session.userInfo.userid).toBe(loggedIn && nativeInfo.userID ? nativeInfo.userID : '0');
        expect(session.accessToken).toBe(loggedIn ? t : null);
        expect(JSON.stringify(session)).not.toContain(t);
        expect(JSON.stringify(session.userInfo)).not.toContain(t);
        // The device id is the app's when it gave one, else one the session made: never empty.
        expect(session.uuid).toBe(metadata.deviceId || 'fallback-uuid');
        expect(session.userInfo.deviceid.length).toBeGreaterThan(0);
      }),
    );
    expect(buildSession(null, { deviceId: '' } as never, 'fallback-uuid').uuid).toBe('fallback-uuid');
  });
});

// ---- Server replies ----------------------------------------------------------------------------

describe('server reply schemas', { timeout: 60_000 }, () => {
  const all = [
    ['ActivationReply', S.ActivationReply, ['add_days', 'free_days', 'invited_days', 'result', 'data', 'popup']],
    ['ThumbnailReply', S.ThumbnailReply, ['thumbnail_link']],
    ['AreaAccessibleReply', S.AreaAccessibleReply, ['accessible', 'area']],
    ['SubscriptionReply', S.SubscriptionReply, ['subscription']],
    ['CancelSubscriptionReply', S.CancelSubscriptionReply, ['subscription']],
    ['InviteCodeReply', S.InviteCodeReply, ['code']],
    ['InviteInfoReply', S.InviteInfoReply, ['invited_nums', 'add_days', 'join_vip_nums', 'invited_join_days', 'reward_withdrawn']],
    ['InviterReply', S.InviterReply, ['user_name', 'avatar']],
    ['InviteListReply', S.InviteListReply, ['data']],
    ['CheckInviteReply', S.CheckInviteReply, ['can_accept', 'reason']],
    ['ApkUrlReply', S.ApkUrlReply, ['url']],
    ['ReportReply', S.ReportReply, ['result']],
    ['ConnectivityReply', S.ConnectivityReply, ['ip', 'region', 'server_time']],
    ['ContentSubscriptionsReply', S.ContentSubscriptionsReply, ['subscriptions']],
    ['ContentSubscriptionChange', S.ContentSubscriptionChange, ['result']],
    ['DebugOptionsReply', S.DebugOptionsReply, ['values']],
    ['ClientVersionReply', S.ClientVersionReply, ['upgrade_required', 'min_version_code', 'latest_version_name']],
    ['ErrorBody', ErrorBody, ['error', 'error_code', 'error_description', 'error_url', 'error_details']],
  ] as const;

  it.each(all)('%s never throws, on anything or on its keys holding anything', (_name, schema, keys) => {
    fc.assert(
      fc.property(fc.oneof(hostile(keys), hostile(keys).map((inner) => ({ [keys[0]]: inner }))), (raw) => {
        v.safeParse(schema, raw);
      }),
    );
  });

  const popupText = fc.record({ text: fc.string(), color: fc.string() }, { requiredKeys: ['text'] });
  const popupButton = fc.record({ text: fc.string(), color: fc.string(), deepLink: fc.string() }, { requiredKeys: ['text'] });
  const activation = fc.record(
    {
      add_days: fc.nat(),
      free_days: fc.nat(),
      invited_days: fc.nat(),
      // Success only from a reply that says so (issue 32 L11): its days and a result.
      result: fc.string({ minLength: 1 }),
      data: fc.record({ expire: fc.oneof(fc.string(), isoDate), status: fc.string(), type: fc.string(), user_id: fc.string() }, { requiredKeys: [] }),
      popup: fc.record(
        { title: popupText, description: fc.string(), image: fc.string(), button: popupButton, secondaryButton: popupButton, icon: fc.string() },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['add_days', 'result'] },
  );

  it('ActivationReply: read faithfully with its defaults; the gift-code page reads days and a real expiry from it', () => {
    fc.assert(
      fc.property(activation, (raw) => {
        const parsed = v.parse(S.ActivationReply, raw);
        // The popup's texts arrive as display text (issue 32 L12), the description up to 400 graphemes.
        const shown = <T extends { text: string }>(t: T | undefined) => (t ? { ...t, text: displayText(t.text) } : t);
        const popup = raw.popup && {
          ...raw.popup,
          ...(raw.popup.title ? { title: shown(raw.popup.title) } : {}),
          ...(raw.popup.description !== undefined ? { description: displayText(raw.popup.description, 400) } : {}),
          ...(raw.popup.button ? { button: shown(raw.popup.button) } : {}),
          ...(raw.popup.secondaryButton ? { secondaryButton: shown(raw.popup.secondaryButton) } : {}),
        };
        expect(parsed).toEqual({ free_days: 0, invited_days: 0, ...raw, ...(popup ? { popup } : {}) });
        const redeemed = giftRedemptionOf(parsed);
        expect(Number.isInteger(redeemed.days) && redeemed.days >= 0).toBe(true);
        expect([parsed.add_days, parsed.free_days]).toContain(redeemed.days);
        if (redeemed.expire !== null) {
          expect(redeemed.expire).toBe(raw.data?.expire);
          expect(Number.isNaN(Date.parse(redeemed.expire))).toBe(false);
        }
        const expire = raw.data?.expire;
        if (expire !== undefined && !Number.isNaN(Date.parse(expire))) expect(redeemed.expire).toBe(expire);
        const invited = redemptionOf(parsed);
        expect(invited.days === null || (Number.isInteger(invited.days) && invited.days > 0)).toBe(true);
      }),
    );
  });

  it('ActivationReply: negative or fractional days, or a field of the wrong kind, are refused', () => {
    const bad = oneWrong(activation, {
      add_days: notNonNegInt,
      free_days: notNonNegInt,
      invited_days: notNonNegInt,
      result: notString,
      data: fc.oneof(fc.constantFrom(null, 'x', 1), fc.record({ expire: notString })),
      popup: fc.oneof(fc.constantFrom(null, 'x', 1), fc.record({ button: fc.record({ color: fc.string() }) }), fc.record({ title: fc.string() })),
    });
    fc.assert(
      fc.property(bad, (raw) => {
        expect(v.safeParse(S.ActivationReply, raw).success).toBe(false);
      }),
    );
  });

  const inviteInfo = fc.record(
    { invited_nums: fc.nat(), add_days: fc.nat(), join_vip_nums: fc.nat(), invited_join_days: fc.nat(), reward_withdrawn: fc.boolean() },
    { requiredKeys: ['invited_nums', 'add_days', 'join_vip_nums', 'invited_join_days'] },
  );
  const inviteRow = fc.record({ invited_user: fc.string(), reward_source: fc.constantFrom('vip_rebate', 'invite_reward', 'relation'), reward_days: fc.nat(), time: fc.oneof(isoDate, fc.string()) });

  it('referral replies (inviteCode, inviteInfo, inviter, inviteList, checkInvite): read faithfully', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        inviteInfo,
        fc.record({ user_name: fc.string(), avatar: fc.string() }, { requiredKeys: ['user_name'] }),
        fc.array(inviteRow, { maxLength: 5 }),
        fc.record({ can_accept: fc.boolean(), reason: fc.string() }, { requiredKeys: ['can_accept'] }),
        (code, info, inviter, rows, check) => {
          // The reader's own code arrives as display text (issue 32 L12); one that is nothing then is refused.
          const shownCode = displayText(code);
          if (shownCode === '') expect(v.safeParse(S.InviteCodeReply, { code }).success).toBe(false);
          else expect(v.parse(S.InviteCodeReply, { code })).toEqual({ code: shownCode });
          expect(v.parse(S.InviteInfoReply, info)).toEqual({ reward_withdrawn: false, ...info });
          // Other users' names arrive as display text (protocol/display-text.ts).
          expect(v.parse(S.InviterReply, inviter)).toEqual({ ...inviter, user_name: displayText(inviter.user_name) });
          expect(v.parse(S.InviteListReply, { data: rows })).toEqual({ data: rows.map((row) => ({ ...row, invited_user: displayText(row.invited_user) })) });
          expect(v.parse(S.CheckInviteReply, check)).toEqual(check);
        },
      ),
    );
  });

  it('referral replies: an empty code, a negative or fractional count, an unknown reward source or a wrong kind are refused', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(''), notString), (code) => {
        expect(v.safeParse(S.InviteCodeReply, { code }).success).toBe(false);
      }),
    );
    const badInfo = oneWrong(inviteInfo, {
      invited_nums: notNonNegInt,
      add_days: notNonNegInt,
      join_vip_nums: notNonNegInt,
      invited_join_days: notNonNegInt,
      reward_withdrawn: notBoolean,
    });
    fc.assert(
      fc.property(badInfo, (raw) => {
        expect(v.safeParse(S.InviteInfoReply, raw).success).toBe(false);
      }),
    );
    const badRow = oneWrong(inviteRow, {
      invited_user: notString,
      reward_source: fc.oneof(fc.constantFrom('VIP_REBATE', 'rebate', '', null), fc.string().filter((s) => !['vip_rebate', 'invite_reward', 'relation'].includes(s))),
      reward_days: notNonNegInt,
      time: notString,
    });
    fc.assert(
      fc.property(fc.array(inviteRow, { maxLength: 3 }), badRow, fc.nat(), (rows, row, at) => {
        const data: unknown[] = [...rows];
        data.splice(at % (rows.length + 1), 0, row);
        expect(v.safeParse(S.InviteListReply, { data }).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(oneWrong(fc.record({ can_accept: fc.boolean(), reason: fc.string() }), { can_accept: notBoolean, reason: notString }), (raw) => {
        expect(v.safeParse(S.CheckInviteReply, raw).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(oneWrong(fc.record({ user_name: fc.string(), avatar: fc.string() }), { user_name: notString, avatar: notString }), (raw) => {
        expect(v.safeParse(S.InviterReply, raw).success).toBe(false);
      }),
    );
  });

  it('area check, connectivity, report and channel subscription replies: read faithfully', () => {
    const channel = fc.record({ channel_id: fc.string(), title: fc.string(), subscribed_at: fc.oneof(isoDate, fc.string()) });
    fc.assert(
      fc.property(
        fc.record({ accessible: fc.boolean(), area: fc.string() }, { requiredKeys: ['accessible'] }),
        fc.record({ ip: fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), region: fc.string(), server_time: fc.double({ noNaN: true }) }),
        fc.string(),
        fc.array(channel, { maxLength: 5 }),
        (area, connectivity, result, subscriptions) => {
          expect(v.parse(S.AreaAccessibleReply, area)).toEqual(area);
          expect(v.parse(S.ConnectivityReply, connectivity)).toEqual({ ...connectivity, ip: displayText(connectivity.ip), region: displayText(connectivity.region) });
          expect(v.parse(S.ReportReply, { result })).toEqual({ result });
          expect(v.parse(S.ContentSubscriptionChange, { result })).toEqual({ result });
          expect(v.parse(S.ContentSubscriptionsReply, { subscriptions })).toEqual({ subscriptions: subscriptions.map((c) => ({ ...c, title: displayText(c.title) })) });
        },
      ),
    );
  });

  it('area check, connectivity, report and channel subscription replies: a field of the wrong kind is refused', () => {
    const badArea = oneWrong(fc.record({ accessible: fc.boolean(), area: fc.string() }), { accessible: notBoolean, area: notString });
    const badConnectivity = oneWrong(fc.record({ ip: fc.string(), region: fc.string(), server_time: fc.double({ noNaN: true }) }), {
      ip: notString,
      region: notString,
      server_time: notNumber,
    });
    const badChannel = oneWrong(fc.record({ channel_id: fc.string(), title: fc.string(), subscribed_at: fc.string() }), {
      channel_id: notString,
      title: notString,
      subscribed_at: notString,
    });
    fc.assert(
      fc.property(badArea, badConnectivity, fc.oneof(notString, fc.constant(undefined)), badChannel, (area, connectivity, result, channel) => {
        expect(v.safeParse(S.AreaAccessibleReply, area).success).toBe(false);
        expect(v.safeParse(S.ConnectivityReply, connectivity).success).toBe(false);
        expect(v.safeParse(S.ReportReply, { result }).success).toBe(false);
        expect(v.safeParse(S.ContentSubscriptionChange, { result }).success).toBe(false);
        expect(v.safeParse(S.ContentSubscriptionsReply, { subscriptions: [channel] }).success).toBe(false);
      }),
    );
  });

  const uid = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }));
  const debugSwitch = fc.record({ enable: fc.boolean(), uids: fc.array(uid, { maxLength: 6 }) }, { requiredKeys: ['enable'] });

  it('DebugOptionsReply: user ids sent as numbers or strings are read as strings, and the switch admits exactly those users', () => {
    fc.assert(
      fc.property(debugSwitch, fc.oneof(fc.string(), fc.nat().map(String)), (allow, userId) => {
        const parsed = v.parse(S.DebugOptionsReply, { values: { debug_options: { allow_vconsole: allow } } });
        const read = parsed.values.debug_options.allow_vconsole;
        expect(read).toEqual({ enable: allow.enable, uids: (allow.uids ?? []).map(String) });
        for (const listed of allow.uids ?? []) {
          if (String(listed) !== '0') expect(debugAllowedFor({ ...read, enable: false }, String(listed))).toBe(true);
        }
        const listedAsText = (allow.uids ?? []).some((u) => String(u) === userId);
        expect(debugAllowedFor(read, userId)).toBe(allow.enable || (userId !== '0' && listedAsText));
      }),
    );
    fc.assert(
      fc.property(
        oneWrong(fc.record({ enable: fc.boolean(), uids: fc.array(uid, { maxLength: 3 }) }), {
          enable: notBoolean,
          uids: fc.oneof(fc.constantFrom('1,2', 1, null), fc.array(fc.constantFrom(null, true, Number.NaN), { minLength: 1, maxLength: 3 })),
        }),
        (allow) => {
          expect(v.safeParse(S.DebugOptionsReply, { values: { debug_options: { allow_vconsole: allow } } }).success).toBe(false);
        },
      ),
    );
  });

  it('ClientVersionReply: read faithfully; a negative, fractional or textual version code is refused', () => {
    const version = fc.record({ upgrade_required: fc.boolean(), min_version_code: fc.nat(), latest_version_name: fc.string() }, { requiredKeys: ['upgrade_required', 'min_version_code'] });
    fc.assert(
      fc.property(version, (raw) => {
        expect(v.parse(S.ClientVersionReply, raw)).toEqual(raw);
      }),
    );
    fc.assert(
      fc.property(oneWrong(version, { upgrade_required: notBoolean, min_version_code: notNonNegInt, latest_version_name: notString }), (raw) => {
        expect(v.safeParse(S.ClientVersionReply, raw).success).toBe(false);
      }),
    );
  });

  const errorBody = fc.record(
    {
      error: fc.string(),
      error_code: fc.integer(),
      error_description: fc.string(),
      error_url: fc.string(),
      error_details: fc.array(fc.record({ reason: fc.string(), message: fc.string(), field: fc.string() }, { requiredKeys: [] }), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  );

  it('ErrorBody: read faithfully, extra detail fields kept; a code that is not a number is refused', () => {
    fc.assert(
      fc.property(errorBody, (body) => {
        expect(v.parse(ErrorBody, body)).toEqual(body);
      }),
    );
    fc.assert(
      fc.property(oneWrong(errorBody, { error: notString, error_code: notNumber, error_details: fc.constantFrom('x', 1, null, [1], ['x']) }), (body) => {
        expect(v.safeParse(ErrorBody, body).success).toBe(false);
      }),
    );
  });

  it('SubscriptionReply: every accepted current_period_end and invoice date is one the Date parser reads (formatDate cannot throw)', () => {
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    const offset = fc.constantFrom('Z', '+05', '+0530', '+05:30', ' +05:30', '-08:00', '+5', '', 'z', '+24:00');
    const stamp = fc
      .tuple(fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 60 }), fc.option(fc.integer({ min: 0, max: 59 }), { nil: null }), fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }), offset)
      .map(([y, mo, d, h, mi, sec, ms, off]) => `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}${sec === null ? '' : `:${pad(sec)}`}${sec !== null && ms !== null ? `.${pad(ms, 3)}` : ''}${off}`);
    const subscription = (end: string, created: string) => ({
      subscription: {
        id: 'sub_1',
        status: 'active',
        plan: { name: 'Premium', interval: 'month', amount: 999, currency: 'usd' },
        current_period_end: end,
        cancel_at_period_end: false,
        invoices: [{ id: 'in_1', created, amount: 999, currency: 'usd', status: 'paid' }],
      },
    });
    fc.assert(
      fc.property(fc.oneof(stamp, fc.string()), stamp, (end, created) => {
        const parsed = v.safeParse(S.SubscriptionReply, subscription(end, created));
        if (!parsed.success) return;
        const sub = parsed.output.subscription!;
        expect(Number.isFinite(Date.parse(sub.current_period_end))).toBe(true);
        for (const invoice of sub.invoices) expect(Number.isFinite(Date.parse(invoice.created))).toBe(true);
      }),
    );
    // The two forms the audit found, refused by name; a plain UTC stamp still passes.
    expect(v.safeParse(S.SubscriptionReply, subscription('2026-11-18T00:00:00+05', '2026-11-01T00:00:00Z')).success).toBe(false);
    expect(v.safeParse(S.SubscriptionReply, subscription('2026-11-18T00:00:00 +05:30', '2026-11-01T00:00:00Z')).success).toBe(false);
    expect(v.safeParse(S.SubscriptionReply, subscription('2026-11-18T00:00:00Z', '2026-11-01T00:00:00.000Z')).success).toBe(true);
  });

  const ctx: RequestContext = { token: () => null, deviceId: () => 'device-1', language: () => 'en-US', clientId: 'companion-web' };
  const endpoint = (answer: () => Promise<unknown>): Endpoint => ({ fetch: (() => answer()) as unknown as $Fetch, ctx });
  const outcome = <T>(p: Promise<T>) => p.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));

  it('request(): any reply body resolves as the schema reads it or rejects with ApiError bad-response, never anything else', async () => {
    const keys = ['invited_nums', 'add_days', 'join_vip_nums', 'invited_join_days', 'reward_withdrawn'];
    const body = fc.oneof(inviteInfo.map((raw) => ({ wellFormed: true, raw })), hostile(keys).map((raw) => ({ wellFormed: false, raw })));
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom<'GET' | 'POST' | 'DELETE'>('GET', 'POST', 'DELETE'), async ({ wellFormed, raw }, method) => {
        const result = await outcome(request(endpoint(async () => raw), { method, path: '/vip/v1/activity/inviteInfo', schema: S.InviteInfoReply, headers: ['bearer'] }));
        if (wellFormed) expect(result).toEqual({ ok: true, value: { reward_withdrawn: false, ...(raw as object) } });
        if (result.ok) {
          for (const key of keys.slice(0, 4)) expect(Number.isInteger(result.value[key as 'add_days']) && result.value[key as 'add_days'] >= 0).toBe(true);
          expect(typeof result.value.reward_withdrawn).toBe('boolean');
        } else {
          expect(result.error).toBeInstanceOf(ApiError);
          expect((result.error as ApiError).kind).toBe('bad-response');
        }
      }),
    );
  });

  it('request(): any error reply becomes ApiError server with its status, code and error, and a Problem that names an expired login', async () => {
    const body = fc.oneof(errorBody.map((raw) => ({ wellFormed: true, raw })), fc.oneof(fc.anything(), fc.string()).map((raw) => ({ wellFormed: false, raw })));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 400, max: 599 }), body, fc.constantFrom<'GET' | 'POST'>('GET', 'POST'), async (status, { wellFormed, raw }, method) => {
        const refuse = async () => {
          throw Object.assign(new FetchError(`[${method}] ${status}`), { statusCode: status, data: raw });
        };
        const result = await outcome(request(endpoint(refuse), { method, path: '/x', schema: S.ReportReply, headers: [] }));
        expect(result.ok).toBe(false);
        const error = (result as { error: unknown }).error;
        expect(error).toBeInstanceOf(ApiError);
        const e = error as ApiError;
        expect([e.kind, e.status]).toEqual(['server', status]);
        expect(e.serverCode === null || typeof e.serverCode === 'number').toBe(true);
        expect(e.serverError === null || typeof e.serverError === 'string').toBe(true);
        if (wellFormed) {
          const b = raw as { error_code?: number; error?: string };
          expect([e.serverCode, e.serverError]).toEqual([b.error_code ?? null, b.error ?? null]);
        }
        expect(problemOf(e).kind === 'login-needed').toBe(status === 401 || e.serverCode === 16);
      }),
    );
  });
});

// ---- Frame -----------------------------------------------------------------------------------

describe('frame messages and links', { timeout: 60_000 }, () => {
  const BASE = 'https://companion.mypikpak.com/official-compensation?origin=https%3A%2F%2Fmypikpak.com';

  it('isFrameAction admits the twelve actions and no look-alike, never throwing', () => {
    const lookAlike = fc.constantFrom(...FRAME_ACTIONS).chain((a) =>
      fc.constantFrom(a.toUpperCase(), ` ${a}`, `${a} `, `${a}_x`, a.slice(0, -1), a.replace('_', '-'), `${a}\u0000`),
    );
    fc.assert(
      fc.property(fc.constantFrom(...FRAME_ACTIONS), lookAlike, fc.anything(), (action, near, x) => {
        expect(isFrameAction(action)).toBe(true);
        expect(isFrameAction(near)).toBe(false);
        // Whatever else it admits is one of the twelve, as the same string.
        if (isFrameAction(x)) expect(FRAME_ACTIONS).toContain(x);
      }),
    );
  });

  it('decideLink never throws, posts only known actions with text data, and opens only http(s) windows', () => {
    const drive = fc
      .tuple(fc.constantFrom('/drive', '/drive/', '/drive/feedback', 'https://mypikpak.com/drive/x'), fc.constantFrom(...FRAME_ACTIONS), fc.string())
      .map(([path, action, rest]) => `${path}?action=${action}${rest}`);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true }), drive),
        fc.option(fc.constantFrom('_blank', '_self', '', '_BLANK'), { nil: null }),
        fc.oneof(fc.constant(BASE), fc.string()),
        (href, target, base) => {
          const d = decideLink({ href, target }, base);
          if (d.kind === 'post') {
            expect(isFrameAction(d.message.action)).toBe(true);
            for (const [key, value] of Object.entries(d.message.data ?? {})) {
              expect(key).not.toBe('action');
              expect(typeof value).toBe('string');
            }
          }
          if (d.kind === 'open-window') {
            expect(target).toBe('_blank');
            expect(['http:', 'https:']).toContain(new URL(d.href).protocol);
          }
        },
      ),
    );
  });

  it('decideLink: a /drive link posts its action and carries every other parameter as data, faithfully', () => {
    const param = fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/).filter((k) => k !== 'action'), fc.string());
    fc.assert(
      fc.property(
        fc.constantFrom(...FRAME_ACTIONS),
        fc.stringMatching(/^[0-9-]{0,6}$/),
        fc.constantFrom('/drive', '/drive/', '/drive/files', 'https://mypikpak.com/drive/all/', '../drive'),
        fc.uniqueArray(param, { selector: ([key]) => key, maxLength: 4 }),
        fc.nat(),
        fc.option(fc.constantFrom('_blank', '_self'), { nil: null }),
        (action, suffix, path, params, at, target) => {
          const entries = [...params];
          entries.splice(at % (params.length + 1), 0, ['action', `${action}${suffix}`]);
          const href = `${path}?${new URLSearchParams(entries).toString()}`;
          const message = params.length > 0 ? { action, data: Object.fromEntries(params) } : { action };
          expect(decideLink({ href, target }, BASE)).toEqual({ kind: 'post', message });
        },
      ),
    );
  });

  it('decideLink: a link of another scheme never opens a window, even with target=_blank', () => {
    fc.assert(
      fc.property(fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'pikpakapp://mypikpak.com/xpan/setting', 'mailto:a@b.example', 'file:///etc/passwd', 'blob:https://a.example/x', 'intent://x#Intent;end'), fc.string(), (scheme, rest) => {
        expect(decideLink({ href: `${scheme}${rest}`, target: '_blank' }, BASE).kind).not.toBe('open-window');
      }),
    );
  });
});

// ---- Codes -----------------------------------------------------------------------------------

describe('codes typed or sent in a link', { timeout: 60_000 }, () => {
  const SPACES = [' ', '\t', '\n', '\u00a0', '\u3000', '\u200b', '\ufeff'];
  const codeChar = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789abcxyz-_'.split(''));

  it('gift code: the form sends the code without any space, and refuses one that is only spaces', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(codeChar, fc.constantFrom(...SPACES)), { maxLength: 40 }), (parts) => {
        const expected = parts.filter((p) => !SPACES.includes(p)).join('');
        const check = giftCodeInput(null).validate!({ code: parts.join('') });
        expect(check).toEqual(expected === '' ? { ok: false, reason: 'empty' } : { ok: true, value: expected });
      }),
    );
  });

  const inviteCode = fc.stringMatching(/^[A-Za-z0-9]{4,12}$/);
  const ws = fc.stringMatching(/^[ \t\n]{0,3}$/);

  it('invitation code entry: sent trimmed, refused when empty or (in any case) the user’s own', () => {
    fc.assert(
      fc.property(inviteCode, inviteCode, ws, ws, fc.constantFrom('as-is', 'upper', 'lower'), fc.boolean(), (own, other, before, after, kase, ownKnown) => {
        const validate = inviteCodeEntryInput('invitation', null, ownKnown ? own : null).validate!;
        const mine = kase === 'upper' ? own.toUpperCase() : kase === 'lower' ? own.toLowerCase() : own;
        expect(validate({ code: `${before}${mine}${after}` })).toEqual(ownKnown ? { ok: false, reason: 'own-code' } : { ok: true, value: mine });
        if (other.toUpperCase() !== own.toUpperCase()) expect(validate({ code: `${before}${other}${after}` })).toEqual({ ok: true, value: other });
        expect(validate({ code: `${before}${after}` })).toEqual({ ok: false, reason: 'empty' });
      }),
    );
  });

  it('invitation link: any code survives the link, and a valid one is what /activity/invited reads', () => {
    fc.assert(
      fc.property(fc.oneof(inviteCode, fc.string({ minLength: 1 }), fc.string({ unit: 'grapheme', minLength: 1 })), fc.constantFrom('https://companion.mypikpak.com', 'http://localhost:3000'), (code, origin) => {
        const link = new URL(inviteLink(origin, code));
        expect(link.origin).toBe(origin);
        expect(link.pathname).toBe('/activity/invited');
        expect(parseSearch(link.search)).toEqual({ code });
        if (/^[A-Za-z0-9]{4,32}$/.test(code)) expect(v.parse(invitedSearch, parseSearch(link.search))).toEqual({ code: code.toUpperCase() });
      }),
    );
  });
});

// ---- Links -----------------------------------------------------------------------------------

describe('deep links to external addresses', { timeout: 60_000 }, () => {
  const config = parseConfig(runtimeConfig({}, true));
  const links = deepLinksOf(config);
  const prefix = `${config.deepLinkBase}/xpan/view?message=`;

  it('the view link carries an accepted address exactly; a refused one gives no link and is never logged', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
    const allowed = fc.tuple(fc.constantFrom('mypikpak.com', 'download.mypikpak.com', 'apps.apple.com', 'play.google.com', 't.me'), fc.webPath(), fc.webQueryParameters()).map(
      ([host, path, query]) => `https://${host}${path}${query ? `?${query}` : ''}`,
    );
    const refused = fc.tuple(
      fc.constantFrom('http://mypikpak.com', 'https://evil.example', 'https://mypikpak.com.evil.example', 'https://user:pw@mypikpak.com', 'https://mypikpak.com:8443', 'javascript:', 'intent://mypikpak.com'),
      fc.stringMatching(/^[A-Za-z0-9]{12,20}$/),
    ).map(([start, secret]) => `${start}/SECRET${secret}`);
    fc.assert(
      fc.property(fc.oneof(allowed, refused, fc.anything(), fc.string()), (address) => {
        lines.length = 0;
        const checked = checkExternalAddress(address, config.externalHosts);
        const view = links.view(address);
        if (checked.ok) {
          expect(view).toEqual({ ok: true, href: `${prefix}${encodeURIComponent(checked.url)}` });
          expect(checked.url).toBe(new URL(address as string).href);
          const message = new URL(view.ok ? view.href.replace(config.deepLinkBase, 'https://app.invalid') : 'https://x.invalid').searchParams.get('message');
          expect(message).toBe(checked.url);
        } else {
          expect(view).toEqual({ ok: false, reason: checked.reason });
          expect(lines).toHaveLength(1);
          // The refused addresses above carry a marker; no log line carries any part of an address.
          expect(lines.join('\n')).not.toContain('SECRET');
        }
        expect(links.settings()).toBe(`${config.deepLinkBase}/xpan/setting`);
      }),
    );
  });
});

// ---- Locales ---------------------------------------------------------------------------------

describe('locales from the browser and the app', { timeout: 60_000 }, () => {
  it('isLocale admits exactly the nine, not their variants, never throwing', () => {
    const variant = fc
      .constantFrom(...LOCALES)
      .chain((l) => fc.constantFrom(l.toUpperCase(), l.toLowerCase(), l.replace('-', '_'), ` ${l}`, `${l}-x`, `${l}\u0000`).filter((x) => x !== l));
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), variant, fc.oneof(fc.anything(), fc.string()), (locale, near, x) => {
        expect(isLocale(locale)).toBe(true);
        expect(isLocale(near)).toBe(false);
        if (isLocale(x)) expect(LOCALES).toContain(x);
      }),
    );
  });

  const junk = fc.oneof(
    fc.constantFrom('fr', 'de-DE', 'ja', 'ru-RU', 'th', 'vi', '*', '', 'not a tag', 'zz-ZZ', 'x'),
    fc.constantFrom(null, undefined, 42, true),
    fc.record({ language: fc.string() }),
  );

  it('pickBrowserLocale: never throws, and languages it cannot serve do not change its choice', () => {
    fc.assert(
      fc.property(fc.array(junk, { maxLength: 4 }), fc.array(fc.oneof(fc.anything(), fc.string(), fc.constantFrom(...LOCALES, 'ko-KR', 'pt-BR', 'zh-HK', 'en-GB')), { maxLength: 4 }), (skipped, rest) => {
        const choice = pickBrowserLocale(rest);
        expect(LOCALES).toContain(choice);
        expect(pickBrowserLocale([...skipped, ...rest])).toBe(choice);
      }),
    );
  });

  it('pickBrowserLocale: the first servable language decides, in any case and with underscores', () => {
    fc.assert(
      fc.property(fc.array(junk, { maxLength: 4 }), fc.constantFrom(...LOCALES), fc.boolean(), fc.boolean(), fc.array(fc.anything(), { maxLength: 3 }), (skipped, locale, upper, underscore, rest) => {
        let tag: string = upper ? locale.toUpperCase() : locale.toLowerCase();
        if (underscore) tag = tag.replace('-', '_');
        expect(pickBrowserLocale([...skipped, tag, ...rest])).toBe(locale);
      }),
    );
  });
});

// ---- Config ----------------------------------------------------------------------------------

describe('runtime configuration', { timeout: 60_000 }, () => {
  const label = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
  const domain = fc.tuple(label, fc.array(label, { minLength: 1, maxLength: 3 })).map(([first, rest]) => [first, ...rest].join('.'));
  const port = fc.integer({ min: 1, max: 65535 }).filter((p) => p !== 443);
  const httpsBase = fc.oneof(
    fc.tuple(domain, fc.option(port, { nil: null }), fc.webPath()).map(([d, p, path]) => `https://${d}${p === null ? '' : `:${p}`}${path}`),
    fc.integer({ min: 1, max: 65535 }).map((p) => `http://localhost:${p}`),
  );
  const origin = fc.tuple(domain, fc.option(port, { nil: null })).map(([d, p]) => `https://${d}${p === null ? '' : `:${p}`}`);
  const hostPattern = fc.tuple(fc.boolean(), domain).map(([wild, d]) => `${wild ? '*.' : ''}${d}`);
  const goodConfig = fc.record({
    apiHosts: fc.record({ drive: httpsBase, feedback: httpsBase, access: httpsBase, config: httpsBase }),
    parentOrigins: fc.array(origin, { maxLength: 4 }),
    allowLoopbackParents: fc.boolean(),
    externalHosts: fc.array(hostPattern, { maxLength: 6 }),
    imageHosts: fc.array(hostPattern, { maxLength: 6 }),
    deepLinkBase: fc.tuple(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,8}$/), domain).map(([scheme, d]) => `${scheme}://${d}`),
    webDriveUrl: httpsBase,
    clientId: fc.string({ minLength: 1 }),
    bridgeTimeoutMs: fc.integer({ min: 100, max: 1e7 }),
    apiTimeoutMs: fc.integer({ min: 100, max: 1e7 }),
    vitalsSampleRate: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  type Raw = Record<string, unknown> & { apiHosts: Record<string, string> };

  it('accepts every well-formed configuration and gives it back unchanged', () => {
    fc.assert(
      fc.property(goodConfig, (raw) => {
        expect(parseConfig(raw)).toEqual(raw);
      }),
    );
  });

  it('refuses one bad field with a ConfigError that names it: http hosts, inexact or http origins, bad host patterns, deep-link bases, ids and time-outs', () => {
    const fault: fc.Arbitrary<{ path: string; patch: (c: Raw) => Raw }> = fc.oneof(
      fc.tuple(fc.constantFrom('drive', 'feedback', 'access', 'config'), fc.constantFrom('http', 'ftp', 'wss'), domain).map(([host, scheme, d]) => ({
        path: `apiHosts.${host}`,
        patch: (c: Raw) => ({ ...c, apiHosts: { ...c.apiHosts, [host]: `${scheme}://${d}/` } }),
      })),
      fc.tuple(fc.constantFrom('http', 'ftp'), domain).map(([scheme, d]) => ({ path: 'webDriveUrl', patch: (c: Raw) => ({ ...c, webDriveUrl: `${scheme}://${d}` }) })),
      fc
        .tuple(domain, fc.constantFrom((d: string) => `https://${d}/`, (d: string) => `https://${d}/drive`, (d: string) => `http://${d}`, (d: string) => `https://${d}:443`, (d: string) => `https://u@${d}`, (d: string) => `https://${d.toUpperCase()}`, () => '*', () => 'null'))
        .map(([d, make]) => ({ path: 'parentOrigins', patch: (c: Raw) => ({ ...c, parentOrigins: [...(c.parentOrigins as string[]), make(d)] }) })),
      fc
        .tuple(domain, label, fc.constantFrom((d: string) => `https://${d}`, (d: string) => d.toUpperCase(), (_d: string, l: string) => `*.${l}`, (_d: string, l: string) => l, (d: string) => `${d}/`, (d: string) => `*${d}`, () => ''))
        .map(([d, l, make]) => ({ path: 'externalHosts', patch: (c: Raw) => ({ ...c, externalHosts: [make(d, l), ...(c.externalHosts as string[])] }) })),
      fc
        .tuple(domain, fc.constantFrom((d: string) => `pikpakapp://${d}/`, (d: string) => `https://${d}/x`, (d: string) => `PikPak://${d}`, () => 'pikpakapp:', (d: string) => `1app://${d}`))
        .map(([d, make]) => ({ path: 'deepLinkBase', patch: (c: Raw) => ({ ...c, deepLinkBase: make(d) }) })),
      fc.constantFrom('', 7, null).map((id) => ({ path: 'clientId', patch: (c: Raw) => ({ ...c, clientId: id }) })),
      fc
        .tuple(fc.constantFrom('bridgeTimeoutMs', 'apiTimeoutMs'), fc.oneof(fc.integer({ max: 99 }), fc.constantFrom(150.5, '3000', Number.NaN, null)))
        .map(([key, value]) => ({ path: key, patch: (c: Raw) => ({ ...c, [key]: value }) })),
      fc.constantFrom('true', 1, null).map((value) => ({ path: 'allowLoopbackParents', patch: (c: Raw) => ({ ...c, allowLoopbackParents: value }) })),
      fc.constantFrom(-0.1, 1.5, Number.NaN, '0.1', null).map((value) => ({ path: 'vitalsSampleRate', patch: (c: Raw) => ({ ...c, vitalsSampleRate: value }) })),
    );
    fc.assert(
      fc.property(goodConfig, fault, (raw, { path, patch }) => {
        let thrown: unknown = null;
        try {
          parseConfig(patch(raw as Raw));
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(ConfigError);
        expect((thrown as ConfigError).message).toContain(path);
      }),
    );
  });

  it('anything that is not a configuration (no address field a non-URL string) gives a ConfigError, never another throw', () => {
    const notAddress = fc.anything().filter((x) => typeof x !== 'string');
    const shaped = fc.record(
      {
        apiHosts: fc.oneof(notAddress, fc.record({ drive: notAddress, feedback: notAddress, access: notAddress, config: notAddress }, { requiredKeys: [] })),
        parentOrigins: fc.anything(),
        allowLoopbackParents: fc.anything(),
        externalHosts: fc.anything(),
        imageHosts: fc.anything(),
        deepLinkBase: fc.anything(),
        webDriveUrl: notAddress,
        clientId: fc.anything(),
        bridgeTimeoutMs: fc.anything(),
        apiTimeoutMs: fc.anything(),
        vitalsSampleRate: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), shaped), (raw) => {
        expect(() => parseConfig(raw)).toThrow(ConfigError);
      }),
    );
  });

  it('parseConfig: an API host or webDriveUrl that is a string but not a URL gives a ConfigError naming it (never a TypeError)', () => {
    const notUrl = fc.oneof(fc.string().filter((x) => !URL.canParse(x)), domain, fc.constantFrom('', 'api.example.com', '//api.example.com', 'https//x', 'http:'));
    const where = fc.constantFrom('apiHosts.drive', 'apiHosts.feedback', 'apiHosts.access', 'apiHosts.config', 'webDriveUrl');
    fc.assert(
      fc.property(goodConfig, where, notUrl, (raw, path, value) => {
        const [top, key] = path.split('.') as [string, string | undefined];
        const patched = key ? { ...raw, apiHosts: { ...raw.apiHosts, [key]: value } } : { ...raw, [top]: value };
        let thrown: unknown = null;
        try {
          parseConfig(patched);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(ConfigError);
        expect((thrown as ConfigError).message).toContain(path);
      }),
    );
  });
});

// ---- User agent --------------------------------------------------------------------------------

describe('the user agent', { timeout: 60_000 }, () => {
  const MOBILE_TOKENS = ['Android', 'iPhone', 'iPad', 'iPod', 'webOS', 'BlackBerry', 'BB10', 'Windows Phone', 'IEMobile', 'Opera Mini', 'HarmonyOS', 'OpenHarmony', 'Mobile'];
  const NAMED = /android|iphone|ipad|ipod|webos|blackberry|bb10|windows phone|iemobile|opera mini|harmony|mobile|macintosh/i;
  const filler = fc.string({ maxLength: 60 }).filter((s) => !NAMED.test(s));
  const caseOf = (s: string, how: number) => (how === 0 ? s : how === 1 ? s.toUpperCase() : s.toLowerCase());
  const n = fc.integer({ min: 1, max: 200 });
  const desktop = fc.oneof(
    fc.tuple(n, n, n).map(([a, b, c]) => `Mozilla/5.0 (Windows NT ${a}.0; Win64; x64) AppleWebKit/${b}.36 (KHTML, like Gecko) Chrome/${c}.0 Safari/${b}.36`),
    fc.tuple(n, n).map(([a, b]) => `Mozilla/5.0 (X11; Linux x86_64; rv:${a}.0) Gecko/20100101 Firefox/${b}.0`),
    fc.tuple(n, n).map(([a, b]) => `Mozilla/5.0 (X11; CrOS x86_64 ${a}.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${b}.0 Safari/537.36`),
  );
  const mac = fc.tuple(n, n).map(([a, b]) => `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_${a}) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${b}.0 Safari/605.1.15`);

  it('never throws; anything but a string is a desktop', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: -1, max: 10 }), (ua, touch) => {
        const mobile = isMobileUserAgent(ua);
        const platform = platformOf(ua, touch);
        if (typeof ua !== 'string') expect([mobile, platform]).toEqual([false, 'desktop']);
        else expect(['android', 'ios', 'desktop']).toContain(platform);
      }),
    );
  });

  it('a user agent naming a mobile device, anywhere and in any case, is mobile; Android and Apple devices give their platform', () => {
    fc.assert(
      fc.property(filler, fc.constantFrom(...MOBILE_TOKENS), fc.integer({ min: 0, max: 2 }), filler, fc.integer({ min: 0, max: 10 }), (before, token, how, after, touch) => {
        const ua = `${before}${caseOf(token, how)}${after}`;
        expect(isMobileUserAgent(ua)).toBe(true);
        if (token === 'Android') expect(platformOf(ua, touch)).toBe('android');
        if (['iPhone', 'iPad', 'iPod'].includes(token)) expect(platformOf(ua, touch)).toBe('ios');
      }),
    );
  });

  it('desktop browsers are desktops; a Mac with a touch screen is an iPad', () => {
    fc.assert(
      fc.property(desktop, mac, fc.integer({ min: 0, max: 1 }), fc.integer({ min: 2, max: 10 }), (pc, macUa, noTouch, touch) => {
        expect(isMobileUserAgent(pc)).toBe(false);
        expect(platformOf(pc, touch)).toBe('desktop');
        expect(isMobileUserAgent(macUa)).toBe(false);
        expect(platformOf(macUa, noTouch)).toBe('desktop');
        expect(platformOf(macUa, touch)).toBe('ios');
      }),
    );
  });

  it('the referral pages tell the platform exactly as the download pages do', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), desktop, mac, fc.tuple(filler, fc.constantFrom(...MOBILE_TOKENS, 'Macintosh'), filler).map((p) => p.join(''))), fc.integer({ min: 0, max: 10 }), (ua, touch) => {
        expect(platformOfAgent(ua, touch)).toBe(platformOf(ua, touch));
      }),
    );
  });
});

// ---- Problems --------------------------------------------------------------------------------

describe('problems', { timeout: 60_000 }, () => {
  it('a refusal keeps the server’s status, code and error; a login failure and a silent app are named', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.option(fc.integer(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        (status, code, reason) => {
          const expected = status === 401 || code === 16 ? { kind: 'login-needed' } : { kind: 'refused', status, code, reason };
          expect(problemOf(new ApiError('server', status, code, reason))).toEqual(expected);
        },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom<BridgeMethod>(...(Object.keys(BRIDGE_METHODS) as BridgeMethod[])), fc.constantFrom('timeout' as const, 'bad-reply' as const, 'unavailable' as const), (method, status) => {
        expect(problemOf(new BridgeError(method, status))).toEqual({ kind: 'app-unreachable', cause: status });
      }),
    );
  });
});
