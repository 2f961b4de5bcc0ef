import { and, assign, emit, enqueueActions, fromPromise, not, sendTo, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { problemOf, type Problem } from './problem';
import { submissionMachine, type Fields, type SubmissionSnapshot, type SubmissionStatus, type Validation } from './submission.machine';

/**
 * The fields of a card subscription the page's rules read (GET /vip/v1/stripe/subscription,
 * protocol/api/README.md). The wiring module passes the reply's full type in, which checks
 * that the reply has them.
 */
export interface SubscriptionFacts {
  id: string;
  status: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
}

/** Where a card subscription stands for the reader (§4.3). */
export type Lifecycle = 'none' | 'active' | 'cancelling' | 'past-due' | 'expired';

/**
 * Stripe's status in the page's words: no subscription; active (a trial counts); active but
 * cancelling at the period's end; a payment past due (the first payment not yet complete
 * too); expired (cancelled, never completed, unpaid after every retry, or paused).
 */
export function lifecycleOf(subscription: SubscriptionFacts | null): Lifecycle {
  if (!subscription) return 'none';
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return subscription.cancel_at_period_end ? 'cancelling' : 'active';
    case 'past_due':
    case 'incomplete':
      return 'past-due';
    default:
      return 'expired';
  }
}

/** The reasons a reader may give for cancelling (Stripe's cancellation reasons); a choice, never free text. */
export const CANCEL_REASONS = ['too_expensive', 'unused', 'missing_features', 'switched_service', 'low_quality', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

const isReason = (x: string): x is CancelReason => (CANCEL_REASONS as readonly string[]).includes(x);

/** The cancel form's local check: the reason is one of the list or none; the request sends the subscription's id. */
export function cancelValidation(subscriptionId: string) {
  return (fields: Fields): Validation => {
    const reason = fields.reason ?? '';
    return reason === '' || isReason(reason) ? { ok: true, value: subscriptionId } : { ok: false, reason: 'unknown-reason' };
  };
}

export interface SubscriptionInput {
  /** Whether the app says someone is logged in (a browser never is). */
  loggedIn: boolean;
  /** The app host, or 'absent' in a browser: buying again goes through the app's web page call. */
  host: 'android' | 'ios' | 'absent';
}

export type SubscriptionEvent =
  | { type: 'subscription.retry' }
  /** Start cancelling: the confirmation says what happens; nothing is sent yet. */
  | { type: 'cancel.start' }
  /** The optional reason ('' for none). */
  | { type: 'cancel.reason'; reason: string }
  | { type: 'cancel.confirm' }
  /** Keep the subscription: back from the confirmation. */
  | { type: 'cancel.dismiss' }
  /** Buy Premium again (no subscription, or an expired one). */
  | { type: 'renew' };

type SubscriptionEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context {
  loggedIn: boolean;
  host: SubscriptionInput['host'];
  subscription: SubscriptionFacts | null;
  /** Why the subscription could not be loaded, or why the last cancel failed. */
  problem: Problem | null;
  /** The reason chosen for the cancel in flight ('' for none). */
  reason: string;
}

type SnapshotEvent = { type: string; snapshot?: unknown };

/**
 * Where the cancel form stands, read from its snapshot's value (plain data, so that a
 * snapshot passed through a model test reads the same): the submission machine's own status
 * names (selectSubmissionStatus), or null for anything else (a check in progress).
 */
function formStatus(event: SnapshotEvent): SubmissionStatus | null {
  const snapshot = event.snapshot as { value?: unknown } | undefined;
  const value = snapshot?.value;
  if (value === 'confirming' || value === 'submitting' || value === 'succeeded') return value;
  if (typeof value === 'object' && value !== null && 'editing' in value) {
    const editing = (value as { editing: unknown }).editing;
    return editing === 'failed' ? 'failed' : editing === 'invalid' ? 'invalid' : 'editing';
  }
  return null;
}

const formContext = (event: SnapshotEvent) => (event.snapshot as Pick<SubmissionSnapshot, 'context'>).context;

/**
 * /subscription (§2.6, §4.3): loading → not subscribed | active | active but cancelling at the
 * period's end | payment past due | expired. Cancelling runs on the shared submission machine
 * (invoked as `cancel` while active, with its confirmation step): active → confirming (the
 * page says what happens) → cancelling (the one request in flight) → cancelling at period
 * end; a failed cancel returns to active with its problem. The optional reason is reported as
 * a statistics event once the cancel succeeded. Buying again is offered only without a
 * subscription or after it expired (there is no call that undoes a pending cancel, and a
 * purchase then would charge twice): in the app, through its web page call (`openPurchase`).
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as Context,
    input: {} as SubscriptionInput,
    events: {} as SubscriptionEvent,
    emitted: {} as SubscriptionEmitted,
    children: {} as { cancel: 'cancelForm' },
  },
  actors: {
    load: fromPromise<SubscriptionFacts | null>(() => Promise.reject(new Error('load not provided'))),
    /** The shared submission machine with `submit` provided: cancels at period end, resolves with the subscription. */
    cancelForm: submissionMachine,
  },
  actions: {
    /** Provided: the app's "open the product's web page" call, with the page where Premium is bought. */
    openPurchase: () => undefined,
    forwardSubmit: sendTo('cancel', { type: 'form.submit' as const }),
    forwardConfirm: sendTo('cancel', { type: 'form.confirm' as const }),
    forwardDismiss: sendTo('cancel', { type: 'form.cancel' as const }),
    forwardReason: sendTo('cancel', ({ context }) => ({ type: 'form.change' as const, field: 'reason', value: context.reason })),
    trackView: emit(({ context }) => ({ type: 'track' as const, action: 'subscription_view', extra: { state: lifecycleOf(context.subscription) } })),
    trackRenew: emit(({ context }) => ({ type: 'track' as const, action: 'subscription_renew', extra: { host: context.host } })),
    trackCancelSubmit: emit({ type: 'track' as const, action: 'subscription_cancel_submit', extra: {} }),
    trackCancelFailure: emit(({ context }) => ({ type: 'track' as const, action: 'subscription_cancel_failure', extra: { error: context.problem?.kind ?? '' } })),
    /** The success, then the reason when one was chosen: a choice from CANCEL_REASONS, never free text. */
    trackCancelSuccess: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'track' as const, action: 'subscription_cancel_success', extra: {} });
      if (isReason(context.reason)) enqueue.emit({ type: 'track' as const, action: 'subscription_cancel_reason', extra: { reason: context.reason } });
    }),
    /** Keeps the chosen reason ('' or one of CANCEL_REASONS; anything else is dropped). */
    keepReason: assign({ reason: ({ event }) => (event.type === 'cancel.reason' && isReason(event.reason) ? event.reason : '') }),
  },
  guards: {
    loggedOut: ({ context }) => !context.loggedIn,
    isNone: ({ context }) => lifecycleOf(context.subscription) === 'none',
    isExpired: ({ context }) => lifecycleOf(context.subscription) === 'expired',
    isPastDue: ({ context }) => lifecycleOf(context.subscription) === 'past-due',
    isCancelling: ({ context }) => lifecycleOf(context.subscription) === 'cancelling',
    inApp: ({ context }) => context.host !== 'absent',
    childConfirming: ({ event }) => formStatus(event as SnapshotEvent) === 'confirming',
    childSubmitting: ({ event }) => formStatus(event as SnapshotEvent) === 'submitting',
    childFailed: ({ event }) => formStatus(event as SnapshotEvent) === 'failed',
    childSucceeded: ({ event }) => formStatus(event as SnapshotEvent) === 'succeeded',
    childEditing: ({ event }) => {
      const status = formStatus(event as SnapshotEvent);
      return status === 'editing' || status === 'invalid';
    },
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({ loggedIn: input.loggedIn, host: input.host, subscription: null, problem: null, reason: '' }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'loggedOut', target: 'loggedOut' }, { target: 'loading' }] },
    /** Nobody is logged in: log in (in the app) or get the app. Nothing is asked of the server. */
    loggedOut: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'deciding', actions: assign({ subscription: ({ event }) => event.output, problem: null }) },
        onError: { target: 'failed', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    /** The subscription could not be loaded: the problem is said, with a retry. */
    failed: { on: { 'subscription.retry': 'loading' } },
    deciding: {
      entry: 'trackView',
      always: [
        { guard: 'isNone', target: 'none' },
        { guard: 'isExpired', target: 'expired' },
        { guard: 'isPastDue', target: 'pastDue' },
        { guard: 'isCancelling', target: 'cancelling' },
        { target: 'active' },
      ],
    },
    /** No card subscription: how to get Premium; subscriptions from Google Play or the App Store are managed there. */
    none: { on: { renew: { guard: 'inApp', actions: ['trackRenew', 'openPurchase'] } } },
    /** Premium has ended: buying again is offered. */
    expired: { on: { renew: { guard: 'inApp', actions: ['trackRenew', 'openPurchase'] } } },
    /** A payment did not go through; the provider retries it. No purchase is offered (it would charge twice). */
    pastDue: {},
    active: {
      initial: 'idle',
      invoke: {
        id: 'cancel',
        src: 'cancelForm',
        input: ({ context }: { context: Context }) => ({
          fields: { reason: '' },
          confirm: true,
          validate: cancelValidation(context.subscription?.id ?? ''),
        }),
        onSnapshot: [
          {
            guard: and(['childConfirming', not(stateIn('#subscription.active.confirming'))]),
            target: '#subscription.active.confirming',
          },
          {
            guard: and(['childSubmitting', not(stateIn('#subscription.active.submitting'))]),
            target: '#subscription.active.submitting',
            actions: 'trackCancelSubmit',
          },
          {
            guard: and(['childFailed', not(stateIn('#subscription.active.failed'))]),
            target: '#subscription.active.failed',
            actions: [assign({ problem: ({ event }) => formContext(event as SnapshotEvent).problem }), 'trackCancelFailure'],
          },
          {
            guard: 'childSucceeded',
            target: '#subscription.cancelling',
            actions: [
              assign({ subscription: ({ event }) => formContext(event as SnapshotEvent).result as SubscriptionFacts, problem: null }),
              'trackCancelSuccess',
            ],
          },
          {
            guard: and(['childEditing', not(stateIn('#subscription.active.idle')), not(stateIn('#subscription.active.failed'))]),
            target: '#subscription.active.idle',
          },
        ],
      },
      on: {
        'cancel.reason': { actions: ['keepReason', 'forwardReason'] },
      },
      states: {
        idle: { on: { 'cancel.start': { actions: 'forwardSubmit' } } },
        /** What happens is shown (Premium until the period's end, no further charge); nothing is sent yet. */
        confirming: { on: { 'cancel.confirm': { actions: 'forwardConfirm' }, 'cancel.dismiss': { actions: 'forwardDismiss' } } },
        /** The one cancel request in flight. */
        submitting: { tags: ['busy'] },
        /** The cancel failed: the subscription is unchanged and the problem is said. */
        failed: { on: { 'cancel.start': { actions: 'forwardSubmit' } } },
      },
    },
    /** Active until the period's end, then stops; no purchase is offered. */
    cancelling: {},
  },
});

