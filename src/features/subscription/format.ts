import type { I18n } from '@lingui/core';
import { fractionDigitsToShow, minorUnitDigits, toMajorUnits } from '../../../machines/core/currency';

/**
 * An amount in the payment provider's minor unit (Stripe's `amount`: cents for USD, yen for
 * JPY, hundredths for IDR, thousandths for KWD), in the reader's locale. The provider's own
 * decimals (machines/core/currency.ts) turn it into the currency's major unit; Intl then writes
 * it with the locale's usual decimals, unless those would hide part of the amount.
 */
export function formatMoney(i18n: I18n, amount: number, currency: string): string {
  const value = toMajorUnits(amount, currency);
  // The locales Lingui formats every other figure with (its `#`, i18n.number, i18n.date), so
  // that an amount is in the same digits as the figures beside it.
  const locales = i18n.locales ?? i18n.locale;
  try {
    const usual = new Intl.NumberFormat(locales, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    const digits = fractionDigitsToShow(amount, currency, usual);
    return new Intl.NumberFormat(locales, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  } catch {
    // A code Intl does not know: the figure with its code, never a throw.
    const digits = minorUnitDigits(currency);
    return `${new Intl.NumberFormat(locales, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)} ${currency}`;
  }
}

/** A date (an ISO timestamp from the reply) in the reader's locale, long form ("November 18, 2026"). */
export function formatDate(i18n: I18n, iso: string): string {
  return i18n.date(new Date(iso), { dateStyle: 'long' });
}

/** The card brands Stripe names, as their owners write them (brand names are not translated). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

export const brandName = (brand: string): string => BRANDS[brand.toLowerCase()] ?? brand;
