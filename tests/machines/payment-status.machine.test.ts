import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  confirmsPayment,
  PAYMENT_CHECK,
  PAYMENT_WINDOW_MS,
  paymentStatusMachine,
  selectAppLink,
  selectConfirmedPayment,
  selectPaymentInApp,
  selectPaymentReceived,
  selectPaymentWayOn,
  selectPaymentProblem,
  selectPaymentReturn,
  selectPaymentStatusView,
  selectPremiumUntil,
  type PaymentReturn,
  type PaymentWayOn,
} from '../../machines/subscription/payment-status.machine';
import { selectPaymentStatusContent } from '../../machines/subscription/payment-status.view';
import { ApiError } from '../../protocol/api/errors';
import type { Subscription } from '../../protocol/api/schemas';
import { replayShortestPaths } from './replay';

const APP_LINK = 'pikpakapp://mypikpak.com';
const END = '2026-12-13T09:00:00.000Z';
const PAID_ON = '2026-11-13T09:00:00.000Z';
const active: Subscription = {
  id: 'sub_new',
  status: 'active',
  current_period_end: END,
  cancel_at_period_end: false,
  plan: { name: 'Premium', interval: 'month', amount: 1099, currency: 'USD' },
  payment_method: null,
  // Newest first: the payment made after the page opened, then last month's.
  invoices: [
    { id: 'in_1', created: PAID_ON, amount: 1099, currency: 'USD', status: 'paid', hosted_invoice_url: null },
    { id: 'in_0', created: '2026-10-13T09:00:00.000Z', amount: 1099, currency: 'USD', status: 'paid', hosted_invoice_url: null },
  ],
};
/** The page opened two minutes before the payment went through. */
const OPENED = Date.parse(PAID_ON) - 2 * 60_000;
const incomplete: Subscription = { ...active, status: 'incomplete' };
/** Active, but its newest invoice is still open: no payment of this page's to confirm. */
const newestOpen: Subscription = {
  ...active,
  invoices: [{ id: 'in_2', created: PAID_ON, amount: 500, currency: 'USD', status: 'open', hosted_invoice_url: null }, ...active.invoices],
};
/** Active, its newest payment 25 days before the page opened: not this page's payment. */
const stale: Subscription = { ...active, invoices: active.invoices.slice(1) };

const events = [
  { type: 'xstate.done.actor.check', output: active },
  { type: 'xstate.done.actor.check', output: incomplete },
  { type: 'xstate.done.actor.check', output: newestOpen },
  { type: 'xstate.done.actor.check', output: stale },
  { type: 'xstate.done.actor.check', output: null },
  { type: 'xstate.error.actor.check', error: new ApiError('network') },
  { type: 'xstate.error.actor.check', error: new ApiError('server', 401, 16, 'unauthenticated') },
  { type: 'xstate.after.poll.paymentStatus.watching.waiting' },
  { type: 'xstate.after.deadline.paymentStatus.watching' },
  { type: 'status.check' },
  { type: 'page.close' },
] as const;

type Snap = Parameters<typeof selectPaymentStatusView>[0];
const delays = { poll: PAYMENT_CHECK.everyMs, deadline: PAYMENT_CHECK.forMs };

