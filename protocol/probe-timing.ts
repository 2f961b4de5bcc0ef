/**
 * The time of one diagnostics probe. Taken from the request's Resource Timing entry
 * (request start to response start: the round trip without connection set-up or the body)
 * where the browser gives real values; else from a monotonic clock around the request. A
 * cross-origin host without `Timing-Allow-Origin` leaves those fields at zero, so zero means
 * "fall back", never "0 ms". Never `Date.now()` differences: the wall clock may jump.
 * A request that fails is timed too: an HTTP error or an unreadable body came back from the
 * server, so its round trip is as real as a reply's (the caller decides which failures count).
 */

/** The fields of a PerformanceResourceTiming entry this uses. */
export interface ResourceTimes {
  name: string;
  requestStart: number;
  responseStart: number;
}

/** Where a probe's time came from. */
export type TimingSource = 'resource-timing' | 'monotonic';

/** The probe's time in ms: the entry's request-to-response time when it is real, else `fallbackMs`. */
export function probeDuration(entry: ResourceTimes | null | undefined, fallbackMs: number): { ms: number; source: TimingSource } {
  if (entry && entry.requestStart > 0 && entry.responseStart > 0) {
    const ms = entry.responseStart - entry.requestStart;
    if (Number.isFinite(ms) && ms > 0) return { ms, source: 'resource-timing' };
  }
  return { ms: Math.max(0, fallbackMs), source: 'monotonic' };
}

/** The parts of `performance` this uses; a test passes a fake. */
export interface PerformanceLike {
  now(): number;
  getEntriesByType(type: 'resource'): readonly { name: string }[];
  clearResourceTimings(): void;
}

/** Waits one task: the browser may queue the entry just after the fetch's promise settles. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A timed request: its value or the error it failed with, and how long it took. */
type Timed<T> = ({ ok: true; value: T } | { ok: false; error: unknown }) & { ms: number; source: TimingSource };

/**
 * Runs one request and times it, whether it resolves or rejects (never rejects itself).
 * `marker` is how only this request's address ends (its fresh `time=` value), which picks its
 * entry out of the buffer.
 */
export async function timeRequest<T>(perf: PerformanceLike, marker: string, run: () => Promise<T>): Promise<Timed<T>> {
  const start = perf.now();
  let settled: { ok: true; value: T } | { ok: false; error: unknown };
  try {
    settled = { ok: true, value: await run() };
  } catch (error) {
    settled = { ok: false, error };
  }
  const elapsed = perf.now() - start;
  const find = () =>
    [...perf.getEntriesByType('resource')].reverse().find((e): e is ResourceTimes => e.name.endsWith(marker) && 'requestStart' in e && 'responseStart' in e);
  let entry = find();
  if (!entry) {
    await nextTask();
    entry = find();
  }
  return { ...settled, ...probeDuration(entry, elapsed) };
}
