import * as v from 'valibot';
import { channelIdOf } from '../../../machines/channel-subscription/channel-name';
import { displayText } from '../../../protocol/display-text';

/**
 * The search of /bot-sub: the bot opens the page with `channel` (a Telegram channel username
 * or numeric id, machines/channel-subscription/channel-rules.ts) and optionally its `title`, shown as text. A
 * channel that is not one is dropped (`v.fallback`), never thrown, and the page lists the
 * user's subscriptions. A title is shown as any other user's text (protocol/display-text.ts:
 * format and control characters removed, spaces collapsed, cut at 64 graphemes); one left
 * empty is dropped.
 */
export const channelSearch = v.object({
  channel: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.check((name) => channelIdOf(name) !== null),
        v.transform((name) => channelIdOf(name) ?? ''),
      ),
    ),
    undefined,
  ),
  title: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        // The same display transform as the server's channel titles (protocol/display-text.ts).
        v.transform(displayText),
        v.minLength(1),
      ),
    ),
    undefined,
  ),
});
