import { isInApp, type Host } from '../core/host';
import { isRefusal, type Problem } from '../core/problem';
import type { RequestStatus } from '../core/request.machine';
import type { Fields, SubmissionInput, Validation } from '../core/submission.machine';
import { isOneOf } from '../core/one-of';

/**
 * The referral program's rules (§4, §5, §9) and the invitation pages' rules (§2.2, §5.2,
 * §8) as pure functions. Every figure the invitation pages state is one of these constants,
 * interpolated into the translated text, so the rules on the page and the rules the fake
 * backend and the tests apply are the same rules.
 *
 * Reply shapes: the one source of each reply's type is its valibot schema in
 * protocol/api/schemas.ts (`v.InferOutput`); machines import protocol/'s types only (lint). A
 * rule here reads only the fields it needs, as a structural type (`{ can_accept: boolean }`),
 * and TypeScript checks at the wiring's call that the reply has them.
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
  /** Rows the invitation history shows before the reader asks for all of them ("Show all"). */
  historyCompactRows: 5,
} as const;

/**
 * Whether the inviter has anything to show in their totals: a friend invited, a friend who
 * bought Premium, or a day earned. Someone who has earned nothing sees how to earn instead of
 * a row of zeros.
 */
export function hasEarned(totals: { invited_nums: number; add_days: number; join_vip_nums: number; invited_join_days: number }): boolean {
  return totals.invited_nums + totals.add_days + totals.join_vip_nums + totals.invited_join_days > 0;
}

/** Days of the plans the rules text uses as worked examples (§9). */
export const MONTHLY_PLAN_DAYS = 30;
export const ANNUAL_PLAN_DAYS = 365;
/** The first worked example counts this many monthly purchases. */
const EXAMPLE_MONTHLY_PURCHASES = 4;

/** Purchase kinds that earn the inviter a bonus (§5.5). */
const PAID_KINDS = ['subscription', 'in-app-purchase', 'premium-code', 'trial-code'] as const;
/** Kinds that never earn a bonus: free codes and gifts. */
type FreeKind = 'free-code' | 'gift';
type PaidKind = (typeof PAID_KINDS)[number];
type PurchaseKind = PaidKind | FreeKind;

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

const isPaidKind = isOneOf(PAID_KINDS);

/** True when the purchase's day falls in the window: day 0 to day 365 inclusive. */
function withinPurchaseWindow(day: number): boolean {
  return Number.isInteger(day) && day >= 0 && day <= REFERRAL_RULES.purchaseWindowDays;
}

/**
 * 30% of the bought days, rounded half up, per purchase. Integer arithmetic keeps .5 exact:
 * a monthly purchase (30 days) gives 9, an annual one (365 days) 109.5, so 110.
 */
function shareOfDays(days: number): number {
  if (!Number.isInteger(days) || days <= 0) return 0;
  return Math.floor((days * REFERRAL_RULES.purchaseRewardPercent + 50) / 100);
}

/** True when the purchase earns the inviter a bonus (ignoring refunds). */
function purchaseCounts(p: Purchase): boolean {
  return isPaidKind(p.kind) && !(p.kind === 'subscription' && p.trial === true) && withinPurchaseWindow(p.day);
}

/** The bonus a purchase earns the inviter; 0 for one that does not count or was refunded. */
export function purchaseBonus(p: Purchase): number {
  return purchaseCounts(p) && !p.refunded ? shareOfDays(p.days) : 0;
}

/** The total purchase bonus for a friend's purchases: no cap, the sum of each purchase's. */
function totalPurchaseBonus(purchases: readonly Purchase[]): number {
  return purchases.reduce((sum, p) => sum + purchaseBonus(p), 0);
}

/** The days the n-th valid install invitation (1-based) earns: 5, then 2, none after the 50th. */
export function installReward(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > REFERRAL_RULES.rewardedInstallLimit) return 0;
  return n === 1 ? REFERRAL_RULES.firstInstallRewardDays : REFERRAL_RULES.laterInstallRewardDays;
}

