import { Trans } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import type { SubscriptionActor } from '../../../machines/subscription/subscription.view';
import { Button } from '../../ui/button';
import { GetAppLink } from '../../ui/get-app-link';

/** Buying Premium: in the app through its web page call (the machine's `renew`), in a browser the way to the app. */
export function GetPremium({ actor, inApp, again }: { actor: SubscriptionActor; inApp: boolean; again: boolean }) {
  if (!inApp) {
    return (
      <>
        <p className="subscription-hint">
          <Trans>You can buy Premium in the PikPak app.</Trans>
        </p>
        <GetAppLink />
      </>
    );
  }
  return (
    <Button block icon={<Sparkles aria-hidden="true" />} onClick={() => actor.send({ type: 'renew' })}>
      {again ? <Trans>Get Premium again</Trans> : <Trans>Get Premium</Trans>}
    </Button>
  );
}
