import { DEMO_USERS, MIN_VERSION_CODE } from './users';

export interface InviteRowData {
  invited_user: string;
  reward_source: 'vip_rebate' | 'invite_reward' | 'relation';
  reward_days: number;
  time: string;
}

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

/** Rows newest first, one every 19 hours back from `now`, mixing the three reward sources. */
function historyRows(now: number, count: number): InviteRowData[] {
  const rows: InviteRowData[] = [];
  let installs = 0;
  for (let i = count - 1; i >= 0; i -= 1) {
    const time = new Date(now - (i + 1) * 19 * 3_600_000).toISOString();
    const friend = `user_${(48_211 + i * 7919) % 99_991}`;
    if (i % 3 === 0) {
      installs += 1;
      rows.push({ invited_user: friend, reward_source: 'invite_reward', reward_days: installs === 1 ? 5 : 2, time });
    } else if (i % 3 === 1) {
      rows.push({ invited_user: friend, reward_source: 'relation', reward_days: 0, time });
    } else {
      rows.push({ invited_user: friend, reward_source: 'vip_rebate', reward_days: i % 2 ? 9 : 110, time });
    }
  }
  return rows.reverse();
}

/** The fake backend's in-memory data; `createStore()` gives a fresh copy (one per test). */
export function createStore(now = Date.now()) {
  return {
    giftCodes: new Map<string, { days: number; usedBy: string | null }>([
      ['PREMIUM30', { days: 30, usedBy: null }],
      ['USEDCODE', { days: 30, usedBy: '1002' }],
      ['TRIAL7', { days: 7, usedBy: null }],
    ]),
    inviteCodes: new Map<string, string>(
      Object.values(DEMO_USERS).flatMap((u) => (u ? [[u.inviteCode, u.userID] as [string, string]] : [])),
    ),
    /** Invitation history per inviter. */
    history: new Map<string, InviteRowData[]>([
      ['1001', historyRows(now, 45)],
      ['1002', []],
    ]),
    /** Who accepted an invitation: invited user id -> inviter user id. */
    relations: new Map<string, string>(),
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
    channelSubscriptions: new Map<string, { channel_id: string; title: string; subscribed_at: string }[]>(),
    minVersionCode: MIN_VERSION_CODE,
    debugOptions: { enable: false, uids: ['1002'] },
  };
}

export type Store = ReturnType<typeof createStore>;
