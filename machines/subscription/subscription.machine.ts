import { assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, sendParent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Subscription } from '../../protocol/api/schemas';
import { isInApp, type Host } from '../core/host';
import { isOneOf } from '../core/one-of';
import { problemOf, type Problem } from '../core/problem';
import { createRequestMachine, notProvided, selectRequestData, selectRequestProblem, selectRequestStatus } from '../core/request.machine';

/** The fields of a card subscription (GET /vip/v1/stripe/subscription) the lifecycle rules read. */
export type SubscriptionFacts = Pick<Subscription, 'id' | 'status' | 'current_period_end' | 'cancel_at_period_end'>;

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

const isReason = isOneOf(CANCEL_REASONS);

export interface SubscriptionInput {
  /** Whether the app says someone is logged in (a browser never is). */
  loggedIn: boolean;
  /** The app host, or 'absent' in a browser: buying again goes through the app's web page call. */
  host: Host;
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
  | { type: 'renew' }
  /** Undo a cancel at the period's end (while cancelling, or from the cancel's success). */
  | { type: 'resume' }
  /** From the card's update: the reader is back from the provider's page; the subscription is read again. */
  | { type: 'card.returned' };

type SubscriptionEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context {
  loggedIn: boolean;
  host: Host;
  subscription: Subscription | null;
  /** Why the subscription could not be loaded, or why the last cancel failed. */
  problem: Problem | null;
  /** The reason chosen for the cancel ('' for none). */
  reason: CancelReason | '';
  /** Whether the renewal in flight is the undo offered on the cancel's success (which stays shown meanwhile). */
  undo: boolean;
  /**
   * The change whose outcome is unknown: its request timed out or got no reply (it may have
   * gone through), so the subscription is read again before the action is offered again.
   */
  unsure: UnsureChange | null;
  /** The payment method before the reader left for the provider's page, kept while the subscription is read again. */
  cardBefore: Subscription['payment_method'];
  /** Whether the read after the provider's page found another card ("Card updated"), until the next load. */
  cardUpdated: boolean;
}

/** Whether a payment method differs from another (brand or last four digits; none counts). */
export function cardChanged(before: Subscription['payment_method'], after: Subscription['payment_method']): boolean {
  if (!after) return false;
  return !before || before.brand !== after.brand || before.last4 !== after.last4;
}

/** The state a loaded subscription puts the page in. */
const DECIDE = [
  { guard: 'isNone', target: 'none' },
  { guard: 'isExpired', target: 'expired' },
  { guard: 'isPastDue', target: 'pastDue' },
  { guard: 'isCancelling', target: 'cancelling' },
  { target: 'active' },
] as const;

/** Back from the provider's page: the card as it was is kept, and the subscription is read again. */
const REREAD = { target: '#subscription.rereading', actions: 'keepCard' } as const;

/** A state-changing request whose outcome the page does not know. */
export type UnsureChange = 'cancel' | 'resume';

/** A failure after which the request may still have gone through: no reply (time-out, network). */
function outcomeUnknown(problem: Problem | null): boolean {
  return problem?.kind === 'timed-out' || problem?.kind === 'offline';
}


export type CardUpdateEvent =
  /** Open the provider's page where the card is changed (again, after a failure or from the page once back). */
  | { type: 'card.open' }
  /** The reader is back on this page (it became visible again) after the provider's page opened. */
  | { type: 'card.returned' };

/**
 * Update payment method (Stripe's customer portal), one tap: idle → opening (the tap's own
 * gesture readies a new tab, `prepareTab`, so no pop-up blocker stops it; the one billingPortal
 * request, the `portal` actor, resolves with the provider's one-time address, already checked
 * by the wiring) → away (the address opened in that tab, `openPortal`; the page waits for the
 * reader to come back, the `returns` actor) → on return, the parent is told ('card.returned')
 * and reads the subscription again. A failure closes the readied tab and says its problem,
 * with the same button again (failed).
 */
export const cardUpdateMachine = setup({
  types: {
    context: {} as { id: string; url: string | null; problem: Problem | null },
    input: {} as { id: string },
    events: {} as CardUpdateEvent,
  },
  actors: {
    /** The one billingPortal request (the shared request machine): the provider's one-time address, checked by the wiring. */
    portal: createRequestMachine<string, { id: string }>(notProvided('portal')),
    /** Provided: sends 'card.returned' when the page is shown again (the reader left it for the provider's page). */
    returns: fromCallback<CardUpdateEvent>(() => undefined),
  },
  actions: {
    /** Provided: ready a new tab within the reader's tap (an address opened later, outside the tap, would be blocked). */
    prepareTab: () => undefined,
    /** Provided: open the provider's page in the readied tab (or, without one, in this tab). */
    openPortal: (_, _params: { url: string }) => undefined,
    /** Provided: close the readied tab (the page could not be had). */
    closeTab: () => undefined,
    /** Tells the subscription the reader is back: it reads the subscription again. */
    tellReturned: sendParent({ type: 'card.returned' }),
  },
}).createMachine({
  id: 'card',
  context: ({ input }) => ({ id: input.id, url: null, problem: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'card.open': 'opening' } },
    /** The request in flight (each tap asks afresh: the address is for one use, and the tab is readied by the tap). */
    opening: {
      tags: ['busy'],
      entry: 'prepareTab',
      invoke: {
        id: 'portal',
        src: 'portal',
        input: ({ context }) => ({ params: { id: context.id } }),
        onSnapshot: [
          {
            guard: ({ event }) => selectRequestStatus(event.snapshot) === 'ready',
            target: 'away',
            actions: [
              assign({ url: ({ event }) => selectRequestData(event.snapshot), problem: null }),
              { type: 'openPortal', params: ({ event }) => ({ url: selectRequestData(event.snapshot) ?? '' }) },
            ],
          },
          {
            guard: ({ event }) => selectRequestStatus(event.snapshot) === 'failed',
            target: 'failed',
            actions: [assign({ problem: ({ event }) => selectRequestProblem(event.snapshot) }), 'closeTab'],
          },
        ],
      },
    },
    /** The provider's page is open; back on this page, the parent reads the subscription again. */
    away: {
      invoke: { id: 'returns', src: 'returns' },
      on: {
        'card.returned': { target: 'idle', actions: 'tellReturned' },
        'card.open': 'opening',
      },
    },
    failed: { on: { 'card.open': 'opening' } },
  },
});

