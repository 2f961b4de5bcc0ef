import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { noticeToastMachine } from '../../machines/notice-toast.machine';

const DURATION = 3000;
const AFTER = 'xstate.after.toastDuration.noticeToast.shown';
const events = [
  { type: 'toast.show', code: 'address-refused' },
  { type: 'toast.show', code: 'feedback-in-app' },
  { type: 'toast.dismiss' },
  { type: AFTER },
] as const;

describe('notice toast machine (model-based)', () => {
  afterEach(() => vi.useRealTimers());

  // xstate/graph's createTestModel refuses machines with delayed transitions, so the paths
  // come from the same graph and are replayed on a real actor, the delay by a fake clock.
  it('follows every shortest path of the model', () => {
    // The serial only re-keys the toast for screen readers; it is left out of the model's state.
    const paths = getShortestPaths(noticeToastMachine, {
      events: events as never,
      input: { durationMs: DURATION },
      serializeState: (s: { value: unknown; context: { code: unknown } }) => JSON.stringify([s.value, s.context.code]),
    } as never);
    expect(paths.length).toBeGreaterThanOrEqual(2);
    for (const path of paths) {
      vi.useFakeTimers();
      const actor = createActor(noticeToastMachine, { input: { durationMs: DURATION } }).start();
      for (const step of path.steps) {
        const type: string = step.event.type;
        if (type === AFTER) vi.advanceTimersByTime(DURATION);
        else if (type !== 'xstate.init') actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(actor.getSnapshot().context.code).toEqual(step.state.context.code);
      }
      actor.stop();
      vi.useRealTimers();
    }
  });
});

describe('notice toast (behaviour)', () => {
  afterEach(() => vi.useRealTimers());

  const start = () => {
    vi.useFakeTimers();
    return createActor(noticeToastMachine, { input: { durationMs: DURATION } }).start();
  };

  it('shows one toast at a time: a new one replaces the old', () => {
    const actor = start();
    actor.send({ type: 'toast.show', code: 'address-refused' });
    actor.send({ type: 'toast.show', code: 'feedback-in-app' });
    expect(actor.getSnapshot().context.code).toBe('feedback-in-app');
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
  });

  it('restarts the timer when a toast is replaced', () => {
    const actor = start();
    actor.send({ type: 'toast.show', code: 'address-refused' });
    vi.advanceTimersByTime(DURATION - 100);
    actor.send({ type: 'toast.show', code: 'feedback-in-app' });
    vi.advanceTimersByTime(DURATION - 100);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(actor.getSnapshot().context.code).toBeNull();
  });

  it('hides when dismissed', () => {
    const actor = start();
    actor.send({ type: 'toast.show', code: 'action-unavailable' });
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });
});
