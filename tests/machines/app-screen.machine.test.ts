import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appScreenMachine, selectAppScreenStatus } from '../../machines/core/app-screen.machine';
import { replayShortestPaths } from './replay';

/** Ask; the app acknowledges, or does not in time. */
const EVENTS = [
  { type: 'screen.open' },
  { type: 'xstate.done.actor.openScreen', output: undefined },
  { type: 'xstate.error.actor.openScreen', error: new Error('timeout') },
  { type: 'page.shown' },
  { type: 'xstate.done.actor.refreshSession', output: undefined },
  { type: 'xstate.error.actor.refreshSession', error: new Error('timeout') },
];

describe('app-screen machine (model-based)', () => {
  it('asks the app once per tap and always leaves a way to ask again', async () => {
    const count = await replayShortestPaths({
      machine: appScreenMachine,
      input: { screen: 'login' },
      actorNames: ['openScreen', 'refreshSession'],
      events: EVENTS,
      facts: {
        // Nothing asked yet: the button asks.
        idle: (s) => {
          expect(selectAppScreenStatus(s)).toBe('idle');
          expect(s.can({ type: 'screen.open' })).toBe(true);
        },
        // One request in flight, for the screen the page named: a second tap is ignored.
        asking: (s, pending) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(pending.get('openScreen')?.input).toEqual({ screen: 'login' });
          expect(s.can({ type: 'screen.open' })).toBe(false);
        },
        // The app showed its screen; the reader can come back and ask again.
        asked: (s) => {
          expect(selectAppScreenStatus(s)).toBe('asked');
          expect(s.can({ type: 'screen.open' })).toBe(true);
        },
        // The app did not acknowledge: the page shows the way by hand and can still ask.
        unavailable: (s) => {
          expect(selectAppScreenStatus(s)).toBe('unavailable');
          expect(s.can({ type: 'screen.open' })).toBe(true);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });

  it('carries the failed call on when the reader is back from logging in, once the session is read again', async () => {
    const count = await replayShortestPaths({
      machine: appScreenMachine,
      input: { screen: 'login', resumes: true },
      actorNames: ['openScreen', 'refreshSession'],
      events: EVENTS,
      facts: {
        idle: (s) => expect(s.can({ type: 'screen.open' })).toBe(true),
        asking: (s) => expect(s.hasTag('busy')).toBe(true),
        // Back on the page: nothing is retried before the session (the app's new token) is read again.
        resuming: (s, pending) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(selectAppScreenStatus(s)).toBe('asking');
          expect(pending.has('refreshSession')).toBe(true);
        },
        asked: (s) => expect(s.can({ type: 'page.shown' })).toBe(true),
        unavailable: (s) => expect(s.can({ type: 'page.shown' })).toBe(false),
      },
    });
    expect(count).toBeGreaterThanOrEqual(5);
  });
});

describe('app-screen machine (behaviour)', () => {
  it('retries the page’s call once the reader is back and the session is read again, and not on a page that names none', async () => {
    const resumed: string[] = [];
    const run = (resumes: boolean) => {
      const actor = createActor(
        appScreenMachine.provide({
          actors: { openScreen: fromPromise<void, { screen: 'login' | 'verification' }>(async () => undefined), refreshSession: fromPromise<void>(async () => undefined) },
          actions: { resume: () => void resumed.push(resumes ? 'resumed' : 'wrong') },
        }),
        { input: { screen: 'login', resumes } },
      ).start();
      return actor;
    };
    for (const resumes of [true, false]) {
      const actor = run(resumes);
      actor.send({ type: 'page.shown' }); // before the app showed its screen: nothing
      actor.send({ type: 'screen.open' });
      await new Promise((r) => setTimeout(r, 0));
      actor.send({ type: 'page.shown' });
      await new Promise((r) => setTimeout(r, 0));
      expect(selectAppScreenStatus(actor.getSnapshot())).toBe(resumes ? 'idle' : 'asked');
    }
    expect(resumed).toEqual(['resumed']);
  });

  it('passes the screen to the app and ignores taps while asking', async () => {
    const asked: string[] = [];
    let acknowledge = () => undefined as void;
    const actor = createActor(
      appScreenMachine.provide({
        actors: {
          openScreen: fromPromise(({ input }) => {
            asked.push(input.screen);
            return new Promise<void>((resolve) => (acknowledge = resolve));
          }),
        },
      }),
      { input: { screen: 'verification' } },
    ).start();
    actor.send({ type: 'screen.open' });
    actor.send({ type: 'screen.open' });
    acknowledge();
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual(['verification']);
    expect(selectAppScreenStatus(actor.getSnapshot())).toBe('asked');
  });
});
