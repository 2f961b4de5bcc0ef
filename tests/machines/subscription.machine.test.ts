import { describe, expect, expectTypeOf, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  CANCEL_REASONS,
  lifecycleOf,
  selectCancelReason,
  selectCancelStep,
  selectSubscriptionData,
  selectSubscriptionProblem,
  selectSubscriptionView,
  subscriptionMachine,
} from '../../machines/subscription.machine';
import { ApiError } from '../../protocol/api/errors';
import type { Subscription } from '../../protocol/api/schemas';
import { replayShortestPaths } from './replay';

const END = '2026-12-13T09:00:00.000Z';
const sub = (status: Subscription['status'], cancel = false): Subscription => ({
  id: 'sub_1Demo',
  status,
  plan: { name: 'Premium', interval: 'month', amount: 999, currency: 'USD' },
  current_period_end: END,
  cancel_at_period_end: cancel,
  payment_method: null,
  invoices: [],
});
const active = sub('active');
const cancelled = sub('active', true);

/** Every event the reader or the two requests (`load`, `cancel`) can bring, with their typed outputs. */
const events = [
  { type: 'xstate.done.actor.load', output: null },
  { type: 'xstate.done.actor.load', output: active },
  { type: 'xstate.done.actor.load', output: cancelled },
  { type: 'xstate.done.actor.load', output: sub('past_due') },
  { type: 'xstate.done.actor.load', output: sub('canceled', true) },
  { type: 'xstate.error.actor.load', error: new ApiError('timeout') },
  { type: 'xstate.done.actor.cancel', output: cancelled },
  { type: 'xstate.error.actor.cancel', error: new ApiError('server', 500, 500, 'internal_error') },
  { type: 'subscription.retry' },
  { type: 'cancel.start' },
  { type: 'cancel.reason', reason: 'too_expensive' },
  { type: 'cancel.confirm' },
  { type: 'cancel.dismiss' },
  { type: 'renew' },
] as const;

type Snap = Parameters<typeof selectSubscriptionView>[0];

