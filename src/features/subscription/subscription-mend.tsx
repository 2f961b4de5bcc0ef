import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CreditCard, ExternalLink, RotateCcw } from 'lucide-react';
import {
  selectCardProblem,
  selectCardStep,
  selectCardUpdate,
  selectResumeStep,
  selectSubscriptionProblem,
  type CardUpdateActor,
  type SubscriptionActor,
} from '../../../machines/subscription/subscription.machine';
import type { Subscription } from '../../../protocol/api/schemas';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ProblemText } from '../../ui/problem-text';
import { needsLogIn } from '../../../machines/core/problem';
import { AppScreenAction } from '../../shell/app-screen';
import { formatDate, formatMoney } from './format';
import { SentenceGap } from '../../ui/sentence-gap';

/**
 * Mending and undoing, as Stripe's customer portal offers them: Renew while cancelling at the
 * period's end (the cancel undone, one request), Pay now on a payment past due (the open
 * invoice's hosted page), and Update payment method (the provider's page, asked for on tap).
 */

/** While cancelling: Renew undoes the cancel; a failure says so, and Renew stays to try again. */
export function ResumeSection({ actor, subscription }: { actor: SubscriptionActor; subscription: Subscription }) {
  const { i18n } = useLingui();
  const step = useSelector(actor, selectResumeStep);
  const problem = useSelector(actor, selectSubscriptionProblem);
  const price = formatMoney(i18n, subscription.plan.amount, subscription.plan.currency);
  const date = formatDate(i18n, subscription.current_period_end);
  return (
    <Card title={<Trans>Changed your mind?</Trans>}>
      {step === 'failed' ? (
        <Banner severity="danger" title={<Trans>Your subscription wasn’t renewed</Trans>}>
          <p>
            <ProblemText problem={problem} />
            <SentenceGap />
            <Trans>Premium will still end on <time dateTime={subscription.current_period_end}>{date}</time>.</Trans>
          </p>
        </Banner>
      ) : null}
      {step === 'failed' && needsLogIn(problem) ? <AppScreenAction screen="login" onBack={() => actor.send({ type: 'resume' })} /> : null}
      <p>
        <Trans>
          Renew to keep Premium. Your subscription continues, and you’ll be charged <bdi>{price}</bdi> on <time dateTime={subscription.current_period_end}>{date}</time>.
        </Trans>
      </p>
      <Button block variant={step === 'failed' && needsLogIn(problem) ? 'secondary' : 'primary'} busy={step === 'resuming'} icon={<RotateCcw aria-hidden="true" />} onClick={() => actor.send({ type: 'resume' })}>
        <Trans>Renew subscription</Trans>
      </Button>
    </Card>
  );
}

/** Pay now: the provider's hosted page of the open invoice, opened as the billing history opens invoices (a new tab). */
export function PayNowLink({ href }: { href: string }) {
  const { t } = useLingui();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="button button-block" aria-label={t`Pay now (opens in a new tab)`}>
      <ExternalLink className="icon-directional" aria-hidden="true" />
      <span>
        <Trans>Pay now</Trans>
      </span>
    </a>
  );
}

/** Update payment method, when the subscription has the card's update (a live subscription): in the payment-method row. */
export function UpdateCard({ actor }: { actor: SubscriptionActor }) {
  const card = useSelector(actor, selectCardUpdate);
  return card ? <CardUpdate card={card} /> : null;
}

/** One tap opens the provider's secure page in a new tab; back here, the page reads the subscription again. */
function CardUpdate({ card }: { card: CardUpdateActor }) {
  const step = useSelector(card, selectCardStep);
  const problem = useSelector(card, selectCardProblem);
  const loggingIn = step === 'failed' && needsLogIn(problem);
  return (
    <div className="subscription-card-update">
      {step === 'failed' ? (
        <Banner severity="danger" title={<Trans>Couldn’t open the secure page</Trans>}>
          <p>
            <ProblemText problem={problem} />
          </p>
        </Banner>
      ) : null}
      {loggingIn ? <AppScreenAction screen="login" onBack={() => card.send({ type: 'card.open' })} /> : null}
      <Button
        variant={step === 'failed' && !loggingIn ? 'primary' : 'secondary'}
        busy={step === 'opening'}
        icon={<CreditCard aria-hidden="true" />}
        onClick={() => card.send({ type: 'card.open' })}
      >
        {step === 'failed' && !loggingIn ? <Trans>Try again</Trans> : <Trans>Update payment method</Trans>}
      </Button>
      {step === 'away' ? (
        <p className="subscription-hint">
          <Trans>You change your card on the payment provider’s secure page.</Trans>
        </p>
      ) : null}
    </div>
  );
}
