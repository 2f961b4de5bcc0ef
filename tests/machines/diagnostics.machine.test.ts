import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DIAGNOSTICS } from '../../machines/diagnostics/connectivity-levels';
import {
  diagnosticsMachine,
  selectChecking,
  selectProgress,
  selectResult,
  type ConnectivityReport,
  type DiagnosticsSnapshot,
  type ProbeOutcome,
  type ProbeReply,
} from '../../machines/diagnostics/diagnostics.machine';
import { shownLevels, toneOf, verdictTone, worstTone } from '../../machines/diagnostics/diagnostics-verdict';
import { replayShortestPaths } from './replay';

const NOW = Date.UTC(2026, 10, 26, 9, 30);
const SEEN = { ip: '203.0.113.24', region: 'SG' };
const answer = (rttMs: number): ProbeReply => ({ rttMs, ...SEEN });

const MODEL_EVENTS = [
  { type: 'xstate.done.actor.probe', output: answer(80) },
  { type: 'xstate.error.actor.probe', error: new Error('offline') },
  { type: 'xstate.done.actor.checkStatus', output: { accessible: true } },
  { type: 'xstate.error.actor.checkStatus', error: new Error('500') },
  { type: 'xstate.done.actor.readNetworkType', output: 'wifi' },
  { type: 'diagnostics.retest' },
] as const;

describe('diagnostics machine (model-based)', () => {
  it('follows every shortest path of a small run, with a fact checked in each state', async () => {
    // One counted probe after the warm-up and two misses in a row keep the graph small; the rules are the same.
    // Time-outs are covered by the behaviour tests below: the two regions' timers run side by side.
    const input = { now: () => NOW, probeCount: 1, missLimit: 2, probeTimeoutMs: 3000, statusTimeoutMs: 5000 };
    const count = await replayShortestPaths({
      machine: diagnosticsMachine,
      input,
      actorNames: ['checkStatus', 'probe', 'readNetworkType'],
      events: MODEL_EVENTS,
      facts: {
        // The status is asked once per run, and nothing is known until it answers.
        'checking.status.asking': (s: DiagnosticsSnapshot, pending) => {
          expect(pending.has('checkStatus')).toBe(true);
          expect(s.context.status).toBeNull();
        },
        'checking.status.known': (s: DiagnosticsSnapshot) => expect(['available', 'unavailable', 'unknown']).toContain(s.context.status),
        // One probe at a time, the one the progress names (0 is the warm-up).
        'checking.probes.sending': (s: DiagnosticsSnapshot, pending) => {
          expect((pending.get('probe')?.input as { seq: number }).seq).toBe(s.context.seq);
          expect(selectProgress(s)).toEqual({ probe: s.context.seq, of: 1 });
          expect(s.context.samples).toHaveLength(Math.max(0, s.context.seq - 1));
        },
        'checking.probes.finished': (s: DiagnosticsSnapshot, pending) => {
          expect(pending.has('probe')).toBe(false);
          expect(s.context.missesInRow >= 2 || s.context.samples.length === 1).toBe(true);
        },
        'checking.app.reading': (_s, pending) => expect(pending.has('readNetworkType')).toBe(true),
        'checking.app.read': (s: DiagnosticsSnapshot) => expect([null, 'wifi']).toContain(s.context.networkType),
        // A result is there, with levels that follow from what was measured and a verdict that agrees with them.
        done: (s: DiagnosticsSnapshot) => {
          const r = selectResult(s)!;
          expect(selectChecking(s)).toBe(false);
          expect(r.measuredAt).toBe(NOW);
          expect(r.connection === 'not-connected').toBe(r.stats.answered === 0);
          expect(r.headline === null).toBe(r.stats.answered === 0);
          if (r.stats.answered === 0) expect(r.stability).toBe('hidden');
          expect(verdictTone(r.verdict)).toBe(worstTone(shownLevels(r).map(toneOf)));
          expect(r.replies === 'errors').toBe(r.serviceErrors > 0);
          if (r.serviceErrors > 0) expect(r.verdict.kind === 'service-error' || r.verdict.kind === 'unavailable').toBe(true);
          if (r.network) expect(r.network).toEqual(SEEN);
          expect(r.stats.loss).toBeGreaterThanOrEqual(0);
          expect(r.stats.loss).toBeLessThanOrEqual(1);
        },
      },
      // While a run checks, the page is busy and the last result (if any) stays for greying.
      check: (s: DiagnosticsSnapshot) => {
        if (s.matches('checking')) expect(selectChecking(s)).toBe(true);
      },
    });
    expect(count).toBeGreaterThan(100);
  }, 120_000);
});

