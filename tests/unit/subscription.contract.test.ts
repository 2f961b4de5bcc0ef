// @vitest-environment node
import fc from 'fast-check';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { CancelSubscriptionReply, SubscriptionReply } from '../../protocol/api/schemas';
import { checkExternalAddress, INVOICE_HOSTS } from '../../protocol/external-address';
import { FAULT_KINDS, type Faults } from '../../mocks/faults';
import { createSubscriptionHandlers, PENDING_MS, subscriptionDemo, type SubscriptionDemo } from '../../mocks/handlers-subscription';
import { createStore, type Store } from '../../mocks/store';
import { paymentReturnOf, paymentStatusSearch } from '../../src/features/subscription/search';
import { rejection, testApi } from '../helpers/api';
import { serveFakeBackend } from '../helpers/fake-backend';

const NOW = Date.UTC(2026, 10, 1);

let faults: Faults = new Map();
let store: Store = createStore(NOW, { withdrawn: false });
let clock = NOW;
let demo: SubscriptionDemo = { ...subscriptionDemo({ search: '', pathname: '/subscription' }), now: () => clock };
const { requests } = serveFakeBackend(
  ...createSubscriptionHandlers(
    new Proxy({} as Store, { get: (_, key) => store[key as keyof Store] }),
    () => faults,
    new Proxy({} as SubscriptionDemo, { get: (_, key) => demo[key as keyof SubscriptionDemo] }),
  ),
);

function reset(search = '', pathname = '/subscription') {
  faults = new Map();
  store = createStore(NOW, { withdrawn: false });
  clock = NOW;
  demo = { ...subscriptionDemo({ search, pathname }), now: () => clock };
  requests.splice(0);
}
beforeEach(() => reset());

const apiAs = (token: string | null) => testApi(token, { language: 'ar' });
const premium = apiAs('demo-token-premium');
const member = apiAs('demo-token-member');

describe('GET /vip/v1/stripe/subscription against the fake backend', () => {
  it('gives the premium user an active card subscription with three invoices on Stripe’s invoice host', async () => {
    const { subscription } = await premium.stripeSubscription();
    expect(subscription).toMatchObject({
      id: 'sub_1Demo',
      status: 'active',
      cancel_at_period_end: false,
      plan: { name: 'Premium', interval: 'month', amount: 1099, currency: 'USD' },
      payment_method: { brand: 'visa', last4: '4242' },
    });
    expect(subscription?.invoices).toHaveLength(3);
    for (const invoice of subscription?.invoices ?? []) {
      expect(checkExternalAddress(invoice.hosted_invoice_url, INVOICE_HOSTS).ok).toBe(true);
    }
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer demo-token-premium');
  });

  it('gives the member no subscription and refuses a missing token as 401 / 16', async () => {
    await expect(member.stripeSubscription()).resolves.toEqual({ subscription: null });
    const error = await rejection(apiAs(null).stripeSubscription());
    expect(error).toMatchObject({ kind: 'server', status: 401, serverCode: 16 });
  });

  it.each([
    ['cancelling', 'active', true],
    ['past_due', 'past_due', false],
    ['expired', 'canceled', true],
  ] as const)('__subscription=%s switches the premium user’s subscription', async (variant, status, cancelAtEnd) => {
    reset(`?__subscription=${variant}`);
    const { subscription } = await premium.stripeSubscription();
    expect(subscription).toMatchObject({ status, cancel_at_period_end: cancelAtEnd });
    if (variant === 'expired') expect(Date.parse(subscription!.current_period_end)).toBeLessThan(NOW);
    if (variant === 'past_due') expect(subscription?.invoices[0]?.status).toBe('open');
    // The member is not switched.
    await expect(member.stripeSubscription()).resolves.toEqual({ subscription: null });
  });

  it('turns a pending payment into an active subscription after a few seconds', async () => {
    reset('?status=pending', '/payment/status');
    await expect(member.stripeSubscription()).resolves.toEqual({ subscription: null });
    clock += PENDING_MS - 1;
    await expect(member.stripeSubscription()).resolves.toEqual({ subscription: null });
    clock += 1;
    const { subscription } = await member.stripeSubscription();
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(Date.parse(subscription!.current_period_end)).toBeGreaterThan(clock);
  });
});