describe('payment-status machine (model-based)', () => {
  it('checks a pending payment in the app until active, for at most 30 s', async () => {
    const count = await replayShortestPaths({
      machine: paymentStatusMachine,
      input: { status: 'pending', host: 'android', loggedIn: true, appLink: APP_LINK, openedAt: OPENED },
      actorNames: ['check'],
      events,
      delays,
      facts: {
        'watching.checking': (s: Snap, pending) => {
          expect(selectPaymentStatusView(s)).toBe('checking');
          expect(pending.has('check')).toBe(true);
          // No success before the subscription confirms it.
          expect(selectConfirmedPayment(s)).toBeNull();
        },
        'watching.waiting': (s: Snap, pending) => {
          // Between checks: still 'checking' for the reader, nothing in flight.
          expect(selectPaymentStatusView(s)).toBe('checking');
          expect(pending.has('check')).toBe(false);
          // After a failed check: said at once, with Try again (a check now) as the main action.
          const content = selectPaymentStatusContent(s);
          if (selectPaymentProblem(s)) expect(content).toMatchObject({ kind: 'check-failed', wayOn: 'retry', busy: false });
          else expect(content).toEqual({ kind: 'checking' });
          expect(s.can({ type: 'status.check' })).toBe(selectPaymentProblem(s) !== null);
        },
        confirmed: (s: Snap) => {
          expect(selectPaymentStatusView(s)).toBe('confirmed');
          expect(selectPremiumUntil(s)).toBe(END);
          // The payment named: the newest paid invoice, its amount and date.
          expect(selectConfirmedPayment(s)).toEqual({ amount: 1099, currency: 'USD', paidOn: PAID_ON });
        },
        sessionEnded: (s: Snap, pending) => {
          // A 401 stops the checks: the page says why (log in again).
          expect(selectPaymentStatusView(s)).toBe('session-ended');
          expect(selectPaymentProblem(s)).toEqual({ kind: 'login-needed' });
          expect(pending.size).toBe(0);
          // Log in, and the checks resume when the reader is back (never Try again).
          expect(selectPaymentStatusContent(s)).toEqual({ kind: 'log-in', ended: true });
          expect(s.can({ type: 'status.check' })).toBe(true);
        },
        stillProcessing: (s: Snap) => {
          expect(selectPaymentStatusView(s)).toBe('still-processing');
          expect(s.can({ type: 'status.check' })).toBe(true);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });

  const statics: [PaymentReturn, 'android' | 'ios' | 'absent', boolean, 'failed' | 'unknown' | 'explained' | 'loggedOut', PaymentWayOn][] = [
    ['failed', 'ios', true, 'failed', 'close-page'],
    ['failed', 'absent', false, 'failed', 'get-app'],
    ['unknown', 'ios', true, 'unknown', 'close-page'],
    ['success', 'absent', false, 'explained', 'open-app'],
    ['pending', 'absent', false, 'explained', 'open-app'],
    // Logged out in the app: nothing to check with until the reader logs in.
    ['pending', 'android', false, 'loggedOut', 'close-page'],
    ['success', 'ios', false, 'loggedOut', 'close-page'],
  ];
  for (const [status, host, loggedIn, view, wayOn] of statics) {
    it(`shows '${view}' for status ${status} (${host}, ${loggedIn ? 'logged in' : 'not logged in'}), without a check`, async () => {
      await replayShortestPaths({
        machine: paymentStatusMachine,
        input: { status, host, loggedIn, appLink: APP_LINK, openedAt: OPENED },
        actorNames: ['check'],
        events,
        delays,
        facts: {
          [view]: (s: Snap, pending) => {
            expect(selectPaymentStatusView(s)).toBe(view === 'loggedOut' ? 'logged-out' : view);
            // The link's word alone is never a success.
            expect(selectConfirmedPayment(s)).toBeNull();
            expect(selectPaymentReturn(s)).toBe(status);
            expect(selectPaymentInApp(s)).toBe(host !== 'absent');
            expect(selectPaymentWayOn(s)).toBe(wayOn);
            expect(selectPaymentReceived(s)).toBe(status === 'success');
            expect(selectAppLink(s)).toBe(APP_LINK);
            expect(pending.size).toBe(0);
          },
        },
      });
    });
  }
});

describe('payment-status machine (timing)', () => {
  afterEach(() => vi.useRealTimers());

  function run(replies: (Subscription | null | Error)[], status: PaymentReturn = 'pending') {
    vi.useFakeTimers();
    let calls = 0;
    const closed: string[] = [];
    const machine = paymentStatusMachine.provide({
      actors: {
        check: fromPromise(async () => {
          const reply = replies[Math.min(calls, replies.length - 1)];
          calls += 1;
          if (reply instanceof Error) throw reply;
          return reply ?? null;
        }),
      },
      actions: { closePage: () => void closed.push('closed') },
    });
    const actor = createActor(machine, { input: { status, host: 'android', loggedIn: true, appLink: APP_LINK, openedAt: OPENED } }).start();
    return { actor, calls: () => calls, closed };
  }

  it('checks every 3 s and shows success once the subscription is active', async () => {
    const { actor, calls } = run([null, incomplete, active]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.everyMs);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.everyMs);
    expect(selectPaymentStatusView(actor.getSnapshot())).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.forMs);
    expect(calls()).toBe(3);
  });

  it('gives up after 30 s with at most 11 checks, keeps the last failure, and checks again on request', async () => {
    const { actor, calls, closed } = run([new ApiError('network')]);
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.forMs - 1);
    expect(selectPaymentStatusView(actor.getSnapshot())).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectPaymentStatusView(actor.getSnapshot())).toBe('still-processing');
    expect(calls()).toBeLessThanOrEqual(PAYMENT_CHECK.forMs / PAYMENT_CHECK.everyMs + 1);
    expect(selectPaymentProblem(actor.getSnapshot())).toEqual({ kind: 'offline' });
    const before = calls();
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.forMs);
    expect(calls()).toBe(before);
    actor.send({ type: 'status.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(before + 1);
    actor.send({ type: 'page.close' });
    expect(closed).toEqual(['closed']);
  });
});

describe('what confirms a payment (issue 32, L13)', () => {
  it('only a live subscription whose newest invoice was paid since the page opened, or within 15 minutes before', () => {
    expect(confirmsPayment(active, OPENED)).toBe(true);
    expect(confirmsPayment(active, Date.parse(PAID_ON) + PAYMENT_WINDOW_MS)).toBe(true);
    expect(confirmsPayment(active, Date.parse(PAID_ON) + PAYMENT_WINDOW_MS + 1)).toBe(false);
    // An active subscription with an old payment, or whose latest invoice is open, confirms nothing.
    expect(confirmsPayment(stale, OPENED)).toBe(false);
    expect(confirmsPayment(newestOpen, OPENED)).toBe(false);
    expect(confirmsPayment({ ...active, invoices: [] }, OPENED)).toBe(false);
    expect(confirmsPayment(incomplete, OPENED)).toBe(false);
    expect(confirmsPayment(null, OPENED)).toBe(false);
    expect(confirmsPayment({ ...active, cancel_at_period_end: true }, OPENED)).toBe(true);
  });
});

describe('payment-status machine (a session that ends)', () => {
  afterEach(() => vi.useRealTimers());

  it('stops checking on a 401 and checks no more', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const machine = paymentStatusMachine.provide({
      actors: {
        check: fromPromise<Subscription | null>(async () => {
          calls += 1;
          if (calls === 1) return incomplete;
          throw new ApiError('server', 401, 16, 'unauthenticated');
        }),
      },
    });
    const actor = createActor(machine, { input: { status: 'pending', host: 'ios', loggedIn: true, appLink: APP_LINK, openedAt: OPENED } }).start();
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.everyMs);
    expect(selectPaymentStatusView(actor.getSnapshot())).toBe('session-ended');
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.forMs);
    expect(calls).toBe(2);
    expect(selectPaymentStatusView(actor.getSnapshot())).toBe('session-ended');
    // Back from logging in (the log-in's onBack): the checks resume.
    actor.send({ type: 'status.check' });
    expect(selectPaymentStatusView(actor.getSnapshot())).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(3);
  });
});

