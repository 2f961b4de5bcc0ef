import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { BellOff, BellRing, Download, Rss } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { channelActionInput, channelFailureOf, channelIdentityOf, type ChannelIdentity } from '../../../machines/channel-rules';
import { selectRequestProblem, selectRequestStatus, type RequestSnapshot } from '../../../machines/request.machine';
import { selectSubmissionProblem, selectSubmissionStatus, type SubmissionSnapshot } from '../../../machines/submission.machine';
import { isLoggedIn } from '../../../protocol/session';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { useHydrated } from '../../shell/hydrated';
import { Page } from '../../shell/page';
import { ProblemText } from '../../ui/problem-text';
import { useServices } from '../../shell/services-context';
import { Skeleton } from '../../ui/skeleton';
import { StatePanel } from '../../ui/state-panel';
import { useTrackReports } from '../../shell/use-track-reports';
import { SessionGate } from '../../shell/session-gate';
import { useChannelWiring, type ChannelSubscription } from './wiring';
import './channel-subscription.css';

const route = getRouteApi('/_pages/bot-sub');
const selectBusy = (s: SubmissionSnapshot) => s.hasTag('busy');
const selectListBusy = (s: RequestSnapshot) => s.hasTag('busy');

type Wiring = ReturnType<typeof useChannelWiring>;

/**
 * /bot-sub (§2, §6, §8): the PikPak bot in Telegram sends a user here to subscribe a
 * channel to their drive (`?channel=&title=`) or to manage their subscriptions (no channel).
 * The page frame is pre-rendered; whether the app is there, the session and the address come
 * after hydration. Outside the app nothing is requested.
 */
export function ChannelSubscriptionPage() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const search = route.useSearch();
  const { bridge } = useServices();
  return (
    <Page title={t`Telegram channel subscriptions`}>
      <p className="channel-lead">
        <Trans>When you subscribe to a Telegram channel, its new posts are saved to your PikPak drive automatically.</Trans>
      </p>
      {!hydrated ? (
        <Skeleton label={t`Loading…`} shape="block" />
      ) : bridge.kind === 'absent' ? (
        <InstallApp />
      ) : (
        <SessionGate>
          {(session) => (isLoggedIn(session) ? <Subscriptions channel={search.channel ?? null} title={search.title ?? null} /> : <LogIn />)}
        </SessionGate>
      )}
    </Page>
  );
}

/** §8: outside the app there is no session to subscribe with. */
function InstallApp() {
  return (
    <Card title={<Trans>Install the PikPak app to finish subscribing</Trans>}>
      <p>
        <Trans>Subscriptions are saved to your PikPak account in the app. Install the app and log in, then open the link from the PikPak bot again.</Trans>
      </p>
      <Link to="/toapp" className="button button-block">
        <Download aria-hidden="true" />
        <span>
          <Trans>Get the PikPak app</Trans>
        </span>
      </Link>
    </Card>
  );
}

function LogIn() {
  return (
    <Card title={<Trans>Log in to manage subscriptions</Trans>}>
      <p>
        <Trans>Log in to the PikPak app, then open the link from the PikPak bot again.</Trans>
      </p>
    </Card>
  );
}

function Subscriptions({ channel, title }: { channel: string | null; title: string | null }) {
  const { t } = useLingui();
  const wiring = useChannelWiring();
  const list = useActorRef(wiring.list.machine, { input: {} });
  const status = useSelector(list, selectRequestStatus);
  const problem = useSelector(list, selectRequestProblem);
  const data = useSelector(list, wiring.list.selectData);
  const busy = useSelector(list, selectListBusy);
  if (status === 'failed') {
    return (
      <StatePanel
        kind="error"
        title={<Trans>Your subscriptions could not be loaded.</Trans>}
        body={
          <p>
            <ProblemText problem={problem} />
          </p>
        }
        retry={{ label: <Trans>Try again</Trans>, onRetry: () => list.send({ type: 'request.retry' }), busy }}
      />
    );
  }
  if (data === null) return <Skeleton label={t`Loading your subscriptions…`} shape={channel ? 'block' : 'rows'} lines={2} />;
  if (channel !== null) {
    return <OneChannel wiring={wiring} channel={channelIdentityOf(channel, data, title)} onChanged={() => list.send({ type: 'request.reload' })} />;
  }
  if (data.length === 0) {
    return (
      <StatePanel
        kind="empty"
        title={<Trans>You’re not subscribed to any channels</Trans>}
        body={
          <p>
            <Trans>To subscribe to a channel, send its link to the PikPak bot in Telegram.</Trans>
          </p>
        }
      />
    );
  }
  return (
    <section aria-labelledby="channel-list-title">
      <h2 id="channel-list-title" className="channel-list-title">
        <Trans>Your subscriptions</Trans>
      </h2>
      <ul role="list" className="ui-list channel-list">
        {data.map((c) => (
          <ChannelRow key={c.channel_id} wiring={wiring} subscription={c} />
        ))}
      </ul>
    </section>
  );
}

