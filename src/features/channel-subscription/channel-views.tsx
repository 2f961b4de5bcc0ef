import { Trans, useLingui } from '@lingui/react/macro';
import { Rss } from 'lucide-react';
import type { ChannelActionsActor, ChannelRowData } from '../../../machines/channel-page.machine';
import type { ChannelIdentity } from '../../../machines/channel-rules';
import { Card } from '../../ui/card';
import { ChannelActions } from './channel-actions';
import { ChannelHandle, ChannelName } from './channel-name';

/** Opened for one channel: who it is, its state and Subscribe or Cancel. */
export function OneChannel({ channel, actions }: { channel: ChannelIdentity; actions: ChannelActionsActor }) {
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
      <ChannelActions actor={actions} channel={channel} showState />
    </Card>
  );
}

/** One of the user's subscriptions: name, handle, since when, and Cancel. */
export function ChannelRow({ row }: { row: ChannelRowData }) {
  const { i18n } = useLingui();
  const { channel, subscribedAt, actions } = row;
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
        {since ? (
          <span className="ui-list-row-subtitle">
            <Trans>Subscribed on {since}</Trans>
          </span>
        ) : null}
        <ChannelActions actor={actions} channel={channel} />
      </div>
    </li>
  );
}
