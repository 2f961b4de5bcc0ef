import { describe, expect, expectTypeOf, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  createRequestMachine,
  requestMachine,
  selectRequestBusy,
  selectRequestData,
  selectRequestProblem,
  selectRequestStatus,
} from '../../machines/core/request.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

const reply = { code: 'ABC123' };

const events = [
    { type: 'request.retry' },
    { type: 'request.reload' },
    { type: 'xstate.done.actor.load', output: reply },
    { type: 'xstate.error.actor.load', error: new ApiError('network') },
  ] as const;

describe('request machine (model-based)', () => {
  it('follows every shortest path, with a fact checked in each state', async () => {
    const count = await replayShortestPaths({
      machine: requestMachine,
      input: { params: { code: 'ABC123' } },
      actorNames: ['load'],
      events,
      facts: {
        loading: (s, pending) => {
          // One request in flight, with the params it was given.
          expect(selectRequestStatus(s)).toBe('loading');
          expect(pending.get('load')?.input).toEqual({ params: { code: 'ABC123' } });
          expect(selectRequestBusy(s)).toBe(true);
        },
        ready: (s) => {
          expect(selectRequestData(s)).toEqual(reply);
          expect(selectRequestProblem(s)).toBeNull();
          expect(s.can({ type: 'request.retry' })).toBe(false);
        },
        failed: (s) => {
          // The page can say what happened and offer a retry.
          expect(selectRequestProblem(s)).toEqual({ kind: 'offline' });
          expect(s.can({ type: 'request.retry' })).toBe(true);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(3);
  });
});

describe('request machine (behaviour)', () => {
  it('loads once per retry and keeps the last reply while reloading', async () => {
    let calls = 0;
    const machine = createRequestMachine(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('timeout');
      return { n: calls };
    });
    const actor = createActor(machine, { input: { params: undefined } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectRequestProblem(actor.getSnapshot())).toEqual({ kind: 'timed-out' });
    actor.send({ type: 'request.retry' });
    actor.send({ type: 'request.retry' }); // ignored while loading
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
    // The reply's type comes from the load, with no cast on the way (tsc checks this line).
    expectTypeOf(selectRequestData(actor.getSnapshot())).toEqualTypeOf<{ n: number } | null>();
    expect(selectRequestData(actor.getSnapshot())).toEqual({ n: 2 });
    actor.send({ type: 'request.reload' });
    expect(selectRequestData(actor.getSnapshot())).toEqual({ n: 2 });
    expect(selectRequestBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && selectRequestData(s)?.n === 3);
  });

  it('passes its params to the load', async () => {
    const seen: string[] = [];
    const machine = createRequestMachine(async (code: string) => {
      seen.push(code);
      return code;
    });
    const actor = createActor(machine, { input: { params: 'TESTCODE' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(seen).toEqual(['TESTCODE']);
  });
});
