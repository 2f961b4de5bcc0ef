import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { referralErrorOf, type ReferralError } from './referral-errors';

/** One row of the invitation history (GET inviteList). */
export interface HistoryRow {
  invited_user: string;
  reward_source: 'vip_rebate' | 'invite_reward' | 'relation';
  reward_days: number;
  time: string;
}

export interface HistoryPageRequest {
  /** The last shown row's time; absent for the first page. */
  begin?: string;
  limit: number;
}

export interface InviteHistoryInput {
  pageSize: number;
}

export type InviteHistoryEvent = { type: 'history.more' } | { type: 'history.retry' };

interface Context {
  pageSize: number;
  rows: HistoryRow[];
  /** Rows the last page added (0 when it held nothing new). */
  added: number;
  /** Rows in the last page as received. */
  received: number;
  error: ReferralError | null;
}

export const rowKey = (r: HistoryRow) => `${r.time}|${r.invited_user}|${r.reward_source}`;

/** Appends a page, dropping rows already shown: paging by time may repeat the boundary row. */
export function appendPage(rows: readonly HistoryRow[], page: readonly HistoryRow[]): HistoryRow[] {
  const seen = new Set(rows.map(rowKey));
  const fresh = page.filter((r) => {
    const key = rowKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...rows, ...fresh];
}

/**
 * The invitation history, newest first, a page at a time: the next page begins at the last
 * row's time. One request at a time; a failed page keeps the rows already shown and offers a
 * retry of that same page. A short page, or a page with nothing new, ends the list.
 */
export const inviteHistoryMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InviteHistoryInput,
    events: {} as InviteHistoryEvent,
  },
  actors: {
    fetchPage: fromPromise<HistoryRow[], HistoryPageRequest>(() => Promise.reject(new Error('fetchPage not provided'))),
  },
  guards: {
    nothingShown: ({ context }) => context.rows.length === 0,
    reachedEnd: ({ context }) => context.received < context.pageSize || context.added === 0,
  },
  actions: {
    append: assign(({ context, event }) => {
      const page = 'output' in event ? (event.output as HistoryRow[]) : [];
      const rows = appendPage(context.rows, page);
      return { rows, added: rows.length - context.rows.length, received: page.length, error: null };
    }),
    keepError: assign({ error: ({ event }) => ('error' in event ? referralErrorOf(event.error) : 'unknown') }),
  },
}).createMachine({
  id: 'inviteHistory',
  context: ({ input }) => ({ pageSize: input.pageSize, rows: [], added: 0, received: 0, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchFirst',
        src: 'fetchPage',
        input: ({ context }) => ({ limit: context.pageSize }),
        onDone: { target: 'settling', actions: 'append' },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    settling: {
      always: [{ guard: 'nothingShown', target: 'empty' }, { guard: 'reachedEnd', target: 'complete' }, { target: 'more' }],
    },
    /** More rows may exist: scrolling to the end (or the button) asks for them. */
    more: { on: { 'history.more': 'loadingMore' } },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'fetchNext',
        src: 'fetchPage',
        input: ({ context }) => ({ begin: context.rows.at(-1)?.time, limit: context.pageSize }),
        onDone: { target: 'settling', actions: 'append' },
        onError: { target: 'failedMore', actions: 'keepError' },
      },
    },
    empty: {},
    complete: {},
    /** The first page failed: nothing to show but the error and a retry. */
    failed: { on: { 'history.retry': 'loading' } },
    /** A later page failed: the rows shown stay, with the error and a retry. */
    failedMore: { on: { 'history.retry': 'loadingMore' } },
  },
});

export type InviteHistoryActor = ActorRefFrom<typeof inviteHistoryMachine>;
