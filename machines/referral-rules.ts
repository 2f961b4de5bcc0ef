/**
 * The referral programme's rules (§4, §5, §9) as pure functions. Every figure the invitation
 * pages state is one of these constants, interpolated into the translated text, so the rules
 * on the page and the rules the fake backend and the tests apply are the same rules.
 */
export const REFERRAL_RULES = {
  /** The inviter earns this share (in percent) of the days of each counted purchase. */
  purchaseRewardPercent: 30,
  /** A purchase counts when made within this many days of the friend's registration (day 0). */
  purchaseWindowDays: 365,
  /** Extra days for the first valid install invitation. */
  firstInstallRewardDays: 5,
  /** Extra days for each following valid install invitation. */
  laterInstallRewardDays: 2,
  /** Only this many valid install invitations earn install rewards. */
  rewardedInstallLimit: 50,
  /** Extra days the invited friend gets. */
  friendRewardDays: 5,
  /** The invitation code must be submitted within this many hours of install. */
  codeWindowHours: 12,
  /** Shared file: the install must follow account creation within this many hours. */
  fileWindowHours: 12,
  /** Rewards usually arrive within this many minutes (possibly later). */
  rewardDelayMinutes: 30,
  /** Rows per page of the invitation history (GET inviteList `limit`). */
  historyPageSize: 30,
} as const;

/** Days of the plans the rules text uses as worked examples (§9). */
export const MONTHLY_PLAN_DAYS = 30;
export const ANNUAL_PLAN_DAYS = 365;
/** The first worked example counts this many monthly purchases. */
export const EXAMPLE_MONTHLY_PURCHASES = 4;

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

/** Purchase kinds that earn the inviter a bonus (§5). */
export const PAID_KINDS = ['subscription', 'in-app-purchase', 'premium-code', 'trial-code'] as const;
/** Kinds that never earn a bonus: free codes and gifts. */
export const FREE_KINDS = ['free-code', 'gift'] as const;
export type PaidKind = (typeof PAID_KINDS)[number];
export type PurchaseKind = PaidKind | (typeof FREE_KINDS)[number];

/** One purchase (or one subscription charge) by an invited friend. */
export interface Purchase {
  kind: PurchaseKind;
  /** Premium days bought. */
  days: number;
  /** Whole days between the friend's registration and the purchase (registration day is 0). */
  day: number;
  /** A subscription's free trial period: not a charge, so it never counts. */
  trial?: boolean;
  /** Refunded purchases earn nothing; a bonus already paid for one is clawed back. */
  refunded?: boolean;
}

export function isPaidKind(kind: PurchaseKind): kind is PaidKind {
  return (PAID_KINDS as readonly string[]).includes(kind);
}

/** True when the purchase's day falls in the window: day 0 to day 365 inclusive. */
export function withinPurchaseWindow(day: number): boolean {
  return Number.isInteger(day) && day >= 0 && day <= REFERRAL_RULES.purchaseWindowDays;
}

/**
 * 30% of the bought days, rounded half up, per purchase. Integer arithmetic keeps .5 exact:
 * a monthly purchase (30 days) gives 9, an annual one (365 days) 109.5, so 110.
 */
export function shareOfDays(days: number): number {
  if (!Number.isInteger(days) || days <= 0) return 0;
  return Math.floor((days * REFERRAL_RULES.purchaseRewardPercent + 50) / 100);
}

/** True when the purchase earns the inviter a bonus (ignoring refunds). */
export function purchaseCounts(p: Purchase): boolean {
  return isPaidKind(p.kind) && !(p.kind === 'subscription' && p.trial === true) && withinPurchaseWindow(p.day);
}

/** The bonus a purchase earns the inviter; 0 for one that does not count or was refunded. */
export function purchaseBonus(p: Purchase): number {
  return purchaseCounts(p) && !p.refunded ? shareOfDays(p.days) : 0;
}

/** The days taken back when a purchase that had earned a bonus is refunded. */
export function refundClawback(p: Purchase): number {
  return purchaseCounts(p) ? shareOfDays(p.days) : 0;
}

/** The total purchase bonus for a friend's purchases: no cap, the sum of each purchase's. */
export function totalPurchaseBonus(purchases: readonly Purchase[]): number {
  return purchases.reduce((sum, p) => sum + purchaseBonus(p), 0);
}

/** The days the n-th valid install invitation (1-based) earns: 5, then 2, none after the 50th. */
export function installReward(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > REFERRAL_RULES.rewardedInstallLimit) return 0;
  return n === 1 ? REFERRAL_RULES.firstInstallRewardDays : REFERRAL_RULES.laterInstallRewardDays;
}

/** The days `count` valid install invitations earn in all. */
export function totalInstallRewards(count: number): number {
  let sum = 0;
  for (let n = 1; n <= Math.min(count, REFERRAL_RULES.rewardedInstallLimit); n += 1) sum += installReward(n);
  return sum;
}

/** An install invitation as the service sees it. */
export interface InstallInvitation {
  deviceId: string;
  accountId: string;
}

/** The invitations that count: a device or an account already counted counts only once. */
export function distinctInvitations<T extends InstallInvitation>(invitations: readonly T[]): T[] {
  const devices = new Set<string>();
  const accounts = new Set<string>();
  const counted: T[] = [];
  for (const i of invitations) {
    if (devices.has(i.deviceId) || accounts.has(i.accountId)) continue;
    devices.add(i.deviceId);
    accounts.add(i.accountId);
    counted.push(i);
  }
  return counted;
}

/** The two worked examples of the rules text (§9), computed by the rules themselves. */
export function workedExamples() {
  const monthly: Purchase = { kind: 'subscription', days: MONTHLY_PLAN_DAYS, day: 0 };
  const annual: Purchase = { kind: 'in-app-purchase', days: ANNUAL_PLAN_DAYS, day: 0 };
  return {
    monthlyPurchases: EXAMPLE_MONTHLY_PURCHASES,
    monthlyDays: MONTHLY_PLAN_DAYS,
    monthlyTotal: totalPurchaseBonus(
      Array.from({ length: EXAMPLE_MONTHLY_PURCHASES }, (_, i) => ({ ...monthly, day: i * MONTHLY_PLAN_DAYS })),
    ),
    annualDays: ANNUAL_PLAN_DAYS,
    annualTotal: purchaseBonus(annual),
  };
}
