import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  connectionLevel,
  CONNECTION_THRESHOLDS_MS,
  stabilityLevel,
  STABILITY_THRESHOLDS,
  type ConnectionLevel,
  type StabilityLevel,
} from '../../machines/diagnostics/connectivity-levels';
import { answeredTimes, jitter, loss, median, runStats } from '../../machines/diagnostics/connectivity-stats';

/** Round trips as browsers report them: fractional milliseconds up to the probe time-out. */
const time = fc.double({ min: 0, max: 3000, noNaN: true, noDefaultInfinity: true });
const times = fc.array(time, { maxLength: 40 });
const samples = fc.array(fc.option(time, { nil: null }), { maxLength: 40 });

describe('connectivity statistics (properties)', () => {
  it('the median does not depend on the order of the times', () => {
    fc.assert(
      fc.property(times.chain((xs) => fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length }))), ([xs, shuffled]) => {
        expect(median(shuffled)).toBe(median(xs));
      }),
    );
  });

  it('the median lies between the smallest and the largest time, and is null only for no time', () => {
    fc.assert(
      fc.property(times, (xs) => {
        const m = median(xs);
        if (xs.length === 0) {
          expect(m).toBeNull();
          return;
        }
        expect(m).not.toBeNull();
        expect(m!).toBeGreaterThanOrEqual(Math.min(...xs));
        expect(m!).toBeLessThanOrEqual(Math.max(...xs));
      }),
    );
  });

  it('the median moves with a constant added to every time (a slower line is slower by as much)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 1000 }), (xs, c) => {
        expect(median(xs.map((x) => x + c))).toBe(median(xs)! + c);
      }),
    );
  });

  it('jitter is never negative, at most the spread of the times, and zero for a steady line', () => {
    fc.assert(
      fc.property(times, (xs) => {
        const j = jitter(xs);
        if (xs.length < 2) {
          expect(j).toBeNull();
          return;
        }
        expect(j!).toBeGreaterThanOrEqual(0);
        expect(j!).toBeLessThanOrEqual(Math.max(...xs) - Math.min(...xs) + 1e-9);
        expect(jitter(xs.map(() => xs[0]!))).toBe(0);
      }),
    );
  });

  it('loss is in [0, 1] and counts exactly the probes without an answer', () => {
    fc.assert(
      fc.property(samples, (ss) => {
        const l = loss(ss);
        expect(l).toBeGreaterThanOrEqual(0);
        expect(l).toBeLessThanOrEqual(1);
        expect(Math.round(l * ss.length)).toBe(ss.filter((s) => s === null).length);
        const stats = runStats(ss);
        expect(stats.sent).toBe(ss.length);
        expect(stats.answered).toBe(answeredTimes(ss).length);
      }),
    );
  });

  it('a slower median never gets a better connection level', () => {
    const rank: Record<ConnectionLevel, number> = { good: 0, better: 1, ordinary: 2, uncertain: 3, 'not-connected': 4 };
    fc.assert(
      fc.property(time, time, (a, b) => {
        const [fast, slow] = a <= b ? [a, b] : [b, a];
        expect(rank[connectionLevel({ medianMs: fast })]).toBeLessThanOrEqual(rank[connectionLevel({ medianMs: slow })]);
      }),
    );
  });

  it('more jitter or more loss never gets a better stability level', () => {
    const rank: Record<StabilityLevel, number> = { stable: 0, normal: 1, uncertain: 2, hidden: 3 };
    const share = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(time, time, share, share, (j1, j2, l1, l2) => {
        const better = stabilityLevel({ jitterMs: Math.min(j1, j2), loss: Math.min(l1, l2), answered: 20 });
        const worse = stabilityLevel({ jitterMs: Math.max(j1, j2), loss: Math.max(l1, l2), answered: 20 });
        expect(rank[better]).toBeLessThanOrEqual(rank[worse]);
      }),
    );
  });
});

describe('connectivity statistics (examples)', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even count', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('takes jitter as the mean absolute difference of consecutive times, in sending order', () => {
    expect(jitter([100, 110, 100, 130])).toBe((10 + 10 + 30) / 3);
  });

  it('counts a probe without an answer as lost', () => {
    expect(runStats([100, null, 120, null])).toEqual({ sent: 4, answered: 2, medianMs: 110, jitterMs: 20, loss: 0.5 });
  });
});

describe('levels', () => {
  it('maps the connection time to good, fairly good, ordinary and uncertain at the thresholds', () => {
    const t = CONNECTION_THRESHOLDS_MS;
    expect(connectionLevel({ medianMs: t.good })).toBe('good');
    expect(connectionLevel({ medianMs: t.good + 1 })).toBe('better');
    expect(connectionLevel({ medianMs: t.better + 1 })).toBe('ordinary');
    expect(connectionLevel({ medianMs: t.ordinary + 1 })).toBe('uncertain');
  });

  it('says not connected only when nothing answered', () => {
    expect(connectionLevel({ medianMs: null })).toBe('not-connected');
    expect(connectionLevel({ medianMs: 40 })).toBe('good');
  });

  it('maps jitter and loss to stable, normal and uncertain, and shows none without two answers', () => {
    const s = STABILITY_THRESHOLDS;
    expect(stabilityLevel({ jitterMs: s.stableJitterMs, loss: 0, answered: 20 })).toBe('stable');
    expect(stabilityLevel({ jitterMs: 1, loss: 0.05, answered: 19 })).toBe('normal');
    expect(stabilityLevel({ jitterMs: s.normalJitterMs + 1, loss: 0, answered: 20 })).toBe('uncertain');
    expect(stabilityLevel({ jitterMs: 1, loss: s.normalLoss + 0.05, answered: 17 })).toBe('uncertain');
    // A line that dropped during the run: its loss says unstable, even with one answer.
    expect(stabilityLevel({ jitterMs: null, loss: 0.75, answered: 1 })).toBe('uncertain');
    expect(stabilityLevel({ jitterMs: null, loss: 0, answered: 1 })).toBe('hidden');
    expect(stabilityLevel({ jitterMs: null, loss: 1, answered: 0 })).toBe('hidden');
  });
});
