import { isRefusal, type Problem } from './problem';
import type { SubmissionInput } from './submission.machine';

/**
 * The Telegram channel subscription page's rules (§2, §6, §8; issue 9) as pure functions:
 * which channel names the page accepts, and the forms on the shared submission machine.
 */

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
