import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEBUG_CLICK_WINDOW_MS, DEBUG_CLICKS, debugAllowedFor, debugConsoleMachine, type DebugSwitch } from '../../machines/core/debug-console.machine';
import { replayShortestPaths } from './replay';

const clicking = [{ type: 'title.click' }, { type: 'xstate.after.clickWindow.debugConsole.clicks.counting' }];
const openOutcomes = [
  { type: 'xstate.done.actor.openConsole', output: undefined },
  { type: 'xstate.error.actor.openConsole', error: new Error('chunk failed') },
];
const OFFLINE = 'the config request failed';

describe('debug console machine (model-based)', () => {
  // One config answer per case, so each case knows whether the console may open; the
  // expectation is written out here, not computed with the machine's own rule.
  it.each([
    ['1002', { enable: false, uids: ['1002'] }, true],
    ['1001', { enable: false, uids: ['1002'] }, false],
    ['1001', { enable: true, uids: [] }, true],
    [null, { enable: true, uids: [] }, true],
    [null, { enable: false, uids: ['1002'] }, false],
    ['0', { enable: false, uids: ['0'] }, false],
    ['1002', OFFLINE, false],
  ] as const)('follows every shortest path for user %s with config %j (may open: %s)', async (userId, config, mayOpen) => {
    const answer =
      config === OFFLINE
        ? { type: 'xstate.error.actor.fetchSwitch', error: new Error('offline') }
        : { type: 'xstate.done.actor.fetchSwitch', output: config };
    const notOpening = (pending: Map<string, unknown>) => expect(pending.has('openConsole')).toBe(false);
    const count = await replayShortestPaths({
      machine: debugConsoleMachine,
      input: { userId },
      actorNames: ['fetchSwitch', 'openConsole'],
      events: [...clicking, answer, ...openOutcomes],
      // The rule's own figure (§4): a click more than 200 ms after the previous one starts over.
      delays: { clickWindow: 200 },
      facts: {
        // Nobody clicked the title yet: the config is not asked for.
        'config.unknown': (s, pending) => {
          expect(pending.has('fetchSwitch')).toBe(false);
          expect(s.context.clicks).toBe(0);
        },
        // The config was asked for (at the first click); nothing opens before it answers.
        'config.loading': (_s, pending) => {
          expect(pending.has('fetchSwitch')).toBe(true);
          notOpening(pending);
        },
        'config.allowed': () => expect(mayOpen).toBe(true),
        // Refused or unknown (a failed request refuses): the console never opens.
        'config.denied': (s, pending) => {
          expect(mayOpen).toBe(false);
          notOpening(pending);
          expect(s.matches({ clicks: 'open' })).toBe(false);
        },
        // No click pending in the window: the count starts over, nothing opens.
        'clicks.idle': (s, pending) => {
          expect(s.context.clicks).toBe(0);
          notOpening(pending);
        },
        // Fewer than five clicks, each within 200 ms of the previous one: nothing opens yet.
        'clicks.counting': (s, pending) => {
          expect(s.context.clicks).toBeGreaterThanOrEqual(1);
          expect(s.context.clicks).toBeLessThan(5);
          notOpening(pending);
        },
        // Five quick clicks while the config is still on its way: waiting for it, not opening.
        'clicks.reached': (s, pending) => {
          expect(s.context.clicks).toBe(5);
          expect(s.matches({ config: 'loading' })).toBe(true);
          notOpening(pending);
        },
        // Five quick clicks and the config allows this user: the console chunk is asked for.
        'clicks.opening': (s, pending) => {
          expect(mayOpen).toBe(true);
          expect(s.context.clicks).toBe(5);
          expect(pending.has('openConsole')).toBe(true);
        },
        'clicks.open': (s) => {
          expect(mayOpen).toBe(true);
          expect(s.matches({ config: 'allowed' })).toBe(true);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(DEBUG_CLICKS + 2);
  });

  it('counts five clicks and waits 200 ms between them', () => {
    expect(DEBUG_CLICKS).toBe(5);
    expect(DEBUG_CLICK_WINDOW_MS).toBe(200);
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
