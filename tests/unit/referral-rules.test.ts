import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_PLAN_DAYS,
  distinctInvitations,
  FREE_KINDS,
  installReward,
  MONTHLY_PLAN_DAYS,
  PAID_KINDS,
  purchaseBonus,
  purchaseCounts,
  REFERRAL_RULES,
  refundClawback,
  shareOfDays,
  totalInstallRewards,
  totalPurchaseBonus,
  workedExamples,
  type Purchase,
  type PurchaseKind,
} from '../../machines/referral-rules';

const monthly = (day: number, extra: Partial<Purchase> = {}): Purchase => ({ kind: 'subscription', days: MONTHLY_PLAN_DAYS, day, ...extra });

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

  it('claws a refunded purchase back', () => {
    const bought = { kind: 'in-app-purchase', days: ANNUAL_PLAN_DAYS, day: 3 } as const;
    expect(purchaseBonus({ ...bought, refunded: true })).toBe(0);
    expect(refundClawback(bought)).toBe(110);
    expect(totalPurchaseBonus([monthly(0), { ...bought, refunded: true }])).toBe(9);
    // Nothing to claw back for a purchase that never earned anything.
    expect(refundClawback({ kind: 'gift', days: 30, day: 0 })).toBe(0);
    expect(refundClawback(monthly(400))).toBe(0);
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
    expect(purchaseCounts(charges[0]!)).toBe(false);
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

const ALL_KINDS: PurchaseKind[] = [...PAID_KINDS, ...FREE_KINDS];
const purchase = fc.record({
  kind: fc.constantFrom(...ALL_KINDS),
  days: fc.integer({ min: -10, max: 2000 }),
  day: fc.integer({ min: -5, max: 800 }),
  trial: fc.boolean(),
  refunded: fc.boolean(),
});
const RUNS = { numRuns: 1000 };

describe('referral rules: properties', () => {
  it('never gives a negative reward', () => {
    fc.assert(
      fc.property(fc.array(purchase), fc.integer({ min: -5, max: 200 }), (ps, n) => {
        expect(totalPurchaseBonus(ps)).toBeGreaterThanOrEqual(0);
        expect(installReward(n)).toBeGreaterThanOrEqual(0);
        expect(totalInstallRewards(n)).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('never counts a kind that is not paid', () => {
    fc.assert(
      fc.property(purchase, fc.constantFrom(...FREE_KINDS), (p, kind) => {
        expect(purchaseBonus({ ...p, kind })).toBe(0);
      }),
      RUNS,
    );
  });

  it('is additive over purchases', () => {
    fc.assert(
      fc.property(fc.array(purchase), fc.array(purchase), (a, b) => {
        expect(totalPurchaseBonus([...a, ...b])).toBe(totalPurchaseBonus(a) + totalPurchaseBonus(b));
      }),
      RUNS,
    );
  });

  it('never pays more than the rounded share of the days bought', () => {
    fc.assert(
      fc.property(purchase, (p) => {
        const bonus = purchaseBonus(p);
        expect(Number.isInteger(bonus)).toBe(true);
        expect(bonus).toBeLessThanOrEqual(Math.max(0, Math.round((p.days * REFERRAL_RULES.purchaseRewardPercent) / 100 + 1e-9)));
      }),
      RUNS,
    );
  });

  it('never lets install rewards grow past the 50th invitation', () => {
    fc.assert(
      fc.property(fc.integer({ min: REFERRAL_RULES.rewardedInstallLimit, max: 10_000 }), (n) => {
        expect(totalInstallRewards(n)).toBe(totalInstallRewards(REFERRAL_RULES.rewardedInstallLimit));
      }),
      RUNS,
    );
  });
});
