import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CheckInvite } from '../../protocol/api/schemas';
import { inviteCodeEntryInput, isOwnCode, type Redemption } from './referral-rules';
import { notProvided } from '../core/request.machine';
import { createSubmissionMachine } from '../core/submission.machine';

/** Whether this user may accept an invitation (GET checkInvite), and their own code when it could be read. */
export type Eligibility = CheckInvite & { ownCode: string | null };

export interface InviteCodeEntryInput {
  /** The page the entry is on, for the statistics. */
  page: 'invitation' | 'invited';
  /** The code of the invited page's link; null: a field to type the friend's code. */
  fixedCode: string | null;
}

interface Context extends InviteCodeEntryInput {
  /** The user's own code, refused before sending; null when unknown (the server decides). */
  ownCode: string | null;
}

/**
 * Accepting an invitation (§5.2): whether this user may still accept is asked first
 * (`eligibility`, provided by the wiring); the entry opens when the server says so or when
 * the check itself fails (the redemption decides then), and stays closed when it says no.
 * Open, the code entry runs on the shared submission machine (child `form`), started with the
 * link's code or an empty field and the user's own code to refuse.
 */
export const inviteCodeEntryMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InviteCodeEntryInput,
    children: {} as { eligibility: 'eligibility'; form: 'form' },
  },
  actors: {
    eligibility: fromPromise<Eligibility>(notProvided('eligibility')),
    /** The redemption (provided by the wiring), read into the friend's reward. */
    form: createSubmissionMachine<string, Redemption>(notProvided('submit')),
  },
}).createMachine({
  id: 'inviteCodeEntry',
  context: ({ input }) => ({ page: input.page, fixedCode: input.fixedCode, ownCode: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'eligibility',
        src: 'eligibility',
        onDone: [
          // The link's code is the reader's own: nothing to accept, the link is theirs to share.
          { guard: ({ context, event }) => isOwnCode(context.fixedCode, event.output.ownCode), target: 'own', actions: assign({ ownCode: ({ event }) => event.output.ownCode }) },
          { guard: ({ event }) => !event.output.can_accept, target: 'closed' },
          { target: 'open', actions: assign({ ownCode: ({ event }) => event.output.ownCode }) },
        ],
        // The check is advisory: when it fails the entry opens and the redemption decides.
        onError: 'open',
      },
    },
    /** This account can no longer accept an invitation. */
    closed: {},
    /** The link's code is the reader's own invitation code (their own link, opened in the app). */
    own: {},
    open: {
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }: { context: Context }) => inviteCodeEntryInput(context.page, context.fixedCode, context.ownCode),
      },
    },
  },
});

export type InviteCodeEntryActor = ActorRefFrom<typeof inviteCodeEntryMachine>;
type InviteCodeEntrySnapshot = SnapshotFrom<typeof inviteCodeEntryMachine>;

/** Whether the entry opens, from the eligibility check; 'own' for the reader's own link. */
type EntryOpening = 'checking' | 'closed' | 'own' | 'open';

export function selectEntryOpening(s: InviteCodeEntrySnapshot): EntryOpening {
  if (s.matches('checking')) return 'checking';
  if (s.matches('own')) return 'own';
  return s.matches('closed') ? 'closed' : 'open';
}
/** The code form (the shared submission machine), once the entry is open. */
export const selectCodeForm = (s: InviteCodeEntrySnapshot) => s.children.form;
/** The link's code the entry sends, or null for a field. */
export const selectFixedCode = (s: InviteCodeEntrySnapshot) => s.context.fixedCode;
