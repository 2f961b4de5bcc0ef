import { Trans, useLingui } from '@lingui/react/macro';
import type { SubscriptionActor } from '../../../machines/subscription/subscription.view';
import type { Subscription } from '../../../protocol/api/schemas';
import { DoneAction } from '../../shell/done-action';
import { Button } from '../../ui/button';
import { SuccessPanel } from '../../ui/success-panel';
import { formatDate, formatMoney } from './format';

/** The cancel went through: Premium until the date, Done, and Renew as the undo. */
export function CanceledPanel({ actor, subscription, renewing }: { actor: SubscriptionActor; subscription: Subscription; renewing: boolean }) {
  const { i18n } = useLingui();
  const date = formatDate(i18n, subscription.current_period_end);
  return (
    <SuccessPanel
      title={<Trans>Subscription canceled</Trans>}
      done={<DoneAction />}
      secondary={
        <Button variant="secondary" block busy={renewing} onClick={() => actor.send({ type: 'resume' })}>
          <Trans>Renew</Trans>
        </Button>
      }
    >
      <p>
        <Trans>
          Premium continues until <time dateTime={subscription.current_period_end}>{date}</time>, then stops. You won’t be charged again.
        </Trans>
      </p>
    </SuccessPanel>
  );
}

/** The cancel was undone: the next charge with its amount and date, and Done. */
export function RenewedPanel({ subscription }: { subscription: Subscription }) {
  const { i18n } = useLingui();
  const price = formatMoney(i18n, subscription.plan.amount, subscription.plan.currency);
  const date = formatDate(i18n, subscription.current_period_end);
  return (
    <SuccessPanel title={<Trans>Subscription renewed</Trans>} done={<DoneAction />}>
      <p>
        <Trans>
          Premium continues. The next charge of <bdi>{price}</bdi> is on <time dateTime={subscription.current_period_end}>{date}</time>.
        </Trans>
      </p>
    </SuccessPanel>
  );
}
