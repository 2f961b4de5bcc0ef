import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNoticeFigures } from './figures';
import { UpdateSteps } from './links';
import { NoticeLayout } from './notice-layout';

/** /official-compensation2 (§1.3): the low-price offer after the outage. */
export function LowPriceOfferPage() {
  const { t } = useLingui();
  const { offerDays, percent, fold } = useNoticeFigures();
  return (
    <NoticeLayout title={t`Low-price Premium offer`}>
      <p>
        <Plural
          value={offerDays}
          one="To make up for the payment outage, Premium is offered at a low price for # day after the outage."
          other="To make up for the payment outage, Premium is offered at a low price for # days after the outage."
        />
      </p>
      <div className="notice-callout">
        <p>
          <Trans comment="{fold} is the offer price in tenths of the regular price (Chinese texts write it as {fold}折); {percent} is the discount">
            Every plan is {percent}% off: you pay {fold} tenths of the regular price.
          </Trans>
        </p>
      </div>
      <p>
        <Trans>The offer applies only in the official app and on the official website.</Trans>
      </p>
      <p>
        <Trans>
          If you don’t see the offer, update the app: go to <UpdateSteps />.
        </Trans>
      </p>
    </NoticeLayout>
  );
}
