import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { noticeApkMachine } from '../../machines/notice-apk.machine';

const APK = 'https://download.mypikpak.com/app/android/PikPak.apk';
const DONE = 'xstate.done.actor.0.noticeApk.loading';
const ERROR = 'xstate.error.actor.0.noticeApk.loading';
const events = [{ type: 'apk.retry' }, { type: DONE, output: APK }, { type: ERROR, error: new Error('offline') }] as const;

/** A fetch the test settles by hand: every invocation waits for resolve() or reject(). */
function manualFetch() {
  const calls: { resolve: (url: string) => void; reject: (e: unknown) => void }[] = [];
  const logic = fromPromise<string>(() => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })));
  return { logic, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('APK address machine (model-based)', () => {
  // createTestModel refuses invoking machines; the shortest paths of the same graph are
  // replayed on a real actor whose fetch never settles until the path says so.
  it('follows every shortest path of the model', async () => {
    const paths = getShortestPaths(noticeApkMachine, { events: events as never });
    expect(paths.map((p) => JSON.stringify(p.state.value)).sort()).toEqual(['"failed"', '"loading"', '"ready"']);
    for (const path of paths) {
      const fetch = manualFetch();
      const actor = createActor(noticeApkMachine.provide({ actors: { fetchApkUrl: fetch.logic } })).start();
      for (const step of path.steps) {
        const last = fetch.calls.at(-1);
        const type: string = step.event.type;
        if (type === DONE) last?.resolve(APK);
        else if (type === ERROR) last?.reject(new Error('offline'));
        else if (type !== 'xstate.init') actor.send(step.event);
        await flush();
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
      actor.stop();
    }
  });
});

describe('APK address (behaviour)', () => {
  it('keeps the address once fetched', async () => {
    const actor = createActor(noticeApkMachine.provide({ actors: { fetchApkUrl: fromPromise(async () => APK) } })).start();
    await flush();
    expect(actor.getSnapshot().context.apkUrl).toBe(APK);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fetches again on retry after a failure', async () => {
    const fetch = manualFetch();
    const actor = createActor(noticeApkMachine.provide({ actors: { fetchApkUrl: fetch.logic } })).start();
    fetch.calls[0]?.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'apk.retry' })).toBe(true);
    actor.send({ type: 'apk.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fetch.calls[1]?.resolve(APK);
    await flush();
    expect(actor.getSnapshot().context.apkUrl).toBe(APK);
    expect(fetch.calls).toHaveLength(2);
  });
});
