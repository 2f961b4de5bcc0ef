import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { problemOf, type Problem } from '../core/problem';
import { lifecycleOf } from './subscription.machine';
import type { Subscription } from '../../protocol/api/schemas';
import { isInApp, type Host } from '../core/host';

/** The `status` a payment returns with (/payment/status); anything else is 'unknown'. */
export type PaymentReturn = 'success' | 'pending' | 'failed' | 'unknown';

/** How often a pending payment's subscription is checked, and for how long at most. */
export const PAYMENT_CHECK = { everyMs: 3000, forMs: 30_000 } as const;

/**
 * How long before the page opened a paid invoice may have been made and still be the payment
 * this page confirms (a checkout takes a few minutes): 15 minutes.
 */
export const PAYMENT_WINDOW_MS = 15 * 60_000;

/**
 * Whether a subscription confirms the payment the page was opened for: Premium is live (active,
 * or active until the period's end), and its newest invoice is paid and was made no earlier than
 * PAYMENT_WINDOW_MS before the page opened. An active subscription alone, an older paid invoice,
 * or a newest invoice still open proves nothing about this payment.
 */
export function confirmsPayment(subscription: Pick<Subscription, 'status' | 'cancel_at_period_end' | 'invoices'> | null, openedAt: number): boolean {
  if (!subscription) return false;
  const state = lifecycleOf({ ...subscription, id: '', current_period_end: '' });
  if (state !== 'active' && state !== 'cancelling') return false;
  const newest = subscription.invoices[0];
  return newest !== undefined && newest.status === 'paid' && Date.parse(newest.created) >= openedAt - PAYMENT_WINDOW_MS;
}

export interface PaymentStatusInput {
  status: PaymentReturn;
  /** The app that opened the page, or 'absent' in a browser. */
  host: Host;
  /** Whether the app says someone is logged in (a browser never is). */
  loggedIn: boolean;
  /** The app's deep link: in a browser it opens the app for someone who has it. */
  appLink: string;
  /** When the page opened (ms since the epoch): only a payment made since (or just before) is confirmed. */
  openedAt: number;
}

export type PaymentStatusEvent =
  /** Check again, after giving up. */
  | { type: 'status.check' }
  /** Back to the app: close this page (in the app). */
  | { type: 'page.close' };

type PaymentStatusEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context {
  status: PaymentReturn;
  /** Only inside the app, logged in, is there a session to check the subscription with. */
  canCheck: boolean;
  /** Inside the app (logged in or not): the page can be closed. */
  inApp: boolean;
  appLink: string;
  openedAt: number;
  subscription: Subscription | null;
  /** The last check's failure, if it failed (the checks go on, unless the session ended). */
  problem: Problem | null;
}

/**
 * /payment/status, where a payment returns to. The link's status alone proves nothing (anyone
 * can write `?status=success`): success is claimed only when the subscription confirms it. A
 * success or a pending payment, in the app and logged in, is confirmed by checking the
 * subscription every few seconds until it confirms the payment (`confirmsPayment`: live, and its
 * newest invoice paid since the page opened, or within 15 minutes before; then 'confirmed', with the payment's
 * amount and date and the date Premium runs to), for at most 30 s (then 'stillProcessing',
 * with what to do and a check on request). A failed check is said at once, with a check on
 * request, while the checks go on. A check answered 401 stops ('sessionEnded': log in, and the
 * checks resume). Logged out in the app: 'loggedOut' (log in). In a browser, without a session to
 * check with, the page explains what the status means and where to confirm it
 * ('explained'). A failed payment says so; any other status is 'unknown'.
 */
