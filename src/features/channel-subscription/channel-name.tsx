import { Trans } from '@lingui/react/macro';
import type { ChannelIdentity } from '../../../machines/channel-subscription/channel-rules';

/**
 * What identifies a channel: its @username, or a numeric id named as such. A
 * Telegram id is negative (-1001234567890): isolated left to right, so that in Arabic the
 * minus stays in front.
 */
export function ChannelHandle({ channel }: { channel: ChannelIdentity }) {
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
export function ChannelName({ channel }: { channel: ChannelIdentity }) {
  return channel.name ? <bdi className="user-text">{channel.name}</bdi> : <ChannelHandle channel={channel} />;
}