/**
 * What identifies a channel: its @username, or a numeric id named as such. A
 * Telegram id is negative (-1001234567890): isolated left to right, so that in Arabic the
 * minus stays in front.
 */
function ChannelHandle({ channel }: { channel: ChannelIdentity }) {
  const { id } = channel;
  return channel.numeric ? (
    <Trans>
      Channel <bdi dir="ltr" className="channel-id">{id}</bdi>
    </Trans>
  ) : (
    <bdi dir="ltr" className="channel-id">
      {channel.handle}
    </bdi>
  );
}

/** The channel's name: the server's (display text: protocol/display-text.ts), else its handle. Never a link's title. */
function ChannelName({ channel }: { channel: ChannelIdentity }) {
  return channel.name ? <bdi className="user-text">{channel.name}</bdi> : <ChannelHandle channel={channel} />;
}

/** Opened for one channel: who it is, its state and Subscribe or Cancel. */
function OneChannel({ wiring, channel, onChanged }: { wiring: Wiring; channel: ChannelIdentity; onChanged: () => void }) {
  const linkTitle = channel.linkTitle;
  return (
    <Card title={<ChannelName channel={channel} />}>
      {channel.name ? (
        <p className="channel-handle">
          <ChannelHandle channel={channel} />
        </p>
      ) : null}
      {linkTitle ? (
        <p className="channel-link-title">
          <Trans>
            Name given by the link (not verified): <bdi className="user-text">{linkTitle}</bdi>
          </Trans>
        </p>
      ) : null}
      <ChannelActions wiring={wiring} channel={channel} subscribed={channel.listed} onChanged={onChanged} showState />
    </Card>
  );
}

function ChannelRow({ wiring, subscription }: { wiring: Wiring; subscription: ChannelSubscription }) {
  const { i18n } = useLingui();
  const channel = channelIdentityOf(subscription.channel_id, [subscription]);
  const since = Number.isNaN(Date.parse(subscription.subscribed_at)) ? null : i18n.date(new Date(subscription.subscribed_at), { dateStyle: 'medium' });
  return (
    <li className="ui-list-row channel-row">
      <span className="ui-list-row-leading" aria-hidden="true">
        <Rss />
      </span>
      <div className="channel-row-body">
        <span className="ui-list-row-title">
          <ChannelName channel={channel} />
        </span>
        {channel.name ? (
          <span className="ui-list-row-subtitle">
            <ChannelHandle channel={channel} />
          </span>
        ) : null}
        {since ? (
          <span className="ui-list-row-subtitle">
            <Trans>Subscribed on {since}</Trans>
          </span>
        ) : null}
        <ChannelActions wiring={wiring} channel={channel} subscribed />
      </div>
    </li>
  );
}

interface ActionsProps {
  wiring: Wiring;
  channel: ChannelIdentity;
  /** What the server last said. */
  subscribed: boolean;
  /** After a change, e.g. to load the list again. */
  onChanged?: () => void;
  /** Say the state in words (the one-channel view). */
  showState?: boolean;
}

/**
 * Subscribe (confirmed first for a channel not in the user's list) or Cancel
 * (always confirmed first), on the submission machine's confirmation step
 * (machines/channel-rules.ts decides which); each one request in flight, and what the last
 * one did (§8).
 */
