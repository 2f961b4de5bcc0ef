import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEBUG_CLICK_WINDOW_MS, DEBUG_CLICKS, debugAllowedFor, debugConsoleMachine, type DebugSwitch } from '../../machines/debug-console.machine';
import { replayShortestPaths } from './replay';

const events = [
  { type: 'title.click' },
  { type: 'xstate.after.clickWindow.debugConsole.clicks.counting' },
  { type: 'xstate.done.actor.fetchSwitch', output: { enable: true, uids: [] } },
  { type: 'xstate.done.actor.fetchSwitch', output: { enable: false, uids: ['1002'] } },
  { type: 'xstate.done.actor.fetchSwitch', output: { enable: false, uids: [] } },
  { type: 'xstate.error.actor.fetchSwitch', error: new Error('offline') },
  { type: 'xstate.done.actor.openConsole', output: undefined },
  { type: 'xstate.error.actor.openConsole', error: new Error('chunk failed') },
];

describe('debug console machine (model-based)', () => {
  it.each([['1002'], ['1001'], [null]])('follows every shortest path for user %s', async (userId) => {
    const count = await replayShortestPaths({
      machine: debugConsoleMachine,
      input: { userId },
      actorNames: ['fetchSwitch', 'openConsole'],
      events,
      delays: { clickWindow: DEBUG_CLICK_WINDOW_MS },
    });
    expect(count).toBeGreaterThanOrEqual(DEBUG_CLICKS + 3);
  });
});

describe('debug console (behaviour)', () => {
  afterEach(() => vi.useRealTimers());

  const start = (enable: boolean, uids: string[], userId: string | null) => {
    vi.useFakeTimers();
    const opened = vi.fn();
    const actor = createActor(
      debugConsoleMachine.provide({
        actors: {
          fetchSwitch: fromPromise(async () => ({ enable, uids })),
          openConsole: fromPromise(async () => opened()),
        },
      }),
      { input: { userId } },
    ).start();
    return { actor, opened };
  };

  const click = async (actor: ReturnType<typeof start>['actor'], times: number, gap: number) => {
    for (let i = 0; i < times; i += 1) {
      actor.send({ type: 'title.click' });
      await vi.advanceTimersByTimeAsync(gap);
    }
  };

  it('opens after five clicks each within 200 ms for a listed user', async () => {
    const { actor, opened } = start(false, ['1002'], '1002');
    await click(actor, 5, 150);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ config: 'allowed', clicks: 'open' });
  });

  it('does not open when a gap exceeds 200 ms', async () => {
    const { actor, opened } = start(true, [], '1001');
    await vi.advanceTimersByTimeAsync(0);
    await click(actor, 3, 150);
    await vi.advanceTimersByTimeAsync(250);
    await click(actor, 4, 150);
    expect(opened).not.toHaveBeenCalled();
  });

  it('never opens for a user the config does not list', async () => {
    const { actor, opened } = start(false, ['1002'], '1001');
    await vi.advanceTimersByTimeAsync(0);
    await click(actor, 10, 50);
    expect(opened).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ config: 'denied' })).toBe(true);
  });

  it('asks for the config only once the title is clicked', async () => {
    vi.useFakeTimers();
    const fetched = vi.fn(async (): Promise<DebugSwitch> => ({ enable: true, uids: [] }));
    const actor = createActor(debugConsoleMachine.provide({ actors: { fetchSwitch: fromPromise(fetched), openConsole: fromPromise<void>(async () => undefined) } }), {
      input: { userId: null },
    }).start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetched).not.toHaveBeenCalled();
    actor.send({ type: 'title.click' });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('waits for a slow config and then opens', async () => {
    vi.useFakeTimers();
    let allow: (v: { enable: boolean; uids: string[] }) => void = () => undefined;
    const opened = vi.fn();
    const actor = createActor(
      debugConsoleMachine.provide({
        actors: {
          fetchSwitch: fromPromise(() => new Promise<{ enable: boolean; uids: string[] }>((r) => (allow = r))),
          openConsole: fromPromise(async () => opened()),
        },
      }),
      { input: { userId: '7' } },
    ).start();
    for (let i = 0; i < 5; i += 1) {
      actor.send({ type: 'title.click' });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(opened).not.toHaveBeenCalled();
    allow({ enable: false, uids: ['7'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('treats user id 0 (logged out) as not listed', () => {
    expect(debugAllowedFor({ enable: false, uids: ['0'] }, '0')).toBe(false);
    expect(debugAllowedFor({ enable: true, uids: [] }, null)).toBe(true);
  });
});
