import { needsLogIn, type Problem } from '../core/problem';
import type { Fields, SubmissionInput, Validation } from '../core/submission.machine';
import { normaliseGiftCode } from './gift-code-text';

/**
 * The gift-code page's rules (§2, §5, §9) as pure functions: what is sent, when
 * nothing is sent, and which of the server's designed refusals the page words (the codes are
 * documented in protocol/api/README.md, "Gift codes", and served by the fake backend).
 */

/** The form's one field. */
export const GIFT_CODE_FIELD = 'code';

/** Why the page refused to send: nothing was entered (§5: a message asks for the code). */
type GiftCodeInvalid = 'empty';

function checkGiftCode(fields: Fields): Validation<string> {
  const code = normaliseGiftCode(fields[GIFT_CODE_FIELD] ?? '');
  if (code === '') return { ok: false, reason: 'empty' satisfies GiftCodeInvalid };
  return { ok: true, value: code };
}

/**
 * The gift-code form on the shared submission machine: the code of the link (`?code=`) or an
 * empty field; the statistics names gift_code_submit, _success and _failure.
 */
export function giftCodeInput(code: string | null): SubmissionInput<string> {
  return { fields: { [GIFT_CODE_FIELD]: code ?? '' }, validate: checkGiftCode, track: { name: 'gift_code' } };
}

/**
 * The server's designed refusals of a gift code (error_code and error string of the error
 * body). Matched by code first, by string when a server sends only the string.
 */
export const GIFT_CODE_REFUSALS = {
  unknown: { code: 4001, error: 'activation_code_not_found' },
  used: { code: 4003, error: 'activation_code_used' },
  expired: { code: 4005, error: 'activation_code_expired' },
  'not-eligible': { code: 4006, error: 'activation_code_not_eligible' },
  verification: { code: 4009, error: 'verification_required' },
} as const;

export type GiftCodeRefusal = keyof typeof GIFT_CODE_REFUSALS;
const REFUSAL_NAMES: readonly GiftCodeRefusal[] = ['unknown', 'used', 'expired', 'not-eligible', 'verification'];

/** What the page says about a failed redemption: one of the designed refusals, or the problem's kind. */
export type GiftCodeFailure = GiftCodeRefusal | 'login-needed' | 'offline' | 'timed-out' | 'other';

export function giftCodeFailureOf(problem: Problem | null): GiftCodeFailure {
  switch (problem?.kind) {
    case 'login-needed':
    case 'offline':
    case 'timed-out':
      return problem.kind;
    case 'refused': {
      for (const name of REFUSAL_NAMES) {
        const refusal = GIFT_CODE_REFUSALS[name];
        if (problem.code === refusal.code || (problem.code === null && problem.reason === refusal.error)) return name;
      }
      return 'other';
    }
    default:
      return 'other';
  }
}

/** A redeemed code: the days added and, when the reply says, the new end of Premium (an ISO date). */
export interface GiftRedemption {
  days: number;
  expire: string | null;
}

/**
 * The success reply read (the reply's type is the schema's; only these fields are read): the
 * days are `add_days` (or `free_days` for a code that gives free days), and the expiry only
 * when it is a date.
 */
export function giftRedemptionOf(reply: { add_days: number; free_days: number; data?: { expire?: string } }): GiftRedemption {
  const expire = reply.data?.expire;
  const valid = typeof expire === 'string' && !Number.isNaN(Date.parse(expire));
  return { days: reply.add_days > 0 ? reply.add_days : reply.free_days, expire: valid ? expire : null };
}

/** A server popup as the page shows it: its texts, and only the links and image it may follow. */
export interface GiftPopup {
  title: string | null;
  description: string | null;
  image: string | null;
  action: { text: string; href: string | null } | null;
  dismiss: string | null;
}

/** A redeemed gift code: days, new end of Premium, and the server's popup if it sent one. */
export type GiftResult = GiftRedemption & { popup: GiftPopup | null };

/** What the gift-code page offers its reader: the code form (logged in), log in to the app, or get the app (a browser). */
export type GiftCodeEntry = 'form' | 'log-in' | 'get-app';

export function giftCodeEntryOf(loggedIn: boolean, inApp: boolean): GiftCodeEntry {
  if (loggedIn) return 'form';
  return inApp ? 'log-in' : 'get-app';
}

/**
 * Where the page states why a code was not redeemed: in the field when it is about the code
 * (nothing entered, or a designed refusal of this code; focus goes back there), in a banner
 * otherwise (verification, an expired login, or another problem not about the code), nowhere
 * while nothing failed.
 */
export function giftCodeOutcomeOf(
  status: 'invalid' | 'failed' | 'other',
  problem: Problem | null,
): { field: 'empty' | Exclude<GiftCodeRefusal, 'verification'> | null; banner: 'verification' | 'login' | 'unsure' | 'other' | null } {
  if (status === 'invalid') return { field: 'empty', banner: null };
  if (status !== 'failed') return { field: null, banner: null };
  const failure = giftCodeFailureOf(problem);
  switch (failure) {
    case 'unknown':
    case 'used':
    case 'expired':
    case 'not-eligible':
      return { field: failure, banner: null };
    case 'verification':
      return { field: null, banner: 'verification' };
    // No reply (time-out, network): the code may have been redeemed; the page cannot tell.
    case 'offline':
    case 'timed-out':
      return { field: null, banner: 'unsure' };
    default:
      return { field: null, banner: needsLogIn(problem) ? 'login' : 'other' };
  }
}
