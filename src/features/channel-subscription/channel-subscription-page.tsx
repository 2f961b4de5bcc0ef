import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  LIST_RETRY,
  selectChannelPage,
  selectListLoad,
  type ChannelListActor,
  type ChannelPageActor,
  type ChannelRowData,
} from '../../../machines/channel-subscription/channel-page.view';
import type { Session } from '../../../protocol/session';
import { AppScreenAction } from '../../shell/app-screen';
import { Page } from '../../shell/page';
import { SessionGate } from '../../shell/session-gate';
import { Card } from '../../ui/card';
import { GetAppLink } from '../../ui/get-app-link';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { StatePanel } from '../../ui/state-panel';
import { OpenBot } from './channel-links';
import { OpenAppButton } from '../../shell/open-app';
import { ChannelRow, OneChannel, UnknownChannel } from './channel-views';
import { useChannelPage } from './wiring';
import './channel-subscription.css';

const route = getRouteApi('/_pages/bot-sub');

/**
 * /bot-sub (§2, §6, §8): the PikPak bot in Telegram sends a user here to subscribe a
 * channel to their drive (`?channel=&title=`) or to manage their subscriptions (no channel).
 * The page frame is pre-rendered; whether the app is there, the session and the address come
 * after hydration. Outside the app nothing is requested. Every state offers a next action
 * (README's closing note lists them).
 */
export function ChannelSubscriptionPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Telegram channel subscriptions`}>
      <p className="channel-lead">
        <Trans>When you subscribe to a Telegram channel, its new posts are saved to your PikPak drive automatically.</Trans>
      </p>
      <SessionGate>{(session) => <ChannelFor session={session} />}</SessionGate>
    </Page>
  );
}

/** The page starts afresh for another address (the list after "Manage subscriptions"). */
function ChannelFor({ session }: { session: Session }) {
  // Read only after hydration (SessionGate): the pre-rendered page has no query.
  const search = route.useSearch();
  const channel = search.channel ?? null;
  return <ChannelContent key={channel ?? ''} session={session} channel={channel} title={search.title ?? null} />;
}

function ChannelContent({ session, channel, title }: { session: Session; channel: string | null; title: string | null }) {
  const { actor } = useChannelPage({ session, channel, title });
  const view = useSelector(actor, selectChannelPage);
  switch (view.kind) {
    case 'install-app':
      return <InstallApp />;
    case 'log-in':
      return <LogIn />;
    case 'list-load':
      return <ListLoad actor={actor} load={view.load} inApp={view.inApp} />;
    case 'unknown-channel':
      return <UnknownChannel channel={view.channel} />;
    case 'channel':
      return <OneChannel channel={view.channel} actions={view.actions} />;
    case 'empty':
      return (
        <StatePanel
          kind="empty"
          title={<Trans>You’re not subscribed to any channels</Trans>}
          body={
            <p>
              <Trans>To subscribe to a channel, send its link to the PikPak bot in Telegram.</Trans>
            </p>
          }
          action={<OpenBot />}
        />
      );
    case 'list':
      return <Subscriptions rows={view.rows} />;
  }
}

/** §8: outside the app there is no session to subscribe with. */
function InstallApp() {
  return (
    <Card title={<Trans>Install the PikPak app to finish subscribing</Trans>}>
      <p>
        <Trans>Subscriptions are saved to your PikPak account in the app. Install the app and log in, then open the link from the PikPak bot again.</Trans>
      </p>
      <GetAppLink />
    </Card>
  );
}

/** Logged out in the app: the app's log-in screen; the page moves on by itself once the reader is back (SessionGate). */
function LogIn() {
  return (
    <Card title={<Trans>Log in to manage subscriptions</Trans>}>
      <p>
        <Trans>Your channel subscriptions belong to your PikPak account. Log in to see them and to subscribe.</Trans>
      </p>
      <AppScreenAction screen="login" />
    </Card>
  );
}

/**
 * The list loads; when it could not be loaded, its way on (wayOnOf). In the app an expired login is logged in
 * again (the list loads again when the reader is back); in a browser the app is where one logs
 * in; else Try again.
 */
function ListLoad({ actor, load, inApp }: { actor: ChannelPageActor; load: ChannelListActor; inApp: boolean }) {
  const { t } = useLingui();
  const view = useSelector(load, (s) => selectListLoad(s, inApp));
  const retry = () => actor.send(LIST_RETRY);
  if (view.kind === 'loading') return <Skeleton label={t`Loading your subscriptions…`} shape={view.shape} lines={2} />;
  return (
    <LoadFailed
      title={<Trans>Your subscriptions couldn’t be loaded</Trans>}
      problem={view.problem}
      onRetry={retry}
      wayOn={view.wayOn}
      openApp={<OpenAppButton />}
      logIn={view.wayOn === 'log-in' ? <AppScreenAction screen="login" onBack={retry} /> : undefined}
    />
  );
}

function Subscriptions({ rows }: { rows: readonly ChannelRowData[] }) {
  return (
    <section aria-labelledby="channel-list-title">
      <h2 id="channel-list-title" className="channel-list-title">
        <Trans>Your subscriptions</Trans>
      </h2>
      <ul role="list" className="ui-list channel-list">
        {rows.map((row) => (
          <ChannelRow key={row.channel.id} row={row} />
        ))}
      </ul>
    </section>
  );
}