export type CardUpdateActor = ActorRefFrom<typeof cardUpdateMachine>;
type CardUpdateSnapshot = SnapshotFrom<typeof cardUpdateMachine>;
export type CardUpdateStep = 'idle' | 'opening' | 'away' | 'failed';
export function selectCardStep(s: CardUpdateSnapshot): CardUpdateStep {
  if (s.matches('opening')) return 'opening';
  if (s.matches('away')) return 'away';
  if (s.matches('failed')) return 'failed';
  return 'idle';
}
export const selectCardProblem = (s: CardUpdateSnapshot): Problem | null => s.context.problem;

/**
 * /subscription (§2.6, §4.3): loading → not subscribed | active | active but cancelling at the
 * period's end | payment past due | expired. Cancelling is confirmed first: active → confirming
 * (the page says what happens) → submitting (the one request in flight, the `cancel` actor,
 * whose typed output is the subscription as it now stands) → cancelling at period end; a
 * failed cancel returns to active with its problem. A cancel that went through ends on its
 * success ('cancelling.canceled': Premium until the date, Done, and Renew as the undo). While
 * cancelling, Renew undoes the cancel with one request (`resume`, the designed
 * resumeSubscription call): 'cancelling.resuming' → 'active.renewed' (the next charge again,
 * Done) or 'cancelling.failed' with its problem and Renew again. A cancel or renewal that got
 * no reply (time-out, network) has an unknown outcome: the page says so (`unsure`) and loads the
 * subscription again, offering only what the subscription as read allows. The optional reason is
 * reported as a statistics event once the cancel succeeded. Buying again is offered only
 * without a subscription or after it expired (a purchase beside a live subscription would
 * charge twice): in the app, through its web page call (`openPurchase`). A live subscription
 * (active, cancelling, past due) has the child 'card' (cardUpdateMachine), which asks for the
 * provider's page where the card is changed.
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as Context,
    input: {} as SubscriptionInput,
    events: {} as SubscriptionEvent,
    emitted: {} as SubscriptionEmitted,
    children: {} as { card: 'card'; load: 'load' },
  },
  actors: {
    /** The subscription's load (the shared request machine; GET stripe/subscription, provided by the wiring). */
    load: createRequestMachine<Subscription | null>(notProvided('load')),
    /** Cancels at the period's end; resolves with the subscription as it now stands. */
    cancel: fromPromise<Subscription | null, { id: string }>(() => Promise.reject(new Error('cancel not provided'))),
    /** Undoes the cancel at the period's end; resolves with the subscription as it now stands. */
    resume: fromPromise<Subscription | null, { id: string }>(() => Promise.reject(new Error('resume not provided'))),
    /** The payment method's update (the provider's page), spawned for a live subscription. */
    card: cardUpdateMachine,
  },
  actions: {
    /** Provided: the app's "open the product's web page" call, with the page where Premium is bought. */
    openPurchase: () => undefined,
    trackView: emit(({ context }) => ({ type: 'track' as const, action: 'subscription_view', extra: { state: lifecycleOf(context.subscription) } })),
    trackRenew: emit(({ context }) => ({ type: 'track' as const, action: 'subscription_renew', extra: { host: context.host } })),
    trackCancelSubmit: emit({ type: 'track' as const, action: 'subscription_cancel_submit', extra: {} }),
    trackCancelFailure: emit(({ context }) => ({ type: 'track' as const, action: 'subscription_cancel_failure', extra: { error: context.problem?.kind ?? '' } })),
    trackResumeSubmit: emit({ type: 'track' as const, action: 'subscription_resume_submit', extra: {} }),
    trackResumeSuccess: emit({ type: 'track' as const, action: 'subscription_resume_success', extra: {} }),
    trackResumeFailure: emit(({ context }) => ({ type: 'track' as const, action: 'subscription_resume_failure', extra: { error: context.problem?.kind ?? '' } })),
    /** The card's update for a live subscription (active, cancelling, past due); decided after each load (a load after an unknown outcome starts it afresh). */
    spawnCard: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('card');
      const live = context.subscription && lifecycleOf(context.subscription) !== 'expired';
      if (live) enqueue.spawnChild('card', { id: 'card', input: { id: context.subscription?.id ?? '' } });
    }),
    /** The success, then the reason when one was chosen: a choice from CANCEL_REASONS, never free text. */
    trackCancelSuccess: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'track' as const, action: 'subscription_cancel_success', extra: {} });
      if (context.reason !== '') enqueue.emit({ type: 'track' as const, action: 'subscription_cancel_reason', extra: { reason: context.reason } });
    }),
    /** Keeps the card as it is before the subscription is read again (back from the provider's page). */
    keepCard: assign({ cardBefore: ({ context }) => context.subscription?.payment_method ?? null, cardUpdated: false }),
    /** Keeps the chosen reason ('' or one of CANCEL_REASONS; anything else is dropped). */
    keepReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'cancel.reason');
        return isReason(event.reason) ? event.reason : '';
      },
    }),
  },
  guards: {
    loggedOut: ({ context }) => !context.loggedIn,
    isNone: ({ context }) => lifecycleOf(context.subscription) === 'none',
    isExpired: ({ context }) => lifecycleOf(context.subscription) === 'expired',
    isPastDue: ({ context }) => lifecycleOf(context.subscription) === 'past-due',
    isCancelling: ({ context }) => lifecycleOf(context.subscription) === 'cancelling',
    inApp: ({ context }) => isInApp(context.host),
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    host: input.host,
    subscription: null,
    problem: null,
    reason: '',
    undo: false,
    unsure: null,
    cardBefore: null,
    cardUpdated: false,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'loggedOut', target: 'loggedOut' }, { target: 'reading' }] },
    /** Nobody is logged in: log in (in the app) or get the app. Nothing is asked of the server. */
    loggedOut: {},
    /**
     * The subscription is read (the child 'load', the shared request machine): its failure and
     * retry are the request machine's; the page follows it (loading, failed) until it is there.
     */
    reading: {
      entry: assign({ cardUpdated: false }),
      invoke: {
        id: 'load',
        src: 'load',
        input: { params: undefined },
        onSnapshot: [
          { guard: ({ event }) => selectRequestStatus(event.snapshot) === 'ready', target: 'deciding', actions: assign({ subscription: ({ event }) => selectRequestData(event.snapshot), problem: null }) },
          {
            guard: ({ event }) => selectRequestStatus(event.snapshot) === 'failed',
            target: '.failed',
            actions: assign({ problem: ({ event }) => selectRequestProblem(event.snapshot) }),
          },
        ],
      },
      initial: 'loading',
      states: {
        loading: { tags: ['busy'] },
        /** The subscription could not be loaded: the problem is said, with its way on (a retry, or Log in and the load resumes). */
        failed: { on: { 'subscription.retry': { target: 'loading', actions: sendTo('load', { type: 'request.retry' }) } } },
      },
    },
    /**
     * Back from the provider's page (the card's update): the subscription is read again while
     * the page keeps showing it; another card than before is said ("Card updated"). A failed
     * read keeps what was shown.
     */
    rereading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: { params: undefined },
        onSnapshot: [
          {
            guard: ({ event }) => selectRequestStatus(event.snapshot) === 'ready',
            target: 'redeciding',
            actions: assign({
              subscription: ({ event }) => selectRequestData(event.snapshot),
              cardUpdated: ({ context, event }) => cardChanged(context.cardBefore, selectRequestData(event.snapshot)?.payment_method ?? null),
            }),
          },
          { guard: ({ event }) => selectRequestStatus(event.snapshot) === 'failed', target: 'redeciding' },
        ],
      },
    },
    deciding: { entry: ['trackView', 'spawnCard'], always: DECIDE },
    /** As deciding, after the read again: the page was viewed already (no second view reported). */
    redeciding: { entry: 'spawnCard', always: DECIDE },
    /** No card subscription: how to get Premium; subscriptions from Google Play or the App Store are managed there. */
    none: { on: { renew: { guard: 'inApp', actions: ['trackRenew', 'openPurchase'] } } },
    /** Premium has ended: buying again is offered. */
    expired: { on: { renew: { guard: 'inApp', actions: ['trackRenew', 'openPurchase'] } } },
    /**
     * A payment did not go through; the provider retries it. The open invoice is paid on the
     * provider's page (a link, subscription-rules' payNowAddress), or the card is changed (the
     * child 'card'). No purchase is offered (it would charge twice).
     */
    pastDue: { on: { 'card.returned': REREAD } },
    active: {
      initial: 'idle',
      on: { 'cancel.reason': { actions: 'keepReason' } },
      states: {
        idle: { on: { 'cancel.start': 'confirming', 'card.returned': REREAD } },
        /** What happens is shown (Premium until the period's end, no further charge); nothing is sent yet. */
        confirming: { on: { 'cancel.confirm': { target: 'submitting', actions: [assign({ unsure: null }), 'trackCancelSubmit'] }, 'cancel.dismiss': 'idle' } },
        /** The one cancel request in flight. */
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'cancel',
            src: 'cancel',
            input: ({ context }) => ({ id: context.subscription?.id ?? '' }),
            onDone: { target: '#subscription.cancelling.canceled', actions: [assign({ subscription: ({ event }) => event.output, problem: null }), 'trackCancelSuccess'] },
            onError: [
              // No reply: the cancel may have gone through. The subscription is read again before anything is offered.
              {
                guard: ({ event }) => outcomeUnknown(problemOf(event.error)),
                target: '#subscription.reading',
                actions: [assign({ problem: ({ event }) => problemOf(event.error), unsure: 'cancel' }), 'trackCancelFailure'],
              },
              { target: 'failed', actions: [assign({ problem: ({ event }) => problemOf(event.error) }), 'trackCancelFailure'] },
            ],
          },
        },
        /**
         * The cancel failed: the subscription is unchanged and the problem is said. An expired
         * login is logged in again, and the cancel the reader confirmed is sent again (cancel.confirm).
         */
        failed: { on: { 'cancel.start': 'confirming', 'cancel.confirm': { target: 'submitting', actions: [assign({ unsure: null }), 'trackCancelSubmit'] }, 'card.returned': REREAD } },
        /** The cancel was undone: the success, with the next charge's amount and date, and Done. */
        renewed: { on: { 'card.returned': REREAD } },
      },
    },
    /** Active until the period's end, then stops; Renew undoes the cancel. No purchase is offered. */
    cancelling: {
      initial: 'idle',
      states: {
        idle: { on: { resume: { target: 'resuming', actions: [assign({ undo: false, unsure: null }), 'trackResumeSubmit'] }, 'card.returned': REREAD } },
        /** The cancel just went through: the success, with the date Premium continues until, Done, and Renew (undo). */
        canceled: { on: { resume: { target: 'resuming', actions: [assign({ undo: true, unsure: null }), 'trackResumeSubmit'] }, 'card.returned': REREAD } },
        /** The one resume request in flight. */
        resuming: {
          tags: ['busy'],
          invoke: {
            id: 'resume',
            src: 'resume',
            input: ({ context }) => ({ id: context.subscription?.id ?? '' }),
            onDone: { target: '#subscription.active.renewed', actions: [assign({ subscription: ({ event }) => event.output, problem: null }), 'trackResumeSuccess'] },
            onError: [
              // No reply: the renewal may have gone through. The subscription is read again before anything is offered.
              {
                guard: ({ event }) => outcomeUnknown(problemOf(event.error)),
                target: '#subscription.reading',
                actions: [assign({ problem: ({ event }) => problemOf(event.error), unsure: 'resume' }), 'trackResumeFailure'],
              },
              { target: 'failed', actions: [assign({ problem: ({ event }) => problemOf(event.error) }), 'trackResumeFailure'] },
            ],
          },
        },
        /** The renewal failed: still cancelling at the period's end, the problem said, Renew again. */
        failed: { on: { resume: { target: 'resuming', actions: [assign({ undo: false, unsure: null }), 'trackResumeSubmit'] }, 'card.returned': REREAD } },
      },
    },
  },
});

