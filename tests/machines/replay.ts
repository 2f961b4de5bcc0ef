import { expect, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic, type AnyStateMachine, type AnyStateNode, type EventObject, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * Promise actors whose outcome the test decides: each invocation registers under its invoke
 * id, and a path step `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settles it.
 */
export function controllableActors(names: readonly string[]) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown }>();
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of names) {
    actors[name] = fromPromise(({ self, input }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject, input })));
  }
  return { actors, pending };
}

interface ReplayOptions {
  machine: AnyStateMachine;
  input?: unknown;
  actorNames: readonly string[];
  /** Every event the model may take, including done/error events with their outputs. */
  events: readonly EventObject[];
  /** Delay names to milliseconds, for `xstate.after.<delay>.<state>` steps. */
  delays?: Record<string, number>;
  /**
   * A fact a user or the domain would notice, for every leaf state the model reaches, keyed by
   * the state's path without the machine id ('loading', 'summary.failed', 'copy.copied'). A
   * reached state without a fact fails the test, so a new state cannot go unchecked.
   */
  facts: Record<string, Fact>;
  /** Extra checks of the running actor after each step, for invariants across states. */
  check?: Fact;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- snapshots of any machine
export type Fact = (snapshot: any, pending: Map<string, { input: unknown }>) => void;

/**
 * The leaf states a snapshot is in, as paths without the machine id. Read from the public
 * state tree (`machine.root`, `StateNode.states`) along the snapshot's value: a compound
 * state leads to its one active child, a parallel state to every region, and an atomic or
 * final state is a leaf. Listed in document order (`StateNode.order`).
 */
export function leafStates(snapshot: { value: StateValue; machine: AnyStateMachine }): string[] {
  const prefix = `${snapshot.machine.id}.`;
  const leaves: AnyStateNode[] = [];
  const visit = (node: AnyStateNode, value: StateValue | undefined) => {
    if (node.type === 'atomic' || node.type === 'final') {
      leaves.push(node);
      return;
    }
    if (node.type === 'parallel') {
      const regions = (value ?? {}) as Record<string, StateValue>;
      for (const [key, region] of Object.entries(node.states)) visit(region, regions[key]);
      return;
    }
    // compound: a string names an atomic child; an object's one key names the active child
    const [key, rest] = typeof value === 'string' ? [value, undefined] : (Object.entries(value ?? {})[0] ?? []);
    const child = key === undefined ? undefined : node.states[key];
    if (!child) throw new Error(`state '${node.id}' has no child for ${JSON.stringify(value)}`);
    visit(child, rest);
  };
  visit(snapshot.machine.root, snapshot.value);
  return leaves.sort((a, b) => a.order - b.order).map((node) => (node.id.startsWith(prefix) ? node.id.slice(prefix.length) : node.id));
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
};

/**
 * Model-based test: walks every shortest path of the machine's graph (xstate/graph) and
 * replays it on a real actor with controlled actors and fake timers, checking after each
 * step that the real actor is in the state the model predicts and that each leaf state's fact
 * holds. Returns the number of paths.
 */
export async function replayShortestPaths(options: ReplayOptions): Promise<number> {
  // createTestModel refuses machines that invoke actors, so take the paths from the graph
  // directly and replay them here, settling the invoked actors as each step says.
  const paths = getShortestPaths(options.machine, { events: options.events as never, input: options.input });
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    vi.useFakeTimers();
    const { actors, pending } = controllableActors(options.actorNames);
    const actor = createActor(options.machine.provide({ actors }), { input: options.input });
    actor.start();
    await flush();
    for (const step of path.steps) {
      const { event } = step;
      const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
      const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
      const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
      // `pending` holds the invocations in flight: a settled one leaves it.
      if (done?.[1]) {
        pending.get(done[1])?.resolve((event as { output?: unknown }).output);
        pending.delete(done[1]);
      } else if (error?.[1]) {
        pending.get(error[1])?.reject((event as { error?: unknown }).error);
        pending.delete(error[1]);
      } else if (after?.[1]) await vi.advanceTimersByTimeAsync(options.delays?.[after[1]] ?? 0);
      else if (event.type !== 'xstate.init') actor.send(event);
      await flush();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, `path to ${JSON.stringify(path.state.value)} at ${event.type}`).toEqual((step.state as { value: unknown }).value);
      for (const leaf of leafStates(snapshot)) {
        const fact = options.facts[leaf];
        expect(fact, `no fact is checked in state '${leaf}'`).toBeTypeOf('function');
        fact?.(snapshot, pending);
      }
      options.check?.(snapshot, pending);
    }
    actor.stop();
    vi.useRealTimers();
  }
  return paths.length;
}
