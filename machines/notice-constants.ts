import type { Locale } from './locales';

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
