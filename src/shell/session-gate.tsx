import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { isLoggedIn, type Session } from '../../protocol/session';
import { useHydrated } from './hydrated';
import { ProblemText } from '../ui/problem-text';
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
  // A reader who logs in (or out) while away gets the page afresh for the new session; the
  // same reader read again keeps the page as it is.
  if (session) return <Fragment key={sessionKey(session)}>{children(session)}</Fragment>;
  // A retry keeps the failure on screen with a busy button, so focus and context stay.
  if (status === 'failed' || problem !== null) {
    return (
      <StatePanel
        kind="error"
        title={<Trans>We couldn’t check whether you’re logged in</Trans>}
        body={
          <p>
            <ProblemText problem={problem} />
          </p>
        }
        retry={{ label: <Trans>Try again</Trans>, onRetry: retry, busy: status === 'loading' }}
      />
    );
  }
  return skeleton;
}

/** Who is reading, as far as the page cares: logged in or not, and as whom. */
const sessionKey = (session: Session) => (isLoggedIn(session) ? `user:${session.userID}` : 'guest');
