import {
  ANNUAL_PLAN_DAYS,
  distinctInvitations,
  installReward,
  MONTHLY_PLAN_DAYS,
  purchaseBonus,
  REFERRAL_RULES,
  type Purchase,
} from '../machines/referral/referral-rules';
import type { InviteRow } from '../protocol/api/schemas';
import { demoChannelSubscriptions } from './handlers-channel-subscription';
import { DEMO_GIFT_CODES, type GiftCode } from './handlers-gift-code';
import { DEMO_USERS, MIN_VERSION_CODE } from './users';

export interface SubscriptionData {
  id: string;
  status: 'active' | 'trialing' | 'past_due' | 'canceled';
  plan: { name: string; interval: 'month' | 'year'; amount: number; currency: string };
  current_period_end: string;
  cancel_at_period_end: boolean;
  payment_method: { brand: string; last4: string } | null;
  invoices: { id: string; created: string; amount: number; currency: string; status: string }[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** One of the demo inviter's friends: how they joined and what they bought (days after registration). */
export interface DemoFriend {
  name: string;
  deviceId: string;
  accountId: string;
  registeredAt: number;
  purchases: Purchase[];
}

/**
 * The member's invited friends, deterministic for a given `now`: every fourth friend
 * subscribes monthly after a free trial (each charge after the trial counts), every fourth
 * buys a year in the app, every fourth uses a free code and has a Premium code refunded
 * (neither earns anything), the rest buy nothing. One friend reuses another's device (counts
 * once) and one bought on day 370 (outside the 365-day window).
 */
function demoFriends(now: number): DemoFriend[] {
  const friends: DemoFriend[] = [];
  for (let i = 0; i < 18; i += 1) {
    const purchases: Purchase[] =
      i % 4 === 0
        ? [{ kind: 'subscription', days: 7, day: 0, trial: true }, ...[7, 37, 67].map((day) => ({ kind: 'subscription' as const, days: MONTHLY_PLAN_DAYS, day }))]
        : i % 4 === 1
          ? [{ kind: 'in-app-purchase', days: ANNUAL_PLAN_DAYS, day: 2 }]
          : i % 4 === 2
            ? [{ kind: 'free-code', days: 30, day: 1 }, { kind: 'premium-code', days: 30, day: 3, refunded: true }]
            : [];
    friends.push({
      name: `user_${(48_211 + i * 7919) % 99_991}`,
      deviceId: `friend-device-${i}`,
      accountId: `friend-account-${i}`,
      registeredAt: now - (i + 1) * 4 * DAY - i * 37 * MINUTE,
      purchases,
    });
  }
  friends.push({ name: 'user_77001', deviceId: 'friend-device-3', accountId: 'friend-account-dup', registeredAt: now - 90 * DAY, purchases: [] });
  friends.push({
    name: 'user_10400',
    deviceId: 'friend-device-old',
    accountId: 'friend-account-old',
    registeredAt: now - 400 * DAY,
    purchases: [{ kind: 'in-app-purchase', days: ANNUAL_PLAN_DAYS, day: 370 }],
  });
  return friends;
}

/**
 * The invitation history the service would show for these friends, computed with the rules
 * module: a relationship row when a friend joins, an install reward (5, then 2, up to the
 * 50th valid install; a repeated device or account counts once) about 30 minutes later, and
 * a purchase bonus for every counted purchase. Newest first, every time distinct (paging
 * relies on it).
 */
export function historyFromFriends(friends: readonly DemoFriend[], now: number): InviteRow[] {
  const rows: (Omit<InviteRow, 'time'> & { time: number })[] = [];
  const chronological = [...friends].sort((a, b) => a.registeredAt - b.registeredAt);
  const counted = new Set(distinctInvitations(chronological));
  let installs = 0;
  for (const f of chronological) {
    rows.push({ invited_user: f.name, reward_source: 'relation', reward_days: 0, time: f.registeredAt });
    if (counted.has(f)) {
      installs += 1;
      const days = installReward(installs);
      if (days > 0) rows.push({ invited_user: f.name, reward_source: 'invite_reward', reward_days: days, time: f.registeredAt + REFERRAL_RULES.rewardDelayMinutes * MINUTE });
    }
    for (const p of f.purchases) {
      const days = purchaseBonus(p);
      const time = f.registeredAt + p.day * DAY + 2 * HOUR;
      if (days > 0 && time < now) rows.push({ invited_user: f.name, reward_source: 'vip_rebate', reward_days: days, time });
    }
  }
  const seen = new Set<number>();
  return rows
    .map((r) => {
      let time = r.time;
      while (seen.has(time)) time += 1000;
      seen.add(time);
      return { ...r, time: new Date(time).toISOString() };
    })
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

/**
 * Demo switches read from the page address (the embedded default only): `__referral=withdrawn`
 * marks the logged-in inviter's install rewards as withdrawn for abuse (see mocks/README.md, "Referral demo data").
 */
function referralDemo(search: string | undefined): { withdrawn: boolean } {
  return { withdrawn: new URLSearchParams(search ?? '').get('__referral') === 'withdrawn' };
}

/** The fake backend's in-memory data; `createStore()` gives a fresh copy (one per test). */
export function createStore(now = Date.now(), demo = referralDemo(globalThis.location?.search)) {
  return {
    giftCodes: new Map<string, GiftCode>([
      ['PREMIUM30', { days: 30, usedBy: null }],
      ['USEDCODE', { days: 30, usedBy: '1002' }],
      ['TRIAL7', { days: 7, usedBy: null }],
      ...DEMO_GIFT_CODES,
    ]),
    inviteCodes: new Map<string, string>(
      Object.values(DEMO_USERS).flatMap((u) => (u ? [[u.inviteCode, u.userID] as [string, string]] : [])),
    ),
    /** Invitation history per inviter. */
    history: new Map<string, InviteRow[]>([
      ['1001', historyFromFriends(demoFriends(now), now)],
      ['1002', []],
    ]),
    /** Who accepted an invitation: invited user id -> inviter user id. */
    relations: new Map<string, string>(),
    /** Inviters whose install rewards were withdrawn for abuse (purchase bonuses continue). */
    rewardsWithdrawn: new Set<string>(demo.withdrawn ? ['1001', '1002'] : []),
    /** A cancel (true) or its undoing (false) per subscription id, over the demo's switches (handlers-subscription.ts). */
    cancelAtEnd: new Map<string, boolean>(),
    subscriptions: new Map<string, SubscriptionData>([
      [
        '1002',
        {
          id: 'sub_1Demo',
          status: 'active',
          plan: { name: 'Premium', interval: 'month', amount: 1099, currency: 'usd' },
          current_period_end: new Date(now + 17 * DAY).toISOString(),
          cancel_at_period_end: false,
          payment_method: { brand: 'visa', last4: '4242' },
          invoices: [1, 2, 3].map((n) => ({
            id: `in_demo_${n}`,
            created: new Date(now - (n * 30 - 13) * DAY).toISOString(),
            amount: 1099,
            currency: 'usd',
            status: 'paid',
          })),
        },
      ],
    ]),
    reports: [] as { reportType: string; resource: string; userid: string }[],
    channelSubscriptions: demoChannelSubscriptions(now),
    /** The end of each user's Premium (ms), which gift codes extend (§9). */
    premiumUntil: new Map<string, number>([['1002', now + 17 * DAY]]),
    minVersionCode: MIN_VERSION_CODE,
    debugOptions: { enable: false, uids: ['1002'] },
  };
}

export type Store = ReturnType<typeof createStore>;
