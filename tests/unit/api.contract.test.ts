// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { deriveClientUserInfo } from '../../protocol/user-info';
import { parseFaults, type Faults } from '../../mocks/faults';
import { createHandlers } from '../../mocks/handlers';
import { createStore } from '../../mocks/store';
import { rejection, testApi } from '../helpers/api';
import { serveFakeBackend } from '../helpers/fake-backend';

let faults: Faults = new Map();
const { requests } = serveFakeBackend(...createHandlers(createStore(Date.UTC(2026, 10, 1)), () => faults));

beforeEach(() => {
  faults = new Map();
});

const apiAs = (token: string | null) => testApi(token, { language: 'ko' });
const member = apiAs('demo-token-member');

describe('API client against the fake backend', () => {
  it('sends the bearer token, device id and language where §7 names them', async () => {
    await member.redeemActivationCode({ activation_code: 'PREMIUM30' });
    const r = requests[0]!;
    expect(r.method).toBe('POST');
    expect(new URL(r.url).pathname).toBe('/vip/v1/order/activation-code');
    expect(r.headers.get('authorization')).toBe('Bearer demo-token-member');
    expect(r.headers.get('x-device-id')).toBe('device-1');
    expect(r.headers.get('accept-language')).toBe('ko');
    expect(await r.json()).toEqual({ activation_code: 'PREMIUM30' });
  });

  it('sends client-id for area_accessible and no token', async () => {
    await expect(apiAs('demo-token-member').areaAccessible()).resolves.toEqual({ accessible: true, area: 'SG' });
    expect(requests[0]!.headers.get('x-client-id')).toBe('companion-web');
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('asks the thumbnail without the token, whoever is logged in', async () => {
    await expect(member.thumbnail({ url: 'https://example.com/y.mp4', hash: 'h' })).resolves.toHaveProperty('thumbnail_link');
    expect(new URL(requests[0]!.url).searchParams.get('url')).toBe('https://example.com/y.mp4');
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('redeems a gift code once; the second use gets the server error code', async () => {
    const api = member;
    const reply = await api.redeemActivationCode({ activation_code: 'TRIAL7' });
    expect(reply.add_days).toBe(7);
    const again = await rejection(api.redeemActivationCode({ activation_code: 'TRIAL7' }));
    expect(again).toMatchObject({ kind: 'server', status: 400, serverCode: 4003, serverError: 'activation_code_used' });
  });

  it('reports 401 with error_code 16 when there is no token', async () => {
    expect(await rejection(apiAs(null).inviteCode())).toMatchObject({ kind: 'server', status: 401, serverCode: 16 });
  });

  it('pages the invitation list by the last row time, 30 at a time, without duplicates', async () => {
    const first = await member.inviteList();
    expect(first.data).toHaveLength(30);
    expect(new URL(requests[0]!.url).searchParams.get('limit')).toBe('30');
    const second = await member.inviteList({ begin: first.data.at(-1)!.time });
    expect(second.data).toHaveLength(21);
    const times = [...first.data, ...second.data].map((r) => r.time);
    expect(new Set(times).size).toBe(51);
  });

  it('validates every other call', async () => {
    const guest = apiAs(null);
    await expect(member.inviteCode()).resolves.toEqual({ code: 'TESTCODE' });
    await expect(member.inviteInfo()).resolves.toEqual({ invited_nums: 19, add_days: 41, join_vip_nums: 9, invited_join_days: 613, reward_withdrawn: false });
    await expect(guest.inviter('TESTCODE')).resolves.toEqual({ user_name: 'Mia W.' });
    await expect(member.checkInvite('1001')).resolves.toEqual({ can_accept: true });
    await expect(guest.apkUrl('android')).resolves.toMatchObject({ url: expect.stringMatching(/^https:\/\/download\.mypikpak\.com\//) });
    await expect(member.thumbnail({ url: 'https://x/y.mp4', hash: 'h' })).resolves.toHaveProperty('thumbnail_link');
    await expect(apiAs('demo-token-premium').stripeSubscription()).resolves.toMatchObject({ subscription: { status: 'active' } });
    await expect(member.stripeSubscription()).resolves.toEqual({ subscription: null });
    await expect(apiAs('demo-token-premium').cancelStripeSubscription({ subscription_id: 'sub_1Demo' })).resolves.toMatchObject({
      subscription: { cancel_at_period_end: true },
    });
    const userInfo = deriveClientUserInfo(null, null);
    await expect(guest.report({ reportType: 'porn', resource: 'https://bad.example/x', userInfo })).resolves.toEqual({ result: 'ok' });
    await expect(guest.areaConnectivity(1)).resolves.toMatchObject({ region: 'SG' });
    await expect(member.subscribeContent({ channel_id: 'pikpak_demo' })).resolves.toEqual({ result: 'subscribed' });
    await expect(member.contentSubscriptions()).resolves.toMatchObject({ subscriptions: [{ channel_id: 'pikpak_demo' }] });
    await expect(member.unsubscribeContent({ channel_id: 'pikpak_demo' })).resolves.toEqual({ result: 'cancelled' });
    await expect(guest.debugOptions()).resolves.toMatchObject({ values: { debug_options: { allow_vconsole: { enable: false, uids: ['1002'] } } } });
    await expect(guest.checkClientVersion({ platform: 'android', version_code: 1 })).resolves.toMatchObject({ upgrade_required: true });
    await expect(guest.checkClientVersion({ platform: 'ios', version_code: 10500 })).resolves.toMatchObject({ upgrade_required: false });
  });

  it.each([
    ['500', { kind: 'server', status: 500 }],
    ['401', { kind: 'server', status: 401, serverCode: 16 }],
    ['malformed', { kind: 'bad-response' }],
    ['offline', { kind: 'network' }],
    ['timeout', { kind: 'timeout' }],
  ] as const)('maps an injected %s fault to one ApiError', async (kind, expected) => {
    faults = parseFaults(`inviteInfo:${kind}`);
    expect(await rejection(member.inviteInfo())).toMatchObject(expected);
  });

  it('retries a GET once after a network failure but never a POST', async () => {
    faults = parseFaults('inviteInfo:offline,activation-code:offline');
    await rejection(member.inviteInfo());
    expect(requests.filter((r) => r.url.includes('inviteInfo'))).toHaveLength(2);
    await rejection(member.redeemActivationCode({ activation_code: 'PREMIUM30' }));
    expect(requests.filter((r) => r.url.includes('activation-code'))).toHaveLength(1);
  });
});
