import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { problemWordsOf, type ProblemWayOn, type ProblemWords, type Refusal } from '../../machines/core/problem.view';
import type { Problem } from '../../machines/core/problem';

/**
 * A problem in the user's language: its cause and what to do next, matching the panel's
 * button (problemWordsOf, machines/core/problem.view.ts): Try again for what a retry can mend,
 * never "later" beside it; Log in for an expired login in the app; the app itself in a
 * browser, where the words never say a login expired. A feature passes `refused` for the
 * server codes it knows; any other refusal is stated without its code (§8: server codes are
 * not shown), and `wayOn` when its view model has it.
 */
export function ProblemText({ problem, refused, wayOn }: { problem: Problem | null; refused?: (p: Refusal) => ReactNode; wayOn?: ProblemWayOn }) {
  return <ProblemWordsText words={problemWordsOf(problem, wayOn)} refused={refused} />;
}

/** The words a view model chose for a problem. */
export function ProblemWordsText({ words, refused }: { words: ProblemWords; refused?: (p: Refusal) => ReactNode }) {
  switch (words.kind) {
    case 'offline':
      return <Trans>You seem to be offline. Check your connection and try again.</Trans>;
    case 'timed-out':
      return <Trans>The server took too long to answer. Try again.</Trans>;
    case 'login-expired':
      return <Trans>Your login has expired. Log in again: the page carries on when you’re back.</Trans>;
    case 'login-in-app':
      return <Trans>This needs your PikPak login, which only the app has. Carry on in the PikPak app.</Trans>;
    case 'bad-reply':
      return <Trans>We received an answer we couldn’t read. Try again.</Trans>;
    case 'app-unreachable':
      return <Trans>Couldn’t reach the PikPak app. Try again.</Trans>;
    case 'refused':
      return refused?.(words.refusal) ?? <Trans>Something went wrong on our side. Try again.</Trans>;
    case 'unknown':
      return <Trans>Something went wrong. Try again.</Trans>;
  }
}
