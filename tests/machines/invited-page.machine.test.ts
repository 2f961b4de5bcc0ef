import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { invitedPageMachine } from '../../machines/invited-page.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

const CONFIRM = 1500;
const events = [
  { type: 'inviter.retry' },
  { type: 'code.copy' },
  { type: 'action.take', action: 'download_apk' },
  { type: 'xstate.done.actor.lookupInviter', output: { name: 'Mia W.' } },
  { type: 'xstate.error.actor.lookupInviter', error: new ApiError('server', 404, 4004) },
  { type: 'xstate.error.actor.lookupInviter', error: new ApiError('timeout') },
  { type: 'xstate.done.actor.copyCode', output: undefined },
  { type: 'xstate.error.actor.copyCode', error: new Error('denied') },
  { type: 'xstate.after.confirmation.invitedPage.copy.copied' },
  { type: 'xstate.after.confirmation.invitedPage.copy.failed' },
] as const;

describe('invited page machine (model-based)', () => {
  it.each([['TESTCODE'], [null]])('follows every shortest path with code %j', async (code) => {
    const count = await replayShortestPaths({
      machine: invitedPageMachine,
      input: { code, confirmationMs: CONFIRM },
      actorNames: ['lookupInviter', 'copyCode'],
      events,
      delays: { confirmation: CONFIRM },
    });
    expect(count).toBeGreaterThanOrEqual(code ? 8 : 1);
  });
});

describe('invited page (behaviour)', () => {
  afterEach(() => vi.useRealTimers());

  const start = (code: string | null, lookup: () => Promise<{ name: string }>) => {
    vi.useFakeTimers();
    const tracked: string[] = [];
    const copied: string[] = [];
    const actor = createActor(
      invitedPageMachine.provide({
        actors: {
          lookupInviter: fromPromise(lookup),
          copyCode: fromPromise(async ({ input }) => void copied.push(input.code)),
        },
      }),
      { input: { code, confirmationMs: CONFIRM } },
    );
    actor.on('track', (e) => tracked.push(e.action));
    actor.start();
    return { actor, tracked, copied };
  };

  it('tells an unknown code from a failed lookup', async () => {
    const unknown = start('NOSUCH', () => Promise.reject(new ApiError('server', 404, 4004)));
    await vi.advanceTimersByTimeAsync(0);
    expect(unknown.actor.getSnapshot().matches({ inviter: 'unknown' })).toBe(true);
    const failed = start('TESTCODE', () => Promise.reject(new ApiError('server', 500)));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.actor.getSnapshot().matches({ inviter: 'failed' })).toBe(true);
    expect(failed.actor.getSnapshot().context.error).toBe('server');
  });

  it('asks nothing without a code and copies nothing', async () => {
    const lookup = vi.fn(async () => ({ name: 'x' }));
    const { actor, copied } = start(null, lookup);
    actor.send({ type: 'code.copy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ inviter: 'noCode', copy: 'idle' })).toBe(true);
    expect(lookup).not.toHaveBeenCalled();
    expect(copied).toEqual([]);
  });

  it('counts the page view and each action', async () => {
    const { actor, tracked, copied } = start('TESTCODE', async () => ({ name: 'Mia W.' }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'code.copy' });
    actor.send({ type: 'action.take', action: 'open_app_store' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ inviter: 'found', copy: 'copied' })).toBe(true);
    expect(copied).toEqual(['TESTCODE']);
    expect(tracked).toEqual(['invited_page_view', 'invited_copy_code', 'invited_open_app_store']);
    await vi.advanceTimersByTimeAsync(CONFIRM);
    expect(actor.getSnapshot().matches({ copy: 'idle' })).toBe(true);
  });
});
