/**
 * The statistics of a diagnostics run, as pure functions over the probes' times.
 * A probe is its round-trip time in milliseconds, or `null` when it got no answer.
 * Anchored on Cloudflare's open-source speed test: the connection time is the median (one slow
 * probe does not move it), jitter the mean absolute difference of consecutive times. Jitter is
 * the run's one measure of spread: the stability level judges it, the page shows it beside the
 * headline and in the stability card, the copied results and the app's report carry it.
 */

/** One counted probe: its round-trip time in ms, or null when it got no answer. */
export type ProbeSample = number | null;

/** The times of the probes that were answered, in the order they were sent. */
export function answeredTimes(samples: readonly ProbeSample[]): number[] {
  return samples.filter((s): s is number => s !== null && Number.isFinite(s));
}

/** The median of the times; null for no times. Does not depend on their order. */
export function median(times: readonly number[]): number | null {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  // Both middle values of an even count are taken from the sorted copy, so order never matters.
  const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? 0;
  return (lower + upper) / 2;
}

/**
 * Jitter: the mean absolute difference of consecutive times (in sending order); null with
 * fewer than two times, where there is no difference to take.
 */
export function jitter(times: readonly number[]): number | null {
  if (times.length < 2) return null;
  let sum = 0;
  times.reduce((previous, time) => {
    sum += Math.abs(time - previous);
    return time;
  });
  return sum / (times.length - 1);
}

/** Loss: probes without an answer / probes sent, in [0, 1]; 0 when nothing was sent. */
export function loss(samples: readonly ProbeSample[]): number {
  if (samples.length === 0) return 0;
  return (samples.length - answeredTimes(samples).length) / samples.length;
}

/** Everything a run measured. */
export interface RunStats {
  /** Probes counted (the warm-up is not). */
  sent: number;
  answered: number;
  /** Median round-trip time in ms; null when none was answered. */
  medianMs: number | null;
  /** Mean absolute difference of consecutive times in ms; null below two answers. */
  jitterMs: number | null;
  /** Share of probes without an answer, in [0, 1]. */
  loss: number;
}

export function runStats(samples: readonly ProbeSample[]): RunStats {
  const times = answeredTimes(samples);
  return { sent: samples.length, answered: times.length, medianMs: median(times), jitterMs: jitter(times), loss: loss(samples) };
}
