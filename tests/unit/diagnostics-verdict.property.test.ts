import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConnectionLevel, ServiceStatus, StabilityLevel } from '../../machines/diagnostics/connectivity-levels';
import {
  judgeRun,
  serviceAnswered,
  shownLevels,
  toneOf,
  verdictOf,
  verdictTone,
  worstTone,
  type Levels,
  type Replies,
  type Verdict,
} from '../../machines/diagnostics/diagnostics-verdict';
import { diagnosticsMachine, selectResult, type ProbeOutcome } from '../../machines/diagnostics/diagnostics.machine';

/*
 * The verdict can never contradict the badges: for every combination of levels, and for every
 * sequence of probe timings a run can meet, its tone is the worst tone among the badges the
 * page shows, "good" exactly when every shown badge is good, and "not connected" exactly when
 * no probe was answered (an answer with an HTTP error is an answer).
 */

const CONNECTIONS: ConnectionLevel[] = ['good', 'better', 'ordinary', 'uncertain', 'not-connected'];
const STABILITIES: StabilityLevel[] = ['stable', 'normal', 'uncertain', 'hidden'];
const STATUSES: ServiceStatus[] = ['available', 'unavailable', 'unknown'];
const REPLIES: Replies[] = ['ok', 'errors'];

const everyLevels: Levels[] = CONNECTIONS.flatMap((connection) =>
  STABILITIES.flatMap((stability) => STATUSES.flatMap((status) => REPLIES.map((replies) => ({ connection, stability, status, replies })))),
);

/** What the badges say, checked against the verdict. */
function agrees(levels: Levels, verdict: Verdict) {
  const tones = shownLevels(levels).map(toneOf);
  expect(verdictTone(verdict)).toBe(worstTone(tones));
  expect(verdict.kind === 'good').toBe(tones.every((tone) => tone === 'good'));
  expect(verdict.kind === 'not-connected').toBe(levels.connection === 'not-connected');
  if (verdict.kind === 'service-error') expect(levels.replies).toBe('errors');
  if (verdict.kind === 'unavailable') expect(levels.status).toBe('unavailable');
  if (verdict.kind === 'unchecked') expect(levels.status).toBe('unknown');
  if (verdict.kind === 'fair' || verdict.kind === 'poor') {
    // The sentence names exactly the measured levels at the verdict's tone.
    const tone = verdictTone(verdict);
    const time = toneOf(levels.connection) === tone;
    const stability = toneOf(levels.stability) === tone;
    expect(verdict.because).toBe(time && stability ? 'both' : time ? 'time' : 'stability');
  }
}

