import type { SnapshotFrom } from 'xstate';
import { wayOnOf, type Problem, type ProblemWayOn } from '../core/problem';
import { selectSubmissionProblem, selectSubmissionResult, selectSubmissionStatus, selectInvalid, type SubmissionSnapshot } from '../core/submission.machine';
import { selectCodeForm, selectEntryOpening, type inviteCodeEntryMachine } from './invite-code-entry.machine';
import { redemptionFailureOf, type Redemption } from './referral-rules';

export { CODE_FIELD, REFERRAL_RULES } from './referral-rules';

/*
 * The code entry's view model (src/features/referral/code-entry.tsx): what the entry shows
 * (checking, closed, the reader's own link, the form) and, once open, what the form says.
 */

type EntrySnapshot = SnapshotFrom<typeof inviteCodeEntryMachine>;
type CodeFormActor = NonNullable<ReturnType<typeof selectCodeForm>>;
type CodeFormSnapshot = SubmissionSnapshot<string, Redemption>;

/** What the entry shows. */
export type EntryView =
  | { kind: 'checking' }
  /** This account can no longer accept an invitation. */
  | { kind: 'closed' }
  /** The link's code is the reader's own: their link to share, nothing to accept. */
  | { kind: 'own'; code: string }
  | { kind: 'open'; form: CodeFormActor; fixedCode: string | null; page: 'invitation' | 'invited' };

export function selectEntryView(s: EntrySnapshot): EntryView {
  const opening = selectEntryOpening(s);
  if (opening === 'own') return { kind: 'own', code: s.context.ownCode ?? s.context.fixedCode ?? '' };
  if (opening !== 'open') return { kind: opening };
  const form = selectCodeForm(s);
  return form ? { kind: 'open', form, fixedCode: s.context.fixedCode, page: s.context.page } : { kind: 'checking' };
}

/**
 * Why the code was not accepted, as the form words it: refused before sending (nothing typed,
 * the reader's own code), refused by the server as unusable, no answer (the outcome unknown),
 * an expired login, or anything else.
 */
export type CodeError = 'empty' | 'own-code' | 'code-unusable' | 'unsure' | 'login-needed' | 'other';

/** What the form shows. */
export type CodeFormView =
  | { kind: 'editing'; error: CodeError | null; problem: Problem | null; wayOn: ProblemWayOn | null }
  /** Accepted: the friend's days (null: the relationship only) and the new end of their Premium. */
  | { kind: 'accepted'; days: number | null; until: Date | null };

/**
 * The form's state for the view. The code entry runs only in the app (a logged-in reader), so
 * an expired login's way on is the app's log-in screen, and the code is sent again when back.
 */
export function selectCodeFormView(s: CodeFormSnapshot): CodeFormView {
  const status = selectSubmissionStatus(s);
  const result = selectSubmissionResult(s);
  if (status === 'succeeded' && result) return { kind: 'accepted', days: result.days, until: result.expire ? new Date(result.expire) : null };
  const problem = selectSubmissionProblem(s);
  const error = codeErrorOf(status, selectInvalid(s), problem);
  return { kind: 'editing', error, problem, wayOn: status === 'failed' ? wayOnOf(problem, true) : null };
}

function codeErrorOf(status: ReturnType<typeof selectSubmissionStatus>, invalid: string | null, problem: Problem | null): CodeError | null {
  if (status === 'invalid') return invalid === 'own-code' ? 'own-code' : 'empty';
  return status === 'failed' ? redemptionFailureOf(problem) : null;
}

/** Where the accepted result shows: in the invitation page's card (the page stays), or as the invited page's success panel (its task done). */
export const resultInCard = (view: Extract<EntryView, { kind: 'open' }>) => view.page === 'invitation';