describe('subscription lifecycle machine (model-based)', () => {
  it('follows every shortest path of a logged-in reader, with a fact checked in each state', async () => {
    const count = await replayShortestPaths({
      machine: subscriptionMachine,
      input: { loggedIn: true, host: 'android' },
      actorNames: ['load', 'cancel'],
      events,
      facts: {
        loading: (s: Snap, pending) => {
          expect(selectSubscriptionView(s)).toBe('loading');
          expect(s.hasTag('busy')).toBe(true);
          expect(pending.has('load')).toBe(true);
        },
        failed: (s: Snap) => {
          // The page says why and offers a retry.
          expect(selectSubscriptionView(s)).toBe('failed');
          expect(selectSubscriptionProblem(s)).toEqual({ kind: 'timed-out' });
          expect(s.can({ type: 'subscription.retry' })).toBe(true);
        },
        none: (s: Snap) => {
          expect(selectSubscriptionView(s)).toBe('none');
          // Buying is offered (in the app); no cancel.
          expect(s.can({ type: 'renew' })).toBe(true);
          expect(s.can({ type: 'cancel.start' })).toBe(false);
        },
        expired: (s: Snap) => {
          expect(selectSubscriptionView(s)).toBe('expired');
          expect(s.can({ type: 'renew' })).toBe(true);
          expect(s.can({ type: 'cancel.start' })).toBe(false);
        },
        pastDue: (s: Snap) => {
          expect(selectSubscriptionView(s)).toBe('past-due');
          // No purchase while a subscription exists: it would charge twice.
          expect(s.can({ type: 'renew' })).toBe(false);
        },
        'active.idle': (s: Snap, pending) => {
          expect(selectSubscriptionView(s)).toBe('active');
          expect(selectCancelStep(s)).toBe('idle');
          expect(s.can({ type: 'renew' })).toBe(false);
          // Nothing is sent before the reader starts and confirms.
          expect(pending.has('cancel')).toBe(false);
        },
        'active.confirming': (s: Snap, pending) => {
          expect(selectCancelStep(s)).toBe('confirming');
          expect(s.hasTag('busy')).toBe(false);
          expect(pending.has('cancel')).toBe(false);
          expect(s.can({ type: 'cancel.dismiss' })).toBe(true);
        },
        'active.submitting': (s: Snap, pending) => {
          // The one request in flight, for this subscription; a second confirm does nothing.
          expect(selectCancelStep(s)).toBe('submitting');
          expect(s.hasTag('busy')).toBe(true);
          expect(pending.get('cancel')?.input).toEqual({ id: 'sub_1Demo' });
          expect(s.can({ type: 'cancel.confirm' })).toBe(false);
        },
        'active.failed': (s: Snap) => {
          // The subscription is unchanged and the problem is said.
          expect(selectCancelStep(s)).toBe('failed');
          expect(selectSubscriptionData(s)).toEqual(active);
          expect(selectSubscriptionProblem(s)).toMatchObject({ kind: 'refused', status: 500 });
        },
        cancelling: (s: Snap) => {
          expect(selectSubscriptionView(s)).toBe('cancelling');
          expect(selectSubscriptionData(s)?.cancel_at_period_end).toBe(true);
          expect(s.can({ type: 'renew' })).toBe(false);
          expect(s.can({ type: 'cancel.start' })).toBe(false);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(10);
  });

  it('asks nothing of the server when nobody is logged in', async () => {
    await replayShortestPaths({
      machine: subscriptionMachine,
      input: { loggedIn: false, host: 'absent' },
      actorNames: ['load', 'cancel'],
      events,
      facts: {
        loggedOut: (s: Snap, pending) => {
          expect(selectSubscriptionView(s)).toBe('logged-out');
          expect(pending.size).toBe(0);
        },
      },
    });
  });
});

describe('lifecycle of a Stripe status', () => {
  it('sorts every status into the page states', () => {
    expect(lifecycleOf(null)).toBe('none');
    expect(lifecycleOf(sub('active'))).toBe('active');
    expect(lifecycleOf(sub('trialing'))).toBe('active');
    expect(lifecycleOf(sub('trialing', true))).toBe('cancelling');
    expect(lifecycleOf(cancelled)).toBe('cancelling');
    expect(lifecycleOf(sub('past_due'))).toBe('past-due');
    expect(lifecycleOf(sub('incomplete'))).toBe('past-due');
    for (const s of ['canceled', 'incomplete_expired', 'unpaid', 'paused'] as const) expect(lifecycleOf(sub(s))).toBe('expired');
  });
});

/** The machine with its two requests provided: the load's reply, and a cancel that records what it sent. */
function provided(load: Subscription | null, cancel: (id: string) => Promise<Subscription | null>) {
  return subscriptionMachine.provide({
    actors: {
      load: fromPromise(async () => load),
      cancel: fromPromise<Subscription | null, { id: string }>(({ input }) => cancel(input.id)),
    },
  });
}

describe('subscription lifecycle machine (behaviour)', () => {
  it('confirms, then sends exactly one request, then reports the success and the reason', async () => {
    const sent: string[] = [];
    const machine = provided(active, async (id) => {
      sent.push(id);
      return cancelled;
    });
    const actor = createActor(machine, { input: { loggedIn: true, host: 'android' } });
    const tracked: { action: string; extra: Record<string, string> }[] = [];
    actor.on('track', (e) => tracked.push({ action: e.action, extra: e.extra }));
    actor.start();
    await waitFor(actor, (s) => selectSubscriptionView(s) === 'active');
    actor.send({ type: 'cancel.start' });
    expect(selectCancelStep(actor.getSnapshot())).toBe('confirming');
    expect(sent).toEqual([]);
    actor.send({ type: 'cancel.reason', reason: 'unused' });
    expect(selectCancelReason(actor.getSnapshot())).toBe('unused');
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.start' });
    expect(selectCancelStep(actor.getSnapshot())).toBe('submitting');
    await waitFor(actor, (s) => selectSubscriptionView(s) === 'cancelling');
    expect(sent).toEqual(['sub_1Demo']);
    // The parent holds the cancel's typed output: the subscription as it now stands.
    expectTypeOf(selectSubscriptionData(actor.getSnapshot())).toEqualTypeOf<Subscription | null>();
    expect(selectSubscriptionData(actor.getSnapshot())).toEqual(cancelled);
    expect(tracked.map((t) => t.action)).toEqual([
      'subscription_view',
      'subscription_cancel_submit',
      'subscription_cancel_success',
      'subscription_cancel_reason',
    ]);
    expect(tracked.at(-1)?.extra).toEqual({ reason: 'unused' });
  });

  it('keeps the subscription after a failed cancel and says why; no reason is reported without a choice', async () => {
    let calls = 0;
    const machine = provided(active, async () => {
      calls += 1;
      throw new ApiError('server', 500, 500, 'internal_error');
    });
    const actor = createActor(machine, { input: { loggedIn: true, host: 'android' } });
    const tracked: string[] = [];
    actor.on('track', (e) => tracked.push(e.action));
    actor.start();
    await waitFor(actor, (s) => selectSubscriptionView(s) === 'active');
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => selectCancelStep(s) === 'failed');
    expect(calls).toBe(1);
    expect(selectSubscriptionView(actor.getSnapshot())).toBe('active');
    expect(selectSubscriptionData(actor.getSnapshot())).toEqual(active);
    expect(selectSubscriptionProblem(actor.getSnapshot())).toMatchObject({ kind: 'refused', status: 500 });
    expect(tracked).toEqual(['subscription_view', 'subscription_cancel_submit', 'subscription_cancel_failure']);
    // Dismissing a new confirmation goes back without a request.
    actor.send({ type: 'cancel.start' });
    expect(selectCancelStep(actor.getSnapshot())).toBe('confirming');
    actor.send({ type: 'cancel.dismiss' });
    expect(selectCancelStep(actor.getSnapshot())).toBe('idle');
    expect(calls).toBe(1);
  });

  it('keeps only a reason from the list: anything else is no reason', async () => {
    const actor = createActor(provided(active, async () => cancelled), { input: { loggedIn: true, host: 'android' } }).start();
    await waitFor(actor, (s) => selectSubscriptionView(s) === 'active');
    for (const reason of CANCEL_REASONS) {
      actor.send({ type: 'cancel.reason', reason });
      expect(selectCancelReason(actor.getSnapshot())).toBe(reason);
    }
    actor.send({ type: 'cancel.reason', reason: 'I hate it' });
    expect(selectCancelReason(actor.getSnapshot())).toBe('');
  });

  it('opens the purchase page only in the app, and only without a live subscription', async () => {
    const opened: string[] = [];
    const noCancel = async () => null;
    const inApp = createActor(provided(null, noCancel).provide({ actions: { openPurchase: () => void opened.push('app') } }), {
      input: { loggedIn: true, host: 'ios' },
    }).start();
    await waitFor(inApp, (s) => selectSubscriptionView(s) === 'none');
    inApp.send({ type: 'renew' });
    const browser = createActor(provided(sub('canceled'), noCancel).provide({ actions: { openPurchase: () => void opened.push('browser') } }), {
      input: { loggedIn: true, host: 'absent' },
    }).start();
    await waitFor(browser, (s) => selectSubscriptionView(s) === 'expired');
    browser.send({ type: 'renew' });
    expect(opened).toEqual(['app']);
  });
});
