import { isRefusal, type Problem } from '../core/problem';

/**
 * The Telegram channel subscription page's rules (§2, §6, §8) as pure
 * functions: how a channel is named, when Subscribe asks first, and how a refusal is said.
 */

/** A channel as the user's subscription list (GET /contentSubscription/v1/subscribe) has it. */
export interface ListedChannel {
  channel_id: string;
  title: string;
  /** When the user subscribed (an ISO timestamp, as the server sends it). */
  subscribed_at: string;
}

/**
 * How the page names one channel. A link's title is anybody's text: it never
 * names the channel. The channel is always named by what identifies it (its @username or its
 * numeric id); the server's name is shown where the user's subscription list knows it; the
 * link's title only as the link's, and only where the server gives no name.
 */
export interface ChannelIdentity {
  /** The id the requests carry (a username in lower case, or a numeric id). */
  id: string;
  /** Whether the id is numeric (-100…): said as "Channel <id>", never with an '@'. */
  numeric: boolean;
  /** `@username`, or the numeric id: the channel's identity, left to right. */
  handle: string;
  /** The server's name for the channel (from the user's list, or its answer about a link's channel), or null. */
  name: string | null;
  /** The link's title, to be shown only labelled as the link's; null when the server names the channel. */
  linkTitle: string | null;
  /** Whether the channel is in the user's subscription list: the user has seen it. */
  listed: boolean;
}

const isNumericId = (id: string) => /^-?\d+$/.test(id);

const sameChannel = (id: string) => (c: Pick<ListedChannel, 'channel_id'>) => c.channel_id.toLowerCase() === id.toLowerCase();

/**
 * `list`: the user's subscriptions; `server`: what the server said of a link's channel (its
 * name where the list has none).
 */
export function channelIdentityOf(
  id: string,
  list: readonly Pick<ListedChannel, 'channel_id' | 'title'>[],
  linkTitle: string | null = null,
  server: KnownChannel | null = null,
): ChannelIdentity {
  const numeric = isNumericId(id);
  const known = list.find(sameChannel(id));
  const named = known?.title ? known : server && sameChannel(id)(server) ? server : null;
  const name = named?.title ? named.title : null;
  return {
    id,
    numeric,
    handle: numeric ? id : `@${id}`,
    name,
    linkTitle: name === null && linkTitle ? linkTitle : null,
    listed: known !== undefined,
  };
}

/**
 * What the server says about the channel a link names (designed: the list's request carries
 * the link's `channel_id`, protocol/api/README.md): its id and name, or null when Telegram has
 * no such channel. The page names the channel from this, never from the link.
 */
export interface KnownChannel {
  channel_id: string;
  title: string;
}

/** The list's reply: the user's subscriptions and, when asked for a link's channel, what the server knows of it. */
export interface ChannelListReply {
  subscriptions: readonly ListedChannel[];
  /** Asked for a link's channel: the server's identity of it, or null when Telegram has no such channel. */
  channel?: KnownChannel | null;
}

/**
 * The PikPak bot in Telegram (designed: the specification names no address): where a reader
 * with no subscriptions goes to subscribe (they send it a channel's link, it answers with a
 * link to this page). The same bot /help names (src/features/notices/constants.ts). Opened
 * through the external-address checks (src/shell/external-href.ts): https on `t.me`, which is
 * on the allowlist (`EXTERNAL_HOSTS`); in the app through the app's view action.
 */
export const PIKPAK_BOT_URL = 'https://t.me/PikPak_Bot';

/** The server's designed refusals (protocol/api/README.md, "Channel subscriptions"). */
export const CHANNEL_REFUSALS = {
  'not-subscribed': { status: 404, code: 4040 },
  'channel-unknown': { status: 404, code: 4041 },
} as const;

/** What the page says about a failed subscribe or cancel. */
export type ChannelFailure = keyof typeof CHANNEL_REFUSALS | 'other';

export function channelFailureOf(problem: Problem | null): ChannelFailure {
  if (isRefusal(problem, { code: CHANNEL_REFUSALS['not-subscribed'].code })) return 'not-subscribed';
  if (isRefusal(problem, { code: CHANNEL_REFUSALS['channel-unknown'].code })) return 'channel-unknown';
  return 'other';
}
