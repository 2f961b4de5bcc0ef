import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../ui/skeleton';

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
