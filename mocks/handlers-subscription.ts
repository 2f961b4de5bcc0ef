import { http, HttpResponse } from 'msw';
import type * as v from 'valibot';
import type { BillingPortalReply, CancelSubscriptionReply, ResumeSubscriptionReply, SubscriptionReply } from '../protocol/api/schemas';
import type { Faults } from './faults';
import { fail, faulty, jsonBody, withUser } from './respond';
import { addMonths, type Store, type SubscriptionData } from './store';

type Reply = v.InferInput<typeof SubscriptionReply>;
type CancelReply = v.InferInput<typeof CancelSubscriptionReply>;
type ResumeReply = v.InferInput<typeof ResumeSubscriptionReply>;
type PortalReply = v.InferInput<typeof BillingPortalReply>;
type ServedSubscription = NonNullable<Reply['subscription']>;

const DAY = 86_400_000;

/** How long a pending payment takes to become an active subscription (`/payment/status?status=pending`). */
export const PENDING_MS = 4000;

/** The premium user's subscription as `__subscription=` asks: as stored, cancelling, past due or expired. */
type SubscriptionVariant = 'as-stored' | 'cancelling' | 'past_due' | 'expired';

/**
 * The monthly Premium price in each currency `__currency=` can ask for, in the provider's
 * minor unit (machines/core/currency.ts): US$10.99, Rp 49.000 (IDR has two decimals at the
 * provider), ¥1,500, KWD 3.350 (three decimals, last digit 0 as the provider asks), R$ 54,90,
 * HUF 2,990 (two decimals at the provider, none in Intl). Plan and invoices use it alike.
 */
export const DEMO_PRICES = {
  usd: 1099,
  idr: 4_900_000,
  jpy: 1500,
  kwd: 3350,
  brl: 5490,
  huf: 299_000,
} as const satisfies Record<string, number>;

export type DemoCurrency = keyof typeof DEMO_PRICES;

const isDemoCurrency = (asked: string | null): asked is DemoCurrency => asked !== null && Object.hasOwn(DEMO_PRICES, asked);

/**
 * The subscription demo (mocks/README.md, "Subscription demo data"), read once when the fake
 * backend starts: the `__subscription` switch, the `__currency` switch (null: the stored
 * prices), whether the page is a pending payment's return (`/payment/status?status=pending`),
 * and where a cancel (or its undoing) is remembered for the rest of the visit (the tab's
 * sessionStorage in a browser running the worker; only the store elsewhere).
 */
export interface SubscriptionDemo {
  variant: SubscriptionVariant;
  currency: DemoCurrency | null;
  pendingPayment: boolean;
  /** A successful payment's return (`/payment/status?status=success`): the payment just went through, its invoice paid now. */
  paidNow?: boolean;
  /**
   * Per subscription: cancelled at the period's end (true), renewed again (false), or untouched
   * (null); in the tab's storage in a browser, else null: the store keeps it (a fresh store per test).
   */
  memory: { cancelAtEnd(id: string): boolean | null; remember(id: string, cancelAtEnd: boolean): void } | null;
  now: () => number;
}

const CANCELLED_KEY = '__fakeSubscriptionCancelled';

/** Outside a browser the store keeps a cancel (a fresh store per test). */
function inStore(store: Store): NonNullable<SubscriptionDemo['memory']> {
  return { cancelAtEnd: (id) => store.cancelAtEnd.get(id) ?? null, remember: (id, cancelAtEnd) => void store.cancelAtEnd.set(id, cancelAtEnd) };
}

/** `id:1,id2:0` in the tab's storage. */
function inTab(storage: Storage): NonNullable<SubscriptionDemo['memory']> {
  const read = () => new Map((storage.getItem(CANCELLED_KEY) ?? '').split(',').filter(Boolean).map((entry) => [entry.split(':')[0] ?? '', entry.endsWith(':1')]));
  return {
    cancelAtEnd: (id) => read().get(id) ?? null,
    remember: (id, cancelAtEnd) => {
      const all = read().set(id, cancelAtEnd);
      storage.setItem(CANCELLED_KEY, [...all].map(([key, value]) => `${key}:${value ? 1 : 0}`).join(','));
    },
  };
}