describe('payment-status view model', () => {
  afterEach(() => vi.useRealTimers());
  const contentFor = (status: PaymentReturn, host: 'android' | 'absent', loggedIn: boolean) =>
    selectPaymentStatusContent(createActor(paymentStatusMachine, { input: { status, host, loggedIn, appLink: APP_LINK, openedAt: OPENED } }).start().getSnapshot());

  it('sends a browser with an unknown result to the app, not to the subscription page', () => {
    expect(contentFor('unknown', 'absent', false)).toEqual({ kind: 'unknown', inApp: false, appLink: APP_LINK });
    expect(contentFor('unknown', 'android', true)).toEqual({ kind: 'unknown', inApp: true, appLink: APP_LINK });
  });

  it('never confirms a payment in a browser: it explains, with the app’s link', () => {
    expect(contentFor('success', 'absent', false)).toEqual({ kind: 'explained', received: true, appLink: APP_LINK });
    expect(contentFor('pending', 'absent', false)).toEqual({ kind: 'explained', received: false, appLink: APP_LINK });
    expect(contentFor('pending', 'android', false)).toEqual({ kind: 'log-in', ended: false });
  });

  it('says a failed check at once with Try again, while the checks go on', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const machine = paymentStatusMachine.provide({
      actors: {
        check: fromPromise<Subscription | null>(async () => {
          calls += 1;
          throw new ApiError('server', 500, 500, 'internal_error');
        }),
      },
    });
    const actor = createActor(machine, { input: { status: 'pending', host: 'android', loggedIn: true, appLink: APP_LINK, openedAt: OPENED } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPaymentStatusContent(actor.getSnapshot())).toMatchObject({ kind: 'check-failed', wayOn: 'retry', busy: false });
    actor.send({ type: 'status.check' });
    expect(selectPaymentStatusContent(actor.getSnapshot())).toMatchObject({ kind: 'check-failed', busy: true });
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.everyMs);
    expect(calls).toBeGreaterThanOrEqual(3);
  });
});