export type SubscriptionActor = ActorRefFrom<typeof subscriptionMachine>;
type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;

/** What the page shows, one value. */
export type SubscriptionView = 'logged-out' | 'loading' | 'failed' | 'none' | 'expired' | 'past-due' | 'active' | 'cancelling';

export function selectSubscriptionView(s: SubscriptionSnapshot): SubscriptionView {
  if (s.matches('loggedOut')) return 'logged-out';
  if (s.matches({ reading: 'failed' })) return 'failed';
  if (s.matches('none')) return 'none';
  if (s.matches('expired')) return 'expired';
  if (s.matches('pastDue')) return 'past-due';
  if (s.matches('active')) return 'active';
  if (s.matches('cancelling')) return 'cancelling';
  // Read again after the provider's page: the subscription as shown stays meanwhile.
  if (s.matches('rereading')) {
    const lifecycle = lifecycleOf(s.context.subscription);
    return lifecycle === 'none' ? 'none' : lifecycle;
  }
  return 'loading';
}

/** The completed task the page shows on SuccessPanel, or null. */
export type SubscriptionOutcome = 'canceled' | 'renewed' | null;

export function selectSubscriptionOutcome(s: SubscriptionSnapshot): SubscriptionOutcome {
  if (s.matches({ cancelling: 'canceled' }) || (s.matches({ cancelling: 'resuming' }) && s.context.undo)) return 'canceled';
  if (s.matches({ active: 'renewed' })) return 'renewed';
  return null;
}

