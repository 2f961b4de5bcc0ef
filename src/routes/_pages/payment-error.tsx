import { createFileRoute } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { useNoticeFigures } from '../../notice/figures';
import { UpdateSteps } from '../../notice/links';
import { ExtraDays } from '../../notice/ExtraDays';
import { NoticeLayout } from '../../notice/NoticeLayout';

export const Route = createFileRoute('/_pages/payment-error')({ component: PaymentError });

function PaymentError() {
  const { compensationDays, extraDays } = useNoticeFigures();
  return (
    <NoticeLayout title={<Trans>Premium purchases were unavailable for a while</Trans>}>
      <p>
        <Trans>
          An outage at our payment provider stopped Premium purchases in the Android app, on the web and in the desktop app.
          We’re sorry for the trouble.
        </Trans>
      </p>
      <div className="notice-callout">
        <p>
          <Plural
            value={compensationDays}
            one="To make up for it, we have added # day of free Premium to your current account."
            other="To make up for it, we have added # days of free Premium to your current account."
          />
        </p>
        <ExtraDays extraDays={extraDays} />
      </div>
      <h2>
        <Trans>Update the app</Trans>
      </h2>
      <p>
        <Trans>
          Purchases work again in the latest version. To update, go to <UpdateSteps />.
        </Trans>
      </p>
    </NoticeLayout>
  );
}