/** An install invitation as the service sees it. */
interface InstallInvitation {
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

/** The app asking for the page, when there is one: its platform and version. */
export interface AppVersion {
  platform: 'android' | 'ios';
  versionCode: number;
}

/**
 * The app version the invitation page checks (§2.2): only inside an app that told its
 * version; a browser has no app version to check.
 */
export function appVersionOf(host: Host, versionCode: number | undefined): AppVersion | null {
  return isInApp(host) && versionCode !== undefined ? { platform: host, versionCode } : null;
}

/** The invitation link for a code: this site's /activity/invited page. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/activity/invited?code=${encodeURIComponent(code)}`;
}

/** The friend's platform: on iOS the code must be typed in after installing (§2.2). */
export type FriendPlatform = 'android' | 'ios' | 'desktop';

/** The platform a user agent names; iPadOS presents itself as a Mac with a touch screen. */
export function platformOfAgent(userAgent: string, maxTouchPoints: number): FriendPlatform {
  if (/Android/i.test(userAgent)) return 'android';
  const iPadAsMac = /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
  return /iPhone|iPad|iPod/i.test(userAgent) || iPadAsMac ? 'ios' : 'desktop';
}

/** What the invited page knows when it decides what to show. */
interface InvitedFacts {
  /** The validated code of the link, or null when it had none. */
  code: string | null;
  /** The inviter lookup said no inviter has this code. */
  codeUnknown: boolean;
  host: Host;
  /** The friend's platform; null until the browser has been read. */
  platform: FriendPlatform | null;
  loggedIn: boolean;
}

/** What the invited page shows, in order (§2.2). */
export interface InvitedLayout {
  /** The code with a copy button first: an iPhone or iPad browser, where the App Store passes no code on. */
  codeFirst: boolean;
  /** Accepting in place: 'form' for a logged-in app user, 'log-in' for one who must log in first. */
  accept: 'form' | 'log-in' | null;
  /** The ways to get the app, the friend's own platform first; none inside the app. */
  getTheApp: FriendPlatform[];
  /** The steps to accept after installing, naming the code (a browser only: in the app there is nothing to install). */
  steps: boolean;
  /** The code with a copy button after the steps (a browser, but not an iOS one). */
  codeLast: boolean;
  /**
   * Inside the app with no code to accept (none in the link, or one no inviter has): the way
   * on is to enter the friend's code by hand on the invitation page.
   */
  typeCode: boolean;
}

/**
 * The invited page's rules (§2.2): a code is usable when the link has one that is not known
 * to be unknown (a failed lookup does not make it unusable); inside the app the friend
 * accepts in place (or logs in first, or enters a code by hand when the link has none that
 * works), with no install steps; outside it they get the app; on iOS outside the app the code
 * comes first.
 */
export function invitedLayout(f: InvitedFacts): InvitedLayout {
  const usable = f.code !== null && !f.codeUnknown;
  const inApp = isInApp(f.host);
  const iosBrowser = f.platform === 'ios' && !inApp;
  const order: FriendPlatform[] =
    f.platform === 'ios' ? ['ios', 'android', 'desktop'] : f.platform === 'desktop' ? ['desktop', 'android', 'ios'] : ['android', 'ios', 'desktop'];
  return {
    codeFirst: usable && iosBrowser,
    accept: usable && inApp ? (f.loggedIn ? 'form' : 'log-in') : null,
    getTheApp: inApp ? [] : order,
    steps: usable && !inApp,
    codeLast: usable && !inApp && !iosBrowser,
    typeCode: inApp && !usable,
  };
}

/** The inviter lookup's refusal for a code no inviter has (HTTP 404). */
export function isUnknownInviteCode(problem: Problem | null): boolean {
  return isRefusal(problem, { status: 404 });
}

/** Whether the code entry opens, from the eligibility check (GET checkInvite). */
type EntryOpening = 'checking' | 'closed' | 'open';

/**
 * The code entry opens when the server says this user may still accept an invitation; when
 * the check itself fails, it opens anyway and the redemption decides (§5.2).
 */
export function entryOpening(status: RequestStatus, eligibility: { can_accept: boolean } | null): EntryOpening {
  if (status === 'loading') return 'checking';
  return status === 'ready' && eligibility?.can_accept === false ? 'closed' : 'open';
}

/** Why the code entry refused the code before sending it. */
type InviteCodeInvalid = 'empty' | 'own-code';

/**
 * The local check of an invitation code (§5.2): required, sent trimmed, and never the user's
 * own code (when it is known), which the server would refuse like any unusable code.
 */
function checkInviteCode(code: string, ownCode: string | null): Validation<string> {
  const trimmed = code.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' satisfies InviteCodeInvalid };
  if (isOwnCode(trimmed, ownCode)) return { ok: false, reason: 'own-code' satisfies InviteCodeInvalid };
  return { ok: true, value: trimmed };
}

/** Whether the link's code is the reader's own (codes compare without regard to case). */
export function isOwnCode(code: string | null, ownCode: string | null): boolean {
  return code !== null && ownCode !== null && code.trim().toUpperCase() === ownCode.toUpperCase();
}

/** The field of the code entry's form. */
export const CODE_FIELD = 'code';

/**
 * The code entry on the shared submission machine: the code from the link (the invited page)
 * or an empty field, the local check, and the statistics names invite_code_submit, _success
 * and _failure with the page they came from.
 */
export function inviteCodeEntryInput(page: 'invitation' | 'invited', fixedCode: string | null, ownCode: string | null): SubmissionInput<string> {
  return {
    fields: { [CODE_FIELD]: fixedCode ?? '' },
    validate: (fields: Fields) => checkInviteCode(fields[CODE_FIELD] ?? '', ownCode),
    track: { name: 'invite_code', extra: { page } },
  };
}

/**
 * What an accepted invitation gave: the friend's Premium days (null for the relationship
 * only) and, when the reply says it, the new end of their Premium (an ISO date).
 */
export interface Redemption {
  days: number | null;
  expire: string | null;
}

/**
 * The friend's reward in a redemption reply (§8): `add_days`, else `invited_days`; none is
 * null. The new end of Premium is `data.expire` when it is a date.
 */
export function redemptionOf(reply: { add_days: number; invited_days: number; data?: { expire?: string } }): Redemption {
  const days = reply.add_days || reply.invited_days;
  const expire = reply.data?.expire;
  return { days: days > 0 ? days : null, expire: typeof expire === 'string' && !Number.isNaN(Date.parse(expire)) ? expire : null };
}

/** The server's error_code for an invitation code that cannot be accepted (api-shapes). */
const INVITE_CODE_UNUSABLE = 4002;

/**
 * Why a redemption failed, as the pages word it: a code the server refuses as unusable
 * (unknown, the user's own, or a second acceptance: the server does not tell them apart), or
 * an expired login (HTTP 401 or code 16), named as every other call names it, no reply at
 * all (time-out, network: the outcome is unknown, and said so), or anything else, which §8 words as "Couldn’t confirm the code. Try again later.".
 */
type RedemptionFailure = 'code-unusable' | 'login-needed' | 'unsure' | 'other';

export function redemptionFailureOf(problem: Problem | null): RedemptionFailure {
  if (problem?.kind === 'login-needed') return 'login-needed';
  // No reply (time-out, network): the invitation may have been accepted; the page cannot tell.
  if (problem?.kind === 'timed-out' || problem?.kind === 'offline') return 'unsure';
  return isRefusal(problem, { code: INVITE_CODE_UNUSABLE }) ? 'code-unusable' : 'other';
}
