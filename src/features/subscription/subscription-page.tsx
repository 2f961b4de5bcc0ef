import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { CreditCard, Download, ExternalLink, Receipt, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  CANCEL_REASONS,
  selectCancelReason,
  selectCancelStep,
  selectInApp,
  selectSubscriptionProblem,
  selectSubscriptionView,
  type CancelReason,
  type SubscriptionActor,
  type SubscriptionView,
} from '../../../machines/subscription.machine';
import type { Invoice, Subscription } from '../../../protocol/api/schemas';
import type { Session } from '../../../protocol/session';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { List, ListRow } from '../../ui/list-row';
import { Page } from '../../shell/page';
import { ProblemText } from '../../ui/problem-text';
import { useServices } from '../../shell/services-context';
import { StatePanel } from '../../ui/state-panel';
import { useTrackReports } from '../../shell/use-track-reports';
import { brandName, formatDate, formatMoney } from './format';
import { SessionGate } from '../../shell/session-gate';
import { SubscriptionSkeleton } from './skeletons';
import { useSubscriptionWiring } from './wiring';
import './subscription.css';

type Wiring = ReturnType<typeof useSubscriptionWiring>;

/** /subscription (§2.6, §4.3): the card subscription, its payment method and billing history, cancel and buy again. */
export function SubscriptionPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Your subscription`}>
      <SessionGate skeleton={<SubscriptionSkeleton />}>{(session) => <SubscriptionContent session={session} />}</SessionGate>
    </Page>
  );
}

function SubscriptionContent({ session }: { session: Session }) {
  const { track } = useServices();
  const wiring = useSubscriptionWiring(session);
  const actor = useActorRef(wiring.machine, { input: wiring.input });
  useTrackReports(actor, track);
  const view = useSelector(actor, selectSubscriptionView);
  const subscription = useSelector(actor, wiring.selectSubscription);
  switch (view) {
    case 'loading':
      return <SubscriptionSkeleton />;
    case 'logged-out':
      return <LoggedOut actor={actor} />;
    case 'failed':
      return <LoadFailed actor={actor} />;
    case 'none':
      return <NoSubscription actor={actor} />;
    default:
      return subscription ? <Subscribed actor={actor} wiring={wiring} view={view} subscription={subscription} /> : <SubscriptionSkeleton />;
  }
}

/** The app's own way to get the app, in a browser. */
function GetTheAppLink() {
  return (
    <Link to="/toapp" className="button button-block">
      <Download aria-hidden="true" />
      <span>
        <Trans>Get the PikPak app</Trans>
      </span>
    </Link>
  );
}

function LoggedOut({ actor }: { actor: SubscriptionActor }) {
  const inApp = useSelector(actor, selectInApp);
  return (
    <Card title={<Trans>Log in to see your subscription</Trans>}>
      {inApp ? (
        <p>
          <Trans>Log in to the PikPak app, then open this page again to see and manage your Premium subscription.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Your subscription is managed in the PikPak app. Open the app and log in, then open Premium to see and manage your subscription.</Trans>
          </p>
          <GetTheAppLink />
        </>
      )}
    </Card>
  );
}

function LoadFailed({ actor }: { actor: SubscriptionActor }) {
  const problem = useSelector(actor, selectSubscriptionProblem);
  return (
    <StatePanel
      kind="error"
      title={<Trans>Your subscription could not be loaded.</Trans>}
      body={
        <p>
          <ProblemText problem={problem} />
        </p>
      }
      retry={{ label: <Trans>Try again</Trans>, onRetry: () => actor.send({ type: 'subscription.retry' }) }}
    />
  );
}

/** Buying Premium: in the app through its web page call, in a browser the way to the app. */
function GetPremium({ actor, again }: { actor: SubscriptionActor; again: boolean }) {
  const inApp = useSelector(actor, selectInApp);
  if (!inApp) {
    return (
      <>
        <p className="subscription-hint">
          <Trans>You can buy Premium in the PikPak app.</Trans>
        </p>
        <GetTheAppLink />
      </>
    );
  }
  return (
    <Button block icon={<Sparkles aria-hidden="true" />} onClick={() => actor.send({ type: 'renew' })}>
      {again ? <Trans>Get Premium again</Trans> : <Trans>Get Premium</Trans>}
    </Button>
  );
}

/** Subscriptions bought in the stores are not card subscriptions: they are managed in the store. */
function StoreNote() {
  return (
    <Banner severity="info" title={<Trans>Bought Premium in Google Play or the App Store?</Trans>}>
      <p>
        <Trans>
          Those subscriptions are managed by the store, not here. On Android, open Google Play, then Payments &amp; subscriptions. On an iPhone or iPad, open Settings, tap your name, then Subscriptions.
        </Trans>
      </p>
    </Banner>
  );
}

function NoSubscription({ actor }: { actor: SubscriptionActor }) {
  return (
    <>
      <Card title={<Trans>You have no subscription here</Trans>}>
        <p>
          <Trans>This page manages Premium subscriptions paid by card. With Premium you get more storage, faster downloads and more.</Trans>
        </p>
        <GetPremium actor={actor} again={false} />
      </Card>
      <StoreNote />
    </>
  );
}

const STATUS_TONE: Record<Exclude<SubscriptionView, 'logged-out' | 'loading' | 'failed' | 'none'>, 'success' | 'info' | 'warning' | 'muted'> = {
  active: 'success',
  cancelling: 'info',
  'past-due': 'warning',
  expired: 'muted',
};

function StatusBadge({ view }: { view: keyof typeof STATUS_TONE }) {
  return (
    <span className="subscription-badge" data-tone={STATUS_TONE[view]}>
      {view === 'active' ? <Trans>Active</Trans> : null}
      {view === 'cancelling' ? <Trans>Ends soon</Trans> : null}
      {view === 'past-due' ? <Trans>Past due</Trans> : null}
      {view === 'expired' ? <Trans>Ended</Trans> : null}
    </span>
  );
}

function Subscribed({ actor, wiring, view, subscription }: { actor: SubscriptionActor; wiring: Wiring; view: SubscriptionView; subscription: Subscription }) {
  const { i18n } = useLingui();
  const shown = view === 'cancelling' || view === 'past-due' || view === 'expired' ? view : 'active';
  const date = formatDate(i18n, subscription.current_period_end);
  return (
    <>
      {shown === 'cancelling' ? (
        <Banner severity="info" title={<Trans>Your subscription has been canceled</Trans>}>
          <p>
            <Trans>
              Premium continues until <time dateTime={subscription.current_period_end}>{date}</time>, then stops. You will not be charged again.
            </Trans>
          </p>
        </Banner>
      ) : null}
      {shown === 'past-due' ? <PastDue subscription={subscription} /> : null}
      <PlanCard view={shown} subscription={subscription} />
      {shown === 'active' ? <CancelSection actor={actor} subscription={subscription} /> : null}
      {shown === 'expired' ? (
        <Card title={<Trans>Get Premium again</Trans>}>
          <p>
            <Trans>Your Premium has ended. Subscribe again to get it back—you won’t be charged until you do.</Trans>
          </p>
          <GetPremium actor={actor} again />
        </Card>
      ) : null}
      <BillingHistory invoices={subscription.invoices} invoiceHref={wiring.invoiceHref} />
    </>
  );
}

function PastDue({ subscription }: { subscription: Subscription }) {
  const card = subscription.payment_method;
  const brand = card ? brandName(card.brand) : '';
  const last4 = card?.last4 ?? '';
  return (
    <Banner severity="warning" title={<Trans>Your last payment did not go through</Trans>}>
      <p>
        {card ? (
          <Trans>
            We’ll retry the payment on your {brand} card ending in <bdi>{last4}</bdi>. Make sure the card can be charged—if the payment keeps failing, Premium stops.
          </Trans>
        ) : (
          <Trans>We’ll retry the payment. Make sure your card can be charged—if the payment keeps failing, Premium stops.</Trans>
        )}
      </p>
    </Banner>
  );
}

function PlanCard({ view, subscription }: { view: keyof typeof STATUS_TONE; subscription: Subscription }) {
  const { i18n } = useLingui();
  const { plan } = subscription;
  const price = formatMoney(i18n, plan.amount, plan.currency);
  const date = formatDate(i18n, subscription.current_period_end);
  const card = subscription.payment_method;
  const brand = card ? brandName(card.brand) : '';
  const last4 = card?.last4 ?? '';
  return (
    <Card title={<Trans>Your plan</Trans>} className="subscription-plan">
      <div className="subscription-plan-head">
        <p className="subscription-plan-name">
          <bdi>{plan.name}</bdi>
        </p>
        <StatusBadge view={view} />
      </div>
      <p className="subscription-price">
        {plan.interval === 'year' ? (
          <Trans>
            <bdi>{price}</bdi> per year
          </Trans>
        ) : (
          <Trans>
            <bdi>{price}</bdi> per month
          </Trans>
        )}
      </p>
      <dl className="subscription-facts">
        <div className="subscription-fact">
          <dt>
            {view === 'active' ? <Trans>Next charge</Trans> : null}
            {view === 'cancelling' ? <Trans>Premium ends on</Trans> : null}
            {view === 'past-due' ? <Trans>Current period ends</Trans> : null}
            {view === 'expired' ? <Trans>Premium ended on</Trans> : null}
          </dt>
          <dd>
            <time dateTime={subscription.current_period_end}>{date}</time>
            {view === 'active' ? (
              <span className="subscription-fact-note">
                <Trans>
                  <bdi>{price}</bdi> will be charged
                </Trans>
              </span>
            ) : null}
          </dd>
        </div>
        <div className="subscription-fact">
          <dt>
            <Trans>Payment method</Trans>
          </dt>
          <dd className="subscription-card">
            <CreditCard aria-hidden="true" />
            {card ? (
              <span>
                <Trans>
                  {brand} ending in <bdi>{last4}</bdi>
                </Trans>
              </span>
            ) : (
              <span>
                <Trans>No card on file</Trans>
              </span>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

const REASON_LABELS: Record<CancelReason, () => ReturnType<typeof Trans>> = {
  too_expensive: () => <Trans>It costs too much</Trans>,
  unused: () => <Trans>I don’t use it enough</Trans>,
  missing_features: () => <Trans>It lacks something I need</Trans>,
  switched_service: () => <Trans>I’m switching to another service</Trans>,
  low_quality: () => <Trans>It doesn’t work well enough</Trans>,
  other: () => <Trans>Another reason</Trans>,
};

/**
 * Cancel at the period's end (Stripe's customer portal): a button, then a confirmation that
 * says what happens before the one request, with an optional reason. A failed cancel keeps
 * the subscription and says so.
 */
function CancelSection({ actor, subscription }: { actor: SubscriptionActor; subscription: Subscription }) {
  const { i18n } = useLingui();
  const step = useSelector(actor, selectCancelStep);
  const problem = useSelector(actor, selectSubscriptionProblem);
  const reason = useSelector(actor, selectCancelReason);
  const date = formatDate(i18n, subscription.current_period_end);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    // Focus follows the step: into the confirmation when it opens, back to the button when it closes.
    if (step === 'confirming' && previous.current !== 'confirming') confirmTitle.current?.focus();
    if (step === 'idle' && previous.current === 'confirming') startButton.current?.focus();
    previous.current = step;
  }, [step]);

  if (step === 'confirming' || step === 'submitting') {
    const busy = step === 'submitting';
    return (
      <section className="ui-card subscription-confirm" aria-labelledby="subscription-confirm-title">
        <h2 id="subscription-confirm-title" className="ui-card-title" tabIndex={-1} ref={confirmTitle}>
          <Trans>Cancel your subscription?</Trans>
        </h2>
        <p>
          <Trans>
            Premium continues until <time dateTime={subscription.current_period_end}>{date}</time>, then stops. You will not be charged again.
          </Trans>
        </p>
        <fieldset className="ui-radio-group" disabled={busy}>
          <legend className="ui-radio-group-legend">
            <Trans>Why are you canceling? (optional)</Trans>
          </legend>
          {CANCEL_REASONS.map((r) => {
            const Label = REASON_LABELS[r];
            return (
              <label key={r} className="ui-radio">
                <input
                  type="radio"
                  name="cancel-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => actor.send({ type: 'cancel.reason', reason: r })}
                />
                <span>
                  <Label />
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="subscription-actions">
          <Button block busy={busy} onClick={() => actor.send({ type: 'cancel.confirm' })}>
            <Trans>Cancel subscription</Trans>
          </Button>
          <Button variant="secondary" block disabled={busy} onClick={() => actor.send({ type: 'cancel.dismiss' })}>
            <Trans>Keep Premium</Trans>
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="ui-card" aria-labelledby="subscription-cancel-title">
      <h2 id="subscription-cancel-title" className="ui-card-title">
        <Trans>Cancel subscription</Trans>
      </h2>
      {step === 'failed' ? (
        <Banner severity="danger" title={<Trans>Your subscription wasn’t canceled</Trans>}>
          <p>
            <ProblemText problem={problem} /> <Trans>Premium continues as before.</Trans>
          </p>
        </Banner>
      ) : null}
      <p>
        <Trans>You can cancel at any time. Premium stays on until the end of the period you have paid for, and you are not charged again.</Trans>
      </p>
      <Button variant="secondary" block ref={startButton} onClick={() => actor.send({ type: 'cancel.start' })}>
        <Trans>Cancel subscription</Trans>
      </Button>
    </section>
  );
}

function InvoiceStatus({ status }: { status: string }) {
  switch (status) {
    case 'paid':
      return <Trans>Paid</Trans>;
    case 'open':
      return <Trans>Due</Trans>;
    case 'void':
      return <Trans>Voided</Trans>;
    case 'uncollectible':
      return <Trans>Not collected</Trans>;
    default:
      return <Trans>Pending</Trans>;
  }
}

/** The billing history: date, amount, status and the hosted invoice when its address passes the check. */
function BillingHistory({ invoices, invoiceHref }: { invoices: readonly Invoice[]; invoiceHref: Wiring['invoiceHref'] }) {
  const { i18n, t } = useLingui();
  return (
    <section className="subscription-section" aria-labelledby="subscription-history-title">
      <h2 id="subscription-history-title">
        <Trans>Billing history</Trans>
      </h2>
      {invoices.length === 0 ? (
        <p className="subscription-hint">
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <List aria-labelledby="subscription-history-title" className="subscription-history">
          {invoices.map((invoice) => {
            const date = formatDate(i18n, invoice.created);
            const href = invoiceHref(invoice.hosted_invoice_url);
            return (
              <ListRow
                key={invoice.id}
                leading={<Receipt />}
                title={<bdi>{formatMoney(i18n, invoice.amount, invoice.currency)}</bdi>}
                subtitle={
                  <>
                    <time dateTime={invoice.created}>{date}</time>
                    <span aria-hidden="true"> · </span>
                    <InvoiceStatus status={invoice.status} />
                  </>
                }
                trailingTone={href ? 'accent' : 'muted'}
                trailing={
                  href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" className="subscription-invoice-link" aria-label={t`Invoice from ${date} (opens in a new tab)`}>
                      <span>
                        <Trans>Invoice</Trans>
                      </span>
                      <ExternalLink aria-hidden="true" />
                    </a>
                  ) : (
                    <Trans>No invoice</Trans>
                  )
                }
              />
            );
          })}
        </List>
      )}
    </section>
  );
}
