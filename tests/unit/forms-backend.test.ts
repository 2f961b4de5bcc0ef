// @vitest-environment node
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { GIFT_CODE_REFUSALS } from '../../machines/gift-code/gift-code-rules';
import { CHANNEL_REFUSALS } from '../../machines/channel-subscription/channel-rules';
import { ActivationReply, ContentSubscriptionChange, ContentSubscriptionsReply, ReportReply } from '../../protocol/api/schemas';
import { deriveClientUserInfo } from '../../protocol/user-info';
import { FAULT_KINDS, type Faults } from '../../mocks/faults';
import { createHandlers } from '../../mocks/handlers';
import { createStore, type Store } from '../../mocks/store';
import { rejection, testApi } from '../helpers/api';
import { serveFakeBackend } from '../helpers/fake-backend';

/**
 * Contract tests of the three API groups of the gift-code, report and channel pages against the fake backend: the documented
 * request shapes and headers (protocol/api/README.md), the designed refusals, and one
 * ApiError for every injected fault.
 */
let faults: Faults = new Map();
let store: Store = createStore(Date.UTC(2026, 10, 1));
const { requests } = serveFakeBackend(...createHandlers(new Proxy({} as Store, { get: (_, key) => store[key as keyof Store] }), () => faults));

beforeEach(() => {
  faults = new Map();
  store = createStore(Date.UTC(2026, 10, 1));
});

const apiAs = (token: string | null) => testApi(token, { deviceId: 'device-9', language: 'ar' });
const member = apiAs('demo-token-member');
const premium = apiAs('demo-token-premium');

