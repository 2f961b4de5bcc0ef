import { assertEvent, emit, enqueueActions, fromCallback, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { copyMachine } from '../core/copy.machine';
import { giftCodeEntryOf, giftCodeInput, giftCodeOutcomeOf, type GiftCodeEntry, type GiftResult } from './gift-code-rules';
import { giftCodeOfLink } from './gift-code-text';
import { isInApp, type Host } from '../core/host';
import { notProvided } from '../core/request.machine';
import { createSubmissionMachine, selectSubmissionProblem, selectSubmissionStatus } from '../core/submission.machine';

/** How long 'Copied to clipboard' (or the failure) stays up beside the code. */
const COPY_CONFIRMATION_MS = 3000;

export interface GiftCodePageInput {
  /** Whether the app session has someone logged in. */
  loggedIn: boolean;
  /** The app host, or 'absent' in a browser. */
  host: Host;
  /** The `code` of the address, or null. */
  code: string | null;
  /**
   * In a browser: this page with its code as the app's deep link (its view action), when the
   * deep-link rules admit the page's address; null otherwise (then copy and get the app).
   */
  openAppHref?: string | null;
}

type GiftCodePageEvent =
  /** Copy the link's code (a browser: to paste it in the app). */
  | { type: 'copy.request'; subject: string; text: string }
  /** The page is shown again (the reader is back from one of the app's screens, such as "Confirm it's you"). */
  | { type: 'page.returned' }
  /** A code for Premium members only, refused to a member without Premium: buy Premium (the app's purchase page); the code stays in the form. */
  | { type: 'premium.open' };

type GiftCodePageEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context {
  /** What the page offers this reader: the code form, log in to the app, or get the app. */
  entry: GiftCodeEntry;
  /** The link's code, checked as typed input is (`giftCodeOfLink`); null when there is none or it is malformed. */
  code: string | null;
  host: Host;
  openAppHref: string | null;
}

/**
 * /activity/cdKey (§2, §5): what the page offers its reader (giftCodeEntryOf). A logged-in
 * reader gets the code form (the shared submission machine, child `form`, provided by the
 * wiring: it sends the code), started with the code of the link; a code held for the reader's
 * verification is redeemed again by itself when the reader is back from the app's "Confirm it's
 * you" screen (the page shown again, `returns`). A code for Premium members only, refused to a
 * member without Premium, leads to the app's purchase page (`premium.open`), the code kept in
 * the form for when they have it. A reader logged out in the
 * app is asked to log in (the view's AppScreenAction; SessionGate gives the page afresh once
 * they have, the link's code still in the address). A browser shows the link's code with a
 * copy (child `copy`) and the way to the app, with the code where a deep link can carry it.
 */
export const giftCodePageMachine = setup({
  types: {
    context: {} as Context,
    input: {} as GiftCodePageInput,
    events: {} as GiftCodePageEvent,
    emitted: {} as GiftCodePageEmitted,
    children: {} as { form: 'form'; copy: 'copy'; returns: 'returns' },
  },
  actors: {
    /** The redemption of a code (provided by the wiring). */
    form: createSubmissionMachine<string, GiftResult>(notProvided('submit')),
    /** Copying the link's code (the wiring provides the clipboard). */
    copy: copyMachine,
    /** Sends 'page.returned' each time the page is shown again (provided by the wiring; in the app only). */
    returns: fromCallback<GiftCodePageEvent>(() => undefined),
  },
  actions: {
    /**
     * Back from "Confirm it's you": a code the server held for the reader's verification is
     * redeemed again by itself (one request), the banner giving way to the form's progress.
     * Any other state of the form is left as it is.
     */
    redeemAfterVerification: enqueueActions(({ self, enqueue }) => {
      // (A graph traversal runs actions without a live snapshot: nothing to redeem there.)
      const current: Partial<Pick<ReturnType<typeof self.getSnapshot>, 'children'>> | undefined = self.getSnapshot();
      const form = current?.children?.form;
      if (!form) return;
      const snapshot = form.getSnapshot();
      const status = selectSubmissionStatus(snapshot);
      if (status !== 'failed') return;
      if (giftCodeOutcomeOf('failed', selectSubmissionProblem(snapshot)).banner === 'verification') enqueue.sendTo(form, { type: 'form.submit' });
    }),
    /** The app's Premium purchase page (provided by the wiring: the app's web page call). */
    openPurchase: () => undefined,
    trackGetPremium: emit({ type: 'track' as const, action: 'gift_code_get_premium', extra: {} }),
    forwardCopy: sendTo('copy', ({ event }) => {
      assertEvent(event, 'copy.request');
      return { type: 'copy.request' as const, subject: event.subject, text: event.text };
    }),
  },
  guards: {
    offersForm: ({ context }) => context.entry === 'form',
    offersLogIn: ({ context }) => context.entry === 'log-in',
    hasCode: ({ context }) => context.code !== null,
    inApp: ({ context }) => isInApp(context.host),
  },
}).createMachine({
  id: 'giftCodePage',
  context: ({ input }) => ({
    entry: giftCodeEntryOf(input.loggedIn, isInApp(input.host)),
    code: giftCodeOfLink(input.code),
    host: input.host,
    openAppHref: !isInApp(input.host) ? (input.openAppHref ?? null) : null,
  }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'offersForm', target: 'form' }, { guard: 'offersLogIn', target: 'logIn' }, { target: 'getApp' }] },
    /** Logged in: the code form. */
    form: {
      invoke: [
        { id: 'form', src: 'form', input: ({ context }: { context: Context }) => giftCodeInput(context.code) },
        { id: 'returns', src: 'returns' },
      ],
      on: {
        'page.returned': { actions: 'redeemAfterVerification' },
        // Only in the app, where the purchase page is; the form (and its code) stays as it is.
        'premium.open': { guard: 'inApp', actions: ['trackGetPremium', 'openPurchase'] },
      },
    },
    /** In the app, nobody logged in: log in first (the app's log-in screen). */
    logIn: {},
    /** A browser: redeem in the app. */
    getApp: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'hasCode', target: 'withCode' }, { target: 'withoutCode' }] },
        /** The link's code, shown with a copy, and carried to the app where a deep link allows. */
        withCode: {
          invoke: { id: 'copy', src: 'copy', input: { confirmationMs: COPY_CONFIRMATION_MS, trackAs: 'gift_code_copy' } },
          on: { 'copy.request': { actions: 'forwardCopy' } },
        },
        /** No code (or a malformed one): how to redeem in the app. */
        withoutCode: {},
      },
    },
  },
});

export type GiftCodePageActor = ActorRefFrom<typeof giftCodePageMachine>;
type GiftCodePageSnapshot = SnapshotFrom<typeof giftCodePageMachine>;

/** What the page offers this reader: the code form, log in, or get the app. */
export const selectGiftCodeEntry = (s: GiftCodePageSnapshot): GiftCodeEntry => s.context.entry;
/** The code form, for a logged-in reader. */
export const selectGiftCodeForm = (s: GiftCodePageSnapshot) => s.children.form;
/** The link's code as the page shows it (a browser), or null. */
export const selectLinkCode = (s: GiftCodePageSnapshot) => s.context.code;
/** This page with its code as the app's deep link, or null: a browser only. */
export const selectOpenAppHref = (s: GiftCodePageSnapshot) => s.context.openAppHref;
/** The copy region of the link's code (a browser with a code). */
export const selectGiftCodeCopy = (s: GiftCodePageSnapshot) => s.children.copy;
/** Whether the page is in the app (where the app's screens can be asked for). */
export const selectGiftCodeInApp = (s: GiftCodePageSnapshot) => isInApp(s.context.host);
