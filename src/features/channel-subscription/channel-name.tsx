import { Trans } from '@lingui/react/macro';
import { displayText } from '../../../protocol/display-text';
import type { ChannelIdentity } from '../../../machines/channel-subscription/channel-rules';

/**
 * What identifies a channel: its @username, or a numeric id named as such. A
 * Telegram id is negative (-1001234567890): isolated left to right, so that in Arabic the
 * minus stays in front. The id is the server's (a listed channel's `channel_id`, which the
 * requests carry as written) or the link's: shown as display text (protocol/display-text.ts).
 */
export function ChannelHandle({ channel }: { channel: ChannelIdentity }) {
  const id = displayText(channel.id);
  return channel.numeric ? (
    <Trans>
      Channel <bdi dir="ltr" className="channel-id">{id}</bdi>
    </Trans>
  ) : (
    <bdi dir="ltr" className="channel-id">
      {displayText(channel.handle)}
    </bdi>
  );
}

/** The channel's name: the server's (display text: protocol/display-text.ts), else its handle. Never a link's title. */
export function ChannelName({ channel }: { channel: ChannelIdentity }) {
  return channel.name ? <bdi className="user-text">{channel.name}</bdi> : <ChannelHandle channel={channel} />;
}
