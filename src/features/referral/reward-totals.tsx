import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SummaryView } from '../../../machines/referral/invitation-page.view';
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
export function RewardTotals({ view }: { view: SummaryView }) {
  const { t } = useLingui();
  // A failed summary is stated once, above the ways to invite. Someone who has earned nothing
  // sees no row of zeros: the history's empty state says how to earn.
  if (view.kind === 'failed' || (view.kind === 'ready' && !view.totals)) return null;
  return (
    <section className="referral-section" aria-labelledby="referral-totals-title">
      <h2 id="referral-totals-title">
        <Trans>Your rewards</Trans>
      </h2>
      {view.kind === 'ready' && view.totals ? (
        <>
          <Earned days={view.earnedDays} />
          <dl className="referral-totals">
            <Figure label={<Trans>Friends invited</Trans>} value={view.totals.invited_nums} />
            <Figure label={<Trans>Premium days from invitations</Trans>} value={view.totals.add_days} />
            <Figure label={<Trans>Friends who bought Premium</Trans>} value={view.totals.join_vip_nums} />
            <Figure label={<Trans>Premium days from purchase rewards</Trans>} value={view.totals.invited_join_days} />
          </dl>
        </>
      ) : (
        <Skeleton label={t`Loading…`} shape="block" />
      )}
    </section>
  );
}
