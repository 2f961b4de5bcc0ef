import { fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** The app screens a page may ask for (protocol/bridge/README.md, "Send action": `open_login`, `open_verification`). */
export type AppScreen = 'login' | 'verification';

/**
 * Asking the app to show its log-in (or verification) screen, for a page that needs a
 * logged-in (or confirmed) reader: idle → asking → asked (the app showed it; the page reads
 * the session again when the reader comes back) | unavailable (the app did not acknowledge
 * in time: the page says how to get there by hand, and the reader may ask again). One
 * request in flight: taps while asking do nothing.
 *
 * Where the page names what failed for want of a login (`resumes`: a call answered 401), the
 * reader coming back (`page.shown`) after the app showed its screen reads the session again
 * (`refreshSession`, the app's new token) and then carries the failed call on (`resume`,
 * provided: the page's retry), so the reader never has to find a Try again.
 */
export const appScreenMachine = setup({
  types: {
    input: {} as { screen: AppScreen; resumes?: boolean },
    context: {} as { screen: AppScreen; resumes: boolean },
    events: {} as { type: 'screen.open' } | { type: 'page.shown' },
  },
  actors: {
    /** Provided: the bridge's sendAction; resolves once the app acknowledges, rejects otherwise. */
    openScreen: fromPromise<void, { screen: AppScreen }>(() => Promise.reject(new Error('openScreen not provided'))),
    /** Provided: the session read from the app again (services.refreshSession). */
    refreshSession: fromPromise<void>(() => Promise.reject(new Error('refreshSession not provided'))),
  },
  actions: {
    /** Provided: carries the failed call on (the page's retry). */
    resume: () => undefined,
  },
  guards: {
    resumes: ({ context }) => context.resumes,
  },
}).createMachine({
  id: 'appScreen',
  context: ({ input }) => ({ screen: input.screen, resumes: input.resumes ?? false }),
  initial: 'idle',
  states: {
    idle: { on: { 'screen.open': 'asking' } },
    asking: {
      tags: ['busy'],
      invoke: {
        id: 'openScreen',
        src: 'openScreen',
        input: ({ context }) => ({ screen: context.screen }),
        onDone: 'asked',
        onError: 'unavailable',
      },
    },
    /** The app showed its screen; the reader may come back without finishing and ask again. */
    asked: { on: { 'screen.open': 'asking', 'page.shown': { guard: 'resumes', target: 'resuming' } } },
    /** The reader is back: the session is read again, then the failed call carried on. */
    resuming: {
      tags: ['busy'],
      invoke: { id: 'refreshSession', src: 'refreshSession', onDone: { target: 'idle', actions: 'resume' }, onError: 'asked' },
    },
    /** The app did not acknowledge: the page shows the way by hand, with the button still there. */
    unavailable: { on: { 'screen.open': 'asking' } },
  },
});

export type AppScreenSnapshot = SnapshotFrom<typeof appScreenMachine>;
export type AppScreenActor = ActorRefFrom<typeof appScreenMachine>;
/** Where the request stands, for the view: one value. */
export const selectAppScreenStatus = (s: AppScreenSnapshot): 'idle' | 'asking' | 'asked' | 'unavailable' => {
  if (s.matches('asking') || s.matches('resuming')) return 'asking';
  if (s.matches('asked')) return 'asked';
  return s.matches('unavailable') ? 'unavailable' : 'idle';
};
