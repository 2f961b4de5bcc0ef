import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Problem } from '../../machines/problem';
import { Button } from './button';
import { ProblemText } from './problem-text';
import { StatePanel } from './state-panel';

/**
 * A section that could not be loaded: its own title, the problem in words (ProblemText) and a
 * retry ('Try again'), as an error state panel (announced as an alert). When the login expired
 * and the page can offer one, `logIn` (the app's log-in screen) is the main action and Try
 * again, for when the reader is back, the secondary one.
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
  const body = (
    <p>
      <ProblemText problem={problem} />
    </p>
  );
  if (logIn && problem?.kind === 'login-needed') {
    const again = (
      <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} busy={busy} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    );
    return (
      <StatePanel
        kind="error"
        level={level}
        title={title}
        body={body}
        action={
          <>
            {logIn}
            {again}
          </>
        }
      />
    );
  }
  return <StatePanel kind="error" level={level} title={title} body={body} retry={{ label: <Trans>Try again</Trans>, onRetry, busy }} />;
}
