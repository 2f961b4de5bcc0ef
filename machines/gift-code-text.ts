/**
 * What the gift-code page reads as a code, alone in its module: the route's search
 * schema uses it, and whatever a route file imports ships in every page's first script.
 */

/** The longest code the field takes: real codes are far shorter; a paste of a whole message is cut here. */
export const GIFT_CODE_MAX_LENGTH = 64;

/**
 * The code as sent: every space removed, at the ends and inside (a code pasted from a message
 * often carries spaces, tabs, line breaks or no-break spaces). No other character rule is
 * guessed: the server decides what a code is.
 */
export function normaliseGiftCode(typed: string): string {
  return typed.replace(/[\s\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+/gu, '');
}
