import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { probeDuration, timeRequest, type PerformanceLike, type ResourceTimes } from '../../protocol/probe-timing';

function fakePerformance(entries: ResourceTimes[], clock: number[]): PerformanceLike & { cleared: number } {
  const perf = {
    cleared: 0,
    now: () => clock.shift() ?? 0,
    getEntriesByType: () => entries,
    clearResourceTimings: () => {
      perf.cleared += 1;
    },
  };
  return perf;
}

describe('probe timing', () => {
  it('takes request start to response start from a real Resource Timing entry', () => {
    expect(probeDuration({ name: 'x', requestStart: 1000.5, responseStart: 1084.5 }, 97)).toEqual({ ms: 84, source: 'resource-timing' });
  });

  it('falls back to the monotonic time when the entry is zeroed (no Timing-Allow-Origin) or missing', () => {
    expect(probeDuration({ name: 'x', requestStart: 0, responseStart: 0 }, 97)).toEqual({ ms: 97, source: 'monotonic' });
    expect(probeDuration({ name: 'x', requestStart: 1000, responseStart: 0 }, 97)).toEqual({ ms: 97, source: 'monotonic' });
    expect(probeDuration(undefined, 97)).toEqual({ ms: 97, source: 'monotonic' });
  });

  it('never reports zero or a negative time from the entry (zero means fall back)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e4, noNaN: true }), (a, b, fallback) => {
        const { ms, source } = probeDuration({ name: 'x', requestStart: a, responseStart: b }, fallback);
        expect(ms).toBeGreaterThanOrEqual(0);
        if (source === 'resource-timing') expect(ms).toBeGreaterThan(0);
        else expect(ms).toBe(fallback);
      }),
    );
  });

  it('picks the entry of this request by the end of its address', async () => {
    const perf = fakePerformance(
      [
        { name: 'https://access.example/area_connectivity?time=17', requestStart: 10, responseStart: 20 },
        { name: 'https://access.example/area_connectivity?time=1', requestStart: 100, responseStart: 150 },
      ],
      [0, 80],
    );
    const timed = await timeRequest(perf, '?time=1', async () => 'reply');
    expect(timed).toEqual({ ok: true, value: 'reply', ms: 50, source: 'resource-timing' });
  });

  it('uses the monotonic clock around the request when no entry is found', async () => {
    const perf = fakePerformance([], [1000, 1123]);
    await expect(timeRequest(perf, '?time=5', async () => 1)).resolves.toEqual({ ok: true, value: 1, ms: 123, source: 'monotonic' });
  });

  it('times a request that fails (an HTTP error came back) and hands its error on, never rejecting', async () => {
    const refused = new Error('API server 500');
    const perf = fakePerformance([{ name: 'https://access.example/area_connectivity?time=9', requestStart: 200, responseStart: 263 }], [0, 70]);
    await expect(
      timeRequest(perf, '?time=9', () => Promise.reject(refused)),
    ).resolves.toEqual({ ok: false, error: refused, ms: 63, source: 'resource-timing' });
    const none = fakePerformance([], [10, 2010]);
    await expect(timeRequest(none, '?time=10', () => Promise.reject(refused))).resolves.toEqual({ ok: false, error: refused, ms: 2000, source: 'monotonic' });
  });
});