describe('the demo subscriptions’ dates agree (what the reader sees on /subscription)', () => {
  const day = (at: Date | string | number) => new Date(at).toISOString().slice(0, 10);
  /** The same day of the month `months` later, as a monthly plan renews. */
  const monthLater = (at: Date | string | number, months = 1) => {
    const d = new Date(at);
    return day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));
  };
  for (const [variant, search] of [
    ['active', ''],
    ['cancelling', '?__subscription=cancelling'],
    ['past due', '?__subscription=past_due'],
    ['expired', '?__subscription=expired'],
  ] as const) {
    it(`${variant}: each invoice a month after the one before, and the newest one a month before the period ends`, async () => {
      reset(search);
      const { subscription } = await premium.stripeSubscription();
      const invoices = subscription?.invoices ?? [];
      expect(invoices.length).toBeGreaterThan(1);
      const [newest] = invoices;
      expect(monthLater(newest!.created)).toBe(day(subscription!.current_period_end));
      invoices.slice(1).forEach((older, i) => expect(monthLater(older.created)).toBe(day(invoices[i]!.created)));
      // Every invoice lies in the past; the period ends in the future unless the subscription has ended.
      for (const invoice of invoices) expect(new Date(invoice.created).getTime()).toBeLessThanOrEqual(NOW);
      expect(new Date(subscription!.current_period_end).getTime() > NOW).toBe(variant !== 'expired');
    });
  }

  it('a pending payment: its open invoice from when the page asked, then paid, and the period a month from the payment', async () => {
    reset('?status=pending', '/payment/status');
    const pending = (await premium.stripeSubscription()).subscription!;
    expect(pending.status).toBe('incomplete');
    expect(pending.invoices.map((invoice) => invoice.status)).toEqual(['open']);
    expect(day(pending.current_period_end)).toBe(monthLater(pending.invoices[0]!.created));
    clock += PENDING_MS;
    const paid = (await premium.stripeSubscription()).subscription!;
    expect(paid.invoices.map((invoice) => invoice.status)).toEqual(['paid']);
    expect(day(paid.current_period_end)).toBe(monthLater(paid.invoices[0]!.created));
    expect(Date.parse(paid.invoices[0]!.created)).toBeLessThanOrEqual(clock);
  });

  it('a payment that went through: its invoice today, the next charge a month from today', async () => {
    reset('?status=success', '/payment/status');
    const { subscription } = await premium.stripeSubscription();
    expect(day(subscription!.invoices[0]!.created)).toBe(day(NOW));
    expect(day(subscription!.current_period_end)).toBe(monthLater(NOW));
  });
});

describe('POST /vip/v1/stripe/cancelSubscription against the fake backend', () => {
  it('cancels at the period’s end, for the rest of the visit', async () => {
    const { subscription } = await premium.cancelStripeSubscription({ subscription_id: 'sub_1Demo' });
    expect(subscription).toMatchObject({ id: 'sub_1Demo', status: 'active', cancel_at_period_end: true });
    expect(await requests[0]?.json()).toEqual({ subscription_id: 'sub_1Demo' });
    await expect(premium.stripeSubscription()).resolves.toMatchObject({ subscription: { cancel_at_period_end: true } });
  });

  it('refuses another id (404) and an ended subscription', async () => {
    expect(await rejection(premium.cancelStripeSubscription({ subscription_id: 'sub_other' }))).toMatchObject({ kind: 'server', status: 404 });
    expect(await rejection(member.cancelStripeSubscription({ subscription_id: 'sub_1Demo' }))).toMatchObject({ kind: 'server', status: 404 });
    reset('?__subscription=expired');
    expect(await rejection(premium.cancelStripeSubscription({ subscription_id: 'sub_1Demo' }))).toMatchObject({ kind: 'server', status: 400, serverError: 'subscription_canceled' });
  });

  it('maps every injected fault of both calls to one ApiError, and a failed cancel changes nothing', async () => {
    const expected = { '500': { kind: 'server', status: 500 }, '401': { kind: 'server', status: 401, serverCode: 16 }, timeout: { kind: 'timeout' }, malformed: { kind: 'bad-response' }, offline: { kind: 'network' }, empty: { kind: 'bad-response' }, 'error-200': { kind: 'server', serverCode: 4002, serverError: 'invite_code_invalid' } };
    for (const kind of FAULT_KINDS) {
      faults = new Map([['subscription', kind]]);
      expect(await rejection(premium.stripeSubscription())).toMatchObject(expected[kind]);
      faults = new Map([['cancelSubscription', kind]]);
      expect(await rejection(premium.cancelStripeSubscription({ subscription_id: 'sub_1Demo' }))).toMatchObject(expected[kind]);
      faults = new Map();
      await expect(premium.stripeSubscription()).resolves.toMatchObject({ subscription: { cancel_at_period_end: false } });
    }
  });
});

