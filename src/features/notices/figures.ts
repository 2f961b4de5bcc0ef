import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../machines/locales';
import { compensationFigures, NOTICE_FIGURES } from '../../../machines/notice-constants';

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
    users: oneLine(i18n.number(NOTICE_FIGURES.userMilestone, { notation: 'compact', compactDisplay: 'long' })),
    year: i18n.number(NOTICE_FIGURES.launchYear, { useGrouping: false }),
    /** §1: the advertised storage, e.g. "10 TB", kept on one line. */
    storage: oneLine(i18n.number(NOTICE_FIGURES.advertisedStorageTerabytes, { style: 'unit', unit: 'terabyte', unitDisplay: 'short' })),
  };
}
