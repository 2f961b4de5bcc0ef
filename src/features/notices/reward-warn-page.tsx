import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/banner';
import { ShieldIllustration } from '../../ui/page-illustrations';
import { OpenAppAction } from '../../shell/notice/links';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** /reward-warn (§1.3): invalid invitations may end the free membership (a warning); in a browser, the app as the way on. */
export function RewardWarningPage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`Warning: invalid invitations`} illustration={<ShieldIllustration size="sm" />}>
      <p>
        <Trans>
          The invitation program rewards you for bringing real new users to PikPak. We’ve found invitations on your account that don’t meet this rule, such as accounts created only to collect rewards.
        </Trans>
      </p>
      <Banner severity="warning">
        <p>
          <Trans>If invalid invitations continue, your free membership may be ended and the free Premium earned through them withdrawn.</Trans>
        </p>
      </Banner>
      <p>
        <Trans>Invitations to real friends are always welcome, and the rewards you earn from them stay yours.</Trans>
      </p>
      <OpenAppAction />
    </NoticeLayout>
  );
}
