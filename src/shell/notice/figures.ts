import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../machines/core/locales';
import { compensationFigures, DERIVED_NOTICE_DATES, NOTICE_DATES, NOTICE_FIGURES, type NoticeDay } from '../../../machines/notices/notice-constants';

/** Locales that state a price share in tenths with 折 (7.5折 is 75% of the price). */
const FOLD_LOCALES: ReadonlySet<Locale> = new Set(['zh-CN', 'zh-TW']);

/**
 * A share of the regular price as the locale states it (§1.3, the "7.5-fold" offer): 75% of
 * the price is `75%` in English, `75 %` in Spanish (Intl puts the no-break space), with its
 * direction marks in Arabic, and `7.5折` in Chinese, all from the one constant. Pure: the locale is passed in.
 */
export function formatPriceShare(locale: Locale, share: number): string {
  if (FOLD_LOCALES.has(locale)) {
    const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(share * 10);
    return `${tenths}折`;
  }
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A formatted figure and its unit ("5 million", "10 TB") on one line: its spaces made no-break. */
const oneLine = (formatted: string) => formatted.replace(/ /g, '\u00a0');

/**
 * Whether a count, in Intl's compact long form, is written with a word for millions or more
 * ("5 million", "1.5 billion", "5 milhões", "1,5 mil millones") or not ("500 thousand", "500
 * mil", "999"). Messages choose their wording on it with ICU `select`: Portuguese and
 * Spanish put "de" between a millions word and its noun ("5 milhões de usuários") but not after
 * "mil" ("500 mil usuários"). Compact notation rounds the same way in every locale with steps of a
 * thousand, so the English compact suffix (K, M, B, T) tells the magnitude shown.
 */
export type CountScale = 'millions' | 'other';

export function countScale(count: number): CountScale {
  const parts = new Intl.NumberFormat('en-US', { notation: 'compact', compactDisplay: 'short' }).formatToParts(count);
  const suffix = parts.find((part) => part.type === 'compact')?.value;
  return suffix === 'M' || suffix === 'B' || suffix === 'T' ? 'millions' : 'other';
}

/** A count of people as the notices state it: compact long form on one line, and its scale for `select`. */
export function formatUserCount(locale: Locale, count: number): { users: string; scale: CountScale } {
  return {
    users: oneLine(new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: 'long' }).format(count)),
    scale: countScale(count),
  };
}

/**
 * A notice's date ("March 9, 2026", "2026年3月9日", "9 مارس 2026") in the locale's long style.
 * The time zone is given (UTC, as the days in machines/notices/notice-constants.ts are), so the
 * pre-rendering in Node and every browser write the same day.
 */
export const NOTICE_DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };

export function formatNoticeDate(locale: Locale, day: NoticeDay): string {
  return new Intl.DateTimeFormat(locale, NOTICE_DATE_FORMAT).format(new Date(`${day}T00:00:00Z`));
}

/** Every date the notices state, formatted for a locale, with its day for `<time dateTime>`. */
export function noticeDates(locale: Locale) {
  const date = (day: NoticeDay) => ({ day, text: formatNoticeDate(locale, day) });
  const d = { ...NOTICE_DATES, ...DERIVED_NOTICE_DATES };
  return {
    outageStart: date(d.outageStart),
    outageEnd: date(d.outageEnd),
    cardSubscriptionsCanceled: date(d.cardSubscriptionsCanceled),
    serverAttack: date(d.serverAttack),
    serviceCodesSent: date(d.serviceCodesSent),
    userAgreementEffective: date(d.userAgreementEffective),
    privacyPolicyEffective: date(d.privacyPolicyEffective),
    offerStart: date(d.offerStart),
    offerEnd: date(d.offerEnd),
    serviceCodeDeadline: date(d.serviceCodeDeadline),
  } satisfies Record<keyof typeof d, { day: NoticeDay; text: string }>;
}

/**
 * The notice figures for the active locale: counts that govern grammar stay numbers (for
 * Plural), the rest are formatted with the locale's digits, as Plural formats its `#`. Shares
 * are formatted by Intl, which also writes the space some locales put before `%`.
 */
export function useNoticeFigures() {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const compensation = compensationFigures(locale);
  return {
    compensationDays: compensation.days,
    extraDays: compensation.extraDays,
    offerDays: NOTICE_FIGURES.lowPriceOfferDays,
    codeDays: NOTICE_FIGURES.serviceCodeDays,
    codeValidDays: NOTICE_FIGURES.serviceCodeValidDays,
    suspectMonths: NOTICE_FIGURES.suspectPremiumMonths,
    /** The discount, e.g. "25%". */
    percent: i18n.number(NOTICE_FIGURES.discountShare, { style: 'percent' }),
    /** The share of the regular price paid, e.g. "75%" or "7.5折". */
    share: formatPriceShare(locale, NOTICE_FIGURES.offerPriceShare),
    /** The user milestone, e.g. "5 million", and its scale ('millions' or 'other') for the messages' `select`. */
    ...formatUserCount(locale, NOTICE_FIGURES.userMilestone),
    year: i18n.number(NOTICE_FIGURES.launchYear, { useGrouping: false }),
    /** §1: the advertised storage, e.g. "10 TB", kept on one line. */
    storage: oneLine(i18n.number(NOTICE_FIGURES.advertisedStorageTerabytes, { style: 'unit', unit: 'terabyte', unitDisplay: 'short' })),
    /** The notices' dates, formatted for the locale (machines/notices/notice-constants.ts). */
    dates: noticeDates(locale),
  };
}
