import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { wayOnMachine } from '../../machines/way-on.machine';
import { replayShortestPaths } from './replay';

describe('way-on machine (model-based)', () => {
  it('stays ready for the reader in its one state', async () => {
    const count = await replayShortestPaths({
      machine: wayOnMachine,
      actorNames: [],
      events: [{ type: 'files.open' }, { type: 'page.done' }],
      facts: {
        // The way back to the files and "Done" are always offered, however often they were taken.
        wayOn: (s) => {
          expect(s.can({ type: 'files.open' })).toBe(true);
          expect(s.can({ type: 'page.done' })).toBe(true);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(1);
  });
});

describe('way-on machine (behaviour)', () => {
  it('asks the app for the file page, or to close the page, once per tap', () => {
    const asked: string[] = [];
    const actor = createActor(
      wayOnMachine.provide({ actions: { backToFiles: () => void asked.push('files'), finishPage: () => void asked.push('finish') } }),
    ).start();
    actor.send({ type: 'files.open' });
    actor.send({ type: 'page.done' });
    actor.send({ type: 'files.open' });
    expect(asked).toEqual(['files', 'finish', 'files']);
  });
});
