import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Problem } from '../../machines/core/problem';

/**
 * A problem in the user's language: its cause and what to do next, matching the panel's
 * button: Try again for what a retry can mend, never "later" beside it; Log in for an expired
 * login, which a retry would fail the same way, so it never gets a Try again. A feature passes `refused` for the server
 * codes it knows; any other refusal is stated without its code (§8: server codes are not shown).
 */
export function ProblemText({ problem, refused }: { problem: Problem | null; refused?: (p: Extract<Problem, { kind: 'refused' }>) => ReactNode }) {
  switch (problem?.kind) {
    case 'offline':
      return <Trans>You seem to be offline. Check your connection and try again.</Trans>;
    case 'timed-out':
      return <Trans>The server took too long to answer. Try again.</Trans>;
    case 'login-needed':
      return <Trans>Your login has expired. Log in again: the page carries on when you’re back.</Trans>;
    case 'bad-reply':
      return <Trans>We received an answer we couldn’t read. Try again.</Trans>;
    case 'app-unreachable':
      return <Trans>Couldn’t reach the PikPak app. Try again.</Trans>;
    case 'refused':
      return refused?.(problem) ?? <Trans>Something went wrong on our side. Try again.</Trans>;
    default:
      return <Trans>Something went wrong. Try again.</Trans>;
  }
}
