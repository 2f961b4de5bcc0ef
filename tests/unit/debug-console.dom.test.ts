// The debug console's Network panel must not show the bearer token.
import { afterAll, describe, expect, it } from 'vitest';
import { openDebugConsole } from '../../src/debug-console';

const TOKEN = 'Bearer demo-secret-token-1234';
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('debug console', () => {
  afterAll(async () => {
    const { default: VConsole } = await import('vconsole');
    VConsole.instance?.destroy();
  });

  it('lists requests in its Network panel with the Authorization header’s value hidden', async () => {
    await openDebugConsole();
    await settle(300);
    const { default: VConsole } = await import('vconsole');
    const vconsole = VConsole.instance!;
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
    await settle(100);
    const panel = document.getElementById('__vconsole')!;
    const rows = [...panel.querySelectorAll<HTMLElement>('.vc-table-row')].filter((row) => /files|plain|xhr/.test(row.textContent ?? ''));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) row.click();
    await settle(100);
    const text = panel.textContent ?? '';
    expect(text).toContain('x-client-id');
    expect(text).toContain('(hidden)');
    expect(text).not.toContain('demo-secret-token');
  });
});
