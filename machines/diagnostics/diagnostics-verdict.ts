import { connectionLevel, stabilityLevel, type ConnectionLevel, type ServiceStatus, type StabilityLevel } from './connectivity-levels';
import { runStats, type ProbeSample, type RunStats } from './connectivity-stats';

/**
 * The verdict of a diagnostics run, derived from the levels the page shows as badges, so
 * that it can never contradict them: its tone is the worst tone among the shown badges, and
 * where the line is fair or poor it names which of its levels made it so.
 */

/** The colour a badge (and the verdict) takes; 'neutral' for what could not be judged. */
export type Tone = 'good' | 'fair' | 'bad' | 'neutral';

/** Whether the service's replies to the probes were replies or errors (HTTP errors, unreadable bodies). */
export type Replies = 'ok' | 'errors';

/** Everything the page shows as a badge. */
export interface Levels {
  connection: ConnectionLevel;
  stability: StabilityLevel;
  status: ServiceStatus;
  replies: Replies;
}

/** Which measured levels put the line below good: the connection time, the stability, or both. */
export type Because = 'time' | 'stability' | 'both';

export type Verdict =
  /** Every shown badge is good. */
  | { kind: 'good' }
  /** The line is good, but the service status could not be checked. */
  | { kind: 'unchecked' }
  /** The worst measured level is fair (Fair, Mostly stable). */
  | { kind: 'fair'; because: Because }
  /** The worst measured level is poor (Poor, Unstable). */
  | { kind: 'poor'; because: Because }
  /** The service is not available in the user's region. */
  | { kind: 'unavailable' }
  /** The service answered the probes with errors: the line works, the service had a problem. */
  | { kind: 'service-error' }
  /** No probe was answered at all. */
  | { kind: 'not-connected' };

/** A badge's tone: its colour, never the only sign (the badge says its level). */
export function toneOf(level: ConnectionLevel | StabilityLevel | ServiceStatus | Replies): Tone {
  switch (level) {
    case 'good':
    case 'better':
    case 'stable':
    case 'available':
    case 'ok':
      return 'good';
    case 'ordinary':
    case 'normal':
      return 'fair';
    case 'unknown':
    case 'hidden':
      return 'neutral';
    default:
      return 'bad';
  }
}

const RANK: Record<Tone, number> = { good: 0, neutral: 1, fair: 2, bad: 3 };

/** The worst of some tones ('good' for none). */
export function worstTone(tones: readonly Tone[]): Tone {
  return tones.reduce<Tone>((worst, tone) => (RANK[tone] > RANK[worst] ? tone : worst), 'good');
}

/** The badges the page shows: stability only when judged ("don't show"), replies only when some were errors. */
export function shownLevels(levels: Levels): (ConnectionLevel | StabilityLevel | ServiceStatus | Replies)[] {
  return [
    levels.status,
    levels.connection,
    ...(levels.stability === 'hidden' ? [] : [levels.stability]),
    ...(levels.replies === 'errors' ? [levels.replies] : []),
  ];
}

function because(levels: Levels, tone: Tone): Because {
  const time = toneOf(levels.connection) === tone;
  const stability = toneOf(levels.stability) === tone;
  return time && stability ? 'both' : time ? 'time' : 'stability';
}

/** The one verdict: whatever stands most in the user's way first. */
export function verdictOf(levels: Levels): Verdict {
  if (levels.connection === 'not-connected') return { kind: 'not-connected' };
  if (levels.status === 'unavailable') return { kind: 'unavailable' };
  if (levels.replies === 'errors') return { kind: 'service-error' };
  const line = worstTone([toneOf(levels.connection), toneOf(levels.stability)].filter((t) => t !== 'neutral'));
  if (line === 'bad') return { kind: 'poor', because: because(levels, 'bad') };
  if (line === 'fair') return { kind: 'fair', because: because(levels, 'fair') };
  if (levels.status === 'unknown') return { kind: 'unchecked' };
  return { kind: 'good' };
}

/** The verdict's tone, which equals the worst tone of the shown badges (tests/unit/diagnostics-verdict.property.test.ts). */
export function verdictTone(verdict: Verdict): Tone {
  switch (verdict.kind) {
    case 'good':
      return 'good';
    case 'unchecked':
      return 'neutral';
    case 'fair':
      return 'fair';
    default:
      return 'bad';
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isHttpStatus = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 100 && x <= 599;

/**
 * Whether a failed probe still proves the line works: the service answered, with an HTTP error
 * (500, 401, …) or a body that could not be read. Decided only from what says so, never from
 * what is missing:
 * - the API client's error (read by shape: machines do not import protocol/) says a reply came
 *   back: `server` with its HTTP status, or `bad-response` (a reply that did not match);
 * - or the request's timing entry showed a reply (`replySeen`: its status or its first byte,
 *   where the engine has those fields; protocol/probe-timing.ts).
 * Everything else is a miss: offline, a time-out (a reply later than the probe's time-out is
 * lost all the same), and any failure the probe does not recognise, such as the TypeError of
 * an engine that lacks an API or a rejection without a kind: read as an unreadable reply, a
 * request that never left the page would show "0 ms" and "the service answered with an error"
 * where the truth is "we couldn't reach the service".
 */
export function serviceAnswered(failure: unknown, replySeen: boolean): boolean {
  const kind = isRecord(failure) ? failure.kind : undefined;
  if (kind === 'timeout') return false;
  if (kind === 'bad-response') return true;
  if (kind === 'server' && isRecord(failure) && isHttpStatus(failure.status)) return true;
  return replySeen;
}

/** The headline figure: the median round trip with the run's jitter (its one spread measure); null when nothing was answered. */
export interface Headline {
  medianMs: number;
  /** Null below two answers: no jitter to show. */
  jitterMs: number | null;
  answered: number;
}

function headlineOf(stats: Pick<RunStats, 'medianMs' | 'jitterMs' | 'answered'>): Headline | null {
  if (stats.medianMs === null) return null;
  return { medianMs: stats.medianMs, jitterMs: stats.answered >= 2 ? stats.jitterMs : null, answered: stats.answered };
}

/** A run judged: its statistics, the badges' levels, the verdict derived from them, the headline. */
interface Judged extends Levels {
  stats: RunStats;
  verdict: Verdict;
  headline: Headline | null;
}

/**
 * The one judgement of a run (the machine's result uses it): the counted probes' times (an
 * answer with an error included), how many of them were errors, and the service status.
 */
export function judgeRun(samples: readonly ProbeSample[], serviceErrors: number, status: ServiceStatus): Judged {
  const stats = runStats(samples);
  const connection = connectionLevel(stats);
  const levels: Levels = {
    connection,
    stability: stabilityLevel(stats),
    // A service none of the probes reached is not shown as available beside "we couldn't reach
    // the service": its region check alone cannot say the reader can use it (unavailable stays).
    status: connection === 'not-connected' && status === 'available' ? 'unknown' : status,
    replies: serviceErrors > 0 ? 'errors' : 'ok',
  };
  return { ...levels, stats, verdict: verdictOf(levels), headline: headlineOf(stats) };
}
