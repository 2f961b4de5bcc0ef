import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  selectInApp,
  selectSubscriptionData,
  selectSubscriptionOutcome,
  selectSubscriptionProblem,
  selectSubscriptionView,
  selectUnsureChange,
  type SubscriptionActor,
  type SubscriptionView,
} from '../../../machines/subscription/subscription.machine';
import type { Session } from '../../../protocol/session';
import { Banner } from '../../ui/banner';
import { Card } from '../../ui/card';
import { Page } from '../../shell/page';
import { GetAppLink } from '../../ui/get-app-link';
import { LoadFailed as LoadFailedPanel } from '../../ui/load-failed';
import { AppScreenAction } from '../../shell/app-screen';
import { SessionGate } from '../../shell/session-gate';
import { CanceledPanel, RenewedPanel } from './subscription-done';
import { GetPremium } from './get-premium';
import { SubscriptionSkeleton } from './skeletons';
import { Subscribed } from './subscription-plan';
import { UnsureBanner } from './subscription-unsure';
import { useSubscriptionPage } from './wiring';
import './subscription.css';

/** /subscription (§2.6, §4.3): the card subscription, its payment method and billing history, cancel and buy again. */
export function SubscriptionPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Your subscription`}>
      <SessionGate skeleton={<SubscriptionSkeleton />} browser={<LoggedOut inApp={false} />}>
        {(session) => <SubscriptionContent session={session} />}
      </SessionGate>
    </Page>
  );
}

function SubscriptionContent({ session }: { session: Session }) {
  const { actor } = useSubscriptionPage({ session });
  const view = useSelector(actor, selectSubscriptionView);
  const unsure = useSelector(actor, selectUnsureChange);
  return (
    <>
      {unsure && view !== 'logged-out' ? <UnsureBanner change={unsure} view={view} /> : null}
      <SubscriptionState actor={actor} view={view} />
    </>
  );
}

function SubscriptionState({ actor, view }: { actor: SubscriptionActor; view: SubscriptionView }) {
  const inApp = useSelector(actor, selectInApp);
  const subscription = useSelector(actor, selectSubscriptionData);
  const outcome = useSelector(actor, selectSubscriptionOutcome);
  // A completed cancel or renewal: the success is the page's one message, in the task's place.
  if (outcome === 'canceled' && subscription) return <CanceledPanel actor={actor} subscription={subscription} />;
  if (outcome === 'renewed' && subscription) return <RenewedPanel subscription={subscription} />;
  switch (view) {
    case 'loading':
      return <SubscriptionSkeleton />;
    case 'logged-out':
      return <LoggedOut inApp={inApp} />;
    case 'failed':
      return <LoadFailed actor={actor} />;
    case 'none':
      return <NoSubscription actor={actor} inApp={inApp} />;
    default:
      return subscription ? <Subscribed actor={actor} inApp={inApp} view={view} subscription={subscription} /> : <SubscriptionSkeleton />;
  }
}

function LoggedOut({ inApp }: { inApp: boolean }) {
  return (
    <Card title={<Trans>Log in to see your subscription</Trans>}>
      {inApp ? (
        <>
          <p>
            <Trans>Log in to see and manage your Premium subscription.</Trans>
          </p>
          <AppScreenAction screen="login" />
        </>
      ) : (
        <>
          <p>
            <Trans>Your subscription is managed in the PikPak app. Open the app and log in, then open Premium to see and manage your subscription.</Trans>
          </p>
          <GetAppLink />
        </>
      )}
    </Card>
  );
}

function LoadFailed({ actor }: { actor: SubscriptionActor }) {
  const problem = useSelector(actor, selectSubscriptionProblem);
  const retry = () => actor.send({ type: 'subscription.retry' });
  return (
    <LoadFailedPanel
      title={<Trans>Your subscription couldn’t be loaded</Trans>}
      problem={problem}
      onRetry={retry}
      logIn={<AppScreenAction screen="login" onBack={retry} />}
    />
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

function NoSubscription({ actor, inApp }: { actor: SubscriptionActor; inApp: boolean }) {
  return (
    <>
      <Card title={<Trans>You have no subscription here</Trans>}>
        <p>
          <Trans>This page manages Premium subscriptions paid by card. With Premium you get more storage, faster downloads and more.</Trans>
        </p>
        <GetPremium actor={actor} inApp={inApp} again={false} />
      </Card>
      <StoreNote />
    </>
  );
}
