import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_PLAN_DAYS,
  appVersionOf,
  distinctInvitations,
  entryOpening,
  installReward,
  hasEarned,
  invitedLayout,
  inviteCodeEntryInput,
  inviteLink,
  isUnknownInviteCode,
  MONTHLY_PLAN_DAYS,
  platformOfAgent,
  purchaseBonus,
  redemptionFailureOf,
  redemptionOf,
  REFERRAL_RULES,
  workedExamples,
  type Purchase,
} from '../../machines/referral/referral-rules';
import { problemOf } from '../../machines/core/problem';
import { ApiError } from '../../protocol/api/errors';

type PurchaseKind = Purchase['kind'];
type InvitedFacts = Parameters<typeof invitedLayout>[0];
const PAID_KINDS: PurchaseKind[] = ['subscription', 'in-app-purchase', 'premium-code', 'trial-code'];
const FREE_KINDS: PurchaseKind[] = ['free-code', 'gift'];

const monthly = (day: number, extra: Partial<Purchase> = {}): Purchase => ({ kind: 'subscription', days: MONTHLY_PLAN_DAYS, day, ...extra });
/** The bonus of several purchases: each one's, rounded on its own, summed. */
const totalPurchaseBonus = (ps: readonly Purchase[]) => ps.reduce((sum, p) => sum + purchaseBonus(p), 0);
/** The install rewards of the first `count` valid install invitations. */
const totalInstallRewards = (count: number) => Array.from({ length: Math.max(0, count) }, (_, i) => installReward(i + 1)).reduce((a, b) => a + b, 0);
/** The bonus of one paid purchase of `days` days, on day 0. */
const shareOfDays = (days: number) => purchaseBonus({ kind: 'premium-code', days, day: 0 });

describe('referral rules: the spec examples', () => {
  it('gives 36 days for four monthly purchases', () => {
    expect(totalPurchaseBonus([0, 30, 60, 90].map((d) => monthly(d)))).toBe(36);
    expect(workedExamples()).toMatchObject({ monthlyPurchases: 4, monthlyDays: 30, monthlyTotal: 36 });
  });

  it('gives 110 days for an annual purchase (109.5 rounded half up)', () => {
    expect(purchaseBonus({ kind: 'in-app-purchase', days: ANNUAL_PLAN_DAYS, day: 10 })).toBe(110);
    expect(workedExamples()).toMatchObject({ annualDays: 365, annualTotal: 110 });
  });

  it('rounds each purchase half up, not the total', () => {
    expect(shareOfDays(30)).toBe(9);
    expect(shareOfDays(365)).toBe(110);
    expect(shareOfDays(5)).toBe(2); // 1.5 -> 2
    expect(shareOfDays(1)).toBe(0); // 0.3 -> 0
    expect(shareOfDays(2)).toBe(1); // 0.6 -> 1
    // Two 5-day purchases: 2 + 2, where rounding the total (3.0) would give 3.
    expect(totalPurchaseBonus([{ kind: 'premium-code', days: 5, day: 1 }, { kind: 'premium-code', days: 5, day: 2 }])).toBe(4);
  });

  it('states the constants of §9 once', () => {
    expect(REFERRAL_RULES).toEqual({
      purchaseRewardPercent: 30,
      purchaseWindowDays: 365,
      firstInstallRewardDays: 5,
      laterInstallRewardDays: 2,
      rewardedInstallLimit: 50,
      friendRewardDays: 5,
      codeWindowHours: 12,
      fileWindowHours: 12,
      rewardDelayMinutes: 30,
      historyPageSize: 30,
      historyCompactRows: 5,
    });
  });
});

