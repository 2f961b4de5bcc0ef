import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { needsLogIn, type Problem } from '../../machines/core/problem';
import { ProblemText } from './problem-text';
import { StatePanel } from './state-panel';

/**
 * A section that could not be loaded: its own title, the problem in words (ProblemText) and a
 * retry ('Try again'), as an error state panel (announced as an alert). When the login expired
 * and the page can offer one, `logIn` (the app's log-in screen, which carries the load on when
 * the reader is back) is the one action: a Try again would only fail the same way.
 */
export function LoadFailed({
  title,
  problem,
  onRetry,
  busy,
  level,
  logIn,
}: {
  title: ReactNode;
  problem: Problem | null;
  onRetry: () => void;
  busy?: boolean;
  level?: 2 | 3;
  logIn?: ReactNode;
}) {
  const loggingIn = needsLogIn(problem) && logIn !== undefined;
  return (
    <StatePanel
      kind="error"
      level={level}
      title={title}
      body={
        <p>
          <ProblemText problem={problem} />
        </p>
      }
      main={loggingIn ? logIn : undefined}
      retry={loggingIn ? undefined : { label: <Trans>Try again</Trans>, onRetry, busy }}
    />
  );
}
