import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/banner';
import { OfferIllustration } from '../../ui/page-illustrations';
import { useNoticeFigures } from '../../shell/notice/figures';
import { OfferAction, UpdateSteps } from '../../shell/notice/links';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** /official-compensation2 (§1.3): the low-price offer after the outage, taken in the app. */
export function LowPriceOfferPage() {
  const { t } = useLingui();
  const { offerDays, percent, share, dates } = useNoticeFigures();
  const offerStart = dates.offerStart.text;
  const offerEnd = dates.offerEnd.text;
  return (
    <NoticeLayout title={t`Low-price Premium offer`} illustration={<OfferIllustration size="sm" />}>
      <p>
        <Plural
          value={offerDays}
          one="To make up for the payment outage, Premium is offered at a low price for # day after the outage."
          other="To make up for the payment outage, Premium is offered at a low price for # days after the outage."
        />
      </p>
      <p>
        <Trans comment="{offerStart} and {offerEnd} are the first and last day of the low-price offer (long dates)">Offer period: {offerStart} to {offerEnd}.</Trans>
      </p>
      <Banner severity="success">
        <p>
          <Trans comment="{percent} is the discount (25%) and {share} the share of the regular price paid (75%), both formatted for the locale; in zh-CN and zh-TW {share} reads 7.5折">
            Every plan is {percent} off: you pay {share} of the regular price.
          </Trans>
        </p>
      </Banner>
      <p>
        <Trans>The offer applies only in the official app and on the official website.</Trans>
      </p>
      <p>
        <Trans>
          If you don’t see the offer, update the app: go to <UpdateSteps />.
        </Trans>
      </p>
      <OfferAction />
    </NoticeLayout>
  );
}
