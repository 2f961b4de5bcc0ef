import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import {
  createInviteHistoryMachine,
  inviteHistoryMachine,
  selectHistoryProblem,
  selectHistoryRows,
  selectHistoryStatus,
  selectCanShowAll,
  selectExpanded,
  selectShownRows,
  type HistoryPageRequest,
} from '../../machines/referral/invite-history.machine';
import { ApiError } from '../../protocol/api/errors';
import type { InviteRow } from '../../protocol/api/schemas';
import { replayShortestPaths, type Fact } from './replay';

type InviteHistorySnapshot = SnapshotFrom<typeof inviteHistoryMachine>;

const PAGE = 3;
/** Rows the compact list shows before "Show all". */
const COMPACT = 2;
const row = (n: number): InviteRow => ({
  invited_user: `user_${n}`,
  reward_source: (['vip_rebate', 'invite_reward', 'relation'] as const)[n % 3]!,
  reward_days: n % 4,
  time: new Date(Date.UTC(2026, 0, 1) - n * 3_600_000).toISOString(),
});
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));

const unique = (s: InviteHistorySnapshot) => new Set(s.context.rows.map((r) => r.time)).size === s.context.rows.length;

const facts = (first: readonly InviteRow[]): Record<string, Fact> => ({
  more: (s) => {
    // A full first page may have more behind it; the reader can ask for it once the whole list is shown.
    expect(s.can({ type: 'history.more' })).toBe(selectExpanded(s));
    expect(s.context.rows.slice(0, first.length)).toEqual(first);
  },
  loadingMore: (s, pending) => {
    // The next page begins at the last row shown, one page at a time.
    expect(pending.get('fetchPage')?.input).toEqual({ begin: s.context.rows.at(-1)!.time, limit: PAGE });
    expect(s.can({ type: 'history.more' })).toBe(false);
    // Only a reader who asked for the whole list gets more pages.
    expect(selectExpanded(s)).toBe(true);
  },
  failedMore: (s) => {
    // The rows stay, the problem is kept, and the same page can be asked again.
    expect(s.context.rows.length).toBeGreaterThanOrEqual(PAGE);
    expect(selectHistoryProblem(s)).toEqual({ kind: 'timed-out' });
    expect(s.can({ type: 'request.retry' })).toBe(true);
  },
  complete: (s) => {
    expect(selectHistoryStatus(s)).toBe('complete');
    expect(s.context.rows.length).toBeGreaterThan(0);
    expect(s.can({ type: 'history.more' })).toBe(false);
  },
  empty: (s) => {
    expect(first).toEqual([]);
    expect(s.context.rows).toEqual([]);
  },
});

const events = [
  { type: 'history.showAll' },
  { type: 'history.more' },
  { type: 'request.retry' },
  { type: 'xstate.done.actor.fetchPage', output: rows(PAGE, PAGE) },
  { type: 'xstate.done.actor.fetchPage', output: rows(PAGE, 1) },
  // A server that answers the boundary row again, and nothing new.
  { type: 'xstate.done.actor.fetchPage', output: rows(PAGE - 1, 1) },
  { type: 'xstate.error.actor.fetchPage', error: new ApiError('timeout') },
] as const;

describe('invitation history machine (model-based)', () => {
  it.each([
    ['a full first page', rows(0, PAGE)],
    ['a short first page', rows(0, 2)],
    ['no invitation', []],
  ])('follows every shortest path from %s, keeping the rows shown through failures', async (_, first) => {
    const count = await replayShortestPaths({
      machine: inviteHistoryMachine,
      input: { pageSize: PAGE, compactRows: COMPACT, first },
      actorNames: ['fetchPage'],
      events,
      facts: facts(first),
      check: (s) => {
        expect(unique(s)).toBe(true);
        // Compact: the first rows, and "Show all" while there is more than they show; then every row.
        expect(selectShownRows(s)).toEqual(selectExpanded(s) ? s.context.rows : s.context.rows.slice(0, COMPACT));
        expect(selectCanShowAll(s)).toBe(!selectExpanded(s) && (s.context.rows.length > COMPACT || s.matches('more')));
      },
    });
    expect(count).toBeGreaterThanOrEqual(1);
  });
});

