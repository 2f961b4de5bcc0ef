import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  PAYMENT_CHECK,
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
} from '../../machines/payment-status.machine';
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
  // Newest first: an open one (not a payment), then the payment.
  invoices: [
    { id: 'in_2', created: '2026-11-14T09:00:00.000Z', amount: 500, currency: 'USD', status: 'open', hosted_invoice_url: null },
    { id: 'in_1', created: PAID_ON, amount: 1099, currency: 'USD', status: 'paid', hosted_invoice_url: null },
  ],
};
const incomplete: Subscription = { ...active, status: 'incomplete' };

const events = [
  { type: 'xstate.done.actor.check', output: active },
  { type: 'xstate.done.actor.check', output: incomplete },
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
      input: { status: 'pending', host: 'android', loggedIn: true, appLink: APP_LINK },
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
          expect(s.can({ type: 'status.check' })).toBe(false);
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
        input: { status, host, loggedIn, appLink: APP_LINK },
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
    const actor = createActor(machine, { input: { status, host: 'android', loggedIn: true, appLink: APP_LINK } }).start();
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
    const actor = createActor(machine, { input: { status: 'pending', host: 'ios', loggedIn: true, appLink: APP_LINK } }).start();
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.everyMs);
    expect(selectPaymentStatusView(actor.getSnapshot())).toBe('session-ended');
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK.forMs);
    expect(calls).toBe(2);
    expect(selectPaymentStatusView(actor.getSnapshot())).toBe('session-ended');
  });
});
