/**
 * What the gift-code page reads as a code, alone in its module: the route's search
 * schema uses it, and whatever a route file imports ships in every page's first script.
 */

/** The longest code the field takes: real codes are far shorter; a paste of a whole message is cut here. */
export const GIFT_CODE_MAX_LENGTH = 64;

/** The characters a code from a link may have: letters, digits, '_' and '-' (no markup, no controls). */
export const GIFT_CODE_SHAPE = /^[\p{L}\p{N}_-]+$/u;

/**
 * The code as sent: every space removed, at the ends and inside (a code pasted from a message
 * often carries spaces, tabs, line breaks or no-break spaces). No other character rule is
 * guessed: the server decides what a code is.
 */
export function normaliseGiftCode(typed: string): string {
  return typed.replace(/[\s\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+/gu, '');
}

/**
 * A code that came with a link (`?code=`), as the page may show and send it: taken as typed
 * input is (spaces removed, not empty), no longer than the field takes, and only of the
 * characters a code has. Anything else is no code: the page neither shows nor sends it.
 */
export function giftCodeOfLink(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const code = normaliseGiftCode(raw);
  return code !== '' && code.length <= GIFT_CODE_MAX_LENGTH && GIFT_CODE_SHAPE.test(code) ? code : null;
}
