// The debug console's Network panel must not show the bearer token.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDebugConsole } from '../../src/debug-console';

const TOKEN = 'Bearer demo-secret-token-1234';

describe('debug console', () => {
  afterAll(async () => {
    const { default: VConsole } = await import('vconsole');
    VConsole.instance?.destroy();
  });

  it('lists requests in its Network panel with the Authorization header’s value hidden', async () => {
    await openDebugConsole();
    const { default: VConsole } = await import('vconsole');
    const vconsole = VConsole.instance!;
    expect(vconsole.isInited).toBe(true);
    // Its first log rows (location, client, user agent) are drawn on an animation frame.
    await vi.waitFor(() => expect(document.querySelectorAll('#__vc_plug_system .vc-log-row').length).toBeGreaterThan(0));
    // A request as the API client makes it (fetch with a Headers object), one through XHR, and
    // one with a plain headers object, which must reach the network unchanged.
    const sent = { Authorization: TOKEN, 'X-Device-Id': 'device-1' };
    await Promise.allSettled([
      fetch('http://127.0.0.1:9/drive/v1/files', { headers: new Headers({ Authorization: TOKEN, 'X-Client-Id': 'companion-web' }) }),
      fetch('http://127.0.0.1:9/vip/v1/plain', { headers: sent }),
      new Promise((resolve) => {
        const xhr = new XMLHttpRequest();
        xhr.open('GET', 'http://127.0.0.1:9/user/v1/xhr');
        xhr.setRequestHeader('authorization', TOKEN);
        xhr.onloadend = resolve;
        xhr.send();
      }),
    ]);
    expect(sent.Authorization).toBe(TOKEN);
    vconsole.show();
    vconsole.showPlugin('network');
    const panel = document.getElementById('__vconsole')!;
    const requestRows = () => [...panel.querySelectorAll<HTMLElement>('.vc-table-row')].filter((row) => /files|plain|xhr/.test(row.textContent ?? ''));
    // The panel draws the recorded requests on a later frame: wait for the three rows.
    await vi.waitFor(() => expect(requestRows().length).toBeGreaterThanOrEqual(3));
    for (const row of requestRows()) row.click();
    // Each click opens the request's details, headers included: wait until they are shown.
    await vi.waitFor(() => {
      expect(panel.textContent).toContain('x-client-id');
      expect(panel.textContent).toContain('(hidden)');
    });
    expect(panel.textContent).not.toContain('demo-secret-token');
  });
});
