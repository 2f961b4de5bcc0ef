import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../ui/skeleton';

/** The referral pages' session placeholder: the logged-out card's height (referral.css), so the rules below keep their place. */
export function ReferralSkeleton() {
  const { t } = useLingui();
  return <Skeleton label={t`Loading…`} shape="block" className="referral-gate-pending" />;
}
