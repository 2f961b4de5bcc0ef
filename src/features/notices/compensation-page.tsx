import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/banner';
import { Card } from '../../ui/card';
import { PaymentIllustration } from '../../ui/page-illustrations';
import { ExtraDays } from './extra-days';
import { useNoticeFigures } from '../../shell/notice/figures';
import { FeedbackLink, OfferAction, UpdateSteps } from '../../shell/notice/links';
import { NoticeLayout } from '../../shell/notice/notice-layout';
import { SentenceGap } from '../../ui/sentence-gap';

/** /compensation (§2.1): the payment problem explained, with the compensation and the offer (taken in the app). */
export function CompensationPage() {
  const { t } = useLingui();
  const { compensationDays, extraDays, offerDays, percent, dates } = useNoticeFigures();
  const start = dates.outageStart.text;
  const end = dates.outageEnd.text;
  const offerStart = dates.offerStart.text;
  const offerEnd = dates.offerEnd.text;
  return (
    <NoticeLayout title={t`About the recent payment problem`} illustration={<PaymentIllustration size="sm" />}>
      <h2>
        <Trans>What happened</Trans>
      </h2>
      <p>
        <Trans>
          Our payment provider had an outage. While it lasted, Premium couldn’t be bought in the Android app, on the web or in the desktop app. The problem is now fixed.
        </Trans>
      </p>
      <p>
        <Trans comment="{start} and {end} are the first and last day of the outage (long dates)">The outage lasted from {start} to {end}.</Trans>
      </p>
      <h2>
        <Trans>Your compensation</Trans>
      </h2>
      <Banner severity="success">
        <p>
          <Plural
            value={compensationDays}
            one="We’ve added # day of free Premium to your current account. You don’t need to do anything to receive it."
            other="We’ve added # days of free Premium to your current account. You don’t need to do anything to receive them."
          />
        </p>
        <ExtraDays extraDays={extraDays} />
      </Banner>
      <Card title={<Trans>Low-price Premium offer</Trans>}>
        <p>
          <Plural
            value={offerDays}
            one="For # day after the outage, Premium is available at a low price."
            other="For # days after the outage, Premium is available at a low price."
          />
          <SentenceGap />
          <Trans comment="{percent} is the discount, formatted for the locale (25%)">Every plan is {percent} off the regular price.</Trans>
        </p>
        <p>
          <Trans comment="{offerStart} and {offerEnd} are the first and last day of the low-price offer (long dates)">Offer period: {offerStart} to {offerEnd}.</Trans>
        </p>
        <p>
          <Trans>
            To buy at the offer price, update the app first: go to <UpdateSteps />.
          </Trans>
        </p>
        <OfferAction />
      </Card>
      <p className="muted notice-aside">
        <Trans>
          Questions about a payment? <FeedbackLink>Send us feedback</FeedbackLink>.
        </Trans>
      </p>
    </NoticeLayout>
  );
}
