import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { inviteCodeEntryMachine } from '../../machines/invite-code-entry.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

const events = [
  { type: 'code.change', value: 'TESTCODE' },
  { type: 'code.change', value: '   ' },
  { type: 'code.submit' },
  { type: 'xstate.done.actor.checkEligibility', output: { canAccept: true, reason: null } },
  { type: 'xstate.done.actor.checkEligibility', output: { canAccept: false, reason: 'already_invited' } },
  { type: 'xstate.error.actor.checkEligibility', error: new ApiError('network') },
  { type: 'xstate.done.actor.redeem', output: { days: 5 } },
  { type: 'xstate.done.actor.redeem', output: { days: 0 } },
  { type: 'xstate.error.actor.redeem', error: new ApiError('server', 400, 4002) },
] as const;

describe('invitation code entry machine (model-based)', () => {
  it.each([[''], ['TESTCODE']])('follows every shortest path starting with %j', async (initialCode) => {
    const count = await replayShortestPaths({
      machine: inviteCodeEntryMachine,
      input: { initialCode, page: 'invitation' },
      actorNames: ['checkEligibility', 'redeem'],
      events,
      check: (snapshot, pending) => {
        // An empty code never reaches the server.
        const s = snapshot as unknown as { matches: (v: unknown) => boolean; context: { draft: string } };
        if (s.matches({ editing: 'refused' })) expect(s.context.draft.trim()).toBe('');
        const redeem = pending.get('redeem');
        if (redeem) expect((redeem.input as { code: string }).code).not.toBe('');
      },
    });
    expect(count).toBeGreaterThanOrEqual(6);
  });
});

describe('invitation code entry (behaviour)', () => {
  const start = (redeem: (code: string) => Promise<{ days: number }>, canAccept = true) => {
    const codes: string[] = [];
    const tracked: string[] = [];
    const actor = createActor(
      inviteCodeEntryMachine.provide({
        actors: {
          checkEligibility: fromPromise(async () => ({ canAccept, reason: canAccept ? null : 'already_invited' })),
          redeem: fromPromise(async ({ input }) => {
            codes.push(input.code);
            return redeem(input.code);
          }),
        },
      }),
      { input: { initialCode: '', page: 'invitation' } },
    );
    actor.on('track', (e) => tracked.push(e.action));
    actor.start();
    return { actor, codes, tracked };
  };

  it('refuses an empty code before any request', async () => {
    const { actor, codes } = start(async () => ({ days: 5 }));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'code.change', value: '  ' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().matches({ editing: 'refused' })).toBe(true);
    expect(codes).toEqual([]);
  });

  it('makes one request per submission however many clicks', async () => {
    let settle: (v: { days: number }) => void = () => undefined;
    const { actor, codes, tracked } = start(() => new Promise((r) => (settle = r)));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'code.change', value: ' testcode ' });
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'code.submit' });
    settle({ days: 5 });
    const done = await waitFor(actor, (s) => s.matches('accepted'));
    expect(codes).toEqual(['testcode']);
    expect(done.matches({ accepted: 'withReward' })).toBe(true);
    expect(done.context.days).toBe(5);
    expect(tracked).toEqual(['invite_code_submit', 'invite_code_success']);
  });

  it('keeps the failure and lets the user try again', async () => {
    let fail = true;
    const { actor, codes } = start(async () => {
      if (fail) throw new ApiError('server', 400, 4002);
      return { days: 5 };
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'code.change', value: 'WRONG' });
    actor.send({ type: 'code.submit' });
    const failed = await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    expect(failed.context.error).toBe('server');
    fail = false;
    actor.send({ type: 'code.change', value: 'TESTCODE' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(codes).toEqual(['WRONG', 'TESTCODE']);
  });

  it('closes the entry when this user can no longer accept', async () => {
    const { actor } = start(async () => ({ days: 5 }), false);
    const closed = await waitFor(actor, (s) => s.matches('closed'));
    expect(closed.context.reason).toBe('already_invited');
    expect(closed.can({ type: 'code.submit' })).toBe(false);
  });
});