describe('POST /vip/v1/stripe/resumeSubscription against the fake backend (designed)', () => {
  it('undoes a cancel at the period’s end, for the rest of the visit', async () => {
    await premium.cancelStripeSubscription({ subscription_id: 'sub_1Demo' });
    const { subscription } = await premium.resumeStripeSubscription({ subscription_id: 'sub_1Demo' });
    expect(subscription).toMatchObject({ id: 'sub_1Demo', status: 'active', cancel_at_period_end: false });
    expect(await requests.at(-1)?.json()).toEqual({ subscription_id: 'sub_1Demo' });
    expect(requests.at(-1)?.headers.get('authorization')).toBe('Bearer demo-token-premium');
    await expect(premium.stripeSubscription()).resolves.toMatchObject({ subscription: { cancel_at_period_end: false } });
  });

  it('renews the demo’s cancelling subscription (__subscription=cancelling)', async () => {
    reset('?__subscription=cancelling');
    await expect(premium.stripeSubscription()).resolves.toMatchObject({ subscription: { cancel_at_period_end: true } });
    await premium.resumeStripeSubscription({ subscription_id: 'sub_1Demo' });
    await expect(premium.stripeSubscription()).resolves.toMatchObject({ subscription: { cancel_at_period_end: false } });
  });

  it('refuses when nothing is pending (400 not_cancelling), after the end (400 subscription_canceled) and another id (404)', async () => {
    expect(await rejection(premium.resumeStripeSubscription({ subscription_id: 'sub_1Demo' }))).toMatchObject({ kind: 'server', status: 400, serverError: 'not_cancelling' });
    expect(await rejection(premium.resumeStripeSubscription({ subscription_id: 'sub_other' }))).toMatchObject({ kind: 'server', status: 404 });
    reset('?__subscription=expired');
    expect(await rejection(premium.resumeStripeSubscription({ subscription_id: 'sub_1Demo' }))).toMatchObject({ kind: 'server', status: 400, serverError: 'subscription_canceled' });
  });

  it('maps every injected fault to one ApiError, and a failed renewal changes nothing', async () => {
    const expected = { '500': { kind: 'server', status: 500 }, '401': { kind: 'server', status: 401, serverCode: 16 }, timeout: { kind: 'timeout' }, malformed: { kind: 'bad-response' }, offline: { kind: 'network' }, empty: { kind: 'bad-response' }, 'error-200': { kind: 'server', serverCode: 4002, serverError: 'invite_code_invalid' } };
    reset('?__subscription=cancelling');
    for (const kind of FAULT_KINDS) {
      faults = new Map([['resumeSubscription', kind]]);
      expect(await rejection(premium.resumeStripeSubscription({ subscription_id: 'sub_1Demo' }))).toMatchObject(expected[kind]);
      faults = new Map();
      await expect(premium.stripeSubscription()).resolves.toMatchObject({ subscription: { cancel_at_period_end: true } });
    }
  });
});

