import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';

/** §4, §9: five clicks on the page title, each within 200 ms of the previous one. */
export const DEBUG_CLICKS = 5;
export const DEBUG_CLICK_WINDOW_MS = 200;

/** The remote switch (§3): on for everyone, or for the listed user ids. */
export interface DebugSwitch {
  enable: boolean;
  uids: readonly string[];
}

export function debugAllowedFor(config: DebugSwitch, userId: string | null): boolean {
  return config.enable || (userId !== null && userId !== '0' && config.uids.includes(userId));
}

export interface DebugConsoleInput {
  userId: string | null;
}

/**
 * Opens the debug console after five rapid title clicks, only when the remote config allows
 * it for this user. Until then, and when it does not, the console is never loaded.
 */
export const debugConsoleMachine = setup({
  types: {
    context: {} as { userId: string | null; clicks: number },
    input: {} as DebugConsoleInput,
    events: {} as { type: 'title.click' },
    emitted: {} as { type: 'log'; message: string },
  },
  actors: {
    fetchSwitch: fromPromise<DebugSwitch>(() => Promise.reject(new Error('fetchSwitch not provided'))),
    openConsole: fromPromise<void>(() => Promise.reject(new Error('openConsole not provided'))),
  },
  delays: { clickWindow: DEBUG_CLICK_WINDOW_MS },
  guards: {
    allowed: ({ context, event }) => 'output' in event && debugAllowedFor(event.output as DebugSwitch, context.userId),
    isLastClick: ({ context }) => context.clicks + 1 >= DEBUG_CLICKS,
  },
  actions: {
    countClick: assign({ clicks: ({ context }) => context.clicks + 1 }),
    resetClicks: assign({ clicks: 0 }),
    logConfigFailure: emit({ type: 'log' as const, message: 'debug config unavailable' }),
    logOpenFailure: emit({ type: 'log' as const, message: 'debug console failed to load' }),
  },
}).createMachine({
  id: 'debugConsole',
  context: ({ input }) => ({ userId: input.userId, clicks: 0 }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'fetchSwitch',
        onDone: [{ guard: 'allowed', target: 'armed' }, { target: 'disallowed' }],
        onError: { target: 'disallowed', actions: 'logConfigFailure' },
      },
    },
    disallowed: { type: 'final' },
    armed: {
      initial: 'idle',
      states: {
        idle: {
          entry: 'resetClicks',
          on: { 'title.click': { target: 'counting', actions: 'countClick' } },
        },
        counting: {
          after: { clickWindow: 'idle' },
          on: {
            'title.click': [
              { guard: 'isLastClick', target: '#debugConsole.opening' },
              { target: 'counting', reenter: true, actions: 'countClick' },
            ],
          },
        },
      },
    },
    opening: {
      invoke: {
        src: 'openConsole',
        onDone: 'open',
        onError: { target: 'armed', actions: 'logOpenFailure' },
      },
    },
    open: { type: 'final' },
  },
});

export type DebugConsoleActor = ActorRefFrom<typeof debugConsoleMachine>;
