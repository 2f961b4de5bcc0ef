// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFaults, type Faults } from '../../mocks/faults';
import { createPingHandlers, pingDemo, type PingDemo } from '../../mocks/handlers-ping';
import { rejection, testApi } from '../helpers/api';
import { serveFakeBackend } from '../helpers/fake-backend';

let faults: Faults = new Map();
let demo: PingDemo = { latencyMs: 0, jitterMs: 0, accessible: true };
// The handlers read the demo switches once; a proxy lets each test set its own.
const liveDemo = new Proxy({} as PingDemo, { get: (_t, key: keyof PingDemo) => demo[key] });
const { requests } = serveFakeBackend(...createPingHandlers(() => faults, liveDemo, () => 1));

beforeEach(() => {
  faults = new Map();
  demo = { latencyMs: 0, jitterMs: 0, accessible: true };
});

const api = testApi(null, { timeoutMs: 2000 });

describe('diagnostics calls against the fake backend', () => {
  it('answers a probe with the public address and region, readable by Resource Timing and never cached', async () => {
    await expect(api.areaConnectivity(1764149400000)).resolves.toMatchObject({ ip: '203.0.113.24', region: 'SG' });
    expect(new URL(requests[0]!.url).searchParams.get('time')).toBe('1764149400000');
    const response = await fetch('https://access.mypikpak.com/access_controller/v1/area_connectivity?time=2');
    expect(response.headers.get('timing-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('delays each probe by the injected latency plus the jitter spread', async () => {
    demo = { latencyMs: 60, jitterMs: 40, accessible: true };
    const start = performance.now();
    await api.areaConnectivity(3);
    // random() is 1 here: 60 + 40 ms.
    expect(performance.now() - start).toBeGreaterThanOrEqual(99);
  });

  it('never retries a probe: a network failure is one lost probe', async () => {
    faults = parseFaults('area_connectivity:offline');
    expect((await rejection(api.areaConnectivity(4))).kind).toBe('network');
    expect(requests).toHaveLength(1);
  });

  it('answers a probe with an HTTP error or an unreadable body after the latency, readable by Resource Timing', async () => {
    demo = { latencyMs: 60, jitterMs: 0, accessible: true };
    for (const [kind, status] of [['500', 500], ['401', 401], ['malformed', 200]] as const) {
      faults = parseFaults(`area_connectivity:${kind}`);
      const start = performance.now();
      const response = await fetch(`https://access.mypikpak.com/access_controller/v1/area_connectivity?time=${status}`);
      expect(performance.now() - start).toBeGreaterThanOrEqual(59);
      expect(response.status).toBe(status);
      expect(response.headers.get('timing-allow-origin')).toBe('*');
    }
    faults = parseFaults('area_connectivity:500');
    expect(await rejection(api.areaConnectivity(7))).toMatchObject({ kind: 'server', status: 500 });
    faults = parseFaults('area_connectivity:malformed');
    expect((await rejection(api.areaConnectivity(8))).kind).toBe('bad-response');
  });

  it('gives up on a probe at its own time-out', async () => {
    faults = parseFaults('area_connectivity:timeout');
    const start = performance.now();
    expect((await rejection(api.areaConnectivity(5, { timeoutMs: 150 }))).kind).toBe('timeout');
    expect(performance.now() - start).toBeLessThan(1500);
  });

  it('stops a probe when the page is left (its signal aborts)', async () => {
    demo = { latencyMs: 1000, jitterMs: 0, accessible: true };
    const controller = new AbortController();
    const probe = rejection(api.areaConnectivity(6, { signal: controller.signal }));
    // Leave while the probe is in flight: once the fake backend has it (it answers after 1 s).
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    expect(['timeout', 'network']).toContain((await probe).kind);
  });

  it('answers the service status, and not available where the demo says so', async () => {
    await expect(api.areaAccessible()).resolves.toEqual({ accessible: true, area: 'SG' });
    demo = { latencyMs: 0, jitterMs: 0, accessible: false };
    await expect(api.areaAccessible()).resolves.toMatchObject({ accessible: false });
  });

  it('reads the demo switches from the address and ignores nonsense', () => {
    expect(pingDemo('?__latency=150&__jitter=20&__accessible=no')).toEqual({ latencyMs: 150, jitterMs: 20, accessible: false });
    expect(pingDemo('?__latency=-5&__jitter=abc')).toEqual({ latencyMs: 40, jitterMs: 0, accessible: true });
    expect(pingDemo('?__latency=99999999')).toMatchObject({ latencyMs: 60_000 });
    expect(pingDemo(undefined)).toEqual({ latencyMs: 40, jitterMs: 0, accessible: true });
  });
});
