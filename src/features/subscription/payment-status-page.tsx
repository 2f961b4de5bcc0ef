import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { selectPaymentStatusContent, type PaymentStatusActor, type PaymentStatusContent } from '../../../machines/subscription/payment-status.view';
import type { Session } from '../../../protocol/session';
import { AppScreenAction } from '../../shell/app-screen';
import { DoneAction } from '../../shell/done-action';
import { Banner } from '../../ui/banner';
import { SuccessPanel } from '../../ui/success-panel';
import { Button } from '../../ui/button';
import { Page } from '../../shell/page';
import { ProblemText } from '../../ui/problem-text';
import { formatDate, formatMoney } from './format';
import { BackToApp, GetTheApp, SubscriptionLink, WayOn } from './payment-way-on';
import { OpenAppButton } from '../../shell/open-app';
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
  const content = useSelector(actor, selectPaymentStatusContent);
  switch (content.kind) {
    case 'checking':
      return <Checking />;
    case 'check-failed':
      return <CheckFailed actor={actor} content={content} />;
    case 'confirmed':
      return <Confirmed content={content} />;
    case 'still-processing':
      return <StillProcessing actor={actor} problem={content.problem} />;
    case 'failed':
      return <Failed actor={actor} />;
    case 'unknown':
      return <Unknown actor={actor} content={content} />;
    case 'log-in':
      return <LogInToConfirm ended={content.ended} onBack={() => actor.send({ type: 'status.check' })} />;
    case 'explained':
      return <Explained content={content} />;
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

/** A check failed: said at once, with a check on request (the checks go on meanwhile). */
function CheckFailed({ actor, content }: { actor: PaymentStatusActor; content: Extract<PaymentStatusContent, { kind: 'check-failed' }> }) {
  return (
    <>
      <p className="subscription-hint" role="status">
        <Trans>We’re still checking your payment. Don’t pay again.</Trans>
      </p>
      <Banner severity="warning" title={<Trans>Your payment couldn’t be checked</Trans>}>
        <p>
          <ProblemText problem={content.problem} />
        </p>
      </Banner>
      <div className="subscription-actions">
        {content.wayOn === 'own' ? (
          <BackToApp actor={actor} />
        ) : (
          <Button block icon={<RotateCw aria-hidden="true" />} busy={content.busy} onClick={() => actor.send({ type: 'status.check' })}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </div>
    </>
  );
}

/** The subscription confirms the payment (in the app only): its amount and date, Premium's end, and Done. */
function Confirmed({ content: { until, payment } }: { content: Extract<PaymentStatusContent, { kind: 'confirmed' }> }) {
  const { i18n } = useLingui();
  const date = until ? formatDate(i18n, until) : '';
  const amount = payment ? formatMoney(i18n, payment.amount, payment.currency) : '';
  const paidOn = payment ? formatDate(i18n, payment.paidOn) : '';
  return (
    <SuccessPanel title={<Trans>Payment received</Trans>} done={<DoneAction />} secondary={<SubscriptionLink />}>
      {payment ? (
        <p>
          <Trans>
            You paid <bdi>{amount}</bdi> on <time dateTime={payment.paidOn}>{paidOn}</time>.
          </Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          Premium is active until <time dateTime={until ?? undefined}>{date}</time>.
        </Trans>
      </p>
    </SuccessPanel>
  );
}

/** In the app without a session (never logged in, or it ended during the check): log in, and the page checks again. */
function LogInToConfirm({ ended, onBack }: { ended: boolean; onBack: () => void }) {
  return (
    <>
      <Banner severity="info" title={ended ? <Trans>Your login has expired</Trans> : <Trans>Log in to confirm your payment</Trans>}>
        <p>
          {ended ? (
            <Trans>We stopped checking your payment because you’re no longer logged in. Log in again, and this page will check it again.</Trans>
          ) : (
            <Trans>Log in to the account you paid with, and this page will check the payment.</Trans>
          )}
        </p>
      </Banner>
      <div className="subscription-actions">
        <AppScreenAction screen="login" onBack={onBack} />
      </div>
    </>
  );
}

function StillProcessing({ actor, problem }: { actor: PaymentStatusActor; problem: Extract<PaymentStatusContent, { kind: 'still-processing' }>['problem'] }) {
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
      <Banner severity="danger" title={<Trans>Your payment didn’t go through</Trans>}>
        <p>
          <Trans>You weren’t charged. The card may have been declined, or the payment was canceled before it finished.</Trans>
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

/** No payment result: in the app, the subscription shows it; in a browser, the app does (a browser has no log-in here). */
function Unknown({ actor, content }: { actor: PaymentStatusActor; content: Extract<PaymentStatusContent, { kind: 'unknown' }> }) {
  return (
    <>
      <Banner severity="info" title={<Trans>We can’t tell how your payment went</Trans>}>
        <p>
          {content.inApp ? (
            <Trans>This page was opened without a payment result. Your subscription shows whether Premium is active.</Trans>
          ) : (
            <Trans>This page was opened without a payment result. Open Premium in the PikPak app to see whether it’s active.</Trans>
          )}
        </p>
      </Banner>
      <div className="subscription-actions">
        {content.inApp ? (
          <>
            <SubscriptionLink primary />
            <WayOn actor={actor} primary={false} />
          </>
        ) : (
          <>
            <OpenAppButton href={content.appLink} />
            <GetTheApp />
          </>
        )}
      </div>
    </>
  );
}

/**
 * A browser: the link's status proves nothing (anyone can write it), so the page never claims
 * success: it says where to confirm the payment, and not to pay again.
 */
function Explained({ content }: { content: Extract<PaymentStatusContent, { kind: 'explained' }> }) {
  return (
    <>
      {content.received ? (
        <Banner severity="info" title={<Trans>Confirm your payment in the app</Trans>}>
          <p>
            <Trans>We can’t confirm payments on this page. Don’t pay again: open Premium in the PikPak app, or check for the receipt we email after every payment.</Trans>
          </p>
        </Banner>
      ) : (
        <>
          <Banner severity="info" title={<Trans>Your payment is being processed</Trans>}>
            <p>
              <Trans>This usually takes a few seconds, sometimes a few minutes. Don’t pay again: Premium starts by itself once the payment is confirmed.</Trans>
            </p>
          </Banner>
          <p className="subscription-hint">
            <Trans>To confirm a payment, open Premium in the PikPak app, or look for the receipt we email after every payment.</Trans>
          </p>
        </>
      )}
      <div className="subscription-actions">
        <OpenAppButton href={content.appLink} />
        <GetTheApp />
      </div>
    </>
  );
}
