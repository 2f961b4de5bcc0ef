import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { problemOf, type Problem } from '../core/problem';

/**
 * What paging reads of a history row (GET inviteList): its time (the next page begins there)
 * and what tells two rows apart. The row's full type is the API schema's (`InviteRow` in
 * protocol/api/schemas.ts), which the machine keeps untouched; `provideHistory` gives it back
 * typed (see machines/referral/referral-rules.ts on reply shapes).
 */
interface PagedRow {
  readonly time: string;
  readonly invited_user: string;
  readonly reward_source: string;
}

export interface HistoryPageRequest {
  /** The last shown row's time. */
  begin: string;
  limit: number;
}

interface InviteHistoryInput<Row extends PagedRow> {
  pageSize: number;
  /** Rows shown before the reader asks for all of them ("Show all"). */
  compactRows: number;
  /** The first page, as its request brought it (the shared request machine loads it). */
  first: readonly Row[];
}

type InviteHistoryEvent = { type: 'history.more' } | { type: 'request.retry' } | { type: 'history.showAll' };

interface Context<Row extends PagedRow> {
  pageSize: number;
  compactRows: number;
  /** The reader asked for every row: the list is no longer cut at `compactRows`, and paging starts. */
  expanded: boolean;
  rows: readonly Row[];
  /** Rows the last page added (0 when it held nothing new). */
  added: number;
  /** Rows in the last page as received. */
  received: number;
  problem: Problem | null;
}

/** Tells rows apart: paging by time may repeat the boundary row. */
export const rowKey = (r: PagedRow) => `${r.time}|${r.invited_user}|${r.reward_source}`;

/** Appends a page, dropping rows already shown. */
function appendPage<Row extends PagedRow>(rows: readonly Row[], page: readonly Row[]): Row[] {
  const seen = new Set(rows.map(rowKey));
  const fresh = page.filter((r) => {
    const key = rowKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...rows, ...fresh];
}

const appended = <Row extends PagedRow>(context: Pick<Context<Row>, 'rows'>, page: readonly Row[]) => {
  const rows = appendPage(context.rows, page);
  return { rows, added: rows.length - context.rows.length, received: page.length, problem: null };
};

/**
 * The invitation history past its first page (§2.2), newest first: the next page begins at
 * the last row's time. The first page is a load-then-show of its own, on the shared request
 * machine; this machine starts from it. One request at a time; a failed page keeps the rows
 * already shown and `request.retry` (the one retry event of the site) asks for the same page
 * again. A short page, or a page with nothing new, ends the list. The list starts compact (its
 * first `compactRows` rows): 'history.showAll' shows every row, and only then are more pages
 * asked for.
 */
export function createInviteHistoryMachine<Row extends PagedRow>(fetchPage: (request: HistoryPageRequest) => Promise<readonly Row[]>) {
  return setup({
    types: {
      context: {} as Context<Row>,
      input: {} as InviteHistoryInput<Row>,
      events: {} as InviteHistoryEvent,
    },
    actors: {
      fetchPage: fromPromise<readonly Row[], HistoryPageRequest>(({ input }) => fetchPage(input)),
    },
    guards: {
      expanded: ({ context }) => context.expanded,
      nothingShown: ({ context }) => context.rows.length === 0,
      reachedEnd: ({ context }) => context.received < context.pageSize || context.added === 0,
    },
  }).createMachine({
    id: 'inviteHistory',
    context: ({ input }) => ({
      pageSize: input.pageSize,
      compactRows: input.compactRows,
      expanded: false,
      ...appended<Row>({ rows: [] }, input.first),
    }),
    on: {
      'history.showAll': { guard: ({ context }) => !context.expanded, actions: assign({ expanded: true }) },
    },
    initial: 'settling',
    states: {
      settling: {
        always: [{ guard: 'nothingShown', target: 'empty' }, { guard: 'reachedEnd', target: 'complete' }, { target: 'more' }],
      },
      /** More rows may exist: scrolling to the end (or the button) asks for them. */
      more: { on: { 'history.more': { guard: 'expanded', target: 'loadingMore' } } },
      loadingMore: {
        tags: ['busy'],
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({ begin: context.rows.at(-1)?.time ?? '', limit: context.pageSize }),
          onDone: { target: 'settling', actions: assign(({ context, event }) => appended(context, event.output)) },
          onError: { target: 'failedMore', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
        },
      },
      /** No invitation yet. */
      empty: {},
      /** Every row is shown. */
      complete: {},
      /** A later page failed: the rows shown stay, with the problem and a retry. */
      failedMore: { on: { 'request.retry': 'loadingMore' } },
    },
  });
}

/** The statechart as docs/machines.md draws it (no page fetch provided). */
export const inviteHistoryMachine = createInviteHistoryMachine<PagedRow>(() => Promise.reject(new Error('fetchPage not provided')));

type InviteHistoryMachine<Row extends PagedRow> = ReturnType<typeof createInviteHistoryMachine<Row>>;
export type InviteHistorySnapshot<Row extends PagedRow> = SnapshotFrom<InviteHistoryMachine<Row>>;

/** Where the list stands, for views: one value, no flags. */
type HistoryStatus = 'empty' | 'more' | 'loading-more' | 'failed-more' | 'complete';

export function selectHistoryStatus<Row extends PagedRow>(s: InviteHistorySnapshot<Row>): HistoryStatus {
  if (s.matches('more')) return 'more';
  if (s.matches('loadingMore')) return 'loading-more';
  if (s.matches('failedMore')) return 'failed-more';
  return s.matches('empty') ? 'empty' : 'complete';
}
export const selectHistoryProblem = <Row extends PagedRow>(s: InviteHistorySnapshot<Row>) => s.context.problem;
/** The rows loaded, of the API's row type (the first page's and the fetched pages'). */
export const selectHistoryRows = <Row extends PagedRow>(s: InviteHistorySnapshot<Row>): readonly Row[] => s.context.rows;
/** The rows the list shows: the first `compactRows` until the reader asks for all, then every row loaded. */
export const selectShownRows = <Row extends PagedRow>(s: InviteHistorySnapshot<Row>): readonly Row[] =>
  s.context.expanded ? s.context.rows : s.context.rows.slice(0, s.context.compactRows);
/** Whether "Show all" is offered: the list is compact and there is more than it shows (loaded or not). */
export const selectCanShowAll = <Row extends PagedRow>(s: InviteHistorySnapshot<Row>): boolean =>
  !s.context.expanded && (s.context.rows.length > s.context.compactRows || s.matches('more'));
/** Whether the reader asked for every row. */
export const selectExpanded = <Row extends PagedRow>(s: InviteHistorySnapshot<Row>): boolean => s.context.expanded;
