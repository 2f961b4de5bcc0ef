import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { hasEarned } from '../../../machines/referral/referral-rules';
import type { RequestStatus } from '../../../machines/core/request.machine';
import type { InviteInfo } from '../../../protocol/api/schemas';
import { Skeleton } from '../../ui/skeleton';

function Figure({ label, value }: { label: ReactNode; value: number }) {
  const { i18n } = useLingui();
  return (
    <div className="referral-figure">
      <dt>{label}</dt>
      <dd>{i18n.number(value)}</dd>
    </div>
  );
}

/** The progress in one line: the Premium days earned from invitations and purchase rewards together. */
function Earned({ days }: { days: number }) {
  return (
    <p className="referral-earned">
      <Plural value={days} one="You’ve earned # Premium day so far." other="You’ve earned # Premium days so far." />
    </p>
  );
}

/** The inviter's totals (GET inviteInfo): friends invited and who bought Premium, and the days each kind of reward gave. */
export function RewardTotals({ totals, status }: { totals: InviteInfo | null; status: RequestStatus }) {
  const { t } = useLingui();
  // A failed summary is stated once, above the ways to invite. Someone who has earned nothing
  // sees no row of zeros: the history's empty state says how to earn.
  if (!totals && status !== 'loading') return null;
  if (totals && !hasEarned(totals)) return null;
  return (
    <section className="referral-section" aria-labelledby="referral-totals-title">
      <h2 id="referral-totals-title">
        <Trans>Your rewards</Trans>
      </h2>
      {totals ? <Earned days={totals.add_days + totals.invited_join_days} /> : null}
      {totals ? (
        <dl className="referral-totals">
          <Figure label={<Trans>Friends invited</Trans>} value={totals.invited_nums} />
          <Figure label={<Trans>Premium days from invitations</Trans>} value={totals.add_days} />
          <Figure label={<Trans>Friends who bought Premium</Trans>} value={totals.join_vip_nums} />
          <Figure label={<Trans>Premium days from purchase rewards</Trans>} value={totals.invited_join_days} />
        </dl>
      ) : (
        <Skeleton label={t`Loading…`} shape="block" />
      )}
    </section>
  );
}
