// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../protocol/api/client';
import { ApiError } from '../../protocol/api/errors';
import { parseConfig } from '../../protocol/config';
import { createHandlers } from '../../mocks/handlers';
import { createStore, historyFromFriends, type Store } from '../../mocks/store';
import { REFERRAL_RULES } from '../../machines/referral/referral-rules';
import { runtimeConfig } from '../../scripts/runtime-config';
import { serveFakeBackend } from '../helpers/fake-backend';

const NOW = Date.UTC(2026, 10, 1);
let store: Store = createStore(NOW);
serveFakeBackend(...createHandlers(new Proxy({} as Store, { get: (_, key) => store[key as keyof Store] }), () => new Map()));

beforeEach(() => {
  store = createStore(NOW, { withdrawn: false });
});

const config = parseConfig({ ...runtimeConfig({}, true), apiTimeoutMs: 500 });
const apiAs = (token: string | null) => createApi(config, { token: () => token, deviceId: () => 'd', language: () => 'en-US', clientId: 'c' });
const member = apiAs('demo-token-member');
const premium = apiAs('demo-token-premium');

async function allRows(api: ReturnType<typeof apiAs>) {
  const rows = [];
  let begin: string | undefined;
  for (;;) {
    const page = await api.inviteList({ begin, limit: REFERRAL_RULES.historyPageSize });
    rows.push(...page.data);
    if (page.data.length < REFERRAL_RULES.historyPageSize) return rows;
    begin = page.data.at(-1)!.time;
  }
}

describe('fake backend: referral rules', () => {
  it('computes the demo history with the rules: install rewards 5 then 2, purchase bonuses 9 and 110', async () => {
    const rows = await allRows(member);
    expect(rows.length).toBeGreaterThan(REFERRAL_RULES.historyPageSize);
    const installs = rows.filter((r) => r.reward_source === 'invite_reward').reverse();
    expect(installs[0]!.reward_days).toBe(5);
    expect(installs.slice(1).every((r) => r.reward_days === 2)).toBe(true);
    expect(new Set(rows.filter((r) => r.reward_source === 'vip_rebate').map((r) => r.reward_days))).toEqual(new Set([9, 110]));
    const times = rows.map((r) => r.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(times).size).toBe(rows.length);
  });

  it('has totals that agree with the history', async () => {
    const rows = await allRows(member);
    const info = await member.inviteInfo();
    const sum = (source: string) => rows.filter((r) => r.reward_source === source).reduce((n, r) => n + r.reward_days, 0);
    expect(info.add_days).toBe(sum('invite_reward'));
    expect(info.invited_join_days).toBe(sum('vip_rebate'));
    expect(info.reward_withdrawn).toBe(false);
  });

  it('stops install rewards after the 50th valid install and counts a repeated device once', () => {
    const friends = Array.from({ length: 53 }, (_, i) => ({
      name: `f${i}`,
      deviceId: i === 52 ? 'dev-0' : `dev-${i}`,
      accountId: `acc-${i}`,
      registeredAt: NOW - (60 - i) * 86_400_000,
      purchases: [],
    }));
    const rows = historyFromFriends(friends, NOW);
    const installs = rows.filter((r) => r.reward_source === 'invite_reward');
    expect(installs).toHaveLength(REFERRAL_RULES.rewardedInstallLimit);
    expect(installs.reduce((n, r) => n + r.reward_days, 0)).toBe(5 + 49 * 2);
    expect(rows.filter((r) => r.reward_source === 'relation')).toHaveLength(53);
  });

  it('gives the premium user an empty history', async () => {
    await expect(premium.inviteList()).resolves.toEqual({ data: [] });
  });

  it('lets another user accept TESTCODE once, for 5 days, and records the relationship for the inviter', async () => {
    await expect(premium.checkInvite('1002')).resolves.toEqual({ can_accept: true });
    const reply = await premium.redeemActivationCode({ activation_code: 'TESTCODE', page: 'invite' });
    expect(reply.add_days).toBe(REFERRAL_RULES.friendRewardDays);
    const first = await member.inviteList();
    expect(first.data[0]).toMatchObject({ invited_user: 'Ren K.', reward_source: 'relation' });
    await expect(premium.checkInvite('1002')).resolves.toMatchObject({ can_accept: false });
    await expect(premium.redeemActivationCode({ activation_code: 'TESTCODE', page: 'invite' })).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses the inviter their own code and an unknown code', async () => {
    await expect(member.redeemActivationCode({ activation_code: 'TESTCODE', page: 'invite' })).rejects.toMatchObject({ serverCode: 4002 });
    await expect(premium.redeemActivationCode({ activation_code: 'NOSUCHCODE', page: 'invite' })).rejects.toMatchObject({ serverCode: 4002 });
  });

  it('reports withdrawn install rewards while purchase bonuses continue', async () => {
    const before = await member.inviteInfo();
    store = createStore(NOW, { withdrawn: true });
    const after = await member.inviteInfo();
    expect(after).toMatchObject({ reward_withdrawn: true, add_days: 0, invited_join_days: before.invited_join_days });
  });
});
