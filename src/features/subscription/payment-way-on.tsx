import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { OpenAppButton } from '../../shell/open-app';
import { selectPaymentWayOnView, type PaymentStatusActor } from '../../../machines/subscription/payment-status.view';
import { Button } from '../../ui/button';
import { GetAppLink } from '../../ui/get-app-link';

/* The ways on from /payment/status (src/features/subscription/payment-status-page.tsx): back to the app, the subscription, the app. */

/** In the app: back to where the payment started. */
export function BackToApp({ actor, primary = true }: { actor: PaymentStatusActor; primary?: boolean }) {
  return (
    <Button variant={primary ? 'primary' : 'secondary'} block icon={<ArrowLeft aria-hidden="true" className="subscription-flip" />} onClick={() => actor.send({ type: 'page.close' })}>
      <Trans>Back to the app</Trans>
    </Button>
  );
}

export function SubscriptionLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/subscription" className={primary ? 'button button-block' : 'button button-secondary button-block'}>
      <CreditCard aria-hidden="true" />
      <span>
        <Trans>View your subscription</Trans>
      </span>
    </Link>
  );
}

/** The way to get the app, as the lesser action beside Open the PikPak app (for a reader who doesn't have it). */
export function GetTheApp() {
  return (
    <Link to="/toapp" className="button button-secondary button-block">
      <span>
        <Trans>Get the PikPak app</Trans>
      </span>
    </Link>
  );
}

/** Back to the app inside it; in a browser, the way to get the app or the app's deep link (selectPaymentWayOnView). */
export function WayOn({ actor, primary = true }: { actor: PaymentStatusActor; primary?: boolean }) {
  const { way, appLink } = useSelector(actor, selectPaymentWayOnView);
  switch (way) {
    case 'close-page':
      return <BackToApp actor={actor} primary={primary} />;
    case 'get-app':
      return <GetAppLink />;
    case 'open-app':
      return <OpenAppButton href={appLink} variant={primary ? 'primary' : 'secondary'} />;
  }
}
