import { setup, type ActorRefFrom } from 'xstate';

/**
 * The shell's ways on: back to the reader's files (/403, not found; §2.1) and "Done" after a
 * completed task (the page closes itself in the app). The outward effects are actions the
 * wiring provides, as on every page; small on purpose, since it ships with the first script of
 * every page. "Done" asks the app to close the page once: the page is closing after the first
 * tap, and more taps while the app closes it ask nothing more (one `finishSelf`
 * call, however often Done is tapped).
 */
export const wayOnMachine = setup({
  types: { events: {} as { type: 'files.open' } | { type: 'page.done' } },
  actions: {
    /** Provided: asks the app to return to its file page. */
    backToFiles: () => undefined,
    /** Provided: asks the app to close this page (`finishSelf`). */
    finishPage: () => undefined,
  },
}).createMachine({
  id: 'wayOn',
  initial: 'open',
  on: {
    'files.open': { actions: 'backToFiles' },
  },
  states: {
    /** The page is the reader's: "Done" closes it. */
    open: {
      on: { 'page.done': { target: 'closing', actions: 'finishPage' } },
    },
    /** The app was asked to close the page; another "Done" asks nothing more. */
    closing: {},
  },
});

export type WayOnActor = ActorRefFrom<typeof wayOnMachine>;
