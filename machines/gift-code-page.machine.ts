import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { giftCodeEntryOf, giftCodeInput, type GiftCodeEntry, type GiftResult } from './gift-code-rules';
import type { Host } from './referral-rules';
import { notProvided } from './request.machine';
import { createSubmissionMachine } from './submission.machine';

export interface GiftCodePageInput {
  /** Whether the app session has someone logged in. */
  loggedIn: boolean;
  /** The app host, or 'absent' in a browser. */
  host: Host;
  /** The validated `code` of the address, or null. */
  code: string | null;
}

interface Context {
  /** What the page offers this reader: the code form, log in to the app, or get the app. */
  entry: GiftCodeEntry;
  code: string | null;
}

/**
 * /activity/cdKey (§2, §5): what the page offers its reader (giftCodeEntryOf), and for a
 * logged-in reader the code form (the shared submission machine, child `form`, provided by the
 * wiring: it sends the code), started with the code of the link.
 */
export const giftCodePageMachine = setup({
  types: {
    context: {} as Context,
    input: {} as GiftCodePageInput,
    children: {} as { form: 'form' },
  },
  actors: {
    /** The redemption of a code (provided by the wiring). */
    form: createSubmissionMachine<string, GiftResult>(notProvided('submit')),
  },
  guards: {
    offersForm: ({ context }) => context.entry === 'form',
    offersLogIn: ({ context }) => context.entry === 'log-in',
  },
}).createMachine({
  id: 'giftCodePage',
  context: ({ input }) => ({ entry: giftCodeEntryOf(input.loggedIn, input.host !== 'absent'), code: input.code }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'offersForm', target: 'form' }, { guard: 'offersLogIn', target: 'logIn' }, { target: 'getApp' }] },
    /** Logged in: the code form. */
    form: { invoke: { id: 'form', src: 'form', input: ({ context }: { context: Context }) => giftCodeInput(context.code) } },
    /** In the app, nobody logged in: log in first. */
    logIn: {},
    /** A browser: redeem in the app. */
    getApp: {},
  },
});

export type GiftCodePageActor = ActorRefFrom<typeof giftCodePageMachine>;
type GiftCodePageSnapshot = SnapshotFrom<typeof giftCodePageMachine>;

/** What the page offers this reader: the code form, log in, or get the app. */
export const selectGiftCodeEntry = (s: GiftCodePageSnapshot): GiftCodeEntry => s.context.entry;
/** The code form, for a logged-in reader. */
export const selectGiftCodeForm = (s: GiftCodePageSnapshot) => s.children.form;
