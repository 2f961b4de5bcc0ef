import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { provideSubmission, submissionMachine } from '../../machines/submission.machine';
import {
  CANCEL_REASONS,
  cancelValidation,
  lifecycleOf,
  selectCancelReason,
  selectCancelStep,
  selectSubscriptionData,
  selectSubscriptionProblem,
  selectSubscriptionView,
  subscriptionMachine,
  type SubscriptionFacts,
} from '../../machines/subscription.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

const END = '2026-12-13T09:00:00.000Z';
const sub = (status: string, cancel = false): SubscriptionFacts => ({ id: 'sub_1Demo', status, current_period_end: END, cancel_at_period_end: cancel });
const active = sub('active');
const cancelled = sub('active', true);

/** A snapshot of the cancel form (the shared submission machine) as the lifecycle machine receives it. */
function formAt(value: unknown, extra: Record<string, unknown> = {}) {
  const snapshot = submissionMachine.resolveState({
    value: value as never,
    context: { fields: { reason: '' }, confirm: true, validate: cancelValidation('sub_1Demo'), track: null, value: null, invalid: null, problem: null, result: null, ...extra },
  });
  return { type: 'xstate.snapshot.cancel', snapshot } as const;
}

const events = [
  { type: 'xstate.done.actor.load', output: null },
  { type: 'xstate.done.actor.load', output: active },
  { type: 'xstate.done.actor.load', output: cancelled },
  { type: 'xstate.done.actor.load', output: sub('past_due') },
  { type: 'xstate.done.actor.load', output: sub('canceled', true) },
  { type: 'xstate.error.actor.load', error: new ApiError('timeout') },
  { type: 'subscription.retry' },
  { type: 'cancel.start' },
  { type: 'cancel.reason', reason: 'too_expensive' },
  { type: 'cancel.confirm' },
  { type: 'cancel.dismiss' },
  { type: 'renew' },
  formAt('confirming'),
  formAt('submitting'),
  formAt({ editing: 'failed' }, { problem: { kind: 'refused', status: 500, code: 500, reason: 'internal_error' } }),
  formAt('succeeded', { result: cancelled }),
  formAt({ editing: 'idle' }),
] as const;

type Snap = Parameters<typeof selectSubscriptionView>[0];

describe('subscription lifecycle machine (model-based)', () => {
  it('follows every shortest path of a logged-in reader, with a fact checked in each state', async () => {
    const count = await replayShortestPaths({
      machine: subscriptionMachine,
      input: { loggedIn: true, host: 'android' },
      actorNames: ['load', 'cancelForm'],
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
          // The cancel form runs with its confirmation step.
          expect(pending.get('cancel')?.input).toMatchObject({ fields: { reason: '' }, confirm: true });
        },
        'active.confirming': (s: Snap) => {
          expect(selectCancelStep(s)).toBe('confirming');
          expect(s.hasTag('busy')).toBe(false);
        },
        'active.submitting': (s: Snap) => {
          // The one request in flight.
          expect(selectCancelStep(s)).toBe('submitting');
          expect(s.hasTag('busy')).toBe(true);
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
      actorNames: ['load', 'cancelForm'],
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
    for (const s of ['canceled', 'incomplete_expired', 'unpaid', 'paused']) expect(lifecycleOf(sub(s))).toBe('expired');
  });

  it('accepts a reason from the list or none, never anything else', () => {
    const check = cancelValidation('sub_1');
    expect(check({ reason: '' })).toEqual({ ok: true, value: 'sub_1' });
    for (const r of CANCEL_REASONS) expect(check({ reason: r })).toEqual({ ok: true, value: 'sub_1' });
    expect(check({ reason: 'I hate it' })).toEqual({ ok: false, reason: 'unknown-reason' });
  });
});

describe('subscription lifecycle machine with the real cancel form', () => {
  it('confirms, then sends exactly one request, then reports the success and the reason', async () => {
    const sent: string[] = [];
    const form = provideSubmission<string, SubscriptionFacts>(async (id) => {
      sent.push(id);
      return cancelled;
    });
    const machine = subscriptionMachine.provide({
      actors: { load: provideLoad(active), cancelForm: form.machine },
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
    const form = provideSubmission<string, SubscriptionFacts>(async () => {
      calls += 1;
      throw new ApiError('server', 500, 500, 'internal_error');
    });
    const actor = createActor(subscriptionMachine.provide({ actors: { load: provideLoad(active), cancelForm: form.machine } }), { input: { loggedIn: true, host: 'android' } });
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

  it('opens the purchase page only in the app, and only without a live subscription', async () => {
    const opened: string[] = [];
    const inApp = createActor(
      subscriptionMachine.provide({ actors: { load: provideLoad(null) }, actions: { openPurchase: () => void opened.push('app') } }),
      { input: { loggedIn: true, host: 'ios' } },
    ).start();
    await waitFor(inApp, (s) => selectSubscriptionView(s) === 'none');
    inApp.send({ type: 'renew' });
    const browser = createActor(
      subscriptionMachine.provide({ actors: { load: provideLoad(sub('canceled')) }, actions: { openPurchase: () => void opened.push('browser') } }),
      { input: { loggedIn: true, host: 'absent' } },
    ).start();
    await waitFor(browser, (s) => selectSubscriptionView(s) === 'expired');
    browser.send({ type: 'renew' });
    expect(opened).toEqual(['app']);
  });
});

function provideLoad(reply: SubscriptionFacts | null) {
  return fromPromise<SubscriptionFacts | null>(async () => reply);
}
