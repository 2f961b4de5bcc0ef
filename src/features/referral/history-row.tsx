import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Crown, Smartphone, UserPlus } from 'lucide-react';
import { historyRowOf, REFERRAL_RULES } from '../../../machines/referral/invitation-page.view';
import type { InviteRow } from '../../../protocol/api/schemas';
import { ListRow } from '../../ui/list-row';

type Source = InviteRow['reward_source'];

const ICON = { relation: UserPlus, invite_reward: Smartphone, vip_rebate: Crown } as const;

/** The reward source in words (api-shapes: vip_rebate, invite_reward, relation). */
function SourceName({ source }: { source: Source }) {
  switch (source) {
    case 'vip_rebate':
      return <Trans>Purchase reward</Trans>;
    case 'invite_reward':
      return <Trans>Install invitation</Trans>;
    case 'relation':
      return <Trans>Joined through your invitation</Trans>;
  }
}

/** Why a row gave no days (§4.1, §4.2, §5.5), so that a "0" never stands unexplained; a joining's is said once under the list (JoiningNote). */
function NoDaysReason({ reason }: { reason: 'install-limit' | 'purchase-void' }) {
  const limit = REFERRAL_RULES.rewardedInstallLimit;
  switch (reason) {
    case 'install-limit':
      return (
        <Trans>
          Only <Plural value={limit} one="your first valid install invitation earns" other="your first # valid install invitations earn" /> days.
        </Trans>
      );
    case 'purchase-void':
      return <Trans>This purchase didn’t count, or it was refunded.</Trans>;
  }
}

/** Under the history, once, when a row is a friend's joining: joining alone gives no days. */
export function JoiningNote() {
  return (
    <p className="referral-hint">
      <Trans>Joining earns no days by itself; the install and purchases do.</Trans>
    </p>
  );
}

/**
 * One row of the invitation history (§2.2: time, event, Premium days): the friend (isolated,
 * so that a name in another script keeps its order), the reward source and the date below,
 * and the days gained at the end, in the accent colour; a row that gave nothing says why.
 */
export function HistoryRow({ row }: { row: InviteRow }) {
  const { i18n } = useLingui();
  const view = historyRowOf(row);
  const Icon = ICON[view.source];
  const { days, when } = view;
  return (
    <ListRow
      leading={<Icon />}
      title={<bdi className="user-text">{row.invited_user}</bdi>}
      subtitle={
        <>
          <span className="referral-row-line">
            <SourceName source={row.reward_source} />
            {/* A time the Date parser cannot read is left out rather than shown wrong (Intl would throw). */}
            {when ? (
              <>
                <span aria-hidden="true"> · </span>
                <bdi>
                  <time dateTime={row.time}>{i18n.date(when, { dateStyle: 'medium' })}</time>
                </bdi>
              </>
            ) : null}
          </span>
          {view.noDays ? (
            <span className="referral-row-line">
              <NoDaysReason reason={view.noDays} />
            </span>
          ) : null}
        </>
      }
      trailing={<Plural value={days} _0="No days" one="+# day" other="+# days" />}
      trailingTone={days > 0 ? 'accent' : 'muted'}
    />
  );
}
