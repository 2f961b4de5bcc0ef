/*
 * Properties of the provider's currency rules (machines/core/currency.ts) and of formatMoney, for
 * any amount, any currency (every one the provider lists, ordinary ones, and any code at all,
 * in any case) and each of the nine locales. Run count: PROPERTY_RUNS (tests/setup-logic.ts).
 */
import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnitDigits, SPECIAL_CURRENCIES, THREE_DECIMAL_CURRENCIES, toMajorUnits, ZERO_DECIMAL_CURRENCIES } from '../../machines/core/currency';
import { LOCALES } from '../../machines/core/locales';
import { formatMoney } from '../../src/features/subscription/format';

const LISTED = [...ZERO_DECIMAL_CURRENCIES, ...THREE_DECIMAL_CURRENCIES, ...Object.keys(SPECIAL_CURRENCIES)];
const ORDINARY = ['IDR', 'USD', 'EUR', 'BRL', 'MYR', 'TWD', 'HKD', 'CNY', 'KRW', 'SAR', 'COP', 'PKR', 'GBP', 'INR'];

/** A currency code as the reply may carry it: listed, ordinary, or any three letters, in either case. */
const currency = fc
  .oneof(fc.constantFrom(...LISTED, ...ORDINARY), fc.stringMatching(/^[A-Z]{3}$/))
  .chain((code) => fc.constantFrom(code, code.toLowerCase()));

/** The amount in the major unit, written exactly from the integer (no floating point): 4900000 with 2 decimals is "49000.00". */
function exactMajor(amount: number, digits: number): { whole: string; fraction: string } {
  const text = BigInt(Math.abs(amount)).toString().padStart(digits + 1, '0');
  return { whole: text.slice(0, text.length - digits), fraction: text.slice(text.length - digits) };
}

const ASCII_DIGIT = (ch: string): string => {
  const arabic = '٠١٢٣٤٥٦٧٨٩'.indexOf(ch);
  const persian = '۰۱۲۳۴۵۶۷۸۹'.indexOf(ch);
  return /[0-9]/.test(ch) ? ch : arabic >= 0 ? String(arabic) : persian >= 0 ? String(persian) : '';
};

/** The digits of a text in order, whatever numbering system the locale writes them in. */
const digitsOf = (text: string) => [...text].map(ASCII_DIGIT).join('');

/**
 * The figure of a formatted price: its whole units and its decimals, split at the locale's
 * decimal separator where it stands between two digits (a symbol such as "د.ك." may hold the
 * same character).
 */
function figureOf(text: string, locale: string, code: string): { whole: string; fraction: string } {
  const separator =
    new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: 1, maximumFractionDigits: 1 }).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const chars = [...text];
  const at = chars.findIndex((ch, i) => ch === separator && ASCII_DIGIT(chars[i - 1] ?? '') !== '' && ASCII_DIGIT(chars[i + 1] ?? '') !== '');
  return at < 0 ? { whole: digitsOf(text), fraction: '' } : { whole: digitsOf(chars.slice(0, at).join('')), fraction: digitsOf(chars.slice(at + 1).join('')) };
}

describe('the provider’s minor units (properties)', { timeout: 60_000 }, () => {
  it('the major value is the amount with the provider’s decimals: exactly, and × 10^decimals gives the amount back', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), currency, (amount, code) => {
        const digits = minorUnitDigits(code);
        expect([0, 2, 3]).toContain(digits);
        const value = toMajorUnits(amount, code);
        const { whole, fraction } = exactMajor(amount, digits);
        // Both are the double nearest to the exact decimal.
        expect(value).toBe(Number(`${amount < 0 ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`));
        // Within the range where a double carries every minor unit, the round trip is exact.
        if (Math.abs(amount) <= 2 ** 50) expect(Math.round(value * 10 ** digits)).toBe(amount);
      }),
    );
  });

  it('decimals depend only on the code, not its case, and no currency is both zero- and three-decimal', () => {
    fc.assert(
      fc.property(currency, (code) => {
        expect(minorUnitDigits(code.toUpperCase())).toBe(minorUnitDigits(code.toLowerCase()));
      }),
    );
    for (const code of THREE_DECIMAL_CURRENCIES) expect(ZERO_DECIMAL_CURRENCIES.has(code)).toBe(false);
  });
});

describe('formatMoney (properties)', { timeout: 120_000 }, () => {
  it('shows the amount in every locale: the figure’s whole units and decimals are the amount’s, and no decimal is rounded away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat({ max: 10_000 }), currency, fc.constantFrom(...LOCALES), (low, high, code, locale) => {
        // Up to about 2·10^13 minor units: every price the provider accepts, with room to spare.
        const amount = high * 2 ** 31 + low;
        const text = formatMoney(setupI18n({ locale, messages: { [locale]: {} } }), amount, code);
        const { whole, fraction } = exactMajor(amount, minorUnitDigits(code));
        const shown = figureOf(text, locale, code);
        // The whole units exactly (not 100 times more), then as many of the provider's decimals
        // as the text shows; those not shown are zeros (none is rounded away).
        expect(shown.whole).toBe(whole);
        expect(shown.fraction).toBe(fraction.slice(0, shown.fraction.length));
        expect(fraction.slice(shown.fraction.length)).toMatch(/^0*$/);
      }),
    );
  });

  it('never throws, and shows a figure, for any three-letter code', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^[A-Za-z]{3}$/), fc.constantFrom(...LOCALES), (amount, code, locale) => {
        const text = formatMoney(setupI18n({ locale, messages: { [locale]: {} } }), amount, code);
        expect(text.length).toBeGreaterThan(0);
        expect(digitsOf(text).length).toBeGreaterThan(0);
      }),
    );
  });
});
