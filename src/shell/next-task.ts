/**
 * Lets the browser handle input and paint before the next step: a page's start runs as several
 * short tasks rather than one long one (a tap meanwhile waits for no long task). Where the
 * browser has `scheduler.yield()` (Chromium 129+), the step goes on ahead of other queued work,
 * so the start is not delayed behind it; elsewhere, a task of its own.
 */
export function nextTask(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  const yieldNow: unknown = scheduler && typeof scheduler === 'object' ? Reflect.get(scheduler, 'yield') : undefined;
  if (typeof yieldNow === 'function') {
    const done: unknown = Reflect.apply(yieldNow, scheduler, []);
    return Promise.resolve(done).then(() => undefined);
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
