import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { VCONSOLE_STYLE_HASHES } from '../../deploy/vconsole-styles';

const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('debug console under the production Content-Security-Policy', () => {
  it('admits by hash every style vConsole injects, on every panel', async () => {
    const { default: VConsole } = await import('vconsole');
    const before = new Set(document.querySelectorAll('style'));
    const console = new VConsole();
    // The log rows (and their styles) are drawn on an animation frame after the system panel
    // logs the location, client and user agent: wait for those rows, not for a fixed time.
    await vi.waitFor(() => expect(document.querySelectorAll('#__vc_plug_system .vc-log-row').length).toBeGreaterThan(0));
    console.show();
    for (const plugin of ['default', 'system', 'network', 'element', 'storage']) {
      console.showPlugin(plugin);
      await vi.waitFor(() => expect(document.getElementById(`__vc_plug_${plugin}`)).toHaveClass('vc-actived'));
    }
    const injected = [...document.querySelectorAll('style')].filter((style) => !before.has(style)).map((style) => hash(style.textContent ?? ''));
    console.destroy();
    expect(injected.length).toBeGreaterThan(0);
    expect(injected.filter((h) => !VCONSOLE_STYLE_HASHES.includes(h))).toEqual([]);
  });
});