describe('referral rules: edge cases', () => {
  it('counts a purchase on day 365 but not on day 366', () => {
    expect(purchaseBonus(monthly(365))).toBe(9);
    expect(purchaseBonus(monthly(366))).toBe(0);
    expect(purchaseBonus(monthly(0))).toBe(9);
    expect(purchaseBonus(monthly(-1))).toBe(0);
  });

  it('pays 5 days for the first install, 2 for each following one, up to the 50th', () => {
    expect(installReward(1)).toBe(5);
    expect(installReward(2)).toBe(2);
    expect(installReward(50)).toBe(2);
    expect(installReward(51)).toBe(0);
    expect(installReward(0)).toBe(0);
    expect(totalInstallRewards(1)).toBe(5);
    expect(totalInstallRewards(50)).toBe(5 + 49 * 2);
    expect(totalInstallRewards(51)).toBe(totalInstallRewards(50));
    expect(totalInstallRewards(0)).toBe(0);
  });

  it('pays nothing for a refunded purchase', () => {
    const bought = { kind: 'in-app-purchase', days: ANNUAL_PLAN_DAYS, day: 3 } as const;
    expect(purchaseBonus(bought)).toBe(110);
    expect(purchaseBonus({ ...bought, refunded: true })).toBe(0);
    expect(totalPurchaseBonus([monthly(0), { ...bought, refunded: true }])).toBe(9);
  });

  it('never counts free codes or gifts', () => {
    expect(purchaseBonus({ kind: 'free-code', days: 30, day: 0 })).toBe(0);
    expect(purchaseBonus({ kind: 'gift', days: 365, day: 0 })).toBe(0);
  });

  it('counts every paid kind, trial codes included', () => {
    for (const kind of PAID_KINDS) expect(purchaseBonus({ kind, days: 30, day: 1 }), kind).toBe(9);
  });

  it('does not count a subscription trial, but counts each charge after it', () => {
    const charges = [monthly(0, { trial: true, days: 7 }), monthly(7), monthly(37), monthly(67)];
    expect(charges.map(purchaseBonus)).toEqual([0, 9, 9, 9]);
    expect(totalPurchaseBonus(charges)).toBe(27);
  });

  it('counts the same device or the same account only once', () => {
    const counted = distinctInvitations([
      { deviceId: 'd1', accountId: 'a1' },
      { deviceId: 'd1', accountId: 'a2' },
      { deviceId: 'd2', accountId: 'a1' },
      { deviceId: 'd3', accountId: 'a3' },
    ]);
    expect(counted).toEqual([
      { deviceId: 'd1', accountId: 'a1' },
      { deviceId: 'd3', accountId: 'a3' },
    ]);
  });
});

const ALL_KINDS = [...PAID_KINDS, ...FREE_KINDS];
const purchase = fc.record({
  kind: fc.constantFrom(...ALL_KINDS),
  days: fc.integer({ min: -10, max: 2000 }),
  day: fc.integer({ min: -5, max: 800 }),
  trial: fc.boolean(),
  refunded: fc.boolean(),
});