export function subscriptionDemo(where: { search: string; pathname: string } | undefined = globalThis.location): SubscriptionDemo {
  const q = new URLSearchParams(where?.search ?? '');
  const asked = q.get('__subscription');
  const variant: SubscriptionVariant = asked === 'cancelling' || asked === 'past_due' || asked === 'expired' ? asked : 'as-stored';
  const currency = q.get('__currency');
  // Only a browser that runs the worker keeps the cancel for the tab (a reload makes a new store); jsdom and Node keep it in the store.
  const browser = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof sessionStorage !== 'undefined';
  return {
    variant,
    currency: isDemoCurrency(currency) ? currency : null,
    pendingPayment: where?.pathname === '/payment/status' && q.get('status') === 'pending',
    paidNow: where?.pathname === '/payment/status' && q.get('status') === 'success',
    memory: browser ? inTab(sessionStorage) : null,
    now: () => Date.now(),
  };
}

/** Stripe's hosted invoice page for a demo invoice. */
const invoiceUrl = (id: string) => `https://invoice.stripe.com/i/acct_1Demo/${id}`;

/** The paid invoices, newest first, re-dated a month apart, the newest a month before `at` (when the period they paid for ended). */
const redated = <I extends { created: string }>(invoices: readonly I[], at: number): I[] =>
  invoices.map((invoice, i) => ({ ...invoice, created: new Date(addMonths(at, -(i + 1))).toISOString() }));

function served(sub: SubscriptionData, variant: SubscriptionVariant, cancelAtEnd: boolean | null, now: number): ServedSubscription {
  // A test may store an invoice's own address (a refused one); otherwise Stripe's hosted page.
  const invoices = sub.invoices.map((i) => ({ ...i, hosted_invoice_url: (i as { hosted_invoice_url?: string }).hosted_invoice_url ?? invoiceUrl(i.id) }));
  const base: ServedSubscription = { ...sub, invoices };
  switch (variant) {
    case 'cancelling':
      return { ...base, cancel_at_period_end: cancelAtEnd ?? true };
    case 'past_due': {
      // The renewal two days ago failed: its invoice is open and began the period that now runs a
      // month from then; the paid invoices are the months before it.
      const renewedAt = now - 2 * DAY;
      return {
        ...base,
        status: 'past_due',
        cancel_at_period_end: cancelAtEnd ?? false,
        current_period_end: new Date(addMonths(renewedAt, 1)).toISOString(),
        invoices: [
          { id: 'in_demo_due', created: new Date(renewedAt).toISOString(), amount: sub.plan.amount, currency: sub.plan.currency, status: 'open', hosted_invoice_url: invoiceUrl('in_demo_due') },
          ...redated(invoices, renewedAt),
        ],
      };
    }
    case 'expired': {
      // Ended five days ago, at the end of the last period paid for.
      const endedAt = now - 5 * DAY;
      return {
        ...base,
        status: 'canceled',
        cancel_at_period_end: true,
        current_period_end: new Date(endedAt).toISOString(),
        invoices: redated(invoices, endedAt),
      };
    }
    default:
      return { ...base, cancel_at_period_end: cancelAtEnd ?? base.cancel_at_period_end };
  }
}

/** The subscription with its plan and every invoice in the `__currency` asked for (as it is without one). */
function priced(sub: ServedSubscription, currency: DemoCurrency | null): ServedSubscription {
  if (currency === null) return sub;
  const amount = DEMO_PRICES[currency];
  return { ...sub, plan: { ...sub.plan, amount, currency }, invoices: (sub.invoices ?? []).map((i) => ({ ...i, amount, currency })) };
}

/** The subscription a pending payment turns into once it has gone through. */
function purchased(now: number, userID: string): ServedSubscription {
  return {
    id: `sub_new_${userID}`,
    status: 'active',
    plan: { name: 'Premium', interval: 'month', amount: 1099, currency: 'usd' },
    current_period_end: new Date(addMonths(now, 1)).toISOString(),
    cancel_at_period_end: false,
    payment_method: { brand: 'mastercard', last4: '5454' },
    invoices: [{ id: `in_new_${userID}`, created: new Date(now).toISOString(), amount: 1099, currency: 'usd', status: 'paid', hosted_invoice_url: invoiceUrl(`in_new_${userID}`) }],
  };
}

/** The card the demo's reader puts in on the provider's page (billingPortal). */
const DEMO_NEW_CARD = { brand: 'mastercard', last4: '4444' };

/**
 * GET /vip/v1/stripe/subscription and POST /vip/v1/stripe/cancelSubscription (§7), and the
 * designed POST /vip/v1/stripe/resumeSubscription and /vip/v1/stripe/billingPortal
 * (protocol/api/README.md, "Subscription"), over the store's subscriptions, with the demo
 * switches above. Faults: `subscription:<kind>`, `cancelSubscription:<kind>`,
 * `resumeSubscription:<kind>`, `billingPortal:<kind>`.
 */
