import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { problemOf, type Problem } from './problem';

interface RequestInput<Params> {
  /** What the load needs (a code to look up, a page size); `undefined` when it needs nothing. */
  params: Params;
}

type RequestEvent = { type: 'request.retry' } | { type: 'request.reload' };

interface RequestContext<Reply, Params> {
  params: Params;
  data: Reply | null;
  problem: Problem | null;
}

/**
 * The request machine (`requestMachine` below) loading with `load`: the feature's wiring passes
 * it, and its reply and params type the machine's context, input and selectors.
 */
export function createRequestMachine<Reply, Params = void>(load: (params: Params) => Promise<Reply>) {
  return setup({
    types: {
      context: {} as RequestContext<Reply, Params>,
      input: {} as RequestInput<Params>,
      events: {} as RequestEvent,
    },
    actors: {
      // The params travel wrapped: XState resolves an invoke's types only for an object input.
      load: fromPromise<Reply, { params: Params }>(({ input }) => load(input.params)),
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
          input: ({ context }) => ({ params: context.params }),
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, problem: null }) },
          onError: { target: 'failed', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
        },
      },
      ready: { on: { 'request.reload': 'loading' } },
      /** The problem is kept for the page to state. */
      failed: { on: { 'request.retry': 'loading', 'request.reload': 'loading' } },
    },
  });
}

/** A load that was never provided: the placeholder a parent machine declares before its wiring provides the real one. */
export const notProvided = (name: string) => (): Promise<never> => Promise.reject(new Error(`${name} not provided`));

/**
 * Load, then show (docs/requirements.md §4): loading → ready | failed, and one event,
 * `request.retry`, from failed. Every load-then-show of the site runs on this machine, made
 * by `createRequestMachine(load)` (this one has no load). While a reload runs, the last reply
 * stays in `data`, so a page can grey it out instead of blanking it.
 */
export const requestMachine = createRequestMachine<never>(notProvided('load'));

type RequestMachine<Reply, Params> = ReturnType<typeof createRequestMachine<Reply, Params>>;
export type RequestSnapshot<Reply, Params = void> = SnapshotFrom<RequestMachine<Reply, Params>>;

/** Where a request stands, for views: one value, no flags. */
export type RequestStatus = 'loading' | 'ready' | 'failed';

export function selectRequestStatus<Reply, Params>(s: RequestSnapshot<Reply, Params>): RequestStatus {
  if (s.matches('ready')) return 'ready';
  return s.matches('failed') ? 'failed' : 'loading';
}
export const selectRequestProblem = <Reply, Params>(s: RequestSnapshot<Reply, Params>): Problem | null => s.context.problem;
/** The last reply (kept while a reload runs), or null before the first. */
export const selectRequestData = <Reply, Params>(s: RequestSnapshot<Reply, Params>): Reply | null => s.context.data;
/** A load in flight (the first or a reload). */
export const selectRequestBusy = <Reply, Params>(s: RequestSnapshot<Reply, Params>): boolean => s.hasTag('busy');
