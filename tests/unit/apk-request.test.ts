import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectRequestData, selectRequestProblem } from '../../machines/core/request.machine';
import { apkRequest } from '../../src/shell/apk';
import type { Services } from '../../src/services';

const HOSTS = ['mypikpak.com', '*.mypikpak.com'];

async function load(url: string) {
  const services = { api: { apkUrl: async () => ({ url }) }, config: { externalHosts: HOSTS } } as unknown as Pick<Services, 'api' | 'config'>;
  const actor = createActor(apkRequest(services), { input: { params: undefined } }).start();
  const settled = await waitFor(actor, (s) => !s.hasTag('busy'));
  return { url: selectRequestData(settled), status: settled.value, problem: selectRequestProblem(settled) };
}

describe('the APK address from the server', () => {
  it('is offered when it is an https address on an allowlisted host', async () => {
    expect(await load('https://download.mypikpak.com/app/android/PikPak.apk')).toEqual({
      url: 'https://download.mypikpak.com/app/android/PikPak.apk',
      status: 'ready',
      problem: null,
    });
  });

  it.each(['https://evil.example/x.apk', 'http://download.mypikpak.com/x.apk', 'javascript:alert(1)', 'data:text/html,x', 'intent://x', 'pikpakapp://x'])(
    'is refused as a bad reply, so no page links it: %s',
    async (url) => {
      expect(await load(url)).toEqual({ url: null, status: 'failed', problem: { kind: 'bad-reply' } });
    },
  );
});
