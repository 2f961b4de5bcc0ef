import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Session } from '../../../protocol/session';
import { ProblemText } from '../../ui/problem-text';
import { useSessionRequest } from '../../ui/session-request';
import { Skeleton } from '../../ui/skeleton';
import { StatePanel } from '../../ui/state-panel';

/**
 * The referral pages' content once the app has said who is reading (§3). Until then, the
 * page keeps its shape with placeholders. When the app did not answer (time-out, garbage)
 * the page says it could not reach the app, with a retry that asks the app again: it never
 * takes a member for a logged-out visitor (issue 8). The log-in prompt comes only from a
 * reply that says the user is logged out.
 */
export function SessionGate({ children }: { children: (session: Session) => ReactNode }) {
  const { t } = useLingui();
  const { status, session, problem, retry } = useSessionRequest();
  if (session) return children(session);
  // A retry keeps the failure on screen with a busy button, so focus and context stay.
  if (status === 'failed' || problem !== null) {
    return (
      <StatePanel
        kind="error"
        title={<Trans>We could not check whether you are logged in</Trans>}
        body={
          <p>
            <ProblemText problem={problem} />
          </p>
        }
        retry={{ label: <Trans>Try again</Trans>, onRetry: retry, busy: status === 'loading' }}
      />
    );
  }
  // As tall as the logged-out card that most often replaces it, so the rules below keep their place.
  return <Skeleton label={t`Loading…`} shape="block" className="referral-gate-pending" />;
}
