/**
 * The payment provider's (Stripe's) currency rules: how many decimals its `amount` carries,
 * which are its own and not Intl's (Intl shows IDR, HUF, COP with 0 decimals, while the
 * provider sends them in hundredths). Source: Stripe, "Supported currencies", sections
 * "Zero-decimal currencies", "Three-decimal currencies" and "Special cases"
 * (https://docs.stripe.com/currencies). Every currency not listed here has two.
 */

/** `amount` is the charge itself: ¥500 is 500. */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]);

/** `amount` is in thousandths (5.124 KWD is 5124; the provider asks for a last digit of 0 when charging). */
export const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/**
 * The provider's special cases. None changes how an `amount` reads back: ISK, HUF and TWD are
 * sent with two decimals, UGX is on the zero-decimal list above. They say what a valid charge
 * looks like, so a reader never sees a fraction for ISK from a well-formed amount.
 */
export const SPECIAL_CURRENCIES = {
  /** Zero-decimal, but sent with two decimals for backwards compatibility: `amount` divisible by 100 (5 ISK is 500). */
  ISK: 2,
  /** Two decimals in charges; payouts are whole forints (a payout `amount` divisible by 100). */
  HUF: 2,
  /** Two decimals in charges; payouts are whole dollars (a payout `amount` divisible by 100). */
  TWD: 2,
  /** Historically two-decimal; the provider lists it as zero-decimal now (UGX 500 is 500). */
  UGX: 0,
} as const satisfies Record<string, MinorUnitDigits>;

const isSpecial = (code: string): code is keyof typeof SPECIAL_CURRENCIES => Object.hasOwn(SPECIAL_CURRENCIES, code);

/** How many decimals the provider's `amount` carries. */
export type MinorUnitDigits = 0 | 2 | 3;

/** The decimals of the provider's `amount` in this currency (the code in any case: `idr`, `IDR`). */
export function minorUnitDigits(currency: string): MinorUnitDigits {
  const code = currency.toUpperCase();
  if (isSpecial(code)) return SPECIAL_CURRENCIES[code];
  if (ZERO_DECIMAL_CURRENCIES.has(code)) return 0;
  if (THREE_DECIMAL_CURRENCIES.has(code)) return 3;
  return 2;
}

/** The provider's `amount` (an integer in its minor unit) as a value in the currency's major unit: IDR 4900000 is 49000. */
export function toMajorUnits(amount: number, currency: string): number {
  return amount / 10 ** minorUnitDigits(currency);
}

/**
 * How many decimals to show: the locale's usual number for the currency (`localDigits`, Intl's
 * display digits, never more than the provider's) unless that would hide part of the amount,
 * in which case all of the provider's decimals. A reader sees what they pay: IDR 4900000 is
 * "Rp 49.000", IDR 4900050 "Rp 49.000,50", never rounded to "Rp 49.001".
 */
export function fractionDigitsToShow(amount: number, currency: string, localDigits: number): number {
  const digits = minorUnitDigits(currency);
  const shown = Math.max(0, Math.min(localDigits, digits));
  return amount % 10 ** (digits - shown) === 0 ? shown : digits;
}
