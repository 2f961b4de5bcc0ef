import { isInApp, type Host } from './host';
import { needsLogIn, wayOnOf, type Problem, type ProblemWayOn } from './problem';

/**
 * The shared failure panels' view model (src/ui/problem-text.tsx, src/ui/load-failed.tsx, the
 * session gate): which words say a problem and which main action follows it, by the one
 * problem → way-on contract (`wayOnOf`). The views only render what these functions return.
 */

export type { ProblemWayOn };

/** A refusal as the feature that knows its codes may word it. */
export type Refusal = Extract<Problem, { kind: 'refused' }>;

/**
 * The words a problem is said in: its cause, and an instruction that matches the button below
 * it. A missing login reads differently by its way on: in the app the login has expired (Log
 * in); in a browser there never was one, so the words never say it expired (Open the app).
 */
export type ProblemWords =
  | { kind: 'offline' }
  | { kind: 'timed-out' }
  | { kind: 'login-expired' }
  | { kind: 'login-in-app' }
  | { kind: 'bad-reply' }
  | { kind: 'app-unreachable' }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'unknown' };

/**
 * The words for `problem` followed by `wayOn`. Without a way on, a missing login is taken for
 * the app's (the only host that sends a login): its words go with a Log in button.
 */
export function problemWordsOf(problem: Problem | null, wayOn?: ProblemWayOn): ProblemWords {
  switch (problem?.kind) {
    case 'login-needed':
      return wayOn === 'open-app' ? { kind: 'login-in-app' } : { kind: 'login-expired' };
    case 'refused':
      return { kind: 'refused', refusal: problem };
    case 'offline':
    case 'timed-out':
    case 'bad-reply':
    case 'app-unreachable':
      return { kind: problem.kind };
    default:
      return { kind: 'unknown' };
  }
}

/** The way on for `problem` where the page runs (`host`). */
const problemWayOnFor = (problem: Problem | null, host: Host): ProblemWayOn => wayOnOf(problem, isInApp(host));

/**
 * A section that could not be loaded (LoadFailed): its words and its one main action.
 * - `log-in`: the page's Log in (the app's log-in screen; the load carries on when back);
 * - `open-app`: Open the PikPak app (a browser has no login to offer);
 * - `retry`: Try again;
 * - `own`: nothing of the panel's own: the feature passes its main action.
 */
export interface LoadFailedView {
  words: ProblemWords;
  action: ProblemWayOn;
}

/**
 * The panel for `problem`. A page that knows its way on (its view model's `wayOn`) passes it;
 * otherwise the panel keeps its older reading: a missing login is the page's Log in where it
 * offers one (`canLogIn`), the app elsewhere; any other problem, Try again.
 */
export function loadFailedOf(problem: Problem | null, given: { wayOn?: ProblemWayOn; canLogIn: boolean; hasOwn?: boolean }): LoadFailedView {
  const wayOn: ProblemWayOn = given.wayOn ?? (needsLogIn(problem) ? (given.canLogIn ? 'log-in' : 'open-app') : 'retry');
  // A load refused for good, on a page with no way of its own for it: reading again is the one
  // thing left to offer (a panel never ends without a main action).
  const action = wayOn === 'own' && !given.hasOwn ? 'retry' : wayOn;
  return { words: problemWordsOf(problem, action), action };
}

/**
 * The session gate (src/shell/session-gate.tsx): the page once the host has said who is
 * reading; its failure with its main action where the page runs (the app did not answer: Try
 * again, busy while it asks again); or the page's placeholder while it waits.
 */
export type SessionGateView<Session> =
  | { kind: 'ready'; session: Session }
  | { kind: 'failed'; words: ProblemWords; action: 'log-in' | 'open-app' | 'retry'; busy: boolean }
  | { kind: 'waiting' };

export function sessionGateOf<Session>(
  request: { status: 'loading' | 'ready' | 'failed'; session: Session | null; problem: Problem | null },
  host: Host,
): SessionGateView<Session> {
  if (request.session !== null) return { kind: 'ready', session: request.session };
  // A retry keeps the failure on screen with a busy button, so focus and context stay.
  if (request.status === 'failed' || request.problem !== null) {
    const wayOn = problemWayOnFor(request.problem, host);
    // The gate has no way of its own: a refusal of the session is tried again.
    const action = wayOn === 'own' ? 'retry' : wayOn;
    return { kind: 'failed', words: problemWordsOf(request.problem, wayOn), action, busy: request.status === 'loading' };
  }
  return { kind: 'waiting' };
}
