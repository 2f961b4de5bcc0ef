import { isRefusal, type Problem } from './problem';
import type { SubmissionInput } from './submission.machine';

/**
 * The Telegram channel subscription page's rules (§2, §6, §8; issue 9) as pure functions:
 * which channel names the page accepts, and the forms on the shared submission machine.
 */

/**
 * A Telegram channel as the bot names it: a public username (5 to 32 letters, digits and
 * underscores, starting with a letter, not ending with an underscore, no double underscore;
 * an '@' or a t.me address before it is accepted) or a numeric id (a channel's is negative,
 * -100…). Returns the id the requests carry (a username in lower case, Telegram ignores
 * case), or null for anything else.
 */
export function channelIdOf(typed: string): string | null {
  const text = typed.trim().replace(/^(?:https:\/\/)?t\.me\//i, '').replace(/^@/, '');
  if (/^-?[1-9]\d{4,19}$/.test(text)) return text;
  if (/^[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9]$/.test(text) && !text.includes('__')) return text.toLowerCase();
  return null;
}

/** The longest channel title the page shows from its address; a longer one is cut. */
export const CHANNEL_TITLE_MAX_LENGTH = 128;

/** Subscribing (no confirmation) and cancelling (confirmed first, §4) on the submission machine. */
export function channelActionInput(action: 'subscribe' | 'cancel', channelId: string): SubmissionInput {
  return {
    fields: { channel: channelId },
    confirm: action === 'cancel',
    validate: (fields) => ({ ok: true, value: fields.channel }),
    track: { name: `channel_${action}` },
  };
}

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
