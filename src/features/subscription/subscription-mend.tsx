import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CreditCard, ExternalLink, RotateCcw } from 'lucide-react';
import {
  cardUpdateViewOf,
  selectResumeSection,
  type CardUpdateActor,
  type SubscriptionActor,
} from '../../../machines/subscription/subscription.view';
import type { Subscription } from '../../../protocol/api/schemas';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ProblemText } from '../../ui/problem-text';
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
  const section = useSelector(actor, selectResumeSection);
  const price = formatMoney(i18n, subscription.plan.amount, subscription.plan.currency);
  const date = formatDate(i18n, subscription.current_period_end);
  const loggingIn = section.kind === 'failed' && section.wayOn === 'log-in';
  return (
    <Card title={<Trans>Changed your mind?</Trans>}>
      {section.kind === 'failed' ? (
        <Banner severity="danger" title={<Trans>Your subscription wasn’t renewed</Trans>}>
          <p>
            <ProblemText problem={section.problem} />
            <SentenceGap />
            <Trans>Premium will still end on <time dateTime={subscription.current_period_end}>{date}</time>.</Trans>
          </p>
        </Banner>
      ) : null}
      {loggingIn ? <AppScreenAction screen="login" onBack={() => actor.send({ type: 'resume' })} /> : null}
      <p>
        <Trans>
          Renew to keep Premium. Your subscription continues, and you’ll be charged <bdi>{price}</bdi> on <time dateTime={subscription.current_period_end}>{date}</time>.
        </Trans>
      </p>
      <Button block variant={loggingIn ? 'secondary' : 'primary'} busy={section.kind === 'resuming'} icon={<RotateCcw aria-hidden="true" />} onClick={() => actor.send({ type: 'resume' })}>
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

/** One tap opens the provider's secure page in a new tab; back here, the page reads the subscription again. */
export function UpdateCard({ card, inApp }: { card: CardUpdateActor; inApp: boolean }) {
  const view = useSelector(card, (s) => cardUpdateViewOf(s, inApp), (a, b) => a.kind === b.kind);
  const open = () => card.send({ type: 'card.open' });
  const failed = view.kind === 'failed' ? view : null;
  const retrying = failed !== null && (failed.wayOn === 'retry' || failed.wayOn === 'own');
  return (
    <div className="subscription-card-update">
      {failed ? (
        <Banner severity="danger" title={<Trans>Couldn’t open the secure page</Trans>}>
          <p>
            <ProblemText problem={failed.problem} />
          </p>
        </Banner>
      ) : null}
      {failed?.wayOn === 'log-in' ? <AppScreenAction screen="login" onBack={open} /> : null}
      <Button variant={retrying ? 'primary' : 'secondary'} busy={view.kind === 'opening'} icon={<CreditCard aria-hidden="true" />} onClick={open}>
        {retrying ? <Trans>Try again</Trans> : <Trans>Update payment method</Trans>}
      </Button>
      {view.kind === 'away' ? (
        <p className="subscription-hint">
          <Trans>You’ll update your card on our payment provider’s secure page.</Trans>
        </p>
      ) : null}
    </div>
  );
}
