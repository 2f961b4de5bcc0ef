import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/banner';
import { PaymentIllustration } from '../../ui/page-illustrations';
import { useNoticeFigures } from '../../shell/notice/figures';
import { FeedbackLink } from '../../shell/notice/links';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** /official-compensation (§1.3): card subscriptions canceled; the product’s expiry time counts. */
export function OfficialCompensationPage() {
  const { t } = useLingui();
  const date = useNoticeFigures().dates.cardSubscriptionsCanceled.text;
  return (
    <NoticeLayout title={t`Card subscriptions have been canceled`} illustration={<PaymentIllustration size="sm" />}>
      <p>
        <Trans>
          Premium subscriptions bought through a card payment provider have been canceled, so they won’t renew and you won’t be charged again through that provider.
        </Trans>
      </p>
      <p>
        <Trans comment="{date} is the day the subscriptions were canceled (long date)">They were canceled on {date}.</Trans>
      </p>
      <Banner severity="info">
        <p>
          <Trans>
            The expiration date of your Premium is the one shown in the app. If an email or receipt from the payment provider shows a different date, the date in the app is the one that counts.
          </Trans>
        </p>
      </Banner>
      <p>
        <Trans>To keep Premium after that date, buy it again in the official app or on the official website.</Trans>
      </p>
      <p className="muted notice-aside">
        <Trans>
          Something doesn’t look right? <FeedbackLink>Send us feedback</FeedbackLink>.
        </Trans>
      </p>
    </NoticeLayout>
  );
}
