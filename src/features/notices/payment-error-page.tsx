import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/banner';
import { PaymentIllustration } from '../../ui/page-illustrations';
import { ExtraDays } from './extra-days';
import { useNoticeFigures } from '../../shell/notice/figures';
import { OfferAction, UpdateSteps } from '../../shell/notice/links';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** /payment-error (§1.3): the payment outage and the free Premium it earned; the main action is updating the app (in a browser, getting it). */
export function PaymentErrorPage() {
  const { t } = useLingui();
  const { compensationDays, extraDays, dates } = useNoticeFigures();
  const start = dates.outageStart.text;
  const end = dates.outageEnd.text;
  return (
    <NoticeLayout title={t`Premium purchases were unavailable for a while`} illustration={<PaymentIllustration size="sm" />}>
      <p>
        <Trans>
          An outage at our payment provider stopped Premium purchases in the Android app, on the web and in the desktop app.
          We’re sorry for the trouble.
        </Trans>
      </p>
      <p>
        <Trans comment="{start} and {end} are the first and last day of the outage (long dates)">The outage lasted from {start} to {end}.</Trans>
      </p>
      <Banner severity="success">
        <p>
          <Plural
            value={compensationDays}
            one="To make up for it, we’ve added # day of free Premium to your current account."
            other="To make up for it, we’ve added # days of free Premium to your current account."
          />
        </p>
        <ExtraDays extraDays={extraDays} />
      </Banner>
      <h2>
        <Trans>Update the app</Trans>
      </h2>
      <p>
        <Trans>
          Purchases work again in the latest version. To update, go to <UpdateSteps />.
        </Trans>
      </p>
      <OfferAction />
    </NoticeLayout>
  );
}