/** Where the renewal (the cancel's undo) stands while cancelling. */
export type ResumeStep = 'idle' | 'resuming' | 'failed';

export function selectResumeStep(s: SubscriptionSnapshot): ResumeStep {
  if (s.matches({ cancelling: 'resuming' })) return 'resuming';
  if (s.matches({ cancelling: 'failed' })) return 'failed';
  return 'idle';
}

/** The payment method's update, for a live subscription (else null). */
export const selectCardUpdate = (s: SubscriptionSnapshot): CardUpdateActor | null => s.children.card ?? null;

/** Where the cancel stands while active. */
export type CancelStep = 'idle' | 'confirming' | 'submitting' | 'failed';

export function selectCancelStep(s: SubscriptionSnapshot): CancelStep {
  if (s.matches({ active: 'confirming' })) return 'confirming';
  if (s.matches({ active: 'submitting' })) return 'submitting';
  if (s.matches({ active: 'failed' })) return 'failed';
  return 'idle';
}

export const selectSubscriptionProblem = (s: SubscriptionSnapshot) => s.context.problem;
/** Whether the read after the provider's page found another card: the page says "Card updated". */
export const selectCardUpdated = (s: SubscriptionSnapshot): boolean => s.context.cardUpdated;
/** The cancel or renewal whose outcome is unknown (no reply), until the reader acts again; else null. */
export const selectUnsureChange = (s: SubscriptionSnapshot): UnsureChange | null => s.context.unsure;
/** The reason picked for the cancel ('' for none). */
export const selectCancelReason = (s: SubscriptionSnapshot): CancelReason | '' => s.context.reason;
/** The subscription as loaded (or as the cancel returned it). */
export const selectSubscriptionData = (s: SubscriptionSnapshot): Subscription | null => s.context.subscription;