/** A server over `all` (newest first): rows older than `begin`, or from `begin` on when inclusive. */
function server(all: InviteRow[], inclusive: boolean) {
  const calls: HistoryPageRequest[] = [];
  const fetchPage = async (request: HistoryPageRequest) => {
    calls.push(request);
    const start = all.findIndex((r) => (inclusive ? r.time <= request.begin : r.time < request.begin));
    return start < 0 ? [] : all.slice(start, start + request.limit);
  };
  return { fetchPage, calls };
}

async function readAll(all: InviteRow[], pageSize: number, inclusive: boolean) {
  const s = server(all, inclusive);
  const machine = createInviteHistoryMachine<InviteRow>(s.fetchPage);
  const actor = createActor(machine, { input: { pageSize, compactRows: COMPACT, first: all.slice(0, pageSize) } }).start();
  actor.send({ type: 'history.showAll' });
  for (;;) {
    const snap = await waitFor(actor, (x) => !x.hasTag('busy'));
    if (!snap.matches('more')) return { snap, rows: selectHistoryRows(snap), calls: s.calls };
    actor.send({ type: 'history.more' });
  }
}

describe('invitation history (behaviour)', () => {
  it('pages by the last row time and shows every row once, in order, of the API row type', async () => {
    const all = rows(0, 65);
    const { snap, rows: shown, calls } = await readAll(all, 30, false);
    expect(snap.value).toBe('complete');
    expect(shown).toEqual(all);
    expect(shown[0]!.reward_days).toBe(0);
    expect(calls).toEqual([{ begin: all[29]!.time, limit: 30 }, { begin: all[59]!.time, limit: 30 }]);
  });

  it('has no duplicates or gaps for any history, with a strict or an inclusive server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 2, max: 8 }), fc.boolean(), async (n, pageSize, inclusive) => {
        const all = rows(0, n);
        const { snap, rows: shown } = await readAll(all, pageSize, inclusive);
        expect(shown).toEqual(all);
        expect(snap.value).toBe(n === 0 ? 'empty' : 'complete');
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the rows and retries the same page after a failure', async () => {
    const all = rows(0, 5);
    let fail = true;
    const calls: HistoryPageRequest[] = [];
    const machine = createInviteHistoryMachine<InviteRow>(async (request) => {
      calls.push(request);
      if (fail) throw new ApiError('network');
      return all.slice(all.findIndex((r) => r.time < request.begin)).slice(0, request.limit);
    });
    const actor = createActor(machine, { input: { pageSize: 3, compactRows: COMPACT, first: all.slice(0, 3) } }).start();
    actor.send({ type: 'history.showAll' });
    actor.send({ type: 'history.more' });
    const failed = await waitFor(actor, (s) => s.matches('failedMore'));
    expect(selectHistoryRows(failed)).toEqual(all.slice(0, 3));
    expect(selectHistoryProblem(failed)).toEqual({ kind: 'offline' });
    fail = false;
    actor.send({ type: 'request.retry' });
    const done = await waitFor(actor, (s) => s.matches('complete'));
    expect(selectHistoryRows(done)).toEqual(all);
    expect(calls.map((c) => c.begin)).toEqual([all[2]!.time, all[2]!.time]);
  });

  it('asks for one page at a time however often the end is reached', async () => {
    const s = server(rows(0, 10), false);
    const actor = createActor(createInviteHistoryMachine<InviteRow>(s.fetchPage), { input: { pageSize: 3, compactRows: COMPACT, first: rows(0, 3) } }).start();
    actor.send({ type: 'history.showAll' });
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'history.more' });
    await waitFor(actor, (x) => x.matches('more'));
    expect(s.calls).toHaveLength(1);
  });

  it('starts compact: the first rows and "Show all", and asks for no page until the reader asks for every row', async () => {
    const s = server(rows(0, 10), false);
    const actor = createActor(createInviteHistoryMachine<InviteRow>(s.fetchPage), { input: { pageSize: 3, compactRows: COMPACT, first: rows(0, 3) } }).start();
    actor.send({ type: 'history.more' });
    expect(selectShownRows(actor.getSnapshot())).toEqual(rows(0, COMPACT));
    expect(selectCanShowAll(actor.getSnapshot())).toBe(true);
    expect(s.calls).toHaveLength(0);
    actor.send({ type: 'history.showAll' });
    expect(selectShownRows(actor.getSnapshot())).toEqual(rows(0, 3));
    expect(selectCanShowAll(actor.getSnapshot())).toBe(false);
  });
});
