import { assign, emit, fromPromise, setup, stateIn, type ActorRefFrom } from 'xstate';

/** §4, §9: five clicks on the page title, each within 200 ms of the previous one. */
export const DEBUG_CLICKS = 5;
export const DEBUG_CLICK_WINDOW_MS = 200;

/** The remote switch (§3): on for everyone, or for the listed user ids. */
export interface DebugSwitch {
  enable: boolean;
  uids: string[];
}

export function debugAllowedFor(config: DebugSwitch, userId: string | null): boolean {
  return config.enable || (userId !== null && userId !== '0' && config.uids.includes(userId));
}

export interface DebugConsoleInput {
  userId: string | null;
}

/**
 * Opens the debug console after five rapid title clicks, only when the remote config allows
 * it for this user. The config is asked for at the first title click rather than at every
 * page load: almost nobody clicks the title, so almost no page pays for the request. Unless
 * the config allows it, the console chunk is never requested.
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
    /** The config (the fetch's typed output) allows this user. */
    allowed: (_, params: { config: DebugSwitch; userId: string | null }) => debugAllowedFor(params.config, params.userId),
    isLastClick: ({ context }) => context.clicks + 1 >= DEBUG_CLICKS,
    configAllows: stateIn('#debugConsole.config.allowed'),
    configRefuses: stateIn('#debugConsole.config.denied'),
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
  type: 'parallel',
  states: {
    config: {
      initial: 'unknown',
      states: {
        unknown: { on: { 'title.click': 'loading' } },
        loading: {
          invoke: {
            id: 'fetchSwitch',
            src: 'fetchSwitch',
            onDone: [
              { guard: { type: 'allowed', params: ({ context, event }) => ({ config: event.output, userId: context.userId }) }, target: 'allowed' },
              { target: 'denied' },
            ],
            onError: { target: 'denied', actions: 'logConfigFailure' },
          },
        },
        allowed: {},
        /** From here on the console chunk is never requested. */
        denied: {},
      },
    },
    clicks: {
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
              { guard: 'isLastClick', target: 'reached', actions: 'countClick' },
              { target: 'counting', reenter: true, actions: 'countClick' },
            ],
          },
        },
        /** Five quick clicks: open if the config allows it, as soon as it is known. */
        reached: {
          always: [
            { guard: 'configAllows', target: 'opening' },
            { guard: 'configRefuses', target: 'idle' },
          ],
        },
        opening: {
          invoke: {
            id: 'openConsole',
            src: 'openConsole',
            onDone: 'open',
            onError: { target: 'idle', actions: 'logOpenFailure' },
          },
        },
        open: {},
      },
    },
  },
});

export type DebugConsoleActor = ActorRefFrom<typeof debugConsoleMachine>;
