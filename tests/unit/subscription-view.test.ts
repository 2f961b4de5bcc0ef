import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createRequestMachine } from '../../machines/core/request.machine';
import type { Host } from '../../machines/core/host';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import {
  cardUpdateViewOf,
  invoiceRowsOf,
  selectCancelSection,
  selectCardRow,
  selectResumeSection,
  selectSubscriptionContent,
  selectUnsureNotice,
} from '../../machines/subscription/subscription.view';
import { ApiError } from '../../protocol/api/errors';
import type { Subscription } from '../../protocol/api/schemas';

const END = '2026-12-13T09:00:00.000Z';
const sub = (status: Subscription['status'], cancel = false): Subscription => ({
  id: 'sub_1Demo',
  status,
  plan: { name: 'Premium', interval: 'month', amount: 999, currency: 'USD' },
  current_period_end: END,
  cancel_at_period_end: cancel,
  payment_method: { brand: 'visa', last4: '4242' },
  invoices: [
    { id: 'in_2', created: '2026-11-13T09:00:00.000Z', amount: 999, currency: 'USD', status: 'open', hosted_invoice_url: 'https://invoice.stripe.com/i/due' },
    { id: 'in_1', created: '2026-10-13T09:00:00.000Z', amount: 999, currency: 'USD', status: 'paid', hosted_invoice_url: null },
  ],
});

const unauthenticated = () => new ApiError('server', 401, 16, 'unauthenticated');
const serverError = () => new ApiError('server', 500, 500, 'internal_error');

function start(load: () => Promise<Subscription | null>, host: Host = 'android', cancel: () => Promise<Subscription | null> = async () => sub('active', true)) {
  const machine = subscriptionMachine.provide({
    actors: {
      load: createRequestMachine<Subscription | null>(load),
      cancel: fromPromise<Subscription | null, { id: string }>(() => cancel()),
    },
  });
  return createActor(machine, { input: { loggedIn: true, host } }).start();
}

describe('subscription view model', () => {
  it('a load answered 401: Log in in the app (the load resumes), the app in a browser; a server error: Try again', async () => {
    const inApp = start(() => Promise.reject(unauthenticated()));
    const failed = await waitFor(inApp, (s) => selectSubscriptionContent(s).kind === 'failed');
    expect(selectSubscriptionContent(failed)).toEqual({ kind: 'failed', problem: { kind: 'login-needed' }, wayOn: 'log-in' });
    const browser = start(() => Promise.reject(unauthenticated()), 'absent');
    expect(selectSubscriptionContent(await waitFor(browser, (s) => selectSubscriptionContent(s).kind === 'failed'))).toMatchObject({ wayOn: 'open-app' });
    let loads = 0;
    const flaky = start(() => (++loads === 1 ? Promise.reject(serverError()) : Promise.resolve(sub('active'))));
    expect(selectSubscriptionContent(await waitFor(flaky, (s) => selectSubscriptionContent(s).kind === 'failed'))).toMatchObject({ wayOn: 'retry' });
    // The retry is the request machine's: the same child loads again.
    flaky.send({ type: 'subscription.retry' });
    expect(selectSubscriptionContent(flaky.getSnapshot())).toEqual({ kind: 'loading' });
    const ready = await waitFor(flaky, (s) => selectSubscriptionContent(s).kind === 'subscribed');
    expect(selectSubscriptionContent(ready)).toMatchObject({ kind: 'subscribed', inApp: true, layout: { lifecycle: 'active', cancel: true }, payNow: null, due: null });
  });

  it('a payment past due: Pay now on the open invoice, the amount due, and the card’s update', async () => {
    const actor = start(async () => sub('past_due'));
    const s = await waitFor(actor, (snap) => selectSubscriptionContent(snap).kind === 'subscribed');
    expect(selectSubscriptionContent(s)).toMatchObject({ layout: { lifecycle: 'past-due', notice: 'past-due' }, payNow: 'https://invoice.stripe.com/i/due', due: { amount: 999, currency: 'USD' } });
    const row = selectCardRow(s);
    expect(row.updated).toBe(false);
    expect(row.card).not.toBeNull();
    expect(cardUpdateViewOf(row.card!.getSnapshot(), row.inApp)).toEqual({ kind: 'idle' });
  });

  it('a failed cancel: Log in for a 401 (the cancel is sent again when back), Try again for a server error', async () => {
    for (const [error, wayOn] of [
      [unauthenticated(), 'log-in'],
      [serverError(), 'retry'],
      [new ApiError('server', 400, 4005, 'subscription_canceled'), 'own'],
    ] as const) {
      const actor = start(async () => sub('active'), 'android', () => Promise.reject(error));
      await waitFor(actor, (s) => selectSubscriptionContent(s).kind === 'subscribed');
      expect(selectCancelSection(actor.getSnapshot())).toEqual({ kind: 'idle', main: false });
      actor.send({ type: 'cancel.start' });
      expect(selectCancelSection(actor.getSnapshot())).toEqual({ kind: 'confirming', reason: '' });
      actor.send({ type: 'cancel.confirm' });
      const failed = await waitFor(actor, (s) => selectCancelSection(s).kind === 'failed');
      expect(selectCancelSection(failed)).toMatchObject({ kind: 'failed', wayOn });
      expect(failed.can({ type: 'cancel.confirm' })).toBe(true);
    }
  });

  it('a cancel without a reply: the banner says it is being checked, then how the subscription stands', async () => {
    let loads = 0;
    const actor = start(async () => (++loads === 1 ? sub('active') : sub('active', true)), 'android', () => Promise.reject(new ApiError('timeout')));
    await waitFor(actor, (s) => selectSubscriptionContent(s).kind === 'subscribed');
    expect(selectUnsureNotice(actor.getSnapshot())).toEqual({ kind: 'none' });
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => selectUnsureNotice(s).kind === 'checking');
    const after = await waitFor(actor, (s) => selectUnsureNotice(s).kind === 'checked');
    expect(selectSubscriptionContent(after)).toMatchObject({ kind: 'subscribed', layout: { lifecycle: 'cancelling', resume: true } });
    expect(selectResumeSection(after)).toEqual({ kind: 'idle' });
  });

  it('the billing history: each invoice’s status in words and its checked address', () => {
    expect(invoiceRowsOf(sub('active').invoices).map((row) => [row.status, row.href])).toEqual([
      ['due', 'https://invoice.stripe.com/i/due'],
      ['paid', null],
    ]);
  });
});
