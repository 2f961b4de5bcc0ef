import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { referralErrorOf, type ReferralError } from './referral-errors';

export interface InvitedPageInput {
  /** The validated invitation code from the link, or null when it is missing or malformed. */
  code: string | null;
  /** How long 'Copied to clipboard' stays up. */
  confirmationMs: number;
}

/** Actions on the landing page that statistics count (§3, §7). */
export type InvitedAction = 'download_apk' | 'open_app_store' | 'open_app' | 'open_web_drive';

export type InvitedPageEvent = { type: 'inviter.retry' } | { type: 'code.copy' } | { type: 'action.take'; action: InvitedAction };

export type InvitedPageEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context {
  code: string | null;
  confirmationMs: number;
  inviterName: string | null;
  error: ReferralError | null;
}

/** Each copy state takes a new request, restarting the copy region only. */
const copyRequest = { guard: 'hasCode', target: '#invitedPage.copy.copying', reenter: true, actions: 'trackCopy' } as const;

/**
 * The invited friend's landing page (/activity/invited): the public inviter lookup for the
 * code in the link, copying the code (iOS users must enter it after installing), and a
 * statistics event for the page view and every action.
 */
export const invitedPageMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InvitedPageInput,
    events: {} as InvitedPageEvent,
    emitted: {} as InvitedPageEmitted,
  },
  actors: {
    lookupInviter: fromPromise<{ name: string }, { code: string }>(() => Promise.reject(new Error('lookupInviter not provided'))),
    copyCode: fromPromise<void, { code: string }>(() => Promise.reject(new Error('copyCode not provided'))),
  },
  delays: { confirmation: ({ context }) => context.confirmationMs },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    unknownCode: ({ event }) => 'error' in event && referralErrorOf(event.error) === 'not-found',
  },
  actions: {
    keepInviter: assign({ inviterName: ({ event }) => ('output' in event ? (event.output as { name: string }).name : null), error: null }),
    keepError: assign({ error: ({ event }) => ('error' in event ? referralErrorOf(event.error) : 'unknown') }),
    trackView: emit(({ context }) => ({ type: 'track' as const, action: 'invited_page_view', extra: { has_code: String(context.code !== null) } })),
    trackAction: emit(({ event }) => ({ type: 'track' as const, action: `invited_${event.type === 'action.take' ? event.action : 'action'}`, extra: {} })),
    trackCopy: emit({ type: 'track' as const, action: 'invited_copy_code', extra: {} }),
  },
}).createMachine({
  id: 'invitedPage',
  context: ({ input }) => ({ ...input, inviterName: null, error: null }),
  type: 'parallel',
  entry: 'trackView',
  on: { 'action.take': { actions: 'trackAction' } },
  states: {
    inviter: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasCode', target: 'lookingUp' }, { target: 'noCode' }] },
        /** The link carries no usable code. */
        noCode: {},
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'lookupInviter',
            src: 'lookupInviter',
            input: ({ context }) => ({ code: context.code ?? '' }),
            onDone: { target: 'found', actions: 'keepInviter' },
            onError: [{ guard: 'unknownCode', target: 'unknown' }, { target: 'failed', actions: 'keepError' }],
          },
        },
        found: {},
        /** No inviter has this code. */
        unknown: {},
        failed: { on: { 'inviter.retry': 'lookingUp' } },
      },
    },
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { 'code.copy': copyRequest } },
        copying: {
          on: { 'code.copy': copyRequest },
          invoke: { id: 'copyCode', src: 'copyCode', input: ({ context }) => ({ code: context.code ?? '' }), onDone: 'copied', onError: 'failed' },
        },
        copied: { on: { 'code.copy': copyRequest }, after: { confirmation: 'idle' } },
        failed: { on: { 'code.copy': copyRequest }, after: { confirmation: 'idle' } },
      },
    },
  },
});

export type InvitedPageActor = ActorRefFrom<typeof invitedPageMachine>;
