import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { minorUnitDigits, SPECIAL_CURRENCIES, THREE_DECIMAL_CURRENCIES, toMajorUnits, ZERO_DECIMAL_CURRENCIES } from '../../machines/core/currency';
import { createSubscriptionHandlers, DEMO_PRICES, subscriptionDemo, type DemoCurrency } from '../../mocks/handlers-subscription';
import { createStore } from '../../mocks/store';
import { createApi } from '../../protocol/api/client';
import { parseConfig } from '../../protocol/config';
import { runtimeConfig } from '../../scripts/runtime-config';
import { formatMoney } from '../../src/features/subscription/format';
import { serveFakeBackend } from '../helpers/fake-backend';

/**
 * The payment provider's minor units (machines/core/currency.ts, from Stripe's "Supported
 * currencies"): every currency it lists, and ordinary two-decimal ones, read back and written
 * as the reader pays them. Intl's own decimals differ for IDR, HUF, ISK, COP (0 in Intl, 2 at
 * the provider): a price read with Intl's decimals was 100 times too high.
 */

const money = (locale: string, amount: number, currency: string) =>
  // Intl separates a code from the figure with a no-break space (U+00A0 or U+202F).
  formatMoney(setupI18n({ locale, messages: { [locale]: {} } }), amount, currency).replace(/[\u00a0\u202f]/g, ' ');

