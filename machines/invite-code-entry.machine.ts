import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { referralErrorOf, type ReferralError } from './referral-errors';

export interface InviteCodeEntryInput {
  /** A code to start with (the invited page passes the code from its link). */
  initialCode: string;
  /** Where the entry is, for statistics ('invitation' or 'invited'). */
  page: string;
}

export type InviteCodeEntryEvent = { type: 'code.change'; value: string } | { type: 'code.submit' };

export type InviteCodeEntryEmitted = { type: 'track'; action: string; extra: Record<string, string> };

/** Why the user may not accept an invitation (GET checkInvite). */
export interface Eligibility {
  canAccept: boolean;
  reason: string | null;
}

interface Context {
  page: string;
  draft: string;
  /** Premium days the accepted invitation gave. */
  days: number;
  error: ReferralError | null;
  reason: string | null;
}

/**
 * Entering a friend's invitation code (§5, §8). Whether this user may still accept is asked
 * first; when that check fails the entry stays open and the server decides. An empty code is
 * refused before any request; while a submission is under way further submits are ignored,
 * so one submission makes one request however many times the button is pressed.
 */
export const inviteCodeEntryMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InviteCodeEntryInput,
    events: {} as InviteCodeEntryEvent,
    emitted: {} as InviteCodeEntryEmitted,
  },
  actors: {
    checkEligibility: fromPromise<Eligibility>(() => Promise.reject(new Error('checkEligibility not provided'))),
    redeem: fromPromise<{ days: number }, { code: string }>(() => Promise.reject(new Error('redeem not provided'))),
  },
  guards: {
    canAccept: ({ event }) => 'output' in event && (event.output as Eligibility).canAccept,
    draftEmpty: ({ context }) => context.draft.trim() === '',
    gaveDays: ({ event }) => 'output' in event && (event.output as { days: number }).days > 0,
  },
  actions: {
    keepDraft: assign({ draft: ({ event }) => (event.type === 'code.change' ? event.value : '') }),
    keepReason: assign({ reason: ({ event }) => ('output' in event ? (event.output as Eligibility).reason : null) }),
    keepDays: assign({ days: ({ event }) => ('output' in event ? (event.output as { days: number }).days : 0), error: null }),
    keepError: assign({ error: ({ event }) => ('error' in event ? referralErrorOf(event.error) : 'unknown') }),
    trackSubmit: emit(({ context }) => ({ type: 'track' as const, action: 'invite_code_submit', extra: { page: context.page } })),
    trackSuccess: emit(({ context }) => ({ type: 'track' as const, action: 'invite_code_success', extra: { page: context.page } })),
    trackFailure: emit(({ context }) => ({ type: 'track' as const, action: 'invite_code_failure', extra: { page: context.page, error: context.error ?? '' } })),
  },
}).createMachine({
  id: 'inviteCodeEntry',
  context: ({ input }) => ({ page: input.page, draft: input.initialCode, days: 0, error: null, reason: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkEligibility',
        src: 'checkEligibility',
        onDone: [{ guard: 'canAccept', target: 'editing' }, { target: 'closed', actions: 'keepReason' }],
        onError: 'editing',
      },
    },
    /** This user cannot accept an invitation (already invited, or the window has closed). */
    closed: {},
    editing: {
      initial: 'idle',
      on: {
        'code.change': { target: '.idle', actions: 'keepDraft' },
        'code.submit': [{ guard: 'draftEmpty', target: '.refused' }, { target: 'submitting', actions: 'trackSubmit' }],
      },
      states: {
        idle: {},
        /** The code was empty: refused with a message, no request made. */
        refused: {},
        /** The server refused the code, or could not be reached. */
        failed: {},
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'redeem',
        src: 'redeem',
        input: ({ context }) => ({ code: context.draft.trim() }),
        onDone: [
          { guard: 'gaveDays', target: 'accepted.withReward', actions: ['keepDays', 'trackSuccess'] },
          { target: 'accepted.relationOnly', actions: ['keepDays', 'trackSuccess'] },
        ],
        onError: { target: 'editing.failed', actions: ['keepError', 'trackFailure'] },
      },
    },
    /** Confirmed: the relationship is established, with the friend's Premium days if any. */
    accepted: {
      initial: 'withReward',
      states: { withReward: {}, relationOnly: {} },
    },
  },
});

export type InviteCodeEntryActor = ActorRefFrom<typeof inviteCodeEntryMachine>;
