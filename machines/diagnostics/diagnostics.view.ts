import type { ConnectionLevel, ServiceStatus, StabilityLevel } from './connectivity-levels';
import { toneOf, verdictTone, type Tone, type Verdict } from './diagnostics-verdict';
import {
  selectAppVersion,
  selectChecking,
  selectDiagnosticsCopy,
  selectLiveFigures,
  selectProgress,
  selectResult,
  type DiagnosticsActor,
  type DiagnosticsResult,
  type DiagnosticsSnapshot,
} from './diagnostics.machine';
import { isInApp, type Host } from '../core/host';

/*
 * /ping's view model: one selector per part of the page (the summary, the actions, the result
 * cards), each saying what to show as a union the view switches on. The views decide nothing.
 */

export { sameFields } from '../core/same-fields';
export type { DiagnosticsActor, DiagnosticsResult, Tone };

/**
 * The headline figure: the median round trip, large, with its jitter on a line of its own:
 * - `waiting`: a run goes on and nothing has answered yet;
 * - `live`: the median (and, from the second answer, the jitter) of the answers so far;
 * - `none`: the run ended and nothing answered (a dash);
 * - `final`: the run's median and jitter.
 */
export type HeadlineView =
  | { kind: 'waiting'; live: true; medianMs: null; jitterMs: null }
  | { kind: 'live'; live: true; medianMs: number; jitterMs: number | null }
  | { kind: 'none'; live: false; medianMs: null; jitterMs: null }
  | { kind: 'final'; live: false; medianMs: number; jitterMs: number | null };

/**
 * The summary under the title: the checking progress (the first run, or a retest: `again`),
 * "Getting ready" while the warm-up probe runs, then "Test n of m"; or the verdict, coloured
 * by its tone (the worst of the badges').
 */
export type SummaryView =
  | { kind: 'checking'; again: boolean; probe: number; of: number; counting: boolean; headline: HeadlineView }
  | { kind: 'done'; verdict: Verdict; tone: Tone; headline: HeadlineView };

export function selectSummary(s: DiagnosticsSnapshot): SummaryView {
  const result = selectResult(s);
  if (selectChecking(s) || !result) {
    const live = selectLiveFigures(s);
    const { probe, of } = selectProgress(s);
    const headline: HeadlineView =
      live === null || live.medianMs === null
        ? { kind: 'waiting', live: true, medianMs: null, jitterMs: null }
        : { kind: 'live', live: true, medianMs: live.medianMs, jitterMs: live.jitterMs };
    return { kind: 'checking', again: result !== null, probe, of, counting: probe > 0, headline };
  }
  const headline: HeadlineView = result.headline
    ? { kind: 'final', live: false, medianMs: result.headline.medianMs, jitterMs: result.headline.jitterMs }
    : { kind: 'none', live: false, medianMs: null, jitterMs: null };
  return { kind: 'done', verdict: result.verdict, tone: verdictTone(result.verdict), headline };
}

/** The actions: Retest (busy, "Testing…", while a run goes on) and Copy results (once there is a result). */
export type ActionsView =
  | { kind: 'testing'; result: DiagnosticsResult | null; appVersion: string | null }
  | { kind: 'idle'; result: DiagnosticsResult | null; appVersion: string | null; canRetest: boolean };

export function selectActions(s: DiagnosticsSnapshot): ActionsView {
  const result = selectResult(s);
  const appVersion = selectAppVersion(s);
  if (selectChecking(s)) return { kind: 'testing', result, appVersion };
  return { kind: 'idle', result, appVersion, canRetest: s.can({ type: 'diagnostics.retest' }) };
}

/** The copy region, for the confirmation beside the actions. */
export const selectCopy = selectDiagnosticsCopy;

/** The result cards: skeletons before the first result; then the last result, greyed (`stale`) while a retest runs. */
export type ResultsView = { kind: 'first-run'; inApp: boolean } | { kind: 'shown'; result: DiagnosticsResult; stale: boolean; inApp: boolean };

export const selectResults =
  (host: Host) =>
  (s: DiagnosticsSnapshot): ResultsView => {
    const result = selectResult(s);
    const inApp = isInApp(host);
    return result ? { kind: 'shown', result, stale: selectChecking(s), inApp } : { kind: 'first-run', inApp };
  };

/** A level as its badge shows it: the level and its tone. */
export interface Badge<Level> {
  level: Level;
  tone: Tone;
}

const badge = <Level extends ConnectionLevel | StabilityLevel | ServiceStatus>(level: Level): Badge<Level> => ({ level, tone: toneOf(level) });

/** The service status card: the region's status, and the service's replies (errors counted only when there were some). */
export interface StatusCardView {
  status: Badge<ServiceStatus>;
  replies: { kind: 'errors'; errors: number; sent: number; tone: Tone } | { kind: 'no-replies' } | { kind: 'no-errors' };
}

export function statusCardOf(result: DiagnosticsResult): StatusCardView {
  const replies: StatusCardView['replies'] =
    result.replies === 'errors'
      ? { kind: 'errors', errors: result.serviceErrors, sent: result.stats.sent, tone: toneOf(result.replies) }
      : result.connection === 'not-connected'
        ? { kind: 'no-replies' }
        : { kind: 'no-errors' };
  return { status: badge(result.status), replies };
}

/** The connection card: the median round trip (none when nothing answered) and its level. */
export interface ConnectionCardView {
  medianMs: number | null;
  connection: Badge<ConnectionLevel>;
}

export const connectionCardOf = (result: DiagnosticsResult): ConnectionCardView => ({ medianMs: result.stats.medianMs, connection: badge(result.connection) });

/** The stability card: measured (its level, jitter and loss) or not (§4.4 "don't show": its rows say so); the loss always. */
export type StabilityCardView =
  | { kind: 'measured'; stability: Badge<Exclude<StabilityLevel, 'hidden'>>; jitterMs: number | null; loss: number }
  | { kind: 'not-measured'; loss: number };

export function stabilityCardOf(result: DiagnosticsResult): StabilityCardView {
  const loss = result.stats.loss;
  if (result.stability === 'hidden') return { kind: 'not-measured', loss };
  return { kind: 'measured', stability: { level: result.stability, tone: toneOf(result.stability) }, jitterMs: result.stats.jitterMs, loss };
}

/** The reader's network: the address and region the service saw (or unknown), and the app's network type (only in the app). */
export interface NetworkCardView {
  seen: { kind: 'seen'; ip: string; region: string } | { kind: 'unknown' };
  networkType: { kind: 'hidden' } | { kind: 'known'; type: string } | { kind: 'unknown' };
}

export function networkCardOf(result: DiagnosticsResult | null, inApp: boolean): NetworkCardView {
  const network = result?.network ?? null;
  return {
    seen: network ? { kind: 'seen', ip: network.ip, region: network.region } : { kind: 'unknown' },
    networkType: !inApp ? { kind: 'hidden' } : result?.networkType ? { kind: 'known', type: result.networkType } : { kind: 'unknown' },
  };
}
