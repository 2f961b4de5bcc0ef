import { Trans, useLingui } from '@lingui/react/macro';
import { NoticeLayout } from './notice-layout';

/** /reward-warn (§1.3): invalid invitations may end the free membership. */
export function RewardWarningPage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`Warning: invalid invitations`}>
      <p>
        <Trans>
          The invitation programme rewards you for bringing real new users to PikPak. We have found invitations on your account
          that do not meet this rule, such as accounts created only to collect rewards.
        </Trans>
      </p>
      <div className="notice-callout">
        <p>
          <Trans>If invalid invitations continue, your free membership may be ended and the free Premium earned through them withdrawn.</Trans>
        </p>
      </div>
      <p>
        <Trans>Invitations to real friends are always welcome, and the rewards you earn from them stay yours.</Trans>
      </p>
    </NoticeLayout>
  );
}
