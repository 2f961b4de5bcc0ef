import type { BridgeParams } from '../../protocol/bridge/methods';
import type { RunStats } from './connectivity-stats';

/** The levels the app is told (bridge `updateConnectivity`): declared once, in protocol/. */
type Reported = BridgeParams<'updateConnectivity'>;

/**
 * How a diagnostics run is measured and judged (§4.4, §9). Every figure lives here,
 * each with its reason, and the page's texts interpolate them.
 */
export const DIAGNOSTICS = {
  /**
   * Counted probes per run. Twenty sequential probes give a stable median and a loss
   * resolution of 5% while the whole run stays within a few seconds at ordinary latencies.
   */
  probeCount: 20,
  /**
   * Each probe's own time-out. A reply slower than 3 s is useless for interactive use, and
   * a probe is never retried (a retry would hide the loss it is there to measure).
   */
  probeTimeoutMs: 3000,
  /**
   * Probes in a row without an answer that end the run early: a dead network is reported in
   * about three time-outs (seconds), not after all twenty (not connected when nothing was
   * answered; else unstable, by its loss).
   */
  missLimit: 3,
  /** The service-status check's time-out: past it the status is unknown. */
  statusTimeoutMs: 5000,
  /** §9: the service centre the probes reach, as a region code (the page names it from its catalog: SERVICE_CENTRE_NAMES in src/features/diagnostics/results-summary.ts). */
  serviceCentreRegion: 'SG',
} as const;

/**
 * Connection-time thresholds (median round trip to the service centre, in ms). Round trips,
 * not one-way delays: ITU-T G.114 plans up to 150 ms one way (about 300 ms round trip) as
 * unnoticeable for interactive use.
 */
export const CONNECTION_THRESHOLDS_MS = {
  /**
   * Good: a round trip within South-East Asia to Singapore is typically under 100 ms; pages
   * and file lists answer without a perceptible pause.
   */
  good: 100,
  /**
   * Fairly good: the usual round trip from East Asia, South Asia or the Gulf; a short pause
   * before lists appear, transfers unaffected.
   */
  better: 200,
  /**
   * Ordinary: up to G.114's interactive limit (≈ 2 × 150 ms one way, plus a margin for the
   * browser): noticeably slow to start, but everything works.
   */
  ordinary: 400,
} as const;

/** Stability thresholds: jitter in ms and loss as a share of probes. */
export const STABILITY_THRESHOLDS = {
  /**
   * Stable: jitter up to 30 ms is what real-time voice and video tolerate without effect
   * (the common 30 ms guidance for VoIP), so transfers see a steady line.
   */
  stableJitterMs: 30,
  /** Stable also means no probe lost: with 20 probes, even one loss is 5%. */
  stableLoss: 0,
  /**
   * Normal: jitter up to 100 ms, where buffering still hides the variation, but downloads'
   * throughput starts to swing.
   */
  normalJitterMs: 100,
  /**
   * Normal: up to 10% loss (two probes of twenty). TCP throughput falls with the square root
   * of loss (Mathis et al.), so beyond a few percent transfers slow down markedly.
   */
  normalLoss: 0.1,
} as const;

/** The connection time's level: good, better (fairly good), ordinary, uncertain, or not connected. */
export type ConnectionLevel = Reported['connection'];
/** The stability's level; 'hidden' is §4.4's "don't show" (nothing measured to judge). */
export type StabilityLevel = Reported['stability'];
/** The service status: available in the user's region, not available, or unknown (the check failed). */
export type ServiceStatus = Reported['status'];

/**
 * The connection time's level, from the median round trip. Not connected only when no probe
 * was answered: a probe the service answered (even with an error) proves the line works, and
 * a run that ended on misses after answers is judged by its loss (stability) instead.
 */
export function connectionLevel(stats: Pick<RunStats, 'medianMs'>): ConnectionLevel {
  if (stats.medianMs === null) return 'not-connected';
  if (stats.medianMs <= CONNECTION_THRESHOLDS_MS.good) return 'good';
  if (stats.medianMs <= CONNECTION_THRESHOLDS_MS.better) return 'better';
  if (stats.medianMs <= CONNECTION_THRESHOLDS_MS.ordinary) return 'ordinary';
  return 'uncertain';
}

/**
 * Stability from jitter and loss. Not shown when nothing was answered (nothing to judge); a
 * loss beyond the normal limit is unstable even with a single answer (a line that dropped
 * during the run), and jitter needs two answers.
 */
export function stabilityLevel(stats: Pick<RunStats, 'jitterMs' | 'loss' | 'answered'>): StabilityLevel {
  const t = STABILITY_THRESHOLDS;
  if (stats.answered === 0) return 'hidden';
  if (stats.loss > t.normalLoss) return 'uncertain';
  if (stats.answered < 2 || stats.jitterMs === null) return 'hidden';
  if (stats.jitterMs <= t.stableJitterMs && stats.loss <= t.stableLoss) return 'stable';
  if (stats.jitterMs <= t.normalJitterMs) return 'normal';
  return 'uncertain';
}
