import { setup } from 'xstate';

/**
 * The shell pages' way on (/403, not found; §2.1): the reader asks to go back to their files.
 * A machine of one event so the outward effect is an action the wiring provides, as on every
 * page; small on purpose, since it ships with the first script of every page.
 */
export const wayOnMachine = setup({
  types: { events: {} as { type: 'files.open' } },
  actions: {
    /** Provided: asks the app to return to its file page. */
    backToFiles: () => undefined,
  },
}).createMachine({
  id: 'wayOn',
  on: { 'files.open': { actions: 'backToFiles' } },
});