export function createSubscriptionHandlers(store: Store, faults: () => Faults, demo: SubscriptionDemo = subscriptionDemo()) {
  /** When the pending payment's page first asked; it goes through PENDING_MS later. */
  let pendingSince: number | null = null;
  const memory = () => demo.memory ?? inStore(store);
  /** The caller's subscription that the body names (`subscription_id`), or null. */
  const named = async (request: Request, userID: string): Promise<ServedSubscription | null> => {
    const body = await jsonBody(request);
    const sub = current(userID);
    return sub && sub.id === body.subscription_id ? sub : null;
  };
  /** A cancel at the period's end set (true) or undone (false), kept in the store and for the tab. */
  const setCancelAtEnd = (userID: string, sub: ServedSubscription, cancelAtEnd: boolean): ServedSubscription => {
    memory().remember(sub.id, cancelAtEnd);
    const stored = store.subscriptions.get(userID);
    if (stored) stored.cancel_at_period_end = cancelAtEnd;
    return { ...sub, cancel_at_period_end: cancelAtEnd };
  };
  const notFound = () => fail(404, { error: 'subscription_not_found', error_code: 404, error_description: 'no such subscription' });
  const ended = () => fail(400, { error: 'subscription_canceled', error_code: 4005, error_description: 'the subscription has already ended' });
  const current = (userID: string): ServedSubscription | null => {
    const now = demo.now();
    if (demo.paidNow && userID === '1002') return priced(purchased(now, userID), demo.currency);
    if (demo.pendingPayment) {
      pendingSince ??= now;
      // The payment goes through PENDING_MS after the page first asked: its invoice is paid then, and the period runs a month from it.
      if (now - pendingSince >= PENDING_MS) return priced(purchased(pendingSince + PENDING_MS, userID), demo.currency);
      if (!store.subscriptions.has(userID)) return null;
      // Meanwhile the new subscription is incomplete: its first invoice, opened when the page first asked, is still open.
      const started = purchased(pendingSince, userID);
      return priced({ ...started, status: 'incomplete', invoices: (started.invoices ?? []).map((invoice) => ({ ...invoice, status: 'open' })) }, demo.currency);
    }
    const stored = store.subscriptions.get(userID);
    if (!stored) return null;
    // The switch is the premium user's (mocks/README.md); other stored subscriptions are served as stored.
    const variant = userID === '1002' ? demo.variant : 'as-stored';
    return priced(served(stored, variant, memory().cancelAtEnd(stored.id), now), demo.currency);
  };
  return [
    http.get(
      '*/vip/v1/stripe/subscription',
      faulty('subscription', faults, ({ request }) => withUser(request, (user) => HttpResponse.json({ subscription: current(user.userID) } satisfies Reply))),
    ),
    http.post(
      '*/vip/v1/stripe/cancelSubscription',
      faulty('cancelSubscription', faults, ({ request }) =>
        withUser(request, async (user) => {
          const sub = await named(request, user.userID);
          if (!sub) return notFound();
          if (sub.status === 'canceled') return ended();
          return HttpResponse.json({ subscription: setCancelAtEnd(user.userID, sub, true) } satisfies CancelReply);
        }),
      ),
    ),
    http.post(
      '*/vip/v1/stripe/resumeSubscription',
      faulty('resumeSubscription', faults, ({ request }) =>
        withUser(request, async (user) => {
          const sub = await named(request, user.userID);
          if (!sub) return notFound();
          if (sub.status === 'canceled') return ended();
          if (!sub.cancel_at_period_end) return fail(400, { error: 'not_cancelling', error_code: 4007, error_description: 'the subscription is not set to cancel' });
          return HttpResponse.json({ subscription: setCancelAtEnd(user.userID, sub, false) } satisfies ResumeReply);
        }),
      ),
    ),
    http.post(
      '*/vip/v1/stripe/billingPortal',
      faulty('billingPortal', faults, ({ request }) =>
        withUser(request, async (user) => {
          const sub = await named(request, user.userID);
          if (!sub) return notFound();
          // The demo plays the reader changing the card on the provider's page: read again, the subscription has the new card.
          const stored = store.subscriptions.get(user.userID);
          if (stored) stored.payment_method = DEMO_NEW_CARD;
          return HttpResponse.json({ url: `https://billing.stripe.com/p/session/demo_${sub.id}` } satisfies PortalReply);
        }),
      ),
    ),
  ];
}
