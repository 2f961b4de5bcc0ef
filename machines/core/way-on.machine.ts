import { setup, type ActorRefFrom } from 'xstate';

/**
 * The shell's ways on: back to the reader's files (/403, not found; §2.1) and "Done" after a
 * completed task (the page closes itself in the app). A machine of two events so the outward
 * effects are actions the wiring provides, as on every page; small on purpose, since it
 * ships with the first script of every page.
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
  on: {
    'files.open': { actions: 'backToFiles' },
    'page.done': { actions: 'finishPage' },
  },
});

export type WayOnActor = ActorRefFrom<typeof wayOnMachine>;