describe('referral rules: properties', () => {
  it('never gives a negative reward', () => {
    fc.assert(
      fc.property(fc.array(purchase), fc.integer({ min: -5, max: 200 }), (ps, n) => {
        expect(totalPurchaseBonus(ps)).toBeGreaterThanOrEqual(0);
        expect(installReward(n)).toBeGreaterThanOrEqual(0);
        expect(totalInstallRewards(n)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never counts a kind that is not paid', () => {
    fc.assert(
      fc.property(purchase, fc.constantFrom(...FREE_KINDS), (p, kind) => {
        expect(purchaseBonus({ ...p, kind })).toBe(0);
      }),
    );
  });

  it('is additive over purchases', () => {
    fc.assert(
      fc.property(fc.array(purchase), fc.array(purchase), (a, b) => {
        expect(totalPurchaseBonus([...a, ...b])).toBe(totalPurchaseBonus(a) + totalPurchaseBonus(b));
      }),
    );
  });

  it('never pays more than the rounded share of the days bought', () => {
    fc.assert(
      fc.property(purchase, (p) => {
        const bonus = purchaseBonus(p);
        expect(Number.isInteger(bonus)).toBe(true);
        expect(bonus).toBeLessThanOrEqual(Math.max(0, Math.round((p.days * REFERRAL_RULES.purchaseRewardPercent) / 100 + 1e-9)));
      }),
    );
  });

  it('never lets install rewards grow past the 50th invitation', () => {
    fc.assert(
      fc.property(fc.integer({ min: REFERRAL_RULES.rewardedInstallLimit, max: 10_000 }), (n) => {
        expect(totalInstallRewards(n)).toBe(totalInstallRewards(REFERRAL_RULES.rewardedInstallLimit));
      }),
    );
  });
});

describe('referral page rules', () => {
  it('checks the version only of an app that told it (§2.2)', () => {
    expect(appVersionOf('android', 10500)).toEqual({ platform: 'android', versionCode: 10500 });
    expect(appVersionOf('ios', 0)).toEqual({ platform: 'ios', versionCode: 0 });
    expect(appVersionOf('ios', undefined)).toBeNull();
    expect(appVersionOf('absent', 10500)).toBeNull();
  });

  it('links to this site’s invited page with the code encoded', () => {
    expect(inviteLink('https://a.example', 'TESTCODE')).toBe('https://a.example/activity/invited?code=TESTCODE');
    expect(inviteLink('https://a.example', 'A B&C')).toBe('https://a.example/activity/invited?code=A%20B%26C');
  });

  it('tells the friend’s platform from the user agent, an iPad posing as a Mac included', () => {
    expect(platformOfAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe('android');
    expect(platformOfAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe('ios');
    expect(platformOfAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(platformOfAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('desktop');
    expect(platformOfAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 0)).toBe('desktop');
  });

  describe('what the invited page shows (§2.2)', () => {
    const facts = (f: Partial<InvitedFacts>): InvitedFacts => ({ code: 'TESTCODE', codeUnknown: false, host: 'absent', platform: 'android', loggedIn: false, ...f });

    it('puts the code first in an iOS browser, and last everywhere else', () => {
      expect(invitedLayout(facts({ platform: 'ios' }))).toMatchObject({ codeFirst: true, codeLast: false, steps: true, getTheApp: ['ios', 'android', 'desktop'] });
      expect(invitedLayout(facts({ platform: 'android' }))).toMatchObject({ codeFirst: false, codeLast: true, getTheApp: ['android', 'ios', 'desktop'] });
      expect(invitedLayout(facts({ platform: 'desktop' }))).toMatchObject({ codeFirst: false, codeLast: true, getTheApp: ['desktop', 'android', 'ios'] });
      // Until the browser is read: the default order, the code after the steps.
      expect(invitedLayout(facts({ platform: null }))).toMatchObject({ codeFirst: false, codeLast: true, getTheApp: ['android', 'ios', 'desktop'] });
    });

    it('lets an app user accept in place, or asks them to log in, and offers no download inside the app', () => {
      // In the app there is nothing to install: no steps, no code to copy for later; accepting is here.
      expect(invitedLayout(facts({ host: 'ios', platform: 'ios', loggedIn: true }))).toEqual({ codeFirst: false, accept: 'form', getTheApp: [], steps: false, codeLast: false, typeCode: false });
      expect(invitedLayout(facts({ host: 'android', platform: 'android', loggedIn: false }))).toEqual({ codeFirst: false, accept: 'log-in', getTheApp: [], steps: false, codeLast: false, typeCode: false });
      expect(invitedLayout(facts({ loggedIn: true })).accept).toBeNull();
    });

    it('sends an app user whose link has no usable code to enter the code by hand, and never a browser reader', () => {
      for (const loggedIn of [true, false]) {
        expect(invitedLayout(facts({ host: 'android', platform: 'android', loggedIn, code: null }))).toMatchObject({ accept: null, typeCode: true, steps: false });
        expect(invitedLayout(facts({ host: 'ios', platform: 'ios', loggedIn, codeUnknown: true }))).toMatchObject({ accept: null, typeCode: true, steps: false });
      }
      for (const f of [facts({ code: null }), facts({ codeUnknown: true }), facts({})]) expect(invitedLayout(f).typeCode).toBe(false);
    });

    it('offers only the app for a link without a code, or with a code no inviter has', () => {
      for (const f of [facts({ code: null }), facts({ codeUnknown: true, platform: 'ios' }), facts({ codeUnknown: true, host: 'android', loggedIn: true })]) {
        expect(invitedLayout(f)).toMatchObject({ codeFirst: false, accept: null, steps: false, codeLast: false });
      }
      expect(invitedLayout(facts({ code: null })).getTheApp).toHaveLength(3);
    });
  });

  it('calls a code unknown only when the lookup was refused with 404', () => {
    expect(isUnknownInviteCode(problemOf(new ApiError('server', 404, 4004, 'invite_code_not_found')))).toBe(true);
    expect(isUnknownInviteCode(problemOf(new ApiError('server', 500)))).toBe(false);
    expect(isUnknownInviteCode(problemOf(new ApiError('network')))).toBe(false);
    expect(isUnknownInviteCode(null)).toBe(false);
  });

  it('opens the code entry unless the server says this user can no longer accept; a failed check opens it', () => {
    expect(entryOpening('loading', null)).toBe('checking');
    expect(entryOpening('ready', { can_accept: true })).toBe('open');
    expect(entryOpening('ready', { can_accept: false })).toBe('closed');
    expect(entryOpening('failed', null)).toBe('open');
  });

  it('requires a code, sends it trimmed, and refuses the user’s own (§5.2)', () => {
    const check = (code: string, own: string | null) => inviteCodeEntryInput('invitation', null, own).validate!({ code });
    expect(check('  ', null)).toEqual({ ok: false, reason: 'empty' });
    expect(check(' TESTCODE ', null)).toEqual({ ok: true, value: 'TESTCODE' });
    expect(check(' vipfriend ', 'VIPFRIEND')).toEqual({ ok: false, reason: 'own-code' });
    expect(check('TESTCODE', 'VIPFRIEND')).toEqual({ ok: true, value: 'TESTCODE' });
  });

  it('starts the code entry with the link’s code, and counts it as invite_code with its page', () => {
    expect(inviteCodeEntryInput('invited', 'TESTCODE', null)).toMatchObject({ fields: { code: 'TESTCODE' }, track: { name: 'invite_code', extra: { page: 'invited' } } });
    expect(inviteCodeEntryInput('invitation', null, 'X').fields).toEqual({ code: '' });
  });

  it('reads the friend’s reward as add_days, else invited_days; none is the relationship only (§8)', () => {
    expect(redemptionOf({ add_days: 5, invited_days: 7 })).toEqual({ days: 5, expire: null });
    expect(redemptionOf({ add_days: 0, invited_days: 7 })).toEqual({ days: 7, expire: null });
    expect(redemptionOf({ add_days: 0, invited_days: 0 })).toEqual({ days: null, expire: null });
  });

  it('reads the new end of Premium from the reply when it is a date', () => {
    const expire = '2027-01-12T08:00:00.000Z';
    expect(redemptionOf({ add_days: 5, invited_days: 5, data: { expire } })).toEqual({ days: 5, expire });
    expect(redemptionOf({ add_days: 5, invited_days: 5, data: { expire: 'soon' } })).toEqual({ days: 5, expire: null });
    expect(redemptionOf({ add_days: 5, invited_days: 5, data: {} }).expire).toBeNull();
  });

  it('shows totals only to someone who has earned something: no row of zeros', () => {
    const none = { invited_nums: 0, add_days: 0, join_vip_nums: 0, invited_join_days: 0 };
    expect(hasEarned(none)).toBe(false);
    for (const key of Object.keys(none) as (keyof typeof none)[]) expect(hasEarned({ ...none, [key]: 1 })).toBe(true);
  });

  it('tells an unusable code (server code 4002) from any other failure', () => {
    expect(redemptionFailureOf(problemOf(new ApiError('server', 400, 4002, 'invite_code_invalid')))).toBe('code-unusable');
    expect(redemptionFailureOf(problemOf(new ApiError('server', 400, 4001, 'activation_code_not_found')))).toBe('other');
    // No reply: the outcome is unknown, not a failure (issue 32 L10).
    expect(redemptionFailureOf(problemOf(new ApiError('timeout')))).toBe('unsure');
    expect(redemptionFailureOf(null)).toBe('other');
  });
});