const ERROR_MODEL_EVENTS = [
  { type: 'xstate.done.actor.probe', output: answer(80) },
  { type: 'xstate.done.actor.probe', output: { rttMs: 70, failure: { kind: 'server', status: 500 } } },
  { type: 'xstate.done.actor.checkStatus', output: { accessible: true } },
  { type: 'xstate.done.actor.readNetworkType', output: null },
  { type: 'diagnostics.retest' },
] as const;

describe('diagnostics machine (model-based, answers with errors)', () => {
  it('counts an HTTP error as an answer on every shortest path, and the verdict says so', async () => {
    // Answers, errors and one status: a graph of its own, so the first one's stays small.
    const input = { now: () => NOW, probeCount: 2, missLimit: 1, probeTimeoutMs: 3000, statusTimeoutMs: 5000 };
    const count = await replayShortestPaths({
      machine: diagnosticsMachine,
      input,
      actorNames: ['checkStatus', 'probe', 'readNetworkType'],
      events: ERROR_MODEL_EVENTS,
      facts: {
        'checking.status.asking': (s: DiagnosticsSnapshot) => expect(s.context.status).toBeNull(),
        'checking.status.known': (s: DiagnosticsSnapshot) => expect(s.context.status).toBe('available'),
        // An error answer is a time like any other: no probe is a miss here.
        'checking.probes.sending': (s: DiagnosticsSnapshot) => {
          expect(s.context.samples.every((t) => t !== null)).toBe(true);
          expect(s.context.missesInRow).toBe(0);
        },
        'checking.probes.finished': (s: DiagnosticsSnapshot) => expect(s.context.samples).toHaveLength(2),
        'checking.app.reading': (_s, pending) => expect(pending.has('readNetworkType')).toBe(true),
        'checking.app.read': (s: DiagnosticsSnapshot) => expect(s.context.networkType).toBeNull(),
        // Every counted probe answered: connected, with a headline; errors make the verdict say so.
        done: (s: DiagnosticsSnapshot) => {
          const r = selectResult(s)!;
          expect(r.connection).toBe('good');
          expect(r.headline?.answered).toBe(2);
          expect(r.verdict.kind).toBe(r.serviceErrors > 0 ? 'service-error' : 'good');
          expect(verdictTone(r.verdict)).toBe(worstTone(shownLevels(r).map(toneOf)));
        },
      },
    });
    expect(count).toBeGreaterThan(10);
  }, 120_000);
});

