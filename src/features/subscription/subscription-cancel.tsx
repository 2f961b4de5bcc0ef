import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { CANCEL_REASONS, selectCancelSection, type CancelReason, type SubscriptionActor } from '../../../machines/subscription/subscription.view';
import type { Subscription } from '../../../protocol/api/schemas';
import { Banner } from '../../ui/banner';
import { RotateCw } from 'lucide-react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ProblemText } from '../../ui/problem-text';
import { AppScreenAction } from '../../shell/app-screen';
import { RadioGroup } from '../../ui/radio-group';
import { formatDate } from './format';
import { SentenceGap } from '../../ui/sentence-gap';

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
 * the subscription and says so. Focus follows the step: into the confirmation when it opens,
 * back to the button when it closes.
 */
export function CancelSection({ actor, subscription }: { actor: SubscriptionActor; subscription: Subscription }) {
  const { i18n } = useLingui();
  const section = useSelector(actor, selectCancelSection);
  const step = section.kind;
  const date = formatDate(i18n, subscription.current_period_end);
  const confirmTitle = useRef<HTMLSpanElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (step === 'confirming' && previous.current !== 'confirming') confirmTitle.current?.focus();
    if (step === 'idle' && previous.current === 'confirming') startButton.current?.focus();
    previous.current = step;
  }, [step]);

  if (section.kind === 'confirming' || section.kind === 'submitting') {
    const busy = section.kind === 'submitting';
    const { reason } = section;
    return (
      <Card
        className="subscription-confirm"
        title={
          <span tabIndex={-1} ref={confirmTitle} className="subscription-confirm-title">
            <Trans>Cancel your subscription?</Trans>
          </span>
        }
      >
        <p>
          <Trans>
            Premium continues until <time dateTime={subscription.current_period_end}>{date}</time>, then stops. You won’t be charged again.
          </Trans>
        </p>
        <RadioGroup
          legend={<Trans>Why are you canceling? (optional)</Trans>}
          name="cancel-reason"
          options={CANCEL_REASONS.map((r) => {
            const Label = REASON_LABELS[r];
            return { value: r, label: <Label />, disabled: busy };
          })}
          value={reason === '' ? null : reason}
          onChange={(r) => actor.send({ type: 'cancel.reason', reason: r })}
        />
        <div className="subscription-actions">
          <Button variant="danger" block busy={busy} onClick={() => actor.send({ type: 'cancel.confirm' })}>
            <Trans>Cancel subscription</Trans>
          </Button>
          <Button variant="secondary" block disabled={busy} onClick={() => actor.send({ type: 'cancel.dismiss' })}>
            <Trans>Keep Premium</Trans>
          </Button>
        </div>
      </Card>
    );
  }
  const failed = section.kind === 'failed' ? section : null;
  const confirm = () => actor.send({ type: 'cancel.confirm' });
  return (
    <Card title={<Trans>Cancel subscription</Trans>}>
      {failed ? (
        <Banner severity="danger" title={<Trans>Your subscription wasn’t canceled</Trans>}>
          <p>
            <ProblemText problem={failed.problem} />
            <SentenceGap />
            <Trans>Premium continues as before.</Trans>
          </p>
        </Banner>
      ) : null}
      {/* The cancel the reader confirmed is sent again: after logging in (by itself), or on Try again. */}
      {failed?.wayOn === 'log-in' ? <AppScreenAction screen="login" onBack={confirm} /> : null}
      {failed?.wayOn === 'retry' ? (
        <Button block icon={<RotateCw aria-hidden="true" />} onClick={confirm}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
      <p>
        <Trans>You can cancel at any time. Premium stays on until the end of the period you’ve paid for, and you won’t be charged again.</Trans>
      </p>
      <Button variant={failed?.wayOn === 'own' || (section.kind === 'idle' && section.main) ? 'primary' : 'secondary'} block ref={startButton} onClick={() => actor.send({ type: 'cancel.start' })}>
        <Trans>Cancel subscription</Trans>
      </Button>
    </Card>
  );
}
