import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Crown, Smartphone, UserPlus } from 'lucide-react';
import { REFERRAL_RULES } from '../../../machines/referral/referral-rules';
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

/** Why a row gave no days (§4.1, §4.2, §5.5), so that a "0" never stands unexplained. */
function NoDaysReason({ source }: { source: Source }) {
  const limit = REFERRAL_RULES.rewardedInstallLimit;
  switch (source) {
    case 'relation':
      // Said once under the list (JoiningNote), not on every row.
      return null;
    case 'invite_reward':
      return (
        <Trans>
          Only <Plural value={limit} one="your first valid install invitation earns" other="your first # valid install invitations earn" /> days.
        </Trans>
      );
    case 'vip_rebate':
      return <Trans>This purchase didn’t count, or it was refunded.</Trans>;
  }
}

/** Under the history, once, when a row is a friend's joining: joining alone gives no days. */
export function JoiningNote({ rows }: { rows: readonly InviteRow[] }) {
  if (!rows.some((row) => row.reward_source === 'relation' && row.reward_days === 0)) return null;
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
  const Icon = ICON[row.reward_source];
  const days = row.reward_days;
  // A time the Date parser cannot read is left out rather than shown wrong (Intl would throw).
  const when = new Date(row.time);
  const dated = Number.isFinite(when.getTime());
  return (
    <ListRow
      leading={<Icon />}
      title={<bdi className="user-text">{row.invited_user}</bdi>}
      subtitle={
        <>
          <span className="referral-row-line">
            <SourceName source={row.reward_source} />
            {dated ? (
              <>
                <span aria-hidden="true"> · </span>
                <bdi>
                  <time dateTime={row.time}>{i18n.date(when, { dateStyle: 'medium' })}</time>
                </bdi>
              </>
            ) : null}
          </span>
          {days === 0 && row.reward_source !== 'relation' ? (
            <span className="referral-row-line">
              <NoDaysReason source={row.reward_source} />
            </span>
          ) : null}
        </>
      }
      trailing={<Plural value={days} _0="No days" one="+# day" other="+# days" />}
      trailingTone={days > 0 ? 'accent' : 'muted'}
    />
  );
}
