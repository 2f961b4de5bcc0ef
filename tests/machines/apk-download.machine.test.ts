import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { apkDownloadMachine, selectApkRequest } from '../../machines/apk-download.machine';
import { createRequestMachine, selectRequestData, selectRequestStatus } from '../../machines/request.machine';
import { replayShortestPaths } from './replay';

const APK = 'https://download.mypikpak.com/app/PikPak.apk';

/** The download machine with an APK address request that answers as the test says. */
function withLoad(load: () => Promise<string>) {
  return apkDownloadMachine.provide({ actors: { apk: createRequestMachine<string>(load) } });
}

describe('APK download machine (model-based)', () => {
  it('follows every shortest path: the download offered, its address asked at once', async () => {
    let asked = 0;
    const count = await replayShortestPaths({
      machine: withLoad(() => {
        asked += 1;
        return new Promise<string>(() => undefined);
      }),
      actorNames: [],
      events: [],
      facts: {
        offering: (s) => {
          // The address request is the machine's child, loading as soon as the download is offered.
          const request = selectApkRequest(s);
          expect(request).toBeDefined();
          expect(request && selectRequestStatus(request.getSnapshot())).toBe('loading');
          expect(asked).toBeGreaterThan(0);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(1);
  });
});

describe('APK download machine (behaviour)', () => {
  it('shows the address once loaded, and asks again after a failure on retry', async () => {
    let calls = 0;
    const actor = createActor(
      withLoad(async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return APK;
      }),
    ).start();
    const request = selectApkRequest(actor.getSnapshot());
    if (!request) throw new Error('no request');
    await waitFor(request, (s) => selectRequestStatus(s) === 'failed');
    request.send({ type: 'request.retry' });
    const loaded = await waitFor(request, (s) => selectRequestStatus(s) === 'ready');
    expect(selectRequestData(loaded)).toBe(APK);
    expect(calls).toBe(2);
    actor.stop();
  });
});
