import { createFileRoute } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { useNoticeFigures } from '../../notice/figures';
import { UpdateSteps } from '../../notice/links';
import { NoticeLayout } from '../../notice/NoticeLayout';

export const Route = createFileRoute('/_pages/official-compensation2')({ component: LowPriceOffer });

function LowPriceOffer() {
  const { offerDays, percent, fold } = useNoticeFigures();
  return (
    <NoticeLayout title={<Trans>Low-price Premium offer</Trans>}>
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
