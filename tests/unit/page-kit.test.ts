import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, emit, setup, type AnyActorRef } from 'xstate';
import { trackEvery } from '../../src/shell/page-kit';

/** A child that reports each `ping` as every machine reports statistics. */
const reporter = setup({
  types: {
    context: {} as { name: string },
    events: {} as { type: 'ping' },
    emitted: {} as { type: 'track'; action: string; extra: Record<string, string> },
    input: {} as { name: string },
  },
  actions: { report: emit(({ context }) => ({ type: 'track' as const, action: `${context.name}_ping`, extra: { by: context.name } })) },
}).createMachine({ context: ({ input }) => ({ name: input.name }), on: { ping: { actions: 'report' } } });

/** A page: reports its own view, invokes a form at once and spawns a later part when asked. */
const page = setup({
  types: {
    context: {} as { later: AnyActorRef | null },
    events: {} as { type: 'open' } | { type: 'ping.form' } | { type: 'ping.later' },
    emitted: {} as { type: 'track'; action: string; extra: Record<string, string> },
  },
  actors: { reporter },
}).createMachine({
  context: { later: null },
  entry: emit({ type: 'track', action: 'page_view', extra: {} }),
  invoke: { id: 'form', src: 'reporter', input: { name: 'form' } },
  on: {
    open: { actions: assign({ later: ({ spawn }) => spawn('reporter', { id: 'later', input: { name: 'later' } }) }) },
    'ping.form': { actions: ({ self }) => self.getSnapshot().children.form?.send({ type: 'ping' }) },
    'ping.later': { actions: ({ context }) => context.later?.send({ type: 'ping' }) },
  },
});

describe('the page kit’s statistics', () => {
  it('hears the root’s reports and those of every child, a child spawned later included, once each', () => {
    const track = vi.fn();
    const actor = createActor(page);
    const stop = trackEvery(actor, track);
    actor.start();
    actor.send({ type: 'ping.form' });
    actor.send({ type: 'open' });
    actor.send({ type: 'ping.later' });
    actor.send({ type: 'ping.later' });
    expect(track.mock.calls).toEqual([
      ['page_view', {}],
      ['form_ping', { by: 'form' }],
      ['later_ping', { by: 'later' }],
      ['later_ping', { by: 'later' }],
    ]);
    stop();
    actor.send({ type: 'ping.form' });
    expect(track).toHaveBeenCalledTimes(4);
  });
});
