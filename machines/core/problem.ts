/**
 * What went wrong, as a small union every page can state in words (docs/requirements.md §8).
 * Machines cannot import the protocol layer, so `problemOf` reads the protocol's two error
 * classes by shape: `ApiError` (kind, status, serverCode, serverError) and `BridgeError`
 * (the bridge call's status). Views never show a server's raw text or code: a feature maps
 * the server codes it knows (`refused.code`, `refused.reason`) to its own messages.
 */
export type Problem =
  /** The network could not be reached. */
  | { kind: 'offline' }
  /** The server did not answer in time. */
  | { kind: 'timed-out' }
  /** The session is missing or expired (HTTP 401 or the server's code 16). */
  | { kind: 'login-needed' }
  /** The server answered with an error: its HTTP status, error_code and error string. */
  | { kind: 'refused'; status: number | null; code: number | null; reason: string | null }
  /** A reply that did not match its documented shape. */
  | { kind: 'bad-reply' }
  /** The native app did not answer, answered garbage, or is not there. */
  | { kind: 'app-unreachable'; cause: 'timeout' | 'bad-reply' | 'unavailable' };

/** The server's error_code for a missing or expired token (api-shapes). */
const UNAUTHENTICATED_CODE = 16;

const API_KINDS = new Set(['network', 'timeout', 'bad-response', 'server']);
const BRIDGE_CAUSES: readonly BridgeCause[] = ['timeout', 'bad-reply', 'unavailable'];
type BridgeCause = 'timeout' | 'bad-reply' | 'unavailable';
const isBridgeCause = (value: unknown): value is BridgeCause => BRIDGE_CAUSES.some((cause) => cause === value);
const PROBLEM_KINDS = new Set<string>(['offline', 'timed-out', 'login-needed', 'refused', 'bad-reply', 'app-unreachable']);

const numberOrNull = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
const stringOrNull = (x: unknown) => (typeof x === 'string' ? x : null);

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/** True for a value that already is a Problem (an actor may reject with one). */
function isProblem(x: unknown): x is Problem {
  return isRecord(x) && typeof x.kind === 'string' && PROBLEM_KINDS.has(x.kind) && !(x instanceof Error);
}

/** The one mapping from anything an actor rejects with to a Problem. */
export function problemOf(error: unknown): Problem {
  if (isProblem(error)) return error;
  if (!isRecord(error)) return { kind: 'bad-reply' };
  if (error.name === 'BridgeError' && isBridgeCause(error.status)) {
    return { kind: 'app-unreachable', cause: error.status };
  }
  if (typeof error.kind === 'string' && API_KINDS.has(error.kind)) {
    const status = numberOrNull(error.status);
    const code = numberOrNull(error.serverCode);
    switch (error.kind) {
      case 'network':
        return { kind: 'offline' };
      case 'timeout':
        return { kind: 'timed-out' };
      case 'bad-response':
        return { kind: 'bad-reply' };
      default:
        if (status === 401 || code === UNAUTHENTICATED_CODE) return { kind: 'login-needed' };
        return { kind: 'refused', status, code, reason: stringOrNull(error.serverError) };
    }
  }
  return { kind: 'bad-reply' };
}

/** The login expired or is missing: the way on is the app's log-in screen (then the same action again). */
export function needsLogIn(problem: Problem | null): boolean {
  return problem?.kind === 'login-needed';
}

/** A refusal by the server with this HTTP status, error_code or error string. */
export function isRefusal(problem: Problem | null, match: { status?: number; code?: number; reason?: string }): boolean {
  if (problem?.kind !== 'refused') return false;
  return (
    (match.status === undefined || problem.status === match.status) &&
    (match.code === undefined || problem.code === match.code) &&
    (match.reason === undefined || problem.reason === match.reason)
  );
}

/**
 * The main action of a failure state: the one contract every page's failure follows (the fault
 * matrix asserts it for every call).
 * - `log-in`: the login is missing or expired and the page runs in the app: the app's log-in
 *   screen, and the failed call carries on by itself when the reader is back. Never Try again.
 * - `open-app`: the same in a browser, where nobody can log the reader in: the PikPak app is
 *   where one logs in. Never "your login has expired" (a browser never had one).
 * - `retry`: a failure that may pass (offline, too slow, a server error, a reply we couldn't
 *   read, an app that did not answer): Try again, and the words say so (never "later" beside it).
 * - `own`: the server refused for a reason a retry cannot change (a 4xx with its own meaning):
 *   the feature names the cause and its own way on (Get Premium, Open the PikPak bot, …).
 */
export type ProblemWayOn = 'log-in' | 'open-app' | 'retry' | 'own';

/** HTTP statuses of a refusal that may pass by itself (too many requests, a time-out). */
const PASSING_REFUSALS = new Set([408, 425, 429]);

/** The main action for `problem` on a page that runs in the app (`inApp`) or in a browser. */
export function wayOnOf(problem: Problem | null, inApp: boolean): ProblemWayOn {
  if (problem?.kind === 'login-needed') return inApp ? 'log-in' : 'open-app';
  if (problem?.kind === 'refused' && problem.status !== null && problem.status >= 400 && problem.status < 500 && !PASSING_REFUSALS.has(problem.status)) {
    return 'own';
  }
  return 'retry';
}
