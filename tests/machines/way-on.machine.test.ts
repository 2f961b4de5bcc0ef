import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { wayOnMachine } from '../../machines/core/way-on.machine';

// One state and two events that only ask the app for something: a model-based walk of it had
// one path per event and checked only that both events stay accepted, which the taps below
// show by their effects (the views test the buttons: tests/views/shell.test.tsx).
describe('way-on machine (behaviour)', () => {
  it('asks the app for the file page, or to close the page, once per tap, however often either was taken', () => {
    const asked: string[] = [];
    const actor = createActor(
      wayOnMachine.provide({ actions: { backToFiles: () => void asked.push('files'), finishPage: () => void asked.push('finish') } }),
    ).start();
    actor.send({ type: 'files.open' });
    actor.send({ type: 'page.done' });
    actor.send({ type: 'files.open' });
    actor.send({ type: 'page.done' });
    expect(asked).toEqual(['files', 'finish', 'files', 'finish']);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
