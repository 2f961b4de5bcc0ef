import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { NoticeLayout } from '../../notice/NoticeLayout';

export const Route = createFileRoute('/_pages/reward-warn')({ component: RewardWarning });

function RewardWarning() {
  return (
    <NoticeLayout title={<Trans>Warning: invalid invitations</Trans>}>
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
