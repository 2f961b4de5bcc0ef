import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectChannelPageView, selectChannelRows, selectListProblem, selectOneChannel, type ChannelPageActor } from '../../../machines/channel-subscription/channel-page.machine';
import { Send } from 'lucide-react';
import { PIKPAK_BOT_URL } from '../../../machines/channel-subscription/channel-rules';
import type { Session } from '../../../protocol/session';
import { AppScreenAction } from '../../shell/app-screen';
import { useExternalHref } from '../../shell/external-href';
import { Page } from '../../shell/page';
import { SessionGate } from '../../shell/session-gate';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { GetAppLink } from '../../ui/get-app-link';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { StatePanel } from '../../ui/state-panel';
import { ChannelRow, OneChannel } from './channel-views';
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
  const { t } = useLingui();
  const { actor } = useChannelPage({ session, channel, title });
  const view = useSelector(actor, selectChannelPageView);
  switch (view) {
    case 'install-app':
      return <InstallApp />;
    case 'log-in':
      return <LogIn />;
    case 'loading-channel':
      return <Skeleton label={t`Loading your subscriptions…`} shape="block" lines={2} />;
    case 'loading-list':
      return <Skeleton label={t`Loading your subscriptions…`} shape="rows" lines={2} />;
    case 'failed':
      return <ListFailed actor={actor} />;
    case 'channel':
      return <TheChannel actor={actor} />;
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
      return <Subscriptions actor={actor} />;
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

/** The PikPak bot in Telegram (machines/channel-subscription/channel-rules.ts), through the external-address checks; nothing when refused. */
function OpenBot() {
  const { href, inApp } = useExternalHref(PIKPAK_BOT_URL);
  if (href === null) return null;
  return inApp ? (
    <Button block icon={<Send className="icon-directional" aria-hidden="true" />} href={href}>
      <Trans>Open the PikPak bot</Trans>
    </Button>
  ) : (
    <Button block icon={<Send className="icon-directional" aria-hidden="true" />} href={href} target="_blank" rel="noopener">
      <Trans>Open the PikPak bot</Trans>
    </Button>
  );
}

function ListFailed({ actor }: { actor: ChannelPageActor }) {
  const problem = useSelector(actor, selectListProblem);
  // The list loads only in the app (a browser gets InstallApp): an expired login is logged in again there.
  return (
    <LoadFailed
      title={<Trans>Your subscriptions couldn’t be loaded</Trans>}
      problem={problem}
      onRetry={() => actor.send({ type: 'list.retry' })}
      logIn={<AppScreenAction screen="login" onBack={() => actor.send({ type: 'list.retry' })} />}
    />
  );
}

function TheChannel({ actor }: { actor: ChannelPageActor }) {
  const one = useSelector(actor, selectOneChannel);
  return one ? <OneChannel channel={one.channel} actions={one.actions} /> : null;
}

function Subscriptions({ actor }: { actor: ChannelPageActor }) {
  const rows = useSelector(actor, selectChannelRows);
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
