import type { SnapshotFrom } from 'xstate';
import { wayOnOf, type Problem, type ProblemWayOn } from '../core/problem';
import { selectSubmissionBusy, selectSubmissionProblem, selectSubmissionResult, selectSubmissionStatus, type SubmissionSnapshot } from '../core/submission.machine';
import { isInApp } from '../core/host';
import { giftCodeOutcomeOf, type GiftResult } from './gift-code-rules';
import type { giftCodePageMachine, GiftCodePageActor } from './gift-code-page.machine';

/*
 * The gift-code page's view model: one selector per part of the page, each saying what to show
 * as a union the view switches on. The views decide nothing.
 */

export { GIFT_CODE_FIELD } from './gift-code-rules';
export { GIFT_CODE_MAX_LENGTH } from './gift-code-text';
export type { GiftCodePageActor };
export { sameFields } from '../core/same-fields';

type GiftCodePageSnapshot = SnapshotFrom<typeof giftCodePageMachine>;
type GiftCodeFormSnapshot = SubmissionSnapshot<string, GiftResult>;

/** The redeeming part: the code form (logged in), log in first (the app), or get the app (a browser). */
export type RedeemPart =
  | { kind: 'form'; form: NonNullable<GiftCodePageSnapshot['children']['form']>; inApp: boolean }
  | { kind: 'log-in' }
  | { kind: 'get-app' }
  /** The form's actor is not there yet (a moment between states). */
  | { kind: 'none' };

export function selectRedeemPart(s: GiftCodePageSnapshot): RedeemPart {
  switch (s.context.entry) {
    case 'form': {
      const form = s.children.form;
      return form ? { kind: 'form', form, inApp: isInApp(s.context.host) } : { kind: 'none' };
    }
    case 'log-in':
      return { kind: 'log-in' };
    case 'get-app':
      return { kind: 'get-app' };
  }
}

/** The get-the-app card (a browser): the link's code with its copy region and deep link, or how to redeem without one. */
export type GetAppPart =
  | { kind: 'with-code'; code: string; copy: GiftCodePageSnapshot['children']['copy']; openAppHref: string | null }
  | { kind: 'without-code'; openAppHref: string | null };

export function selectGetAppPart(s: GiftCodePageSnapshot): GetAppPart {
  const openAppHref = s.context.openAppHref;
  return s.context.code === null ? { kind: 'without-code', openAppHref } : { kind: 'with-code', code: s.context.code, copy: s.children.copy, openAppHref };
}

/** Why the field says the code was not taken (nothing entered, or a designed refusal about this code). */
export type GiftCodeFieldError = 'empty' | 'unknown' | 'used' | 'expired';

/**
 * The form's main action: Redeem (or Try again, where a retry may pass), Get Premium, the app's
 * "Confirm it's you" or log-in screen (the redemption resumes when the reader is back), or the
 * app (a browser). Redeem stays beside another main action as a secondary button.
 */
type CodeFormMain = 'redeem' | 'retry' | 'get-premium' | 'confirm' | 'log-in' | 'get-app';

const FAILED_MAIN: Record<ProblemWayOn, CodeFormMain> = { 'log-in': 'log-in', 'open-app': 'get-app', retry: 'retry', own: 'redeem' };

/**
 * Where the code form stands, with its main action (`main`):
 * - `redeemed`: the success panel;
 * - `entering`: the field (its error, if the code was refused), Redeem;
 * - `premium-only`: a code for Premium members redeemed by a member without Premium: Get
 *   Premium (in the app; the app in a browser), the code kept for later;
 * - `confirm`: the server holds the code until the reader confirms it is them (the app's
 *   screen; the code is redeemed by itself when they are back); in a browser, Redeem later;
 * - `unsure`: no reply: the code may have been redeemed; Redeem again only after checking;
 * - `failed`: another problem, with its way on (`wayOnOf`): Log in (the redemption resumes),
 *   the app (a browser), Try again, or Redeem (a lasting refusal: the reader changes the code).
 */
export type CodeFormView =
  | { kind: 'redeemed'; result: GiftResult }
  | { kind: 'entering'; fieldError: GiftCodeFieldError | null; main: 'redeem'; busy: boolean }
  | { kind: 'premium-only'; inApp: boolean; main: 'get-premium' | 'get-app'; busy: boolean }
  | { kind: 'confirm'; inApp: boolean; main: 'confirm' | 'redeem'; busy: boolean }
  | { kind: 'unsure'; main: 'redeem'; busy: boolean }
  | { kind: 'failed'; problem: Problem | null; wayOn: ProblemWayOn; main: CodeFormMain; busy: boolean };

export function selectCodeForm(s: GiftCodeFormSnapshot, inApp: boolean): CodeFormView {
  const status = selectSubmissionStatus(s);
  const problem = selectSubmissionProblem(s);
  const busy = selectSubmissionBusy(s);
  const result = selectSubmissionResult(s);
  if (status === 'succeeded' && result) return { kind: 'redeemed', result };
  const outcome = giftCodeOutcomeOf(status === 'invalid' || status === 'failed' ? status : 'other', problem);
  if (outcome.field === 'not-eligible') return { kind: 'premium-only', inApp, main: inApp ? 'get-premium' : 'get-app', busy };
  if (outcome.field !== null) return { kind: 'entering', fieldError: outcome.field, main: 'redeem', busy };
  switch (outcome.banner) {
    case 'verification':
      return { kind: 'confirm', inApp, main: inApp ? 'confirm' : 'redeem', busy };
    case 'unsure':
      return { kind: 'unsure', main: 'redeem', busy };
    case 'login':
    case 'other': {
      const wayOn = wayOnOf(problem, inApp);
      return { kind: 'failed', problem, wayOn, main: FAILED_MAIN[wayOn], busy };
    }
    default:
      return { kind: 'entering', fieldError: null, main: 'redeem', busy };
  }
}

/** Whether the field takes focus (a refusal about the code: the field says why). */
export const focusesField = (view: CodeFormView) => view.kind === 'entering' && view.fieldError !== null;
