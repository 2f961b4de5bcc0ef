import type { I18n } from '@lingui/core';

/**
 * An amount in the currency's minor unit (Stripe's `amount`: cents for USD, yen for JPY), in
 * the reader's locale: the currency's own number of decimals comes from Intl.
 */
export function formatMoney(i18n: I18n, amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    // A code Intl does not know: the figure with its code, never a throw.
    return `${new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2 }).format(amount / 100)} ${currency}`;
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
