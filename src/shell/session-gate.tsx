import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { isLoggedIn, type Session } from '../../protocol/session';
import { useHydrated } from './hydrated';
import { sessionGateOf } from '../../machines/core/problem.view';
import { ProblemWordsText } from '../ui/problem-text';
import { AppScreenAction } from './app-screen';
import { useHost } from './host';
import { OpenAppButton } from './open-app';
import { useSessionRequest } from './session-request';
import { Skeleton } from '../ui/skeleton';
import { StatePanel } from '../ui/state-panel';
import { When } from './static/when';

interface SessionGateProps {
  /** What keeps the page's shape until the session is known (a card-sized block by default). */
  skeleton?: ReactNode;
  /**
   * What the page says to a reader in a browser, where no app can say who is reading: known
   * without any data, so it is in the pre-rendered HTML, shown from the first paint when the
   * page is not in the app (the skeleton shows in the app). The page must render the same once
   * it has the browser's session.
   */
  browser?: ReactNode;
  children: (session: Session) => ReactNode;
}

/**
 * A page's content once the app has said who is reading (§3). The server render and the
 * hydrating render show the skeleton (pre-rendering: the session exists only in the
 * browser). When the app did not answer (time-out, garbage) the page says it could not reach
 * the app, with a retry that asks the app again: it never takes a member for a logged-out
 * visitor. The log-in prompt comes only from a reply that says the user is logged out.
 */
export function SessionGate({ skeleton, browser, children }: SessionGateProps) {
  const { t } = useLingui();
  const placeholder = skeleton ?? <Skeleton label={t`Loading…`} shape="block" />;
  const hydrated = useHydrated();
  if (hydrated) return <Known skeleton={placeholder}>{children}</Known>;
  if (browser === undefined) return placeholder;
  return (
    <>
      <When facts={['app']} active={false}>
        {placeholder}
      </When>
      <When facts={['browser']} active={false}>
        {browser}
      </When>
    </>
  );
}

function Known({ skeleton, children }: { skeleton: ReactNode; children: (session: Session) => ReactNode }) {
  const { status, session, problem, retry } = useSessionRequest();
  const view = sessionGateOf({ status, session, problem }, useHost());
  switch (view.kind) {
    case 'ready':
      // A reader who logs in (or out) while away gets the page afresh for the new session; the
      // same reader read again keeps the page as it is.
      return <Fragment key={sessionKey(view.session)}>{children(view.session)}</Fragment>;
    case 'failed':
      return (
        <StatePanel
          kind="error"
          title={<Trans>We couldn’t check whether you’re logged in</Trans>}
          body={
            <p>
              <ProblemWordsText words={view.words} />
            </p>
          }
          main={{ 'log-in': <AppScreenAction screen="login" onBack={retry} />, 'open-app': <OpenAppButton />, retry: undefined }[view.action]}
          retry={view.action === 'retry' ? { label: <Trans>Try again</Trans>, onRetry: retry, busy: view.busy } : undefined}
        />
      );
    case 'waiting':
      return skeleton;
  }
}

/** Who is reading, as far as the page cares: logged in or not, and as whom. */
const sessionKey = (session: Session) => (isLoggedIn(session) ? `user:${session.userID}` : 'guest');
