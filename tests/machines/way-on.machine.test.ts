import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { wayOnMachine } from '../../machines/way-on.machine';
import { replayShortestPaths } from './replay';

describe('way-on machine (model-based)', () => {
  it('stays ready for the reader in its one state', async () => {
    const count = await replayShortestPaths({
      machine: wayOnMachine,
      actorNames: [],
      events: [{ type: 'files.open' }],
      facts: {
        // The way back to the files is always offered, however often it was taken.
        wayOn: (s) => expect(s.can({ type: 'files.open' })).toBe(true),
      },
    });
    expect(count).toBeGreaterThanOrEqual(1);
  });
});

describe('way-on machine (behaviour)', () => {
  it('asks the app for the file page once per tap', () => {
    let asked = 0;
    const actor = createActor(wayOnMachine.provide({ actions: { backToFiles: () => void (asked += 1) } })).start();
    actor.send({ type: 'files.open' });
    actor.send({ type: 'files.open' });
    expect(asked).toBe(2);
  });
});
