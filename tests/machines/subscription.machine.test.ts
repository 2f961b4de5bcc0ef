import { describe, expect, expectTypeOf, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import {
  CANCEL_REASONS,
  cardUpdateMachine,
  lifecycleOf,
  selectCancelReason,
  selectCancelStep,
  selectCardUpdated,
  cardChanged,
  selectCardProblem,
  selectCardStep,
  selectCardUpdate,
  selectResumeStep,
  selectSubscriptionData,
  selectSubscriptionOutcome,
  selectSubscriptionProblem,
  selectSubscriptionView,
  selectUnsureChange,
  subscriptionMachine,
} from '../../machines/subscription/subscription.machine';
import { payNowAddress } from '../../machines/subscription/subscription-rules';
import { createRequestMachine } from '../../machines/core/request.machine';
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

/** The load on the shared request machine, never settling by itself: the path's snapshot events say how it stands. */
const loadMachine = createRequestMachine<Subscription | null>(() => new Promise(() => undefined));
const loadReady = (data: Subscription | null) => ({ type: 'xstate.snapshot.load', snapshot: loadMachine.resolveState({ value: 'ready', context: { params: undefined, data, problem: null } }) });
const loadFailed = { type: 'xstate.snapshot.load', snapshot: loadMachine.resolveState({ value: 'failed', context: { params: undefined, data: null, problem: { kind: 'timed-out' } } }) };
const modelMachine = subscriptionMachine.provide({ actors: { load: loadMachine } });

/** Every event the reader, the load (child `load`) or the two changes (`cancel`, `resume`) can bring, with their typed outputs. */
const events = [
  loadReady(null),
  loadReady(active),
  loadReady(cancelled),
  loadReady(sub('past_due')),
  loadReady(sub('canceled', true)),
  loadFailed,
  { type: 'xstate.done.actor.cancel', output: cancelled },
  { type: 'xstate.error.actor.cancel', error: new ApiError('server', 500, 500, 'internal_error') },
  // No reply: the outcome is unknown (issue 32, L10).
  { type: 'xstate.error.actor.cancel', error: new ApiError('timeout') },
  { type: 'xstate.done.actor.resume', output: active },
  { type: 'xstate.error.actor.resume', error: new ApiError('network') },
  { type: 'xstate.error.actor.resume', error: new ApiError('server', 400, 4007, 'not_cancelling') },
  { type: 'resume' },
  { type: 'subscription.retry' },
  { type: 'cancel.start' },
  { type: 'cancel.reason', reason: 'too_expensive' },
  { type: 'cancel.confirm' },
  { type: 'cancel.dismiss' },
  { type: 'renew' },
  // Back from the provider's page (sent by the card's update); the read again finds the new card.
  { type: 'card.returned' },
  loadReady({ ...active, payment_method: { brand: 'visa', last4: '1881' } }),
] as EventObject[];

type Snap = Parameters<typeof selectSubscriptionView>[0];

describe('subscription lifecycle machine (model-based)', () => {
  it('follows every shortest path of a logged-in reader, with a fact checked in each state', async () => {
    const count = await replayShortestPaths({
      machine: modelMachine,
      input: { loggedIn: true, host: 'android' },
      actorNames: ['cancel', 'resume'],
      events,
      facts: {
        'reading.loading': (s: Snap) => {
          expect(selectSubscriptionView(s)).toBe('loading');
          expect(s.hasTag('busy')).toBe(true);
          // The load runs on the shared request machine.
          expect(s.children.load).toBeDefined();
          // After a cancel or renewal without a reply: the outcome is unknown and said so, and
          // the subscription is read again before either is offered (no cancel, no renew).
          if (selectUnsureChange(s) !== null) expect(['timed-out', 'offline']).toContain(selectSubscriptionProblem(s)?.kind);
          expect(s.can({ type: 'cancel.start' })).toBe(false);
          expect(s.can({ type: 'resume' })).toBe(false);
        },
        rereading: (s: Snap) => {
          // Back from the provider's page: read again while the page keeps showing the subscription (no skeleton).
          expect(s.children.load).toBeDefined();
          expect(selectSubscriptionView(s)).not.toBe('loading');
          expect(selectSubscriptionData(s)).not.toBeNull();
          expect(selectCardUpdated(s)).toBe(false);
        },
        'reading.failed': (s: Snap) => {
          // The page says why and offers a retry (the request machine's, which keeps the child).
          expect(selectSubscriptionView(s)).toBe('failed');
          expect(s.children.load).toBeDefined();
          expect(selectSubscriptionProblem(s)).toEqual({ kind: 'timed-out' });
          expect(s.can({ type: 'resume' })).toBe(false);
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
          // No purchase while a subscription exists: it would charge twice; the card can be changed.
          expect(s.can({ type: 'renew' })).toBe(false);
          expect(selectCardUpdate(s)).not.toBeNull();
        },
        'active.idle': (s: Snap, pending) => {
          expect(selectSubscriptionView(s)).toBe('active');
          expect(selectCancelStep(s)).toBe('idle');
          expect(s.can({ type: 'renew' })).toBe(false);
          // Nothing is sent before the reader starts and confirms.
          expect(pending.has('cancel')).toBe(false);
          expect(selectSubscriptionOutcome(s)).toBeNull();
          expect(selectCardUpdate(s)).not.toBeNull();
          // "Card updated" only when the read after the provider's page found another card.
          if (selectCardUpdated(s)) expect(selectSubscriptionData(s)?.payment_method?.last4).toBe('1881');
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
          expect(selectSubscriptionData(s)).toMatchObject({ status: 'active', cancel_at_period_end: false });
          expect(selectSubscriptionProblem(s)).toMatchObject({ kind: 'refused', status: 500 });
          expect(selectUnsureChange(s)).toBeNull();
        },
        'active.renewed': (s: Snap) => {
          // The cancel undone: the success with the next charge, and nothing else to do.
          expect(selectSubscriptionView(s)).toBe('active');
          expect(selectSubscriptionOutcome(s)).toBe('renewed');
          expect(selectSubscriptionData(s)?.cancel_at_period_end).toBe(false);
          expect(s.can({ type: 'resume' })).toBe(false);
        },
        'cancelling.idle': (s: Snap, pending) => {
          expect(selectSubscriptionView(s)).toBe('cancelling');
          expect(selectSubscriptionData(s)?.cancel_at_period_end).toBe(true);
          expect(selectSubscriptionOutcome(s)).toBeNull();
          expect(s.can({ type: 'renew' })).toBe(false);
          expect(s.can({ type: 'cancel.start' })).toBe(false);
          // Renew is offered; nothing is sent before it.
          expect(s.can({ type: 'resume' })).toBe(true);
          expect(pending.has('resume')).toBe(false);
        },
        'cancelling.canceled': (s: Snap) => {
          // The cancel's success, with Renew as its undo.
          expect(selectSubscriptionOutcome(s)).toBe('canceled');
          expect(selectSubscriptionData(s)?.cancel_at_period_end).toBe(true);
          expect(s.can({ type: 'resume' })).toBe(true);
        },
        'cancelling.resuming': (s: Snap, pending) => {
          // The one request in flight, for this subscription; a second tap does nothing.
          expect(selectResumeStep(s)).toBe('resuming');
          expect(s.hasTag('busy')).toBe(true);
          expect(pending.get('resume')?.input).toEqual({ id: 'sub_1Demo' });
          expect(s.can({ type: 'resume' })).toBe(false);
        },
        'cancelling.failed': (s: Snap) => {
          // Still cancelling; the problem said, Renew again.
          expect(selectResumeStep(s)).toBe('failed');
          expect(selectSubscriptionView(s)).toBe('cancelling');
          // A definite refusal only: a renewal without a reply is read again instead (loading).
          expect(selectSubscriptionProblem(s)).toMatchObject({ kind: 'refused', status: 400 });
          expect(selectUnsureChange(s)).toBeNull();
          expect(s.can({ type: 'resume' })).toBe(true);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(10);
  });

  it('asks nothing of the server when nobody is logged in', async () => {
    await replayShortestPaths({
      machine: modelMachine,
      input: { loggedIn: false, host: 'absent' },
      actorNames: ['cancel', 'resume'],
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

/** The machine with its requests provided: the load's reply, a cancel that records what it sent, and a resume. */
function provided(load: Subscription | null, cancel: (id: string) => Promise<Subscription | null>, resume: (id: string) => Promise<Subscription | null> = async () => active) {
  return subscriptionMachine.provide({
    actors: {
      load: createRequestMachine(async () => load),
      cancel: fromPromise<Subscription | null, { id: string }>(({ input }) => cancel(input.id)),
      resume: fromPromise<Subscription | null, { id: string }>(({ input }) => resume(input.id)),
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

describe('a cancel or renewal without a reply (behaviour)', () => {
  it('is not a failure: the outcome is unknown, the subscription is read again, and the page offers what the new read allows', async () => {
    let loads = 0;
    const machine = subscriptionMachine.provide({
      actors: {
        load: createRequestMachine<Subscription | null>(async () => (++loads === 1 ? active : cancelled)),
        cancel: fromPromise<Subscription | null, { id: string }>(() => Promise.reject(new ApiError('timeout'))),
      },
    });
    const actor = createActor(machine, { input: { loggedIn: true, host: 'android' } }).start();
    await waitFor(actor, (s) => s.matches({ active: 'idle' }));
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'cancel.confirm' });
    const views: string[] = [];
    actor.subscribe((s) => views.push(selectSubscriptionView(s)));
    const after = await waitFor(actor, (s) => selectUnsureChange(s) === 'cancel' && !s.hasTag('busy'));
    // Between the lost reply and the new read: loading, never the cancel's failure.
    expect(views).toContain('loading');
    expect(selectCancelStep(after)).not.toBe('failed');
    // The cancel had gone through: cancelling, Renew offered, no failure said.
    expect(selectSubscriptionView(after)).toBe('cancelling');
    expect(selectResumeStep(after)).toBe('idle');
    expect(selectCancelStep(after)).toBe('idle');
    expect(selectUnsureChange(after)).toBe('cancel');
    expect(loads).toBe(2);
    actor.stop();
  });
});

describe('renewal while cancelling (behaviour)', () => {
  it('undoes the cancel from its success with exactly one request, the success shown meanwhile, then the renewal', async () => {
    const sent: string[] = [];
    let finish: (s: Subscription) => void = () => undefined;
    const machine = provided(
      active,
      async () => cancelled,
      (id) => {
        sent.push(id);
        return new Promise((resolve) => (finish = resolve));
      },
    );
    const actor = createActor(machine, { input: { loggedIn: true, host: 'ios' } });
    const tracked: string[] = [];
    actor.on('track', (e) => tracked.push(e.action));
    actor.start();
    await waitFor(actor, (s) => selectSubscriptionView(s) === 'active');
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => selectSubscriptionOutcome(s) === 'canceled');
    actor.send({ type: 'resume' });
    actor.send({ type: 'resume' });
    // The undo keeps the cancel's success on screen while it runs.
    expect(selectSubscriptionOutcome(actor.getSnapshot())).toBe('canceled');
    expect(selectResumeStep(actor.getSnapshot())).toBe('resuming');
    finish(active);
    await waitFor(actor, (s) => selectSubscriptionOutcome(s) === 'renewed');
    expect(sent).toEqual(['sub_1Demo']);
    expect(tracked).toEqual(expect.arrayContaining(['subscription_resume_submit', 'subscription_resume_success']));
  });

  it('a failed renewal keeps the cancel and offers Renew again', async () => {
    let calls = 0;
    const actor = createActor(
      provided(cancelled, async () => cancelled, async () => {
        calls += 1;
        throw new ApiError('server', 400, 4005, 'subscription_canceled');
      }),
      { input: { loggedIn: true, host: 'android' } },
    ).start();
    await waitFor(actor, (s) => selectSubscriptionView(s) === 'cancelling');
    actor.send({ type: 'resume' });
    await waitFor(actor, (s) => selectResumeStep(s) === 'failed');
    expect(calls).toBe(1);
    expect(selectSubscriptionOutcome(actor.getSnapshot())).toBeNull();
    expect(selectSubscriptionData(actor.getSnapshot())).toEqual(cancelled);
    expect(selectSubscriptionProblem(actor.getSnapshot())).toMatchObject({ kind: 'refused', status: 400 });
  });

  it('gives an expired subscription no card update, a live one its own', async () => {
    const expired = createActor(provided(sub('canceled'), async () => null), { input: { loggedIn: true, host: 'android' } }).start();
    await waitFor(expired, (s) => selectSubscriptionView(s) === 'expired');
    expect(selectCardUpdate(expired.getSnapshot())).toBeNull();
    const pastDue = createActor(provided(sub('past_due'), async () => null), { input: { loggedIn: true, host: 'android' } }).start();
    await waitFor(pastDue, (s) => selectSubscriptionView(s) === 'past-due');
    expect(selectCardUpdate(pastDue.getSnapshot())?.getSnapshot().context.id).toBe('sub_1Demo');
  });
});

const URL = 'https://billing.stripe.com/p/session/demo';
const portalMachine = createRequestMachine<string, { id: string }>(() => new Promise(() => undefined));
const portalAt = (value: 'ready' | 'failed') =>
  portalMachine.resolveState({ value, context: { params: { id: 'sub_1Demo' }, data: value === 'ready' ? URL : null, problem: value === 'failed' ? { kind: 'timed-out' } : null } });
const cardEvents = [
  { type: 'card.open' },
  { type: 'xstate.snapshot.portal', snapshot: portalAt('ready') },
  { type: 'xstate.snapshot.portal', snapshot: portalAt('failed') },
  { type: 'card.returned' },
] as EventObject[];

describe('card update machine (model-based)', () => {
  it('opens the provider’s page in one tap, once; a failure is said with a retry; back on the page, the parent is told', async () => {
    const opened: string[] = [];
    const steps: string[] = [];
    const machine = cardUpdateMachine.provide({
      actors: { portal: portalMachine },
      actions: {
        prepareTab: () => void steps.push('tab'),
        openPortal: (_, { url }) => void opened.push(url),
        closeTab: () => void steps.push('close'),
        tellReturned: () => void steps.push('returned'),
      },
    });
    const count = await replayShortestPaths({
      machine,
      input: { id: 'sub_1Demo' },
      actorNames: [],
      events: cardEvents,
      facts: {
        idle: (s) => {
          expect(selectCardStep(s)).toBe('idle');
          expect(s.children.portal).toBeUndefined();
        },
        opening: (s) => {
          // The tab is readied within the tap itself (so no pop-up blocker stops it).
          expect(steps.at(-1)).toBe('tab');
          expect(selectCardStep(s)).toBe('opening');
          // The one request, on the shared request machine, for this subscription.
          expect(s.children.portal?.getSnapshot().context.params).toEqual({ id: 'sub_1Demo' });
          expect(s.can({ type: 'card.open' })).toBe(false);
        },
        away: (s) => {
          // The address opened by itself: no second tap.
          expect(selectCardStep(s)).toBe('away');
          expect(opened.at(-1)).toBe(URL);
          expect(s.can({ type: 'card.returned' })).toBe(true);
        },
        failed: (s) => {
          expect(selectCardStep(s)).toBe('failed');
          expect(steps.at(-1)).toBe('close');
          expect(selectCardProblem(s)).toEqual({ kind: 'timed-out' });
          expect(s.can({ type: 'card.open' })).toBe(true);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });

  it('tells the subscription when the reader is back, which reads it again and says whether the card changed', async () => {
    let loads = 0;
    const changed = { ...active, payment_method: { brand: 'mastercard', last4: '4444' } };
    const machine = subscriptionMachine.provide({
      actors: {
        load: createRequestMachine<Subscription | null>(async () => (++loads === 1 ? { ...active, payment_method: { brand: 'visa', last4: '4242' } } : changed)),
        card: cardUpdateMachine.provide({ actors: { portal: createRequestMachine<string, { id: string }>(async () => URL) } }),
      },
    });
    const actor = createActor(machine, { input: { loggedIn: true, host: 'android' } });
    const tracked: string[] = [];
    actor.on('track', (e) => tracked.push(e.action));
    actor.start();
    await waitFor(actor, (s) => s.matches({ active: 'idle' }));
    const card = selectCardUpdate(actor.getSnapshot())!;
    card.send({ type: 'card.open' });
    await waitFor(card, (s) => selectCardStep(s) === 'away');
    card.send({ type: 'card.returned' });
    const after = await waitFor(actor, (s) => s.matches({ active: 'idle' }) && selectCardUpdated(s));
    expect(loads).toBe(2);
    expect(selectSubscriptionData(after)?.payment_method).toEqual({ brand: 'mastercard', last4: '4444' });
    // One view reported: the read again is not a new visit.
    expect(tracked.filter((a) => a === 'subscription_view')).toHaveLength(1);
  });

  it('a card counts as changed only when another one is there', () => {
    const visa = { brand: 'visa', last4: '4242' };
    expect(cardChanged(visa, visa)).toBe(false);
    expect(cardChanged(visa, { brand: 'visa', last4: '1881' })).toBe(true);
    expect(cardChanged(null, visa)).toBe(true);
    expect(cardChanged(visa, null)).toBe(false);
  });
});

describe('pay now', () => {
  it('is the newest open invoice with a checked address, else none', () => {
    const due = { status: 'open', hosted_invoice_url: 'https://invoice.stripe.com/i/due' };
    expect(payNowAddress([due, { status: 'open', hosted_invoice_url: 'https://invoice.stripe.com/i/older' }])).toBe('https://invoice.stripe.com/i/due');
    expect(payNowAddress([{ status: 'open', hosted_invoice_url: null }, { status: 'paid', hosted_invoice_url: 'https://invoice.stripe.com/i/p' }])).toBeNull();
    expect(payNowAddress([{ status: 'paid', hosted_invoice_url: 'https://invoice.stripe.com/i/p' }, due])).toBe('https://invoice.stripe.com/i/due');
    expect(payNowAddress([])).toBeNull();
  });
});
