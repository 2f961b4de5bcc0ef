import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Problem } from '../../machines/problem';
import { ProblemText } from './problem-text';
import { StatePanel } from './state-panel';

/**
 * A section that could not be loaded: its own title, the problem in words (ProblemText) and a
 * retry ('Try again'), as an error state panel (announced as an alert).
 */
export function LoadFailed({ title, problem, onRetry, busy, level }: { title: ReactNode; problem: Problem | null; onRetry: () => void; busy?: boolean; level?: 2 | 3 }) {
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
      retry={{ label: <Trans>Try again</Trans>, onRetry, busy }}
    />
  );
}
