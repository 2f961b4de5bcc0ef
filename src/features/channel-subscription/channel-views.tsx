import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { BellOff, BellRing, Rss } from 'lucide-react';
import { useRef } from 'react';
import { selectChannelNext, selectChannelSince, selectChannelSubscribed, type ChannelActionsActor, type ChannelRowData } from '../../../machines/channel-subscription/channel-page.machine';
import type { ChannelIdentity } from '../../../machines/channel-subscription/channel-rules';
import { DoneAction } from '../../shell/done-action';
import { Card } from '../../ui/card';
import { SuccessPanel } from '../../ui/success-panel';
import { ChannelActions } from './channel-actions';
import { ChannelHandle, ChannelName } from './channel-name';
import { ManageSubscriptionsLink } from './manage-link';

/**
 * Opened for one channel: who it is, its state and what it offers next; once subscribed,
 * the success panel in the card's place (rule 9): the channel, what that means, Done, and
 * the reader's list.
 */
export function OneChannel({ channel, actions }: { channel: ChannelIdentity; actions: ChannelActionsActor }) {
  const next = useSelector(actions, selectChannelNext);
  const subscribed = useSelector(actions, selectChannelSubscribed);
  if (next.kind === 'subscribed') {
    return (
      <SuccessPanel
        title={
          <Trans>
            Subscribed to <ChannelName channel={channel} />
          </Trans>
        }
        done={<DoneAction />}
        secondary={<ManageSubscriptionsLink />}
      >
        <p>
          <Trans>New posts from this channel will be saved to your PikPak drive automatically.</Trans>
        </p>
      </SuccessPanel>
    );
  }
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
            Name in the link (unverified): <bdi className="user-text">{linkTitle}</bdi>
          </Trans>
        </p>
      ) : null}
      <p className="channel-state" data-subscribed={subscribed}>
        {subscribed ? <BellRing aria-hidden="true" /> : <BellOff aria-hidden="true" />}
        <span>{subscribed ? <Trans>Subscribed. New posts are saved to your drive automatically.</Trans> : <Trans>Not subscribed</Trans>}</span>
      </p>
      <div className="channel-actions">
        <ChannelActions actor={actions} channel={channel} place="card" />
      </div>
    </Card>
  );
}

/**
 * One of the user's subscriptions: name, handle, its state now (since when, as the list said,
 * until it changes here: a canceled row says "Not subscribed", never its old date), and what
 * it offers next.
 */
export function ChannelRow({ row }: { row: ChannelRowData }) {
  const { i18n } = useLingui();
  const { channel, actions } = row;
  const subscribed = useSelector(actions, selectChannelSubscribed);
  const subscribedAt = useSelector(actions, selectChannelSince);
  const stateRef = useRef<HTMLSpanElement>(null);
  const since = subscribedAt ? i18n.date(new Date(subscribedAt), { dateStyle: 'medium' }) : null;
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
        <span ref={stateRef} tabIndex={-1} className="ui-list-row-subtitle channel-row-state" data-subscribed={subscribed}>
          {!subscribed ? <Trans>Not subscribed</Trans> : since ? <Trans>Subscribed on {since}</Trans> : <Trans comment="A channel's state in the list, beside 'Not subscribed' and 'Subscribed on {since}': the channel is subscribed now. A state, not the success message after subscribing">Subscribed</Trans>}
        </span>
        <div className="channel-actions">
          <ChannelActions actor={actions} channel={channel} place="row" stateRef={stateRef} />
        </div>
      </div>
    </li>
  );
}
