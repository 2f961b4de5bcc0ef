import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { loadFailedOf, type ProblemWayOn } from '../../machines/core/problem.view';
import type { Problem } from '../../machines/core/problem';
import { GetAppLink } from './get-app-link';
import { ProblemWordsText } from './problem-text';
import { StatePanel } from './state-panel';

/**
 * A section that could not be loaded: its own title, the problem in words and its one main
 * action, by the problem → way-on contract (`loadFailedOf`, machines/core/problem.view.ts):
 * `logIn` (the app's log-in screen, which carries the load on when the reader is back) for
 * 'log-in'; `openApp` (or the way to get the app) for 'open-app'; Try again for 'retry'; and
 * for 'own' the feature's own action (`main`). An error state panel, announced as an alert.
 * A page whose view model has the way on passes `wayOn`; without it the panel reads the
 * problem as it always has (Log in where `logIn` is given, Try again otherwise).
 */
export function LoadFailed({
  title,
  problem,
  onRetry,
  busy,
  level,
  logIn,
  wayOn,
  openApp,
  main,
}: {
  title: ReactNode;
  problem: Problem | null;
  onRetry: () => void;
  busy?: boolean;
  level?: 2 | 3;
  logIn?: ReactNode;
  wayOn?: ProblemWayOn;
  openApp?: ReactNode;
  main?: ReactNode;
}) {
  const view = loadFailedOf(problem, { wayOn, canLogIn: logIn !== undefined, hasOwn: main !== undefined });
  return (
    <StatePanel
      kind="error"
      level={level}
      title={title}
      body={
        <p>
          <ProblemWordsText words={view.words} />
        </p>
      }
      main={mainOf(view.action, { logIn, openApp, main })}
      retry={view.action === 'retry' ? { label: <Trans>Try again</Trans>, onRetry, busy } : undefined}
    />
  );
}

function mainOf(action: ProblemWayOn, ways: { logIn?: ReactNode; openApp?: ReactNode; main?: ReactNode }): ReactNode {
  switch (action) {
    case 'log-in':
      return ways.logIn;
    case 'open-app':
      return ways.openApp ?? <GetAppLink />;
    case 'own':
      return ways.main;
    case 'retry':
      return ways.main;
  }
}
