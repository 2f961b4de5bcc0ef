import { describe, expect, it, vi } from 'vitest';
import { ConfigError, parseConfig } from '../../protocol/config';
import { createStats, STATS_QUEUE, type StatsQueueHost } from '../../protocol/stats';
import { deriveClientUserInfo } from '../../protocol/user-info';
import { runtimeConfig } from '../../scripts/runtime-config';
import { startVitals, VITALS_ACTION, VITALS_CATEGORY, type VitalsLibrary } from '../../src/vitals';

const TOKEN = 'eyJhbGciOi.secret-access-token';

/** A logged-in reader's statistics queue, as the services make it (createStats with the session's user info). */
function queue() {
  const host: StatsQueueHost = {};
  const session = { accessToken: TOKEN, userInfo: deriveClientUserInfo({ isLogin: true, isVip: false, userID: 'u-42', accountDeviceId: 'd-1', versionCode: 10, versionName: '1.0', mobileType: 'Pixel', language: 'en' }, null) };
  const track = createStats(host, () => session.userInfo);
  return { track, events: () => (host[STATS_QUEUE] ?? []) as { type: string; category: string; action: string; extdata: Record<string, unknown> }[] };
}

/** web-vitals as a page view sees it: LCP at once, CLS reported twice (hidden, shown, hidden again), INP once. */
function library(): VitalsLibrary {
  const metric = (name: string, value: number, id: string) => ({ id, name, value, rating: 'good', navigationType: 'navigate' });
  return {
    onLCP: (report) => report(metric('LCP', 1234.56, 'v5-lcp')),
    onINP: (report) => report(metric('INP', 88, 'v5-inp')),
    onCLS: (report) => {
      report(metric('CLS', 0.012345, 'v5-cls'));
      report(metric('CLS', 0.05, 'v5-cls'));
    },
  };
}

describe('Core Web Vitals in the statistics queue', () => {
  it('a sampled page view queues LCP, INP and CLS once each, with the path and the rating, and nothing of the reader', async () => {
    const { track, events } = queue();
    const sampled = await startVitals({ sampleRate: 0.5, track, path: '/activity/invited', load: async () => library(), random: () => 0.25 });
    expect(sampled).toBe(true);
    expect(events().map((e) => [e.type, e.category, e.action, e.extdata.metric, e.extdata.value])).toEqual([
      ['event', VITALS_CATEGORY, VITALS_ACTION, 'LCP', 1235],
      ['event', VITALS_CATEGORY, VITALS_ACTION, 'INP', 88],
      ['event', VITALS_CATEGORY, VITALS_ACTION, 'CLS', 0.0123],
    ]);
    // The fewest fields a sample needs: no user id, device id, phone model or other user info (issue 32).
    for (const event of events()) expect(Object.keys(event.extdata).sort()).toEqual(['metric', 'navigation_type', 'path', 'rating', 'value']);
    expect(events()[0]!.extdata).toEqual({ metric: 'LCP', value: 1235, rating: 'good', navigation_type: 'navigate', path: '/activity/invited' });
    const text = JSON.stringify(events());
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/token|u-42|d-1|Pixel/i);
  });

  it('sampling 0 sends nothing and never loads web-vitals; the share is the one of the runtime configuration', async () => {
    const { track, events } = queue();
    const load = vi.fn(async () => library());
    expect(await startVitals({ sampleRate: 0, track, path: '/help', load, random: () => 0 })).toBe(false);
    // Just above the share: not sampled either.
    expect(await startVitals({ sampleRate: 0.02, track, path: '/help', load, random: () => 0.02 })).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(events()).toEqual([]);
  });

  it('the runtime configuration samples a small share in production, every view in the demo, and refuses a share outside 0 to 1', () => {
    expect(parseConfig(runtimeConfig({}, false)).vitalsSampleRate).toBeLessThanOrEqual(0.05);
    expect(parseConfig(runtimeConfig({}, false)).vitalsSampleRate).toBeGreaterThan(0);
    expect(parseConfig(runtimeConfig({}, true)).vitalsSampleRate).toBe(1);
    expect(parseConfig(runtimeConfig({ VITALS_SAMPLE_RATE: '0' }, false)).vitalsSampleRate).toBe(0);
    expect(() => parseConfig(runtimeConfig({ VITALS_SAMPLE_RATE: '2' }, false))).toThrow(ConfigError);
    expect(() => parseConfig(runtimeConfig({ VITALS_SAMPLE_RATE: 'often' }, false))).toThrow(/vitalsSampleRate/);
  });

  it('the real web-vitals library has the three reporters the measurement calls', async () => {
    const real = await import('web-vitals');
    expect([typeof real.onLCP, typeof real.onINP, typeof real.onCLS]).toEqual(['function', 'function', 'function']);
  });
});
