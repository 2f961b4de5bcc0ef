import * as v from 'valibot';
import { CHANNEL_TITLE_MAX_LENGTH, channelIdOf } from '../../../machines/channel-name';

/**
 * The search of /bot-sub: the bot opens the page with `channel` (a Telegram channel username
 * or numeric id, machines/channel-rules.ts) and optionally its `title`, shown as text. A
 * channel that is not one is dropped (`v.fallback`), never thrown, and the page lists the
 * user's subscriptions; a title with control characters is dropped, a long one cut.
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
        v.trim(),
        v.minLength(1),
        v.regex(/^[^\p{Cc}\u202a-\u202e\u2066-\u2069]+$/u),
        v.transform((title) => [...title].slice(0, CHANNEL_TITLE_MAX_LENGTH).join('')),
      ),
    ),
    undefined,
  ),
});
