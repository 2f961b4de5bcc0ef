import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Session } from '../../../protocol/session';
import { useHydrated } from '../../ui/hydrated';
import { ProblemText } from '../../ui/problem-text';
import { useSessionRequest } from '../../ui/session-request';
import { Skeleton } from '../../ui/skeleton';
import { StatePanel } from '../../ui/state-panel';

/**
 * The pages' content once hydrated and once the app has said who is reading (§3). The server
 * render and the first browser render show `skeleton` (the pre-rendering rule: the session,
 * the query and dates exist only in the browser). When the app did not answer, the page says
 * so with a retry that asks the app again; it never takes a member for a logged-out visitor.
 */
export function SessionReady({ skeleton, children }: { skeleton: ReactNode; children: (session: Session) => ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <AfterHydration skeleton={skeleton}>{children}</AfterHydration> : skeleton;
}

function AfterHydration({ skeleton, children }: { skeleton: ReactNode; children: (session: Session) => ReactNode }) {
  const { status, session, problem, retry } = useSessionRequest();
  if (session) return children(session);
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
  return skeleton;
}

/** /subscription while it loads: the plan card, the cancel card and three history rows, at their size. */
export function SubscriptionSkeleton() {
  const { t } = useLingui();
  return (
    <div className="subscription-skeleton">
      <Skeleton label={t`Loading your subscription…`} shape="block" className="subscription-skeleton-plan" />
      <div aria-hidden="true">
        <Skeleton label="" shape="block" className="subscription-skeleton-cancel" />
        <Skeleton label="" shape="rows" lines={3} className="subscription-skeleton-history" />
      </div>
    </div>
  );
}

/** /payment/status while it starts: one status card at its size. */
export function PaymentSkeleton() {
  const { t } = useLingui();
  return <Skeleton label={t`Checking your payment…`} shape="block" className="subscription-skeleton-status" />;
}
