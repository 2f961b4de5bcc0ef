import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { problemOf, type Problem } from './problem';

export interface RequestInput {
  /** What the load needs (a code to look up, a page size); passed to the `load` actor. */
  params?: unknown;
}

export type RequestEvent = { type: 'request.retry' } | { type: 'request.reload' };

/**
 * Load, then show (docs/requirements.md §4): loading → ready | failed, and one event,
 * `request.retry`, from failed. Every load-then-show of the site runs on this one machine;
 * the feature's wiring module provides `load`. While a reload runs, the last reply stays in
 * `data`, so a page can grey it out instead of blanking it.
 *
 * The machine holds the reply as `unknown`: XState cannot infer a generic reply type through
 * `setup`, so each feature reads it through one typed selector in its wiring module
 * (`dataOf<T>()`), next to the actor that produced it.
 */
export const requestMachine = setup({
  types: {
    context: {} as { params: unknown; data: unknown; problem: Problem | null },
    input: {} as RequestInput,
    events: {} as RequestEvent,
  },
  actors: {
    load: fromPromise<unknown, unknown>(() => Promise.reject(new Error('load not provided'))),
  },
}).createMachine({
  id: 'request',
  context: ({ input }) => ({ params: input.params, data: null, problem: null }),
  initial: 'loading',
  states: {
    /** The one request in flight; a retry while loading does nothing. */
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: { params: unknown } }) => context.params,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, problem: null }) },
        onError: { target: 'failed', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    ready: { on: { 'request.reload': 'loading' } },
    /** The problem is kept for the page to state. */
    failed: { on: { 'request.retry': 'loading', 'request.reload': 'loading' } },
  },
});

export type RequestSnapshot = SnapshotFrom<typeof requestMachine>;

/** Where a request stands, for views: one value, no flags. */
export type RequestStatus = 'loading' | 'ready' | 'failed';

export const selectRequestStatus = (s: RequestSnapshot): RequestStatus => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
export const selectRequestProblem = (s: RequestSnapshot): Problem | null => s.context.problem;

/**
 * The request machine with its `load` provided, and the typed selector of its reply: the
 * reply's type is known where the load is written, so both come from one call and cannot
 * disagree. Wiring modules use this; `load` gets the machine's `params`.
 */
export function provideRequest<T, P = void>(load: (params: P) => Promise<T>) {
  return {
    machine: requestMachine.provide({ actors: { load: fromPromise<unknown, unknown>(({ input }) => load(input as P)) } }),
    selectData: (s: RequestSnapshot): T | null => s.context.data as T | null,
  };
}
