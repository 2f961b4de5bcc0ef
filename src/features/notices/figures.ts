import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale } from '../../../machines/locales';
import { compensationFigures, NOTICE_FIGURES } from '../../../machines/notice-constants';

/**
 * The notice figures for the active locale: counts that govern grammar stay numbers (for
 * Plural), the rest are formatted with the locale's digits, as Plural formats its `#`.
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
    percent: i18n.number(NOTICE_FIGURES.discountPercent),
    fold: i18n.number(NOTICE_FIGURES.offerPriceTenths),
    users: i18n.number(NOTICE_FIGURES.userMilestone, { notation: 'compact', compactDisplay: 'long' }),
    year: i18n.number(NOTICE_FIGURES.launchYear, { useGrouping: false }),
  };
}
