import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Check, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  selectCardRow,
  type ShownLifecycle,
  type SubscribedLayout,
  type SubscriptionActor,
  type SubscriptionContent,
} from '../../../machines/subscription/subscription.view';
import type { Subscription } from '../../../protocol/api/schemas';
import { Banner } from '../../ui/banner';
import { Card } from '../../ui/card';
import { BillingHistory } from './billing-history';
import { brandName, formatDate, formatMoney } from './format';
import { GetPremium } from './get-premium';
import { CancelSection } from './subscription-cancel';
import { PayNowLink, ResumeSection, UpdateCard } from './subscription-mend';

/**
 * A loaded card subscription: the notice its state calls for, the plan, and its ways on
 * (machines/subscription/subscription-rules.ts): pay now and update the card (past due), update the card
 * and cancel (active), renew (cancelling), buy again (expired); then the billing history.
 */
export function Subscribed({ actor, content }: { actor: SubscriptionActor; content: Extract<SubscriptionContent, { kind: 'subscribed' }> }) {
  const { i18n } = useLingui();
  const { layout, subscription, payNow, inApp, due } = content;
  const date = formatDate(i18n, subscription.current_period_end);
  return (
    <>
      {layout.notice === 'cancelling' ? (
        <Banner severity="info" title={<Trans>Your subscription has been canceled</Trans>}>
          <p>
            <Trans>
              Premium continues until <time dateTime={subscription.current_period_end}>{date}</time>, then stops. You won’t be charged again.
            </Trans>
          </p>
        </Banner>
      ) : null}
      {layout.notice === 'past-due' ? <PastDue subscription={subscription} due={due} /> : null}
      {payNow ? (
        <div className="subscription-actions">
          <PayNowLink href={payNow} />
        </div>
      ) : null}
      <PlanCard layout={layout} subscription={subscription} update={layout.updateCard ? <CardRow actor={actor} /> : null} />
      {layout.resume ? <ResumeSection actor={actor} subscription={subscription} /> : null}
      {layout.cancel ? <CancelSection actor={actor} subscription={subscription} /> : null}
      {layout.renew ? (
        <Card title={<Trans>Get Premium again</Trans>}>
          <p>
            <Trans>Your Premium has ended. Subscribe again to get it back—you won’t be charged until you do.</Trans>
          </p>
          <GetPremium actor={actor} inApp={inApp} again />
        </Card>
      ) : null}
      <BillingHistory invoices={subscription.invoices} />
    </>
  );
}

/** The card's brand: a known one by its name, else the server's text (display text already), isolated and wrapping. */
function CardBrand({ brand }: { brand: string }) {
  return <bdi className="user-text">{brandName(brand)}</bdi>;
}

/** The card's update in the payment-method row, and "Card updated" once the read after the provider's page found another card. */
function CardRow({ actor }: { actor: SubscriptionActor }) {
  const { card, updated, inApp } = useSelector(actor, selectCardRow);
  return (
    <>
      <span role="status" className="subscription-card-updated">
        {updated ? (
          <>
            <Check aria-hidden="true" />
            <Trans>Card updated</Trans>
          </>
        ) : null}
      </span>
      {card ? <UpdateCard card={card} inApp={inApp} /> : null}
    </>
  );
}

function PastDue({ subscription, due }: { subscription: Subscription; due: { amount: number; currency: string } | null }) {
  const { i18n } = useLingui();
  const card = subscription.payment_method;
  const brand = card ? <CardBrand brand={card.brand} /> : null;
  const last4 = card?.last4 ?? '';
  const amount = due ? formatMoney(i18n, due.amount, due.currency) : '';
  return (
    <Banner severity="warning" title={<Trans>Your last payment didn’t go through</Trans>}>
      {due ? (
        <p className="subscription-due">
          <Trans>
            Amount due: <bdi>{amount}</bdi>
          </Trans>
        </p>
      ) : null}
      <p>
        {card ? (
          <Trans>
            We’ll retry the payment on your {brand} card ending in <bdi>{last4}</bdi>. Pay now or update your payment method to keep Premium—if the payment keeps failing, Premium stops.

          </Trans>
        ) : (
          <Trans>We’ll retry the payment. Pay now or update your payment method to keep Premium—if the payment keeps failing, Premium stops.</Trans>
        )}
      </p>
    </Banner>
  );
}

const BADGES: Record<ShownLifecycle, () => ReturnType<typeof Trans>> = {
  active: () => <Trans>Active</Trans>,
  cancelling: () => <Trans>Ends soon</Trans>,
  'past-due': () => <Trans>Past due</Trans>,
  expired: () => <Trans>Ended</Trans>,
};

const PERIOD_END_LABELS: Record<SubscribedLayout['periodEnd'], () => ReturnType<typeof Trans>> = {
  'next-charge': () => <Trans>Next charge</Trans>,
  'ends-on': () => <Trans>Premium ends on</Trans>,
  'period-ends': () => <Trans>Current period ends</Trans>,
  'ended-on': () => <Trans>Premium ended on</Trans>,
};

function PlanCard({ layout, subscription, update }: { layout: SubscribedLayout; subscription: Subscription; update: ReactNode }) {
  const { i18n } = useLingui();
  const { plan } = subscription;
  const price = formatMoney(i18n, plan.amount, plan.currency);
  const date = formatDate(i18n, subscription.current_period_end);
  const card = subscription.payment_method;
  const brand = card ? <CardBrand brand={card.brand} /> : null;
  const last4 = card?.last4 ?? '';
  const Badge = BADGES[layout.lifecycle];
  const PeriodEnd = PERIOD_END_LABELS[layout.periodEnd];
  return (
    <Card title={<Trans>Your plan</Trans>} className="subscription-plan">
      <div className="subscription-plan-head">
        <p className="subscription-plan-name">
          <bdi className="user-text">{plan.name}</bdi>
        </p>
        <span className="subscription-badge" data-tone={layout.tone}>
          <Badge />
        </span>
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
            <PeriodEnd />
          </dt>
          <dd>
            <time dateTime={subscription.current_period_end}>{date}</time>
            {layout.chargeNote ? (
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
          {update ? <dd className="subscription-card-actions">{update}</dd> : null}
        </div>
      </dl>
    </Card>
  );
}
