/**
 * Which Telegram channel names the subscription page accepts, alone in its module:
 * the route's search schema uses it, and whatever a route file imports ships in every page's
 * first script.
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
