import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectSubscriptionContent, selectUnsureNotice, type SubscriptionActor, type SubscriptionContent as Content } from '../../../machines/subscription/subscription.view';
import type { Session } from '../../../protocol/session';
import { Banner } from '../../ui/banner';
import { Card } from '../../ui/card';
import { Page } from '../../shell/page';
import { LoadFailed as LoadFailedPanel } from '../../ui/load-failed';
import { AppScreenAction } from '../../shell/app-screen';
import { OpenAppButton } from '../../shell/open-app';
import { SessionGate } from '../../shell/session-gate';
import { CanceledPanel, RenewedPanel } from './subscription-done';
import { GetPremium } from './get-premium';
import { GetTheApp } from './payment-way-on';
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
  const content = useSelector(actor, selectSubscriptionContent);
  const unsure = useSelector(actor, selectUnsureNotice);
  return (
    <>
      <UnsureBanner notice={unsure} />
      <SubscriptionState actor={actor} content={content} />
    </>
  );
}

function SubscriptionState({ actor, content }: { actor: SubscriptionActor; content: Content }) {
  switch (content.kind) {
    case 'canceled':
      // A completed cancel or renewal: the success is the page's one message, in the task's place.
      return <CanceledPanel actor={actor} subscription={content.subscription} renewing={content.renewing} />;
    case 'renewed':
      return <RenewedPanel subscription={content.subscription} />;
    case 'loading':
      return <SubscriptionSkeleton />;
    case 'logged-out':
      return <LoggedOut inApp={content.inApp} />;
    case 'failed':
      return <LoadFailed actor={actor} content={content} />;
    case 'none':
      return <NoSubscription actor={actor} inApp={content.inApp} />;
    case 'subscribed':
      return <Subscribed actor={actor} content={content} />;
  }
}

function LoggedOut({ inApp }: { inApp: boolean }) {
  if (inApp) {
    return (
      <Card title={<Trans>Log in to see your subscription</Trans>}>
        <p>
          <Trans>Log in to see and manage your Premium subscription.</Trans>
        </p>
        <AppScreenAction screen="login" />
      </Card>
    );
  }
  return (
    <Card title={<Trans>Manage your subscription in the PikPak app</Trans>}>
      <p>
        <Trans>Your subscription is managed in the PikPak app. Open the app and log in, then open Premium to see and manage your subscription.</Trans>
      </p>
      <div className="subscription-actions">
        <OpenAppButton />
        <GetTheApp />
      </div>
    </Card>
  );
}

/** The subscription couldn't be loaded: Log in in the app (the load resumes), the app in a browser, else Try again. */
function LoadFailed({ actor, content }: { actor: SubscriptionActor; content: Extract<Content, { kind: 'failed' }> }) {
  const retry = () => actor.send({ type: 'subscription.retry' });
  return (
    <LoadFailedPanel
      title={<Trans>Your subscription couldn’t be loaded</Trans>}
      problem={content.problem}
      onRetry={retry}
      wayOn={content.wayOn}
      openApp={<OpenAppButton />}
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