describe('diagnostics verdict (properties)', () => {
  it('agrees with the shown badges for every combination of levels', () => {
    expect(everyLevels).toHaveLength(120);
    for (const levels of everyLevels) agrees(levels, verdictOf(levels));
  });

  /** A counted probe: a round trip, an answer with an HTTP error (its round trip too), or a miss. */
  const probe = fc.oneof(
    { weight: 6, arbitrary: fc.double({ min: 1, max: 3000, noNaN: true }).map((ms) => ({ ms, error: false })) },
    { weight: 1, arbitrary: fc.double({ min: 1, max: 3000, noNaN: true }).map((ms) => ({ ms, error: true })) },
    { weight: 2, arbitrary: fc.constant(null) },
  );
  const status = fc.constantFrom<ServiceStatus>(...STATUSES);

  it('agrees with its badges for every sequence of timings, errors and misses', () => {
    fc.assert(
      fc.property(fc.array(probe, { maxLength: 20 }), status, (probes, serviceStatus) => {
        const samples = probes.map((p) => (p === null ? null : p.ms));
        const errors = probes.filter((p) => p?.error).length;
        const judged = judgeRun(samples, errors, serviceStatus);
        agrees(judged, judged.verdict);
        const answered = samples.some((s) => s !== null);
        // Never "not connected" when any probe was answered, even with an error.
        expect(judged.verdict.kind === 'not-connected').toBe(!answered);
        // A headline figure exactly when something was answered, with the jitter (the stability's figure) from two answers.
        expect(judged.headline === null).toBe(!answered);
        if (judged.headline) expect(judged.headline.jitterMs).toBe(judged.stats.answered < 2 ? null : judged.stats.jitterMs);
        // Never "available" beside "we couldn't reach the service".
        if (judged.verdict.kind === 'not-connected') expect(judged.status).not.toBe('available');
      }),
    );
  });

  it('an HTTP error or an unreadable reply is an answer; offline and a time-out are misses', () => {
    expect(serviceAnswered({ name: 'ApiError', kind: 'server', status: 500 }, false)).toBe(true);
    expect(serviceAnswered({ kind: 'server', status: 401 }, false)).toBe(true);
    expect(serviceAnswered({ kind: 'bad-response' }, false)).toBe(true);
    expect(serviceAnswered({ kind: 'network' }, false)).toBe(false);
    expect(serviceAnswered({ kind: 'timeout' }, false)).toBe(false);
  });

  it('a failure the probe does not recognise is a miss, never an unreadable reply (Chromium 92, Safari 14)', () => {
    // What an engine lacking an API throws before any request leaves, with a timing entry that shows nothing.
    expect(serviceAnswered(new TypeError('Object.hasOwn is not a function'), false)).toBe(false);
    expect(serviceAnswered(new Error('Failed to fetch'), false)).toBe(false);
    for (const odd of [undefined, null, 'offline', 0, {}, { kind: 'server' }, { kind: 'server', status: 0 }, { kind: 'server', status: null }, { kind: 'bad-reply' }]) {
      expect(serviceAnswered(odd, false)).toBe(false);
    }
  });

  it('a reply its timing entry showed is an answer, whatever the client made of it; never past the time-out', () => {
    expect(serviceAnswered({ kind: 'network' }, true)).toBe(true);
    expect(serviceAnswered(new TypeError('x'), true)).toBe(true);
    expect(serviceAnswered({ kind: 'timeout' }, true)).toBe(false);
  });

  it('nothing but a reply-shaped error or a reply seen is an answer (property)', () => {
    const replyShaped = (x: unknown) =>
      typeof x === 'object' &&
      x !== null &&
      'kind' in x &&
      (x.kind === 'bad-response' || (x.kind === 'server' && 'status' in x && Number.isInteger(x.status) && Number(x.status) >= 100 && Number(x.status) <= 599));
    const failure = fc.oneof(
      fc.anything(),
      fc.record({ kind: fc.constantFrom('server', 'bad-response', 'network', 'timeout', 'refused', 'bad-reply'), status: fc.oneof(fc.integer({ min: -1, max: 700 }), fc.constant(undefined)) }),
    );
    fc.assert(
      fc.property(failure, fc.boolean(), (f, seen) => {
        const timedOut = typeof f === 'object' && f !== null && 'kind' in f && f.kind === 'timeout';
        expect(serviceAnswered(f, seen)).toBe(!timedOut && (replyShaped(f) || seen));
      }),
    );
  });

  it('the machine’s result agrees with its badges for every scripted run', async () => {
    const outcome = fc.oneof(
      fc.integer({ min: 1, max: 900 }).map((rttMs): ProbeOutcome | null => ({ rttMs, ip: '203.0.113.24', region: 'SG' })),
      fc.constantFrom(500, 401).map((status): ProbeOutcome | null => ({ rttMs: 70, failure: { kind: 'server', status } })),
      fc.constant<ProbeOutcome | null>({ rttMs: 70, failure: { kind: 'bad-response' } }),
      fc.constant<ProbeOutcome | null>({ rttMs: 3, failure: { kind: 'network' } }),
      // An engine's TypeError before any request (0 ms), its entry showing nothing; and a reply the entry showed.
      fc.constant<ProbeOutcome | null>({ rttMs: 0, failure: new TypeError('undefined is not a function'), replySeen: false }),
      fc.constant<ProbeOutcome | null>({ rttMs: 65, failure: { kind: 'network' }, replySeen: true }),
      fc.constant<ProbeOutcome | null>(null),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(outcome, { minLength: 21, maxLength: 21 }), status, async (script, serviceStatus) => {
        const machine = diagnosticsMachine.provide({
          actors: {
            checkStatus: fromPromise(async () => {
              if (serviceStatus === 'unknown') throw new Error('timeout');
              return { accessible: serviceStatus === 'available' };
            }),
            readNetworkType: fromPromise<string | null>(async () => null),
            probe: fromPromise<ProbeOutcome, { seq: number }>(async ({ input }) => {
              const next = script[input.seq];
              if (!next) throw new Error('offline');
              return next;
            }),
          },
        });
        const actor = createActor(machine, { input: { now: () => 0 } }).start();
        const done = await waitFor(actor, (s) => s.matches('done'));
        actor.stop();
        const result = selectResult(done)!;
        agrees(result, result.verdict);
        const counted = script.slice(1, 1 + result.stats.sent);
        const answered = counted.filter((o) => o !== null && (!('failure' in o) || serviceAnswered(o.failure, o.replySeen === true)));
        expect(result.stats.answered).toBe(answered.length);
        expect(result.connection === 'not-connected').toBe(answered.length === 0);
        expect(result.serviceErrors).toBe(answered.filter((o) => o !== null && 'failure' in o).length);
      }),
      { numRuns: 40 },
    );
  });
});