function ChannelActions({ wiring, channel, subscribed: listed, onChanged, showState = false }: ActionsProps) {
  const { track } = useServices();
  const { id, handle } = channel;
  const subscribe = useActorRef(wiring.subscribe.machine, { input: channelActionInput('subscribe', channel) });
  const cancel = useActorRef(wiring.cancel.machine, { input: channelActionInput('cancel', channel) });
  useTrackReports(subscribe, track);
  useTrackReports(cancel, track);
  const subscribeStatus = useSelector(subscribe, selectSubmissionStatus);
  const cancelStatus = useSelector(cancel, selectSubmissionStatus);
  const subscribeProblem = useSelector(subscribe, selectSubmissionProblem);
  const cancelProblem = useSelector(cancel, selectSubmissionProblem);
  const subscribing = useSelector(subscribe, selectBusy);
  const cancelling = useSelector(cancel, selectBusy);
  const confirmRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });

  // The last action that succeeded stays in its form's 'succeeded' state and says so (§8);
  // starting the other action first sends the succeeded one back to editing.
  const done = subscribeStatus === 'succeeded' ? 'subscribed' : cancelStatus === 'succeeded' ? 'cancelled' : null;
  const cancelFailure = cancelStatus === 'failed' ? channelFailureOf(cancelProblem) : null;
  const subscribeFailure = subscribeStatus === 'failed' ? channelFailureOf(subscribeProblem) : null;
  // After a change, or a cancel of a channel that was no longer subscribed, the list is asked again.
  useEffect(() => {
    if (done !== null || cancelFailure === 'not-subscribed') changed.current?.();
  }, [done, cancelFailure]);
  const confirming = subscribeStatus === 'confirming' ? 'subscribe' : cancelStatus === 'confirming' ? 'cancel' : null;
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  const subscribed = done === 'subscribed' ? true : done === 'cancelled' || cancelFailure === 'not-subscribed' ? false : listed;
  const startSubscribe = () => {
    if (cancelStatus === 'succeeded') cancel.send({ type: 'form.again' });
    subscribe.send({ type: 'form.submit' });
  };
  const startCancel = () => {
    if (subscribeStatus === 'succeeded') subscribe.send({ type: 'form.again' });
    cancel.send({ type: 'form.submit' });
  };

  return (
    <div className="channel-actions">
      {showState ? (
        <p className="channel-state" data-subscribed={subscribed}>
          {subscribed ? <BellRing aria-hidden="true" /> : <BellOff aria-hidden="true" />}
          <span>{subscribed ? <Trans>Subscribed. New posts are saved to your drive automatically.</Trans> : <Trans>Not subscribed</Trans>}</span>
        </p>
      ) : null}
      {done ? (
        <div ref={resultRef} tabIndex={-1} className="channel-result">
          <Banner severity="success">
            <p>{done === 'subscribed' ? <Trans>Subscribed</Trans> : <Trans>Subscription canceled</Trans>}</p>
          </Banner>
        </div>
      ) : null}
      {subscribeStatus === 'failed' ? (
        <Banner severity="danger" title={<Trans>Couldn’t subscribe to this channel</Trans>}>
          <p>
            {subscribeFailure === 'channel-unknown' ? (
              <Trans>
                We couldn’t find this channel on Telegram. Send the channel’s link to the PikPak bot again, then open the new link it sends you.
              </Trans>
            ) : (
              <ProblemText problem={subscribeProblem} />
            )}
          </p>
        </Banner>
      ) : null}
      {cancelStatus === 'failed' ? (
        cancelFailure === 'not-subscribed' ? (
          <Banner severity="info">
            <p>
              <Trans>You weren’t subscribed to this channel.</Trans>
            </p>
          </Banner>
        ) : (
          <Banner severity="danger" title={<Trans>The subscription wasn’t canceled</Trans>}>
            <p>
              <ProblemText problem={cancelProblem} />
            </p>
          </Banner>
        )
      ) : null}
      {confirming === 'subscribe' ? (
        <div ref={confirmRef} tabIndex={-1} role="group" aria-labelledby={`confirm-${id}`} className="channel-confirm">
          <p id={`confirm-${id}`} className="channel-confirm-text">
            <Trans>
              Subscribe to the channel <bdi dir="ltr" className="channel-id">{handle}</bdi>? Its new posts will be saved to your drive automatically.
            </Trans>
          </p>
          <div className="channel-buttons">
            <Button icon={<BellRing aria-hidden="true" />} onClick={() => subscribe.send({ type: 'form.confirm' })}>
              <Trans>Subscribe</Trans>
            </Button>
            <Button variant="secondary" onClick={() => subscribe.send({ type: 'form.cancel' })}>
              <Trans comment="Closes the question without subscribing.">Cancel</Trans>
            </Button>
          </div>
        </div>
      ) : confirming === 'cancel' ? (
        <div ref={confirmRef} tabIndex={-1} role="group" aria-labelledby={`confirm-${id}`} className="channel-confirm">
          <p id={`confirm-${id}`} className="channel-confirm-text">
            <Trans>
              Cancel the subscription to <ChannelName channel={channel} />? New posts will no longer be saved to your drive; files already saved will stay.
            </Trans>
          </p>
          <div className="channel-buttons">
            <Button onClick={() => cancel.send({ type: 'form.confirm' })}>
              <Trans>Yes, cancel</Trans>
            </Button>
            <Button variant="secondary" onClick={() => cancel.send({ type: 'form.cancel' })}>
              <Trans>Keep subscription</Trans>
            </Button>
          </div>
        </div>
      ) : subscribed ? (
        <Button variant="secondary" busy={cancelling} onClick={startCancel}>
          <Trans>Cancel subscription</Trans>
        </Button>
      ) : (
        <Button block={showState} busy={subscribing} icon={<BellRing aria-hidden="true" />} onClick={startSubscribe}>
          <Trans>Subscribe</Trans>
        </Button>
      )}
    </div>
  );
}