const ZERO = ['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];
const THREE = ['BHD', 'JOD', 'KWD', 'OMR', 'TND'];

describe('the provider’s lists', () => {
  it('are Stripe’s: 16 zero-decimal, 5 three-decimal, and the special cases ISK, HUF, TWD, UGX', () => {
    expect([...ZERO_DECIMAL_CURRENCIES].sort()).toEqual(ZERO);
    expect([...THREE_DECIMAL_CURRENCIES].sort()).toEqual(THREE);
    expect(SPECIAL_CURRENCIES).toEqual({ ISK: 2, HUF: 2, TWD: 2, UGX: 0 });
  });

  it('give every currency its decimals, in any case of the code', () => {
    for (const c of ZERO) expect([c, minorUnitDigits(c), minorUnitDigits(c.toLowerCase())]).toEqual([c, 0, 0]);
    for (const c of THREE) expect([c, minorUnitDigits(c), minorUnitDigits(c.toLowerCase())]).toEqual([c, 3, 3]);
    for (const c of ['ISK', 'HUF', 'TWD', 'IDR', 'USD', 'EUR', 'BRL', 'MYR', 'HKD', 'CNY', 'SAR', 'COP', 'PKR', 'XYZ']) {
      expect([c, minorUnitDigits(c), minorUnitDigits(c.toLowerCase())]).toEqual([c, 2, 2]);
    }
    expect(toMajorUnits(4_900_000, 'idr')).toBe(49_000);
    expect(toMajorUnits(500, 'ISK')).toBe(5);
    expect(toMajorUnits(500, 'JPY')).toBe(500);
    expect(toMajorUnits(5120, 'KWD')).toBe(5.12);
  });
});

describe('formatMoney: every listed currency, as the reader pays it', () => {
  it.each([
    // Zero-decimal: the amount is the price.
    ['BIF', 1500, 'en-US', 'BIF 1,500'],
    ['CLP', 1500, 'en-US', 'CLP 1,500'],
    ['DJF', 1500, 'en-US', 'DJF 1,500'],
    ['GNF', 1500, 'en-US', 'GNF 1,500'],
    ['JPY', 1500, 'en-US', '¥1,500'],
    ['KMF', 1500, 'en-US', 'KMF 1,500'],
    ['KRW', 14_900, 'en-US', '₩14,900'],
    ['KRW', 14_900, 'ko', '₩14,900'],
    ['MGA', 1500, 'en-US', 'MGA 1,500'],
    ['PYG', 1500, 'en-US', 'PYG 1,500'],
    ['RWF', 1500, 'en-US', 'RWF 1,500'],
    ['UGX', 37_000, 'en-US', 'UGX 37,000'],
    ['VND', 1500, 'en-US', '₫1,500'],
    ['VUV', 1500, 'en-US', 'VUV 1,500'],
    ['XAF', 1500, 'en-US', 'FCFA 1,500'],
    ['XOF', 1500, 'en-US', 'F CFA 1,500'],
    ['XPF', 1500, 'en-US', 'CFPF 1,500'],
    // Three-decimal: thousandths.
    ['BHD', 3350, 'en-US', 'BHD 3.350'],
    ['JOD', 3350, 'en-US', 'JOD 3.350'],
    ['KWD', 3350, 'en-US', 'KWD 3.350'],
    ['KWD', 3350, 'ar', '\u200f3.350 د.ك.\u200f'],
    ['OMR', 3350, 'en-US', 'OMR 3.350'],
    ['TND', 3350, 'en-US', 'TND 3.350'],
    // Special cases: ISK sent with two decimals (divisible by 100), HUF and TWD two-decimal in charges.
    ['ISK', 150_000, 'en-US', 'ISK 1,500'],
    ['HUF', 299_000, 'en-US', 'HUF 2,990'],
    ['TWD', 30_000, 'en-US', 'NT$300.00'],
    ['TWD', 30_000, 'zh-TW', '$300.00'],
    // Two-decimal, Intl shows none: hundredths all the same.
    ['IDR', 4_900_000, 'en-US', 'IDR 49,000'],
    ['IDR', 4_900_000, 'id', 'Rp 49.000'],
    ['idr', 4_900_000, 'id', 'Rp 49.000'],
    ['COP', 1_990_000, 'es', '19.900 COP'],
    // Ordinary two-decimal currencies.
    ['USD', 1099, 'en-US', '$10.99'],
    ['usd', 5, 'en-US', '$0.05'],
    ['EUR', 999, 'es', '9,99 €'],
    ['BRL', 5490, 'pt', 'R$ 54,90'],
    ['MYR', 4590, 'ms', 'RM 45.90'],
    ['HKD', 8800, 'zh-TW', 'HK$88.00'],
    ['CNY', 7800, 'zh-CN', '¥78.00'],
    ['SAR', 4100, 'ar', '\u200f41.00 ر.س.\u200f'],
    // A code no list names: two decimals.
    ['XYZ', 1234, 'en-US', 'XYZ 12.34'],
  ] as const)('%s %i in %s is “%s”', (currency, amount, locale, shown) => {
    expect(money(locale, amount, currency)).toBe(shown);
  });

  it('never hides part of an amount behind the locale’s usual decimals', () => {
    expect(money('id', 4_900_050, 'IDR')).toBe('Rp 49.000,50');
    expect(money('en-US', 299_050, 'HUF')).toBe('HUF 2,990.50');
    // An ISK amount the provider would refuse (not divisible by 100) still reads as sent.
    expect(money('en-US', 150_050, 'ISK')).toBe('ISK 1,500.50');
  });

  it('no longer shows IDR, HUF or ISK 100 times too high (Intl’s decimals are not the provider’s minor units)', () => {
    expect(money('id', 4_900_000, 'IDR')).not.toContain('4.900.000');
    expect(money('en-US', 299_000, 'HUF')).not.toContain('299,000');
    expect(money('en-US', 500, 'ISK')).toBe('ISK 5');
  });
});

describe('the fake backend’s __currency switch', () => {
  let now = Date.UTC(2026, 10, 1);
  let search = '';
  serveFakeBackend(
    ...createSubscriptionHandlers(
      createStore(now, { withdrawn: false }),
      () => new Map(),
      new Proxy({} as ReturnType<typeof subscriptionDemo>, {
        get: (_, key) => ({ ...subscriptionDemo({ search, pathname: '/subscription' }), now: () => now })[key as keyof ReturnType<typeof subscriptionDemo>],
      }),
    ),
  );
  const config = parseConfig({ ...runtimeConfig({}, true), apiTimeoutMs: 10_000 });
  const premium = createApi(config, { token: () => 'demo-token-premium', deviceId: () => 'device-1', language: () => 'id', clientId: 'companion-web' });

  it.each([
    ['idr', 'Rp 49.000'],
    ['jpy', 'JP¥1.500'],
    ['kwd', 'KWD 3,350'],
    ['brl', 'R$54,90'],
    ['usd', 'US$10,99'],
    ['huf', 'HUF 2.990'],
  ] as const)('__currency=%s prices the plan and every invoice (%s in id)', async (currency, shown) => {
    search = `?__currency=${currency}&__subscription=past_due`;
    now += 1;
    const { subscription } = await premium.stripeSubscription();
    expect(subscription?.plan).toMatchObject({ amount: DEMO_PRICES[currency], currency: currency.toUpperCase() });
    expect(subscription?.invoices.length).toBeGreaterThan(1);
    for (const invoice of subscription?.invoices ?? []) expect(invoice).toMatchObject({ amount: DEMO_PRICES[currency], currency: currency.toUpperCase() });
    expect(money('id', subscription!.plan.amount, subscription!.plan.currency)).toBe(shown);
  });

  it('keeps the stored US dollars without the switch or with an unknown currency', async () => {
    for (const s of ['', '?__currency=xyz', '?__currency=IDR']) {
      search = s;
      const { subscription } = await premium.stripeSubscription();
      expect(subscription?.plan).toMatchObject({ amount: 1099, currency: 'USD' });
    }
  });

  it('prices are valid charges for the provider: three-decimal amounts end in 0, whole major units where Intl shows none', () => {
    for (const [currency, amount] of Object.entries(DEMO_PRICES) as [DemoCurrency, number][]) {
      expect(Number.isInteger(amount)).toBe(true);
      if (minorUnitDigits(currency) === 3) expect(amount % 10).toBe(0);
      if (currency === 'idr' || currency === 'huf') expect(amount % 100).toBe(0);
    }
  });
});
