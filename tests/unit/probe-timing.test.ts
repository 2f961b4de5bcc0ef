import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearTimings, probeDuration, replySeen, timeRequest, type PerformanceLike, type ResourceTimes } from '../../protocol/probe-timing';

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
    expect(timed).toEqual({ ok: true, value: 'reply', ms: 50, source: 'resource-timing', replySeen: 'first-byte' });
  });

  it('uses the monotonic clock around the request when no entry is found', async () => {
    const perf = fakePerformance([], [1000, 1123]);
    await expect(timeRequest(perf, '?time=5', async () => 1)).resolves.toEqual({ ok: true, value: 1, ms: 123, source: 'monotonic', replySeen: null });
  });

  it('times a request that fails (an HTTP error came back) and hands its error on, never rejecting', async () => {
    const refused = new Error('API server 500');
    const perf = fakePerformance([{ name: 'https://access.example/area_connectivity?time=9', requestStart: 200, responseStart: 263 }], [0, 70]);
    await expect(
      timeRequest(perf, '?time=9', () => Promise.reject(refused)),
    ).resolves.toEqual({ ok: false, error: refused, ms: 63, source: 'resource-timing', replySeen: 'first-byte' });
    const none = fakePerformance([], [10, 2010]);
    await expect(timeRequest(none, '?time=10', () => Promise.reject(refused))).resolves.toEqual({ ok: false, error: refused, ms: 2000, source: 'monotonic', replySeen: null });
  });

  it('sees a reply only in a field the engine has, with a real value: never in a missing one', () => {
    // Chromium 92 (and 80): a request to an unresolvable host gets an entry of zeros, with no responseStatus.
    const chromium92Failed = { name: 'https://access.example/area_connectivity?time=1', fetchStart: 1354.4, requestStart: 0, responseStart: 0, responseEnd: 1382.4, duration: 28, nextHopProtocol: '', transferSize: 0 };
    expect(replySeen(chromium92Failed)).toBeNull();
    expect(probeDuration(chromium92Failed, 28)).toEqual({ ms: 28, source: 'monotonic' });
    // Safari 14 (and every WebKit): no responseStatus; zeros for a host without Timing-Allow-Origin.
    expect(replySeen({ name: 'x', startTime: 10, duration: 30, requestStart: 0, responseStart: 0, responseEnd: 40 })).toBeNull();
    // An engine whose entries lack the fields altogether, or no entry at all.
    expect(replySeen({ name: 'x', startTime: 10, duration: 30 })).toBeNull();
    expect(replySeen(undefined)).toBeNull();
    // Chromium 109+: responseStatus 0 is a network error (or a status it may not read): nothing seen.
    expect(replySeen({ name: 'x', requestStart: 0, responseStart: 0, responseStatus: 0 })).toBeNull();
    // A reply: its status where the engine reads it, else its first byte where the host allows the timing.
    expect(replySeen({ name: 'x', requestStart: 0, responseStart: 0, responseStatus: 500 })).toBe('status');
    expect(replySeen({ name: 'x', requestStart: 2228.3, responseStart: 2347 })).toBe('first-byte');
  });

  it('times a request that failed before any reply on Chromium 92 and shows no reply', async () => {
    const offline = new TypeError('Failed to fetch');
    const perf = fakePerformance([{ name: 'https://access.example/area_connectivity?time=11', requestStart: 0, responseStart: 0 }], [100, 128]);
    await expect(timeRequest(perf, '?time=11', () => Promise.reject(offline))).resolves.toEqual({ ok: false, error: offline, ms: 28, source: 'monotonic', replySeen: null });
  });

  it('falls back to the monotonic clock, and never rejects, where the engine has no resource timing', async () => {
    const bare: PerformanceLike = { now: (() => { const clock = [0, 40]; return () => clock.shift() ?? 0; })() };
    await expect(timeRequest(bare, '?time=12', async () => 'reply')).resolves.toEqual({ ok: true, value: 'reply', ms: 40, source: 'monotonic', replySeen: null });
    const broken: PerformanceLike = {
      now: () => 0,
      getEntriesByType: () => {
        throw new TypeError('Illegal invocation');
      },
      clearResourceTimings: () => {
        throw new TypeError('Illegal invocation');
      },
    };
    await expect(timeRequest(broken, '?time=13', async () => 'reply')).resolves.toMatchObject({ ok: true, source: 'monotonic', replySeen: null });
    expect(() => clearTimings(broken)).not.toThrow();
    expect(() => clearTimings(bare)).not.toThrow();
    const perf = fakePerformance([], []);
    clearTimings(perf);
    expect(perf.cleared).toBe(1);
  });

  it('reads any entry an engine may give without throwing, and sees a reply only from a real field (property)', () => {
    // Outside input: each field missing, or any value an engine (or a broken one) may put there.
    const value = fc.oneof(
      fc.double(),
      fc.integer({ min: -1, max: 1000 }),
      fc.constantFrom(undefined, null, '', '200', true, NaN, Infinity, -Infinity),
    );
    const entry = fc.record(
      { name: fc.string(), requestStart: value, responseStart: value, responseStatus: value, responseEnd: value, transferSize: value, nextHopProtocol: fc.string() },
      { requiredKeys: ['name'] },
    );
    fc.assert(
      fc.property(entry, fc.double({ noNaN: false }), (e, fallback) => {
        const seen = replySeen(e);
        const real = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;
        const status = typeof e.responseStatus === 'number' && Number.isInteger(e.responseStatus) && e.responseStatus >= 100 && e.responseStatus <= 599;
        const firstByte = real(e.requestStart) && real(e.responseStart) && e.responseStart >= e.requestStart;
        expect(seen).toBe(status ? 'status' : firstByte ? 'first-byte' : null);
        // A field that is missing, zero or not a number never makes a reply.
        if (!status && !real(e.requestStart)) expect(seen).toBeNull();
        const { ms, source } = probeDuration(e, fallback);
        expect(Number.isFinite(ms)).toBe(true);
        expect(ms).toBeGreaterThanOrEqual(0);
        if (source === 'resource-timing') expect(firstByte).toBe(true);
      }),
    );
  });
});
