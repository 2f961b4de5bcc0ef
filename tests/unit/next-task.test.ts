import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/shell/next-task';

/** A page's start in short tasks (src/main.tsx, src/text-page.ts): each step after the browser had its turn. */
describe('nextTask', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
    vi.useRealTimers();
  });

  it('goes on in a task of its own where the browser has no scheduler.yield', async () => {
    vi.useFakeTimers();
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false); // not in this task
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
  });

  it('uses scheduler.yield where the browser has it, called on the scheduler', async () => {
    const scheduler = {
      yield: vi.fn(function (this: unknown) {
        expect(this).toBe(scheduler);
        return Promise.resolve('ignored');
      }),
    };
    Reflect.set(globalThis, 'scheduler', scheduler);
    await expect(nextTask()).resolves.toBeUndefined();
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  });
});
