import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowLeft, CreditCard, LoaderCircle, RotateCw, Smartphone } from 'lucide-react';
import {
  selectAppLink,
  selectPaymentProblem,
  selectPaymentReceived,
  selectPaymentStatusView,
  selectPaymentWayOn,
  selectPremiumUntil,
  type PaymentStatusActor,
} from '../../../machines/payment-status.machine';
import type { Session } from '../../../protocol/session';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { GetAppLink } from '../../ui/get-app-link';
import { Page } from '../../shell/page';
import { ProblemText } from '../../ui/problem-text';
import { formatDate } from './format';
import { paymentReturnOf } from './search';
import { SessionGate } from '../../shell/session-gate';
import { PaymentSkeleton } from './skeletons';
import { usePaymentStatusPage } from './wiring';
import './subscription.css';

const route = getRouteApi('/_pages/payment/status');

/** /payment/status?status=success|pending|failed: where a payment returns to. */
export function PaymentStatusPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Payment status`}>
      <SessionGate skeleton={<PaymentSkeleton />}>{(session) => <PaymentStatusContent session={session} />}</SessionGate>
    </Page>
  );
}

function PaymentStatusContent({ session }: { session: Session }) {
  // Read only after hydration (SessionGate): the pre-rendered page has no query.
  const { status } = route.useSearch();
  const { actor } = usePaymentStatusPage({ session, status: paymentReturnOf(status) });
  const view = useSelector(actor, selectPaymentStatusView);
  switch (view) {
    case 'checking':
      return <Checking />;
    case 'confirmed':
      return <Confirmed actor={actor} />;
    case 'still-processing':
      return <StillProcessing actor={actor} />;
    case 'failed':
      return <Failed actor={actor} />;
    case 'unknown':
      return <Unknown />;
    default:
      return <Explained actor={actor} />;
  }
}

function Checking() {
  return (
    <div className="subscription-status-card" role="status">
      <LoaderCircle className="ui-spinner subscription-status-spinner" aria-hidden="true" />
      <p className="subscription-status-title">
        <Trans>Confirming your payment…</Trans>
      </p>
      <p className="subscription-hint">
        <Trans>This usually takes a few seconds. Please keep this page open.</Trans>
      </p>
    </div>
  );
}

/** In the app: back to where the payment started. */
function BackToApp({ actor, primary = true }: { actor: PaymentStatusActor; primary?: boolean }) {
  return (
    <Button variant={primary ? 'primary' : 'secondary'} block icon={<ArrowLeft aria-hidden="true" className="subscription-flip" />} onClick={() => actor.send({ type: 'page.close' })}>
      <Trans>Back to the app</Trans>
    </Button>
  );
}

function SubscriptionLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/subscription" className={primary ? 'button button-block' : 'button button-secondary button-block'}>
      <CreditCard aria-hidden="true" />
      <span>
        <Trans>View your subscription</Trans>
      </span>
    </Link>
  );
}

function Confirmed({ actor }: { actor: PaymentStatusActor }) {
  const { i18n } = useLingui();
  const until = useSelector(actor, selectPremiumUntil);
  const date = until ? formatDate(i18n, until) : '';
  return (
    <>
      <Banner severity="success" title={<Trans>Payment received</Trans>}>
        <p>
          <Trans>
            Premium is active until <time dateTime={until ?? undefined}>{date}</time>.
          </Trans>
        </p>
      </Banner>
      <div className="subscription-actions">
        <BackToApp actor={actor} />
        <SubscriptionLink />
      </div>
    </>
  );
}

function StillProcessing({ actor }: { actor: PaymentStatusActor }) {
  const problem = useSelector(actor, selectPaymentProblem);
  return (
    <>
      <Banner severity="warning" title={<Trans>Your payment is still being processed</Trans>}>
        <p>
          <Trans>This can take a few minutes. Don’t pay again: Premium starts by itself once the payment is confirmed. Check again in a moment, or look at your subscription later.</Trans>
        </p>
        {problem ? (
          <p>
            <ProblemText problem={problem} />
          </p>
        ) : null}
      </Banner>
      <div className="subscription-actions">
        <Button block icon={<RotateCw aria-hidden="true" />} onClick={() => actor.send({ type: 'status.check' })}>
          <Trans>Check again</Trans>
        </Button>
        <BackToApp actor={actor} primary={false} />
      </div>
    </>
  );
}

function Failed({ actor }: { actor: PaymentStatusActor }) {
  return (
    <>
      <Banner severity="danger" title={<Trans>Your payment did not go through</Trans>}>
        <p>
          <Trans>You were not charged. The card may have been declined, or the payment was canceled before it finished.</Trans>
        </p>
        <p>
          <Trans>To try again, open Premium in the PikPak app and choose a plan. Check the card’s details, or use another card.</Trans>
        </p>
      </Banner>
      <div className="subscription-actions">
        <WayOn actor={actor} />
      </div>
    </>
  );
}

function Unknown() {
  return (
    <>
      <Banner severity="info" title={<Trans>We can’t tell how your payment went</Trans>}>
        <p>
          <Trans>This page was opened without a payment result. Your subscription shows whether Premium is active.</Trans>
        </p>
      </Banner>
      <div className="subscription-actions">
        <SubscriptionLink primary />
      </div>
    </>
  );
}

/** No session to check with (a browser, or logged out in the app): what the status means and how to see the result. */
function Explained({ actor }: { actor: PaymentStatusActor }) {
  const received = useSelector(actor, selectPaymentReceived);
  return (
    <>
      {received ? (
        <Banner severity="success" title={<Trans>Payment received</Trans>}>
          <p>
            <Trans>Your payment went through. Premium appears on your account in the PikPak app within a minute or two.</Trans>
          </p>
        </Banner>
      ) : (
        <Banner severity="info" title={<Trans>Your payment is being processed</Trans>}>
          <p>
            <Trans>This usually takes a few seconds, sometimes a few minutes. Don’t pay again: Premium starts by itself once the payment is confirmed.</Trans>
          </p>
        </Banner>
      )}
      <p className="subscription-hint">
        <Trans>To see the result, open the PikPak app, log in, and open Premium.</Trans>
      </p>
      <div className="subscription-actions">
        <WayOn actor={actor} />
        <SubscriptionLink />
      </div>
    </>
  );
}

/** Back to the app inside it; in a browser, the way to get the app or the app's deep link (selectPaymentWayOn). */
function WayOn({ actor }: { actor: PaymentStatusActor }) {
  const way = useSelector(actor, selectPaymentWayOn);
  const appLink = useSelector(actor, selectAppLink);
  switch (way) {
    case 'close-page':
      return <BackToApp actor={actor} />;
    case 'get-app':
      return <GetAppLink icon={<Smartphone aria-hidden="true" />} />;
    case 'open-app':
      return (
        <Button block icon={<Smartphone aria-hidden="true" />} href={appLink}>
          <Trans>Open the PikPak app</Trans>
        </Button>
      );
  }
}
