/**
 * The time of one diagnostics probe, and what its Resource Timing entry shows of the reply.
 * The time is taken from the request's entry (request start to response start: the round trip
 * without connection set-up or the body) where the browser gives real values; else from a
 * monotonic clock around the request. A cross-origin host without `Timing-Allow-Origin` leaves
 * those fields at zero, so zero means "fall back", never "0 ms". Never `Date.now()`
 * differences: the wall clock may jump.
 * A request that fails is timed too: an HTTP error or an unreadable body came back from the
 * server, so its round trip is as real as a reply's (the caller decides which failures count).
 *
 * The entry is outside input, and engines differ in what it holds: `responseStatus` exists only
 * from Chromium 109 (never in WebKit, so not in Safari 14 nor in the WebViews of 2020–2021);
 * Chromium 92 gives a failed request an entry whose `requestStart` and `responseStart` are 0;
 * WebKit gives a failed request none; an older engine may have no resource timing at all. So
 * every field is feature-detected, a missing or zero field proves nothing, and only a field
 * that is there with a real value says a reply came back.
 */

/** The fields of a PerformanceResourceTiming entry this reads; any but `name` may be missing on an engine. */
export interface ResourceTimes {
  name: string;
  requestStart?: number;
  responseStart?: number;
  /** Chromium 109+: the reply's HTTP status, 0 for none (a network error); absent on older engines and in WebKit. */
  responseStatus?: number;
}

/** Where a probe's time came from. */
export type TimingSource = 'resource-timing' | 'monotonic';

/**
 * What an entry shows of the reply: its HTTP status ('status', where the engine has
 * `responseStatus`) or its first byte ('first-byte', where the host allows the timing).
 */
export type ReplySeen = 'status' | 'first-byte';

/** A time the engine really gave: null where the field is missing, not a finite number, or zero (hidden or never reached). */
function timeOf(entry: object, field: 'requestStart' | 'responseStart'): number | null {
  const value: unknown = Reflect.get(entry, field);
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

const isHttpStatus = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;

/** The probe's time in ms: the entry's request-to-response time when it is real, else `fallbackMs`. */
export function probeDuration(entry: object | null | undefined, fallbackMs: number): { ms: number; source: TimingSource } {
  const requestStart = entry ? timeOf(entry, 'requestStart') : null;
  const responseStart = entry ? timeOf(entry, 'responseStart') : null;
  if (requestStart !== null && responseStart !== null && responseStart > requestStart) return { ms: responseStart - requestStart, source: 'resource-timing' };
  return { ms: Number.isFinite(fallbackMs) ? Math.max(0, fallbackMs) : 0, source: 'monotonic' };
}

/**
 * Whether the entry shows that a reply came back, from the fields the engine has: an HTTP
 * status in `responseStatus`, else a real `responseStart` after a real `requestStart`. Null
 * when it shows nothing: no entry, a field the engine lacks (Chromium before 109, Safari 14),
 * zeros (a failed request, or a host without `Timing-Allow-Origin`). Null is "cannot tell",
 * never "no reply" nor "a reply".
 */
export function replySeen(entry: object | null | undefined): ReplySeen | null {
  if (!entry) return null;
  if (isHttpStatus(Reflect.get(entry, 'responseStatus'))) return 'status';
  const requestStart = timeOf(entry, 'requestStart');
  const responseStart = timeOf(entry, 'responseStart');
  return requestStart !== null && responseStart !== null && responseStart >= requestStart ? 'first-byte' : null;
}

/** The parts of `performance` this uses; a test passes a fake. The buffer's methods may be missing on an old engine. */
export interface PerformanceLike {
  now(): number;
  getEntriesByType?(type: 'resource'): readonly { name: string }[];
  clearResourceTimings?(): void;
}

/** Empties the resource-timing buffer where the engine has one (it holds 250 entries by default). */
export function clearTimings(perf: PerformanceLike): void {
  try {
    perf.clearResourceTimings?.();
  } catch {
    // Nothing to clear: the probes fall back to the monotonic clock.
  }
}

/** Waits one task: the browser may queue the entry just after the fetch's promise settles. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The newest resource entry whose address ends with `marker`; none where the engine has no buffer. */
function entryFor(perf: PerformanceLike, marker: string): { name: string } | undefined {
  try {
    const entries = perf.getEntriesByType?.('resource') ?? [];
    return [...entries].reverse().find((e) => typeof e.name === 'string' && e.name.endsWith(marker));
  } catch {
    return undefined;
  }
}

/**
 * A timed request: its value or the error it failed with, how long it took, and what its
 * timing entry shows of a reply (null: nothing, or the engine cannot tell).
 */
type Timed<T> = ({ ok: true; value: T } | { ok: false; error: unknown }) & { ms: number; source: TimingSource; replySeen: ReplySeen | null };

/**
 * Runs one request and times it, whether it resolves or rejects (never rejects itself, even
 * where the engine has no resource timing). `marker` is how only this request's address ends
 * (its fresh `time=` value), which picks its entry out of the buffer.
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
  let entry = entryFor(perf, marker);
  if (!entry) {
    await nextTask();
    entry = entryFor(perf, marker);
  }
  return { ...settled, ...probeDuration(entry, elapsed), replySeen: replySeen(entry) };
}