/** A machine whose probes answer from a script: a number is its time, null a miss, 'hang' never answers, 500 an HTTP error after `rttMs`. */
function scripted(script: (number | null | 'hang' | { status: number; rttMs: number })[], status: Promise<{ accessible: boolean }> = Promise.resolve({ accessible: true })) {
  const sent: number[] = [];
  const aborted: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const reports: ConnectivityReport[] = [];
  let cleared = 0;
  const machine = diagnosticsMachine.provide({
    actors: {
      checkStatus: fromPromise(() => status),
      readNetworkType: fromPromise<string | null>(async () => null),
      probe: fromPromise<ProbeOutcome, { seq: number }>(({ input, signal }) => {
        sent.push(input.seq);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        const step = script.length ? script.shift()! : 50;
        signal.addEventListener('abort', () => aborted.push(input.seq));
        const settle = <T,>(p: Promise<T>) => p.finally(() => (inFlight -= 1));
        if (step === 'hang') return settle(new Promise<ProbeReply>(() => undefined));
        if (step === null) return settle(Promise.reject(new Error('offline')));
        if (typeof step === 'object') {
          const failed: ProbeOutcome = { rttMs: step.rttMs, failure: { name: 'ApiError', kind: 'server', status: step.status } };
          return settle(new Promise((resolve) => setTimeout(() => resolve(failed), step.rttMs)));
        }
        return settle(new Promise((resolve) => setTimeout(() => resolve(answer(step)), step)));
      }),
    },
    actions: {
      reportToApp: (_, report) => void reports.push(report),
      clearTimings: () => void (cleared += 1),
    },
  });
  return { machine, sent, aborted, reports, get cleared() { return cleared; }, get maxInFlight() { return maxInFlight; } };
}