describe('gift codes: POST /vip/v1/order/activation-code', () => {
  it('sends {activation_code} with bearer, device id and Accept-Language, and answers the documented shape', async () => {
    const reply = await member.redeemActivationCode({ activation_code: 'PREMIUM30' });
    const r = requests[0]!;
    expect(r.headers.get('authorization')).toBe('Bearer demo-token-member');
    expect(r.headers.get('x-device-id')).toBe('device-9');
    expect(r.headers.get('accept-language')).toBe('ar');
    expect(await r.json()).toEqual({ activation_code: 'PREMIUM30' });
    expect(v.is(ActivationReply, reply)).toBe(true);
    expect(reply.add_days).toBe(30);
    expect(Date.parse(reply.data?.expire ?? '')).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('adds the days to the end of the current Premium', async () => {
    store = createStore(Date.now());
    const before = store.premiumUntil.get('1002')!;
    const reply = await premium.redeemActivationCode({ activation_code: 'TRIAL7' });
    // Premium ran 17 more days: the 7 days come after them, not from today.
    expect(Date.parse(reply.data!.expire!) - before).toBe(7 * 86_400_000);
  });

  it.each([
    ['NOSUCHCODE', 'member', 'unknown'],
    ['USEDCODE', 'member', 'used'],
    ['EXPIRED90', 'member', 'expired'],
    ['COMP2DAYS', 'member', 'not-eligible'],
    ['VERIFY30', 'member', 'verification'],
  ] as const)('refuses %s for %s with the designed %s code', async (code, user, refusal) => {
    const error = await rejection(apiAs(`demo-token-${user}`).redeemActivationCode({ activation_code: code }));
    expect(error).toMatchObject({ kind: 'server', status: 400, serverCode: GIFT_CODE_REFUSALS[refusal].code, serverError: GIFT_CODE_REFUSALS[refusal].error });
  });

  it('lets a Premium user redeem the Premium-only code, once', async () => {
    await expect(premium.redeemActivationCode({ activation_code: 'COMP2DAYS' })).resolves.toMatchObject({ add_days: 2 });
    expect(await rejection(premium.redeemActivationCode({ activation_code: 'COMP2DAYS' }))).toMatchObject({ serverCode: 4003 });
  });

  it('carries a popup for GIFTPOPUP', async () => {
    const reply = await member.redeemActivationCode({ activation_code: 'GIFTPOPUP' });
    expect(reply.popup?.title?.text).toBeTruthy();
    expect(reply.popup?.button?.deepLink).toMatch(/^https:\/\/mypikpak\.com\//);
  });

  it('asks for a log-in without a token (401, code 16)', async () => {
    expect(await rejection(apiAs(null).redeemActivationCode({ activation_code: 'PREMIUM30' }))).toMatchObject({ status: 401, serverCode: 16 });
  });
});

describe('harmful-link report: POST feedback /report', () => {
  it('sends {reportType, resource, userInfo} with device id and language, never the token', async () => {
    const userInfo = deriveClientUserInfo({ isLogin: true, isVip: false, userID: '1001' }, { deviceId: 'device-9' });
    const reply = await member.report({ reportType: 'political', resource: 'magnet:?xt=urn:btih:abc', userInfo });
    expect(v.is(ReportReply, reply)).toBe(true);
    const r = requests[0]!;
    expect(new URL(r.url).pathname).toBe('/report');
    expect(r.headers.get('authorization')).toBeNull();
    expect(r.headers.get('x-device-id')).toBe('device-9');
    const body = (await r.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['reportType', 'resource', 'userInfo']);
    expect(JSON.stringify(body)).not.toContain('demo-token');
    expect(store.reports).toEqual([{ reportType: 'political', resource: 'magnet:?xt=urn:btih:abc', userid: '1001' }]);
  });
});

describe('channel subscriptions: GET, POST, DELETE /contentSubscription/v1/subscribe', () => {
  it('lists none for member and two for premium, with bearer and device id', async () => {
    const none = await member.contentSubscriptions();
    expect(none.subscriptions).toEqual([]);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer demo-token-member');
    expect(requests[0]!.headers.get('x-device-id')).toBe('device-9');
    const two = await premium.contentSubscriptions();
    expect(v.is(ContentSubscriptionsReply, two)).toBe(true);
    expect(two.subscriptions.map((s) => s.channel_id)).toEqual(['pikpak_news', '-1001234567890']);
  });

  it('subscribes with {channel_id} (again is no error) and cancels with {channel_id}', async () => {
    expect(v.is(ContentSubscriptionChange, await member.subscribeContent({ channel_id: 'pikpak_demo' }))).toBe(true);
    await member.subscribeContent({ channel_id: 'pikpak_demo' });
    expect(await requests[0]!.json()).toEqual({ channel_id: 'pikpak_demo' });
    expect((await member.contentSubscriptions()).subscriptions).toEqual([expect.objectContaining({ channel_id: 'pikpak_demo', title: 'PikPak Demo' })]);
    await member.unsubscribeContent({ channel_id: 'pikpak_demo' });
    const del = requests.find((r) => r.method === 'DELETE')!;
    expect(await del.json()).toEqual({ channel_id: 'pikpak_demo' });
    expect((await member.contentSubscriptions()).subscriptions).toEqual([]);
  });

  it('refuses an unknown channel (4041) and a cancel of a channel not subscribed (4040)', async () => {
    expect(await rejection(member.subscribeContent({ channel_id: 'no_such_channel' }))).toMatchObject({
      status: 404,
      serverCode: CHANNEL_REFUSALS['channel-unknown'].code,
    });
    expect(await rejection(member.unsubscribeContent({ channel_id: 'pikpak_demo' }))).toMatchObject({
      status: 404,
      serverCode: CHANNEL_REFUSALS['not-subscribed'].code,
    });
  });
});

describe('injected faults', () => {
  const calls = {
    'activation-code': () => member.redeemActivationCode({ activation_code: 'TRIAL7' }),
    report: () => member.report({ reportType: 'porn', resource: 'https://example.com/', userInfo: deriveClientUserInfo(null, null) }),
    subscribe: () => member.subscribeContent({ channel_id: 'pikpak_demo' }),
  } as const;
  const expected = { '500': { kind: 'server', status: 500 }, '401': { kind: 'server', status: 401, serverCode: 16 }, timeout: { kind: 'timeout' }, malformed: { kind: 'bad-response' }, offline: { kind: 'network' }, empty: { kind: 'bad-response' }, 'error-200': { kind: 'server', serverCode: 4002, serverError: 'invite_code_invalid' } };
  for (const [call, run] of Object.entries(calls)) {
    it.each(FAULT_KINDS.map((k) => [k]))(`${call}:%s is one ApiError`, async (kind) => {
      faults = new Map([[call, kind]]);
      expect(await rejection(run())).toMatchObject(expected[kind]);
    });
  }
  it('subscribe faults apply to the list and the cancel too', async () => {
    faults = new Map([['subscribe', '500']]);
    expect(await rejection(member.contentSubscriptions())).toMatchObject({ status: 500 });
    expect(await rejection(member.unsubscribeContent({ channel_id: 'x' }))).toMatchObject({ status: 500 });
  });
});
