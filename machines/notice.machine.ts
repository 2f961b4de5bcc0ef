import { assign, setup, type ActorRefFrom } from 'xstate';

/** What a toast says, as a code; the view maps codes to translated sentences. */
export type ToastCode = 'address-refused' | 'action-unavailable' | 'feedback-in-app';

export interface ToastInput {
  durationMs: number;
}

/**
 * One toast at a time (§2): showing a toast while another is up replaces it and restarts the
 * timer; it hides by itself after `durationMs` or when dismissed.
 */
export const noticeToastMachine = setup({
  types: {
    context: {} as { durationMs: number; code: ToastCode | null; serial: number },
    input: {} as ToastInput,
    events: {} as { type: 'toast.show'; code: ToastCode } | { type: 'toast.dismiss' },
  },
  delays: { toastDuration: ({ context }) => context.durationMs },
  actions: {
    remember: assign(({ context, event }) =>
      event.type === 'toast.show' ? { code: event.code, serial: context.serial + 1 } : {},
    ),
    forget: assign({ code: null }),
  },
}).createMachine({
  id: 'noticeToast',
  context: ({ input }) => ({ durationMs: input.durationMs, code: null, serial: 0 }),
  initial: 'hidden',
  states: {
    hidden: {
      entry: 'forget',
      on: { 'toast.show': { target: 'shown', actions: 'remember' } },
    },
    shown: {
      tags: ['visible'],
      after: { toastDuration: 'hidden' },
      on: {
        'toast.show': { target: 'shown', reenter: true, actions: 'remember' },
        'toast.dismiss': 'hidden',
      },
    },
  },
});

export type NoticeToastActor = ActorRefFrom<typeof noticeToastMachine>;
