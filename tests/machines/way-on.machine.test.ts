import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { wayOnMachine } from '../../machines/core/way-on.machine';
import { replayShortestPaths } from './replay';

/** The machine with its outward actions recorded in `asked`. */
function recorded() {
  const asked: string[] = [];
  const machine = wayOnMachine.provide({ actions: { backToFiles: () => void asked.push('files'), finishPage: () => void asked.push('finish') } });
  return { asked, machine };
}

describe('way-on machine (model)', () => {
  it('reaches every state, each with what the reader can still do', async () => {
    const paths = await replayShortestPaths({
      machine: wayOnMachine,
      actorNames: [],
      events: [{ type: 'page.done' }, { type: 'files.open' }],
      facts: {
        open: (s) => expect(s.can({ type: 'page.done' })).toBe(true),
        // Closing: Done asks nothing more; the way back to the files stays.
        closing: (s) => {
          expect(s.can({ type: 'page.done' })).toBe(false);
          expect(s.can({ type: 'files.open' })).toBe(true);
        },
      },
    });
    expect(paths).toBe(2);
  });
});

describe('way-on machine (behaviour)', () => {
  it('asks the app to close the page once, however often Done is tapped (issue 32: ten taps were ten finishSelf calls)', () => {
    const { asked, machine } = recorded();
    const actor = createActor(machine).start();
    for (let tap = 0; tap < 10; tap += 1) actor.send({ type: 'page.done' });
    expect(asked).toEqual(['finish']);
  });

  it('asks for the file page once per tap, before and after Done', () => {
    const { asked, machine } = recorded();
    const actor = createActor(machine).start();
    actor.send({ type: 'files.open' });
    actor.send({ type: 'page.done' });
    actor.send({ type: 'files.open' });
    expect(asked).toEqual(['files', 'finish', 'files']);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
