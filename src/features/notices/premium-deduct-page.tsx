import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/banner';
import { ShieldIllustration } from '../../ui/page-illustrations';
import { FeedbackLink } from '../../shell/notice/links';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** /premium-deduct (§1.3): free Premium from invalid invitations withdrawn; reinstatement through feedback. */
export function PremiumDeductPage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`Free Premium from invalid invitations has been withdrawn`} illustration={<ShieldIllustration size="sm" />}>
      <p>
        <Trans>
          Some of the free Premium on your account was earned through invalid invitations: invitations that didn’t bring in real new users. That extra free Premium has been withdrawn.
        </Trans>
      </p>
      <Banner severity="info">
        <p>
          <Trans>Your purchase rewards aren’t affected. You can still earn them when friends you invited buy Premium.</Trans>
        </p>
      </Banner>
      <h2>
        <Trans>Think this is a mistake?</Trans>
      </h2>
      <p>
        <Trans>
          To ask us to restore it, <FeedbackLink>send us feedback</FeedbackLink>.
          Tell us which invitations you believe are valid and we’ll review them.
        </Trans>
      </p>
    </NoticeLayout>
  );
}