export const paymentStatusMachine = setup({
  types: {
    context: {} as Context,
    input: {} as PaymentStatusInput,
    events: {} as PaymentStatusEvent,
    emitted: {} as PaymentStatusEmitted,
  },
  actors: {
    check: fromPromise<Subscription | null>(() => Promise.reject(new Error('check not provided'))),
  },
  delays: {
    poll: PAYMENT_CHECK.everyMs,
    deadline: PAYMENT_CHECK.forMs,
  },
  guards: {
    failed: ({ context }) => context.status === 'failed',
    unknown: ({ context }) => context.status === 'unknown',
    loggedOutInApp: ({ context }) => context.inApp && !context.canCheck,
    inBrowser: ({ context }) => !context.inApp,
    inApp: ({ context }) => context.inApp,
    lastCheckFailed: ({ context }) => context.problem !== null,
  },
  actions: {
    /** Provided: closes the page in the app (the bridge's finishSelf), back to where the payment started. */
    closePage: () => undefined,
    trackView: emit(({ context }) => ({ type: 'track' as const, action: 'payment_status_view', extra: { status: context.status, in_app: String(context.canCheck) } })),
    trackConfirmed: emit(({ context }) => ({ type: 'track' as const, action: 'payment_status_confirmed', extra: { status: context.status } })),
    trackGaveUp: emit({ type: 'track' as const, action: 'payment_status_still_processing', extra: {} }),
    trackSessionEnded: emit({ type: 'track' as const, action: 'payment_status_session_ended', extra: {} }),
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => {
    const inApp = isInApp(input.host);
    return { status: input.status, canCheck: inApp && input.loggedIn, inApp, appLink: input.appLink, openedAt: input.openedAt, subscription: null, problem: null };
  },
  initial: 'start',
  entry: 'trackView',
  on: { 'page.close': { guard: 'inApp', actions: 'closePage' } },
  states: {
    start: {
      always: [
        { guard: 'failed', target: 'failed' },
        { guard: 'unknown', target: 'unknown' },
        { guard: 'loggedOutInApp', target: 'loggedOut' },
        { guard: 'inBrowser', target: 'explained' },
        { target: 'watching' },
      ],
    },
    /** What went wrong in plain words, and how to try again. */
    failed: {},
    /** A neutral message: in the app, the way to the subscription page; in a browser, the app (where the subscription is). */
    unknown: {},
    /** A browser: what the status means and where to confirm it (the app's Premium page, the receipt email); never a success. */
    explained: {},
    /** In the app, nobody logged in: log in (the app's screen), and the page checks once the reader is back. */
    loggedOut: {},
    /** A check was answered 401: the checks stop, and the page says the session ended; back from logging in, the checks resume. */
    sessionEnded: { entry: 'trackSessionEnded', on: { 'status.check': 'watching' } },
    watching: {
      initial: 'checking',
      after: { deadline: 'stillProcessing' },
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'check',
            src: 'check',
            onDone: [
              {
                guard: ({ context, event }) => confirmsPayment(event.output, context.openedAt),
                target: '#paymentStatus.confirmed',
                actions: assign({ subscription: ({ event }) => event.output, problem: null }),
              },
              { target: 'waiting', actions: assign({ subscription: ({ event }) => event.output, problem: null }) },
            ],
            // A failed check is tried again at the next turn, and the page says it failed with a
            // way to check at once; a session that ended stops the checks: no later check can succeed.
            onError: [
              {
                guard: ({ event }) => problemOf(event.error).kind === 'login-needed',
                target: '#paymentStatus.sessionEnded',
                actions: assign({ problem: ({ event }) => problemOf(event.error) }),
              },
              { target: 'waiting', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
            ],
          },
        },
        /** Until the next check; after a failed one, the reader may check at once (Try again). */
        waiting: { after: { poll: 'checking' }, on: { 'status.check': { guard: 'lastCheckFailed', target: 'checking' } } },
      },
    },
    /** Premium is active: the payment with its amount and date, until when, and Done. */
    confirmed: { entry: 'trackConfirmed' },
    /** 30 s passed without an active subscription: the payment is still being processed; what to do. */
    stillProcessing: {
      entry: 'trackGaveUp',
      on: { 'status.check': 'watching' },
    },
  },
});

export type PaymentStatusActor = ActorRefFrom<typeof paymentStatusMachine>;
type PaymentStatusSnapshot = SnapshotFrom<typeof paymentStatusMachine>;

/** What the page shows, one value. */
export type PaymentStatusView = 'checking' | 'confirmed' | 'still-processing' | 'explained' | 'failed' | 'unknown' | 'logged-out' | 'session-ended';

export function selectPaymentStatusView(s: PaymentStatusSnapshot): PaymentStatusView {
  if (s.matches('confirmed')) return 'confirmed';
  if (s.matches('stillProcessing')) return 'still-processing';
  if (s.matches('explained')) return 'explained';
  if (s.matches('failed')) return 'failed';
  if (s.matches('unknown')) return 'unknown';
  if (s.matches('loggedOut')) return 'logged-out';
  if (s.matches('sessionEnded')) return 'session-ended';
  return 'checking';
}

export const selectPaymentReturn = (s: PaymentStatusSnapshot) => s.context.status;
export const selectPaymentInApp = (s: PaymentStatusSnapshot) => s.context.inApp;

/**
 * The way on after a failed or unexplained payment: back to the app (closing this page) inside
 * it; in a browser, the way to get the app after a failure, the app's deep link otherwise.
 */
export type PaymentWayOn = 'close-page' | 'get-app' | 'open-app';

export function selectPaymentWayOn(s: PaymentStatusSnapshot): PaymentWayOn {
  if (s.context.inApp) return 'close-page';
  return s.matches('failed') ? 'get-app' : 'open-app';
}

/** Without a session to check with: whether the link says the payment went through (which the page never claims: it says where to confirm it). */
export const selectPaymentReceived = (s: PaymentStatusSnapshot): boolean => s.context.status === 'success';
/** The app's deep link, for the way on in a browser. */
export const selectAppLink = (s: PaymentStatusSnapshot): string => s.context.appLink;
/** The last check's failure, while checking or after giving up. */
export const selectPaymentProblem = (s: PaymentStatusSnapshot) => s.context.problem;
/** The date Premium runs to, once confirmed. */
export const selectPremiumUntil = (s: PaymentStatusSnapshot) => (s.matches('confirmed') ? (s.context.subscription?.current_period_end ?? null) : null);

/** The payment the subscription confirms: its amount and currency (the provider's minor unit) and when it was made. */
export interface ConfirmedPayment {
  amount: number;
  currency: string;
  paidOn: string;
}

/**
 * Once confirmed, the newest paid invoice (invoices come newest first): the payment the page
 * names with its amount and date; null when the subscription lists none.
 */
export function selectConfirmedPayment(s: PaymentStatusSnapshot): ConfirmedPayment | null {
  if (!s.matches('confirmed')) return null;
  const paid = s.context.subscription?.invoices.find((invoice) => invoice.status === 'paid');
  return paid ? { amount: paid.amount, currency: paid.currency, paidOn: paid.created } : null;
}