export type SubscriptionActor = ActorRefFrom<typeof subscriptionMachine>;
type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;

/** What the page shows, one value. */
export type SubscriptionView = 'logged-out' | 'loading' | 'failed' | 'none' | 'expired' | 'past-due' | 'active' | 'cancelling';

export function selectSubscriptionView(s: SubscriptionSnapshot): SubscriptionView {
  if (s.matches('loggedOut')) return 'logged-out';
  if (s.matches('failed')) return 'failed';
  if (s.matches('none')) return 'none';
  if (s.matches('expired')) return 'expired';
  if (s.matches('pastDue')) return 'past-due';
  if (s.matches('active')) return 'active';
  if (s.matches('cancelling')) return 'cancelling';
  return 'loading';
}

/** Where the cancel stands while active. */
export type CancelStep = 'idle' | 'confirming' | 'submitting' | 'failed';

export function selectCancelStep(s: SubscriptionSnapshot): CancelStep {
  if (s.matches({ active: 'confirming' })) return 'confirming';
  if (s.matches({ active: 'submitting' })) return 'submitting';
  if (s.matches({ active: 'failed' })) return 'failed';
  return 'idle';
}

export const selectSubscriptionProblem = (s: SubscriptionSnapshot) => s.context.problem;
export const selectInApp = (s: SubscriptionSnapshot) => s.context.host !== 'absent';
/** The reason picked for the cancel ('' for none). */
export const selectCancelReason = (s: SubscriptionSnapshot): string => s.context.reason;
/** The subscription as loaded (or as the cancel returned it), typed by the wiring module, which knows the reply. */
export const selectSubscriptionData = <T extends SubscriptionFacts>(s: SubscriptionSnapshot): T | null => s.context.subscription as T | null;
