import { assertEvent, assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { FrameMessage } from '../../protocol/frame/actions';
import { TOAST_DURATION_MS } from './notice-constants';

/** What a toast says, as a code; the view maps codes to translated sentences. */
export const TOAST_CODES = ['address-refused', 'action-unavailable', 'tap-again'] as const;
export type ToastCode = (typeof TOAST_CODES)[number];

/** What following a link does, already decided by the page's pure link rules (§2.7, §7.3). */
export type LinkOutcome =
  /** A message for the web drive that frames the page (§7.3). */
  | { kind: 'post'; message: FrameMessage }
  | { kind: 'open'; href: string }
  | { kind: 'toast'; code: ToastCode }
  /** Inside the app: ask the app to open its own feedback page (§2.8, §7.2 send action). */
  | { kind: 'app-feedback' };

type NoticeEvent =
  /** The reader followed a link (or a link-like button) whose outcome is decided. */
  | { type: 'link.follow'; outcome: LinkOutcome }
  /** The reader asked to go back to their files in the app. */
  | { type: 'files.open' };

export interface NoticeInput {
  /** An allowed parent (the web drive) frames the page. */
  framed: boolean;
  /** The web drive's address. */
  webDriveUrl: string;
  /** The app's address (its deep link base, which starts it from a browser). */
  appUrl: string;
}

interface Context extends NoticeInput {
  /** The toast on screen, or null. */
  toast: ToastCode | null;
  /**
   * Alternates with every toast shown (0, 1, 0, …), so that each toast is a new element and a
   * repeated text is announced again. Bounded, so the machine's state space stays finite.
   */
  turn: 0 | 1;
}

const isToast = ({ event }: { event: NoticeEvent }) => {
  assertEvent(event, 'link.follow');
  return event.outcome.kind === 'toast';
};
const isAppFeedback = ({ event }: { event: NoticeEvent }) => {
  assertEvent(event, 'link.follow');
  return event.outcome.kind === 'app-feedback';
};

/**
 * A notice page (§2.7): the outward effects the reader asks for, and the page's one toast. A
 * followed link posts to the framing web drive, opens an address, explains itself in a
 * toast, or, inside the app, asks the app to open its feedback page; the effects are provided
 * at the edge (`postToParent`, `openAddress`, `backToFiles`, the `openAppFeedback` actor).
 *
 * Two regions run side by side:
 * - `toast`: one toast at a time; a new one replaces the old and restarts the timer; it hides
 *   by itself after TOAST_DURATION_MS.
 * - `feedback`: the app is asked to open its feedback page (one request in flight). When it
 *   cannot (a BridgeError: no answer, a bad answer, no app), the page shows the steps to reach
 *   feedback by hand, and keeps them while the reader asks again.
 */
export const noticeMachine = setup({
  types: {
    context: {} as Context,
    input: {} as NoticeInput,
    events: {} as NoticeEvent,
  },
  actors: {
    /** Asks the app to open its feedback page; rejects when the app did not do it. */
    openAppFeedback: fromPromise<void>(() => Promise.reject(new Error('openAppFeedback not provided'))),
  },
  delays: { toastDuration: TOAST_DURATION_MS },
  guards: { isToast, isAppFeedback },
  actions: {
    postToParent: (_, _params: { message: FrameMessage }) => undefined,
    openAddress: (_, _params: { href: string }) => undefined,
    backToFiles: () => undefined,
    showToast: assign(({ context, event }) => {
      assertEvent(event, 'link.follow');
      return event.outcome.kind === 'toast' ? { toast: event.outcome.code, turn: context.turn === 0 ? (1 as const) : (0 as const) } : {};
    }),
    hideToast: assign({ toast: null }),
  },
}).createMachine({
  id: 'notice',
  context: ({ input }) => ({ framed: input.framed, webDriveUrl: input.webDriveUrl, appUrl: input.appUrl, toast: null, turn: 0 }),
  type: 'parallel',
  on: {
    // Toast and feedback outcomes are taken by the regions below; the others leave the page.
    'link.follow': {
      actions: enqueueActions(({ event, enqueue }) => {
        const { outcome } = event;
        if (outcome.kind === 'post') enqueue({ type: 'postToParent', params: { message: outcome.message } });
        else if (outcome.kind === 'open') enqueue({ type: 'openAddress', params: { href: outcome.href } });
      }),
    },
    'files.open': { actions: 'backToFiles' },
  },
  states: {
    toast: {
      initial: 'quiet',
      states: {
        quiet: {
          entry: 'hideToast',
          on: { 'link.follow': { guard: 'isToast', target: 'toasting', actions: 'showToast' } },
        },
        toasting: {
          after: { toastDuration: 'quiet' },
          on: { 'link.follow': { guard: 'isToast', target: 'toasting', reenter: true, actions: 'showToast' } },
        },
      },
    },
    feedback: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'link.follow': { guard: 'isAppFeedback', target: 'opening' } },
        },
        /** The app was asked; a second press waits for its answer. */
        opening: {
          invoke: { id: 'openAppFeedback', src: 'openAppFeedback', onDone: 'idle', onError: 'steps' },
        },
        /** The app could not open feedback: the steps to reach it are shown. */
        steps: {
          initial: 'shown',
          states: {
            shown: {
              on: { 'link.follow': { guard: 'isAppFeedback', target: 'asking' } },
            },
            /** Asked again; the steps stay on screen until the app has opened feedback. */
            asking: {
              invoke: { id: 'openAppFeedback', src: 'openAppFeedback', onDone: '#notice.feedback.idle', onError: 'shown' },
            },
          },
        },
      },
    },
  },
});

export type NoticeActor = ActorRefFrom<typeof noticeMachine>;
type NoticeSnapshot = SnapshotFrom<typeof noticeMachine>;

/** The toast on screen, or null. */
export const selectToastCode = (s: NoticeSnapshot): ToastCode | null => (s.matches({ toast: 'toasting' }) ? s.context.toast : null);
/** Changes with every toast shown: the view's key for the toast, so a repeated text is announced again. */
export const selectToastTurn = (s: NoticeSnapshot): 0 | 1 => s.context.turn;
/** The app could not open its feedback page: show the steps to reach it. */
export const selectFeedbackSteps = (s: NoticeSnapshot): boolean => s.matches({ feedback: 'steps' });
/** The app has been asked to open its feedback page and has not answered yet. */
export const selectFeedbackOpening = (s: NoticeSnapshot): boolean => s.matches({ feedback: 'opening' }) || s.matches({ feedback: { steps: 'asking' } });
/** An allowed parent (the web drive) frames the page. */
export const selectFramed = (s: NoticeSnapshot): boolean => s.context.framed;
/** The web drive's address. */
export const selectWebDriveUrl = (s: NoticeSnapshot): string => s.context.webDriveUrl;
/** The app's address (its deep link base). */
export const selectAppUrl = (s: NoticeSnapshot): string => s.context.appUrl;
