import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export interface CopyInput {
  /** How long 'Copied to clipboard' (or the failure) stays up. */
  confirmationMs: number;
  /** Statistics action emitted for each copy, with the subject; none without it (a page that counts its copies itself). */
  trackAs?: string;
}

export type CopyEvent = { type: 'copy.request'; subject: string; text: string };

export type CopyEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context {
  confirmationMs: number;
  trackAs: string | null;
  /** What was asked for last ('link', 'code', …), so the page confirms the right button. */
  subject: string | null;
  text: string;
}

/** Every request restarts the copy, whatever the region is doing. */
const request = { target: '#copy.copying', reenter: true, actions: ['keep', 'track'] } as const;

/**
 * Copy with a confirmation (docs/requirements.md §8): only when the user asks. The text goes
 * to the app's clipboard call or the browser's (the provided `writeClipboard` actor); the
 * confirmation or the failure stays up for `confirmationMs`.
 */
export const copyMachine = setup({
  types: {
    context: {} as Context,
    input: {} as CopyInput,
    events: {} as CopyEvent,
    emitted: {} as CopyEmitted,
  },
  actors: {
    writeClipboard: fromPromise<void, { text: string }>(() => Promise.reject(new Error('writeClipboard not provided'))),
  },
  delays: { confirmation: ({ context }) => context.confirmationMs },
  actions: {
    keep: assign(({ event }) => ({ subject: event.subject, text: event.text })),
    track: enqueueActions(({ context, event, enqueue }) => {
      if (context.trackAs) enqueue.emit({ type: 'track' as const, action: context.trackAs, extra: { subject: event.subject } });
    }),
  },
}).createMachine({
  id: 'copy',
  context: ({ input }) => ({ confirmationMs: input.confirmationMs, trackAs: input.trackAs ?? null, subject: null, text: '' }),
  initial: 'idle',
  on: { 'copy.request': request },
  states: {
    idle: {},
    copying: {
      tags: ['busy'],
      invoke: { id: 'writeClipboard', src: 'writeClipboard', input: ({ context }: { context: Context }) => ({ text: context.text }), onDone: 'copied', onError: 'failed' },
    },
    copied: { after: { confirmation: 'idle' } },
    failed: { after: { confirmation: 'idle' } },
  },
});

export type CopyActor = ActorRefFrom<typeof copyMachine>;
export type CopySnapshot = SnapshotFrom<typeof copyMachine>;
export type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';

export function selectCopyStatus(s: CopySnapshot): CopyStatus {
  if (s.matches('copying')) return 'copying';
  if (s.matches('copied')) return 'copied';
  return s.matches('failed') ? 'failed' : 'idle';
}
export const selectCopySubject = (s: CopySnapshot) => s.context.subject;
