import type { Locale } from './locales';

/**
 * Every figure the notice pages state (§1, §2, §9). Messages interpolate these and never
 * spell a figure out, so a catalog cannot drift from the product's numbers.
 */
export const NOTICE_FIGURES = {
  /** Store id of the iOS app, for the smart banner and the App Store link. */
  appStoreId: '1616861537',
  /** Free Premium days credited after the payment outage. */
  compensationDays: 7,
  /** Days the low-price Premium offer stayed open after the outage. */
  lowPriceOfferDays: 7,
  /** The offer price as tenths of the regular price (the "7.5-fold" of the original notice). */
  offerPriceTenths: 7.5,
  /** The same offer as a discount in percent. */
  discountPercent: 25,
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
export interface CompensationFigures {
  days: number;
  /** Further free days this locale's notice names, or null when it names none. */
  extraDays: number | null;
}

const EXTRA_DAYS_BY_LOCALE: Partial<Record<Locale, number>> = { ar: 5 };

/** The id and ms texts name 7 days, and every other locale follows them; ar adds 5 more. */
export function compensationFigures(locale: Locale): CompensationFigures {
  return { days: NOTICE_FIGURES.compensationDays, extraDays: EXTRA_DAYS_BY_LOCALE[locale] ?? null };
}

/** The iOS smart banner's content attribute. */
export const SMART_BANNER_CONTENT = `app-id=${NOTICE_FIGURES.appStoreId}`;

/** The App Store page of the iOS app. */
export const APP_STORE_URL = `https://apps.apple.com/app/id${NOTICE_FIGURES.appStoreId}`;

/** External pages the notices point to (opened through the app's view action in the app). */
export const APK_TROUBLESHOOTING_URL = 'https://mypikpak.com/help/apk-install';
export const TELEGRAM_BOT_URL = 'https://t.me/PikPak_Bot';
/** The gift-code (redeem code) page of this site. */
export const REDEEM_PAGE_PATH = '/activity/cdKey';
/** The id the package service knows the Android app by. */
export const ANDROID_APK_ID = 'android';

/** Root font size rule of §2: 65px from a 650px-wide window up, else a tenth of the width. */
export const WIDE_WINDOW_PX = 650;
export const WIDE_ROOT_FONT = '65px';
export const NARROW_ROOT_FONT = '10vw';

export function rootFontSize(windowWidth: number): string {
  return windowWidth >= WIDE_WINDOW_PX ? WIDE_ROOT_FONT : NARROW_ROOT_FONT;
}

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 3000;