describe('diagnostics machine (behaviour)', () => {
  it('sends one warm-up and 20 sequential probes, one at a time, and reports levels and times only', async () => {
    vi.useFakeTimers();
    const times = Array.from({ length: 20 }, (_, i) => 80 + (i % 2) * 10);
    const run = scripted([500, ...times]);
    const actor = createActor(run.machine, { input: { now: () => NOW } });
    const tracked: Record<string, string>[] = [];
    actor.on('track', (e) => tracked.push(e.extra));
    actor.start();
    await vi.advanceTimersByTimeAsync(10_000);
    const r = selectResult(actor.getSnapshot())!;
    expect(run.sent).toEqual(Array.from({ length: DIAGNOSTICS.probeCount + 1 }, (_, i) => i));
    expect(run.maxInFlight).toBe(1);
    // The slow warm-up is not counted.
    expect(r.stats).toMatchObject({ sent: 20, answered: 20, medianMs: 85, jitterMs: 10, loss: 0 });
    expect(r).toMatchObject({ connection: 'good', stability: 'stable', status: 'available', replies: 'ok', verdict: { kind: 'good' }, network: SEEN });
    // The headline: the median, and the run's one spread measure, its jitter (the stability card's and the app's figure).
    expect(r.headline).toEqual({ medianMs: 85, jitterMs: 10, answered: 20 });
    expect(run.reports).toEqual([{ connection: 'good', stability: 'stable', status: 'available', rttMs: 85, jitterMs: 10, lossPercent: 0 }]);
    expect(tracked).toEqual([{ verdict: 'good', connection: 'good', stability: 'stable', status: 'available', rtt_ms: '85', jitter_ms: '10' }]);
    expect(JSON.stringify(tracked)).not.toContain(SEEN.ip);
    expect(run.cleared).toBe(1);
    actor.stop();
    vi.useRealTimers();
  });

  it('reads a failure it does not recognise as a miss, never as the service answering (an old engine, its entry showing nothing)', async () => {
    // Chromium 92 / Safari 14: a probe that failed at once (0 ms), with a TypeError rather than the
    // API client's error, and a timing entry without responseStatus and with zero times.
    const probe = fromPromise<ProbeOutcome, { seq: number }>(async () => ({ rttMs: 0, failure: new TypeError('undefined is not a function'), replySeen: false }));
    const machine = diagnosticsMachine.provide({
      actors: { probe, checkStatus: fromPromise(() => Promise.reject(new Error('offline'))), readNetworkType: fromPromise<string | null>(async () => null) },
    });
    const actor = createActor(machine, { input: { now: () => NOW } }).start();
    await vi.waitFor(() => expect(selectResult(actor.getSnapshot())).not.toBeNull());
    const r = selectResult(actor.getSnapshot())!;
    expect(r).toMatchObject({ connection: 'not-connected', replies: 'ok', serviceErrors: 0, headline: null, verdict: { kind: 'not-connected' } });
    expect(r.stats).toMatchObject({ sent: 2, answered: 0, medianMs: null, loss: 1 });
    actor.stop();
  });

  it('counts a reply its timing entry showed as an answer with an error, even where the client could not read it', async () => {
    const probe = fromPromise<ProbeOutcome, { seq: number }>(async () => ({ rttMs: 64, failure: { name: 'ApiError', kind: 'network' }, replySeen: true }));
    const machine = diagnosticsMachine.provide({
      actors: { probe, checkStatus: fromPromise<{ accessible: boolean }>(async () => ({ accessible: true })), readNetworkType: fromPromise<string | null>(async () => null) },
    });
    const actor = createActor(machine, { input: { now: () => NOW, probeCount: 3 } }).start();
    await vi.waitFor(() => expect(selectResult(actor.getSnapshot())).not.toBeNull());
    expect(selectResult(actor.getSnapshot())).toMatchObject({ serviceErrors: 3, headline: { medianMs: 64 }, verdict: { kind: 'service-error' } });
    actor.stop();
  });

  it('ends as not connected after three probes in a row without an answer, in seconds', async () => {
    vi.useFakeTimers();
    const run = scripted([null, null, null]);
    const actor = createActor(run.machine, { input: { now: () => NOW } }).start();
    await vi.advanceTimersByTimeAsync(0);
    const r = selectResult(actor.getSnapshot())!;
    expect(run.sent).toEqual([0, 1, 2]);
    expect(r).toMatchObject({ connection: 'not-connected', stability: 'hidden', verdict: { kind: 'not-connected' }, network: null, headline: null });
    expect(run.reports[0]).toMatchObject({ connection: 'not-connected', rttMs: null, lossPercent: 100 });
    actor.stop();
    vi.useRealTimers();
  });

  it('counts a probe past its 3 s time-out as lost, stops it, and never retries it', async () => {
    vi.useFakeTimers();
    const run = scripted([40, 'hang', 'hang', 'hang']);
    const actor = createActor(run.machine, { input: { now: () => NOW } }).start();
    await vi.advanceTimersByTimeAsync(40 + 2999);
    expect(run.sent).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.aborted).toEqual([1]);
    expect(run.sent).toEqual([0, 1, 2]);
    await vi.advanceTimersByTimeAsync(6000);
    // Three misses in a row after the warm-up: not connected, nine seconds after it answered.
    expect(selectResult(actor.getSnapshot())).toMatchObject({ connection: 'not-connected', network: SEEN });
    expect(run.sent).toEqual([0, 1, 2, 3]);
    actor.stop();
    vi.useRealTimers();
  });

  it('counts a probe answered with an HTTP error as answered, times it, and says the service answered with an error', async () => {
    vi.useFakeTimers();
    const run = scripted(Array.from({ length: 21 }, () => ({ status: 500, rttMs: 63 })));
    const actor = createActor(run.machine, { input: { now: () => NOW } }).start();
    await vi.advanceTimersByTimeAsync(5000);
    const r = selectResult(actor.getSnapshot())!;
    expect(run.sent).toHaveLength(21);
    expect(r.stats).toMatchObject({ sent: 20, answered: 20, medianMs: 63, loss: 0 });
    expect(r).toMatchObject({ connection: 'good', replies: 'errors', serviceErrors: 20, verdict: { kind: 'service-error' }, network: null });
    expect(r.headline).toMatchObject({ medianMs: 63 });
    expect(run.reports[0]).toMatchObject({ connection: 'good', rttMs: 63, lossPercent: 0 });
    actor.stop();
    vi.useRealTimers();
  });

  it('a line that answers, then drops, is unstable by its loss, not "not connected"', async () => {
    vi.useFakeTimers();
    const run = scripted([40, 40, 40, null, null, null]);
    const actor = createActor(run.machine, { input: { now: () => NOW } }).start();
    await vi.advanceTimersByTimeAsync(5000);
    const r = selectResult(actor.getSnapshot())!;
    expect(r.stats).toMatchObject({ sent: 5, answered: 2, loss: 0.6 });
    expect(r).toMatchObject({ connection: 'good', stability: 'uncertain', verdict: { kind: 'poor', because: 'stability' } });
    actor.stop();
    vi.useRealTimers();
  });

  it('counts scattered losses and stays connected', async () => {
    vi.useFakeTimers();
    const run = scripted([60, 60, null, 60, null, ...Array<number>(16).fill(60)]);
    const actor = createActor(run.machine, { input: { now: () => NOW } }).start();
    await vi.advanceTimersByTimeAsync(5000);
    const r = selectResult(actor.getSnapshot())!;
    expect(r.stats).toMatchObject({ sent: 20, answered: 18, loss: 0.1 });
    expect(r).toMatchObject({ connection: 'good', stability: 'normal', verdict: { kind: 'fair', because: 'stability' } });
    actor.stop();
    vi.useRealTimers();
  });

  it('says the status is unknown when its check does not answer within 5 s, or fails', async () => {
    vi.useFakeTimers();
    const slow = scripted(Array<number>(21).fill(400), new Promise(() => undefined));
    const actor = createActor(slow.machine, { input: { now: () => NOW } }).start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().context.status).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.status).toBe('unknown');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(selectResult(actor.getSnapshot())).toMatchObject({ status: 'unknown', connection: 'ordinary', verdict: { kind: 'fair', because: 'time' } });
    actor.stop();

    const failing = scripted([], Promise.reject(new Error('500')));
    const second = createActor(failing.machine, { input: { now: () => NOW } }).start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(selectResult(second.getSnapshot())).toMatchObject({ status: 'unknown' });
    second.stop();

    const refused = scripted([], Promise.resolve({ accessible: false }));
    const third = createActor(refused.machine, { input: { now: () => NOW } }).start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(selectResult(third.getSnapshot())).toMatchObject({ status: 'unavailable', verdict: { kind: 'unavailable' } });
    third.stop();
    vi.useRealTimers();
  });

  it('keeps the last result while a retest runs, then shows the new one', async () => {
    vi.useFakeTimers();
    let clock = NOW;
    const run = scripted(Array<number>(21).fill(50));
    const actor = createActor(run.machine, { input: { now: () => clock } }).start();
    await vi.advanceTimersByTimeAsync(5000);
    const first = selectResult(actor.getSnapshot());
    expect(first?.connection).toBe('good');
    clock += 60_000;
    actor.send({ type: 'diagnostics.retest' });
    expect(selectChecking(actor.getSnapshot())).toBe(true);
    expect(selectResult(actor.getSnapshot())).toBe(first);
    expect(selectProgress(actor.getSnapshot())).toEqual({ probe: 0, of: 20 });
    await vi.advanceTimersByTimeAsync(300);
    expect(selectResult(actor.getSnapshot())).toBe(first);
    await vi.advanceTimersByTimeAsync(5000);
    expect(selectResult(actor.getSnapshot())?.measuredAt).toBe(NOW + 60_000);
    expect(run.sent).toHaveLength(42);
    actor.stop();
    vi.useRealTimers();
  });

  it('stops the probe in flight and sends no more when the page is left (the actor stops)', async () => {
    vi.useFakeTimers();
    const run = scripted(Array<number>(21).fill(100));
    const actor = createActor(run.machine, { input: { now: () => NOW } }).start();
    await vi.advanceTimersByTimeAsync(350);
    expect(run.sent).toEqual([0, 1, 2, 3]);
    actor.stop();
    expect(run.aborted).toEqual([3]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.sent).toEqual([0, 1, 2, 3]);
    expect(run.reports).toEqual([]);
    vi.useRealTimers();
  });
});
