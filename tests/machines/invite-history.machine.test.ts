import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appendPage, inviteHistoryMachine, type HistoryPageRequest, type HistoryRow } from '../../machines/invite-history.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

const PAGE = 3;
const row = (n: number): HistoryRow => ({
  invited_user: `user_${n}`,
  reward_source: (['vip_rebate', 'invite_reward', 'relation'] as const)[n % 3]!,
  reward_days: n % 4,
  time: new Date(Date.UTC(2026, 0, 1) - n * 3_600_000).toISOString(),
});
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));

const events = [
  { type: 'history.more' },
  { type: 'history.retry' },
  { type: 'xstate.done.actor.fetchFirst', output: rows(0, PAGE) },
  { type: 'xstate.done.actor.fetchFirst', output: rows(0, 2) },
  { type: 'xstate.done.actor.fetchFirst', output: [] },
  { type: 'xstate.error.actor.fetchFirst', error: new ApiError('server', 500) },
  { type: 'xstate.done.actor.fetchNext', output: rows(PAGE, PAGE) },
  { type: 'xstate.done.actor.fetchNext', output: rows(PAGE, 1) },
  { type: 'xstate.error.actor.fetchNext', error: new ApiError('timeout') },
] as const;

describe('invitation history machine (model-based)', () => {
  it('follows every shortest path, keeping the rows shown through failures', async () => {
    const count = await replayShortestPaths({
      machine: inviteHistoryMachine,
      input: { pageSize: PAGE },
      actorNames: ['fetchPage'],
      events,
      check: (snapshot) => {
        const s = snapshot as unknown as { value: string; context: { rows: HistoryRow[] } };
        if (s.value === 'failedMore' || s.value === 'loadingMore') expect(s.context.rows.length).toBeGreaterThanOrEqual(PAGE);
        expect(new Set(s.context.rows.map((r) => r.time)).size).toBe(s.context.rows.length);
      },
    });
    expect(count).toBeGreaterThanOrEqual(8);
  });
});

/** A server over `all` (newest first): rows older than `begin`, or from `begin` on when inclusive. */
function server(all: HistoryRow[], inclusive: boolean) {
  const calls: HistoryPageRequest[] = [];
  const logic = fromPromise<HistoryRow[], HistoryPageRequest>(async ({ input }) => {
    calls.push(input);
    const start = input.begin ? all.findIndex((r) => (inclusive ? r.time <= input.begin! : r.time < input.begin!)) : 0;
    return start < 0 ? [] : all.slice(start, start + input.limit);
  });
  return { logic, calls };
}

async function readAll(all: HistoryRow[], pageSize: number, inclusive: boolean) {
  const s = server(all, inclusive);
  const actor = createActor(inviteHistoryMachine.provide({ actors: { fetchPage: s.logic } }), { input: { pageSize } }).start();
  for (;;) {
    const snap = await waitFor(actor, (x) => !x.hasTag('busy'));
    if (!snap.matches('more')) return { snap, calls: s.calls };
    actor.send({ type: 'history.more' });
  }
}

describe('invitation history (behaviour)', () => {
  it('pages by the last row time and shows every row once, in order', async () => {
    const all = rows(0, 65);
    const { snap, calls } = await readAll(all, 30, false);
    expect(snap.value).toBe('complete');
    expect(snap.context.rows).toEqual(all);
    expect(calls).toEqual([{ limit: 30 }, { begin: all[29]!.time, limit: 30 }, { begin: all[59]!.time, limit: 30 }]);
  });

  it('has no duplicates or gaps for any history, with a strict or an inclusive server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 2, max: 8 }), fc.boolean(), async (n, pageSize, inclusive) => {
        const all = rows(0, n);
        const { snap } = await readAll(all, pageSize, inclusive);
        expect(snap.context.rows).toEqual(all);
        expect(snap.value).toBe(n === 0 ? 'empty' : 'complete');
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the rows and retries the same page after a failure', async () => {
    const all = rows(0, 5);
    let fail = true;
    const calls: HistoryPageRequest[] = [];
    const fetchPage = fromPromise<HistoryRow[], HistoryPageRequest>(async ({ input }) => {
      calls.push(input);
      if (input.begin && fail) throw new ApiError('network');
      const start = input.begin ? all.findIndex((r) => r.time < input.begin!) : 0;
      return all.slice(start, start + input.limit);
    });
    const actor = createActor(inviteHistoryMachine.provide({ actors: { fetchPage } }), { input: { pageSize: 3 } }).start();
    await waitFor(actor, (s) => s.matches('more'));
    actor.send({ type: 'history.more' });
    const failed = await waitFor(actor, (s) => s.matches('failedMore'));
    expect(failed.context.rows).toEqual(all.slice(0, 3));
    expect(failed.context.error).toBe('network');
    fail = false;
    actor.send({ type: 'history.retry' });
    const done = await waitFor(actor, (s) => s.matches('complete'));
    expect(done.context.rows).toEqual(all);
    expect(calls.slice(1).map((c) => c.begin)).toEqual([all[2]!.time, all[2]!.time]);
  });

  it('asks for one page at a time however often the end is reached', async () => {
    const s = server(rows(0, 10), false);
    const actor = createActor(inviteHistoryMachine.provide({ actors: { fetchPage: s.logic } }), { input: { pageSize: 3 } }).start();
    await waitFor(actor, (x) => x.matches('more'));
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'history.more' });
    await waitFor(actor, (x) => x.matches('more'));
    expect(s.calls).toHaveLength(2);
  });

  it('drops rows already shown when appending', () => {
    expect(appendPage(rows(0, 3), rows(2, 3))).toEqual(rows(0, 5));
  });
});