describe('POST /vip/v1/stripe/billingPortal against the fake backend (designed)', () => {
  it('answers a one-time address on the provider’s host, which the page may open', async () => {
    const { url } = await premium.stripeBillingPortal({ subscription_id: 'sub_1Demo' });
    expect(checkExternalAddress(url, INVOICE_HOSTS)).toMatchObject({ ok: true });
    expect(new URL(url).hostname).toBe('billing.stripe.com');
  });

  it('refuses another id and a member without a subscription (404), and maps faults', async () => {
    expect(await rejection(member.stripeBillingPortal({ subscription_id: 'sub_1Demo' }))).toMatchObject({ kind: 'server', status: 404 });
    faults = new Map([['billingPortal', 'malformed']]);
    expect(await rejection(premium.stripeBillingPortal({ subscription_id: 'sub_1Demo' }))).toMatchObject({ kind: 'bad-response' });
  });
});

describe('subscription parsers (properties)', { timeout: 30_000 }, () => {
  it('the replies’ schemas never throw on anything, and accept only what they describe', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), fc.record({ subscription: fc.anything() })), (raw) => {
        const reply = v.safeParse(SubscriptionReply, raw);
        const cancel = v.safeParse(CancelSubscriptionReply, raw);
        if (reply.success && reply.output.subscription) {
          expect(reply.output.subscription.plan.currency).toMatch(/^[A-Z]{3}$/);
          expect(Number.isNaN(Date.parse(reply.output.subscription.current_period_end))).toBe(false);
        }
        if (cancel.success) expect(cancel.output.subscription.id).toBeTypeOf('string');
      }),
    );
  });

  it('reads any well-formed subscription, whatever its figures', () => {
    const invoice = fc.record({
      id: fc.string(),
      created: fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString()),
      amount: fc.nat(),
      currency: fc.constantFrom('usd', 'EUR', 'jpy', 'krw'),
      status: fc.string(),
      hosted_invoice_url: fc.option(fc.constantFrom('https://invoice.stripe.com/i/a', 'http://x.test/', 'not a url'), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(invoice, { maxLength: 5 }), fc.boolean(), fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')), (invoices, cancel, last4) => {
        const raw = {
          subscription: {
            id: 'sub_x',
            status: 'active',
            plan: { name: 'Premium', interval: 'year', amount: 9999, currency: 'usd' },
            current_period_end: new Date(NOW).toISOString(),
            cancel_at_period_end: cancel,
            payment_method: { brand: 'visa', last4 },
            invoices,
          },
        };
        const parsed = v.parse(SubscriptionReply, raw);
        expect(parsed.subscription?.invoices).toHaveLength(invoices.length);
      }),
    );
  });

  it('the payment status is success, pending, failed or unknown, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('success', 'pending', 'failed', 'SUCCESS', ' success', ''), fc.anything()), (status) => {
        const parsed = v.parse(paymentStatusSearch, { status });
        const result = paymentReturnOf(parsed.status);
        expect(['success', 'pending', 'failed', 'unknown']).toContain(result);
        if (result !== 'unknown') expect(status).toBe(result);
      }),
    );
  });

  it('an invoice link is opened only when it is https on one of the payment provider’s hosts', () => {
    const hosts = INVOICE_HOSTS;
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ validSchemes: ['http', 'https', 'javascript', 'data', 'ftp'] }), fc.string(), fc.constantFrom('https://invoice.stripe.com/i/x', 'https://invoice.stripe.com.evil/i', 'http://invoice.stripe.com/i', 'https://user@invoice.stripe.com/i', 'javascript:alert(1)')),
        (url) => {
          const checked = checkExternalAddress(url, hosts);
          if (checked.ok) {
            const parsed = new URL(checked.url);
            expect(parsed.protocol).toBe('https:');
            expect(hosts.some((h) => (h.startsWith('*.') ? parsed.hostname.endsWith(h.slice(1)) : parsed.hostname === h))).toBe(true);
          }
        },
      ),
    );
  });
});
