import type { Locale } from '../core/locales';

/**
 * Every figure the notice pages state (§1, §2, §9). Messages interpolate these and never
 * spell a figure out, so a catalog cannot drift from the product's numbers.
 */
export const NOTICE_FIGURES = {
  /** Free Premium days credited after the payment outage. */
  compensationDays: 7,
  /** Days the low-price Premium offer stayed open after the outage. */
  lowPriceOfferDays: 7,
  /**
   * The share of the regular price paid during the low-price offer and the fan discounts
   * (the "7.5-fold" of the original notice: 75% of the price, written 7.5折 in Chinese).
   */
  offerPriceShare: 0.75,
  /** The same offer as the share taken off the regular price (25% off). */
  discountShare: 0.25,
  /** §1: the storage the service advertises, in terabytes (/toapp states it). */
  advertisedStorageTerabytes: 10,
  /** Users the service had passed when the fan discount was offered. */
  userMilestone: 5_000_000,
  /** The year the service launched. */
  launchYear: 2021,
  /** Premium days in the server-attack compensation redeem code. */
  serviceCodeDays: 2,
  /** Days within which that code must be redeemed. */
  serviceCodeValidDays: 6,
  /** §9: Premium sold for less than this many months is a sign of an illegal sale. */
  suspectPremiumMonths: 1,
} as const;

/** A calendar day, `YYYY-MM-DD`: the notices state days, never times. */
export type NoticeDay = `${number}-${number}-${number}`;

/**
 * Every date the notices and the legal pages state (a reader of "for 7 days after the
 * outage" or "within 6 days" needs to know of what date). The specification gives no date, so
 * these are plausible ones chosen for the product, consistent with the figures above (to be
 * replaced by the real dates before release):
 * - the payment outage: two days in March 2026 (the low-price offer then ran for
 *   `lowPriceOfferDays` days from the day after it ended);
 * - the card subscriptions were canceled two days after the outage ended;
 * - the server attack: early June 2026, the compensation codes sent two days later (each must be
 *   redeemed within `serviceCodeValidDays` days of that);
 * - the user agreement and the privacy policy: in effect from the day their present text was
 *   published (2026-11-25, the day the legal pages were added).
 * Days are UTC calendar days, formatted with `timeZone: 'UTC'`, so that the pre-rendering in
 * Node and every reader's browser show the same day.
 */
export const NOTICE_DATES = {
  /** The first day of the payment provider's outage. */
  outageStart: '2026-03-09',
  /** The last day of the outage. */
  outageEnd: '2026-03-11',
  /** The day the subscriptions bought through the card payment provider were canceled. */
  cardSubscriptionsCanceled: '2026-03-13',
  /** The day the servers were attacked. */
  serverAttack: '2026-06-02',
  /** The day the server-attack compensation codes were sent. */
  serviceCodesSent: '2026-06-04',
  /** The day the present user agreement took effect. */
  userAgreementEffective: '2026-11-25',
  /** The day the present privacy policy took effect. */
  privacyPolicyEffective: '2026-11-25',
} as const satisfies Record<string, NoticeDay>;

const isNoticeDay = (text: string): text is NoticeDay => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The day `days` days after `day` (UTC calendar days). */
export function addDays(day: NoticeDay, days: number): NoticeDay {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const next = date.toISOString().slice(0, 10);
  if (!isNoticeDay(next)) throw new RangeError(`addDays: ${day} + ${days} is no calendar day`);
  return next;
}

/** The dates derived from the ones above and the figures: the offer's window and the codes' last day. */
export const DERIVED_NOTICE_DATES = {
  /** The low-price offer: from the day after the outage, for `lowPriceOfferDays` days. */
  offerStart: addDays(NOTICE_DATES.outageEnd, 1),
  offerEnd: addDays(NOTICE_DATES.outageEnd, NOTICE_FIGURES.lowPriceOfferDays),
  /** The last day a server-attack compensation code can be redeemed. */
  serviceCodeDeadline: addDays(NOTICE_DATES.serviceCodesSent, NOTICE_FIGURES.serviceCodeValidDays),
} as const;

/** The per-locale part of the outage compensation: the Arabic notice names a further 5 days. */
interface CompensationFigures {
  days: number;
  /** Further free days this locale's notice names, or null when it names none. */
  extraDays: number | null;
}

const EXTRA_DAYS_BY_LOCALE: Partial<Record<Locale, number>> = { ar: 5 };

/** The id and ms texts name 7 days, and every other locale follows them; ar adds 5 more. */
export function compensationFigures(locale: Locale): CompensationFigures {
  return { days: NOTICE_FIGURES.compensationDays, extraDays: EXTRA_DAYS_BY_LOCALE[locale] ?? null };
}

/** How long a notice's toast stays on screen (the notice machine's delay). */
export const TOAST_DURATION_MS = 3000;
