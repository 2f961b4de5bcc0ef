import type { SnapshotFrom } from 'xstate';
import type { ReportType } from '../../protocol/api/client';
import { isInApp } from '../core/host';
import { wayOnOf, type Problem, type ProblemWayOn } from '../core/problem';
import { selectRequestData, selectRequestStatus, type RequestSnapshot } from '../core/request.machine';
import { selectFields, selectInvalid, selectSubmissionBusy, selectSubmissionProblem, selectSubmissionStatus, type SubmissionSnapshot } from '../core/submission.machine';
import { REPORT_LINK_FIELD, REPORT_REASON_FIELD, isReportReason, reportInvalidParts, reportLinkProblem, type ReportValue } from './report-rules';
import type { PreviewParams, reportPageMachine, ReportPageActor } from './report-page.machine';

/*
 * /report's view model: one selector per part of the page, each saying what to show as a
 * union the view switches on. The views decide nothing.
 */

export { REPORT_LINK_FIELD, REPORT_REASON_FIELD, REPORT_TYPES } from './report-rules';
export { REPORT_LINK_MAX_LENGTH } from './report-link';
export { sameFields } from '../core/same-fields';
export type { ReportPageActor };

type ReportPageSnapshot = SnapshotFrom<typeof reportPageMachine>;
type ReportFormSnapshot = SubmissionSnapshot<ReportValue, true>;

/** The form part: the form (once its actor is there) and whether the page runs in the app. */
export type ReportPart = { kind: 'form'; form: NonNullable<ReportPageSnapshot['children']['form']>; inApp: boolean } | { kind: 'none' };

export function selectReportPart(s: ReportPageSnapshot): ReportPart {
  const form = s.children.form;
  return form ? { kind: 'form', form, inApp: isInApp(s.context.host) } : { kind: 'none' };
}

/** The preview part: offered (Show preview), asked for (its request), or nothing to show. */
export type PreviewPart =
  | { kind: 'offered' }
  | { kind: 'asked'; preview: NonNullable<ReportPageSnapshot['children']['preview']> }
  | { kind: 'none' };

export function selectPreviewPart(s: ReportPageSnapshot): PreviewPart {
  if (s.matches('previewOffered')) return { kind: 'offered' };
  const preview = s.children.preview;
  return preview ? { kind: 'asked', preview } : { kind: 'none' };
}

/** The preview's image once its address came; nothing while it is asked or when it failed (a preview only enriches). */
export type PreviewImage = { kind: 'image'; src: string } | { kind: 'none' };

export function selectPreviewImage(s: RequestSnapshot<string, PreviewParams>): PreviewImage {
  const src = selectRequestData(s);
  return selectRequestStatus(s) === 'ready' && src !== null ? { kind: 'image', src } : { kind: 'none' };
}

/**
 * The report's main action: Report, Try again (a failure that may pass), the app's log-in
 * screen (the report is sent again when the reader is back), or the app (a browser).
 */
type ReportMain = 'report' | 'retry' | 'log-in' | 'get-app';

const FAILED_MAIN: Record<ProblemWayOn, ReportMain> = { 'log-in': 'log-in', 'open-app': 'get-app', retry: 'retry', own: 'report' };

/** Why the local check refused the report: the link (missing, or not a link the service saves) and the reason. */
interface ReportRefusal {
  link: 'missing' | 'malformed' | null;
  reason: boolean;
}

/**
 * Where the report form stands:
 * - `pending`: before the session is known (the pre-rendered page): shown, takes no input;
 * - `editing`: the form, with what the local check refused (focus goes to its first part);
 * - `failed`: the report was not sent: the problem, its way on and the main action;
 * - `sent`: the success panel.
 * Every state but `sent` carries the fields (the link, the reason chosen) and whether a request runs.
 */
export type ReportFormView =
  | { kind: 'pending'; link: string; reason: ReportType | null; busy: false }
  | { kind: 'editing'; link: string; reason: ReportType | null; refused: ReportRefusal; busy: boolean }
  | { kind: 'failed'; link: string; reason: ReportType | null; problem: Problem | null; wayOn: ProblemWayOn; main: ReportMain; busy: boolean }
  | { kind: 'sent' };

export const PENDING_REPORT: Extract<ReportFormView, { kind: 'pending' }> = { kind: 'pending', link: '', reason: null, busy: false };

const NOTHING_REFUSED: ReportRefusal = { link: null, reason: false };

export function selectReportFormView(s: ReportFormSnapshot, inApp: boolean): ReportFormView {
  const status = selectSubmissionStatus(s);
  if (status === 'succeeded') return { kind: 'sent' };
  const fields = selectFields(s);
  const link = fields[REPORT_LINK_FIELD] ?? '';
  const typed = fields[REPORT_REASON_FIELD];
  const reason = isReportReason(typed) ? typed : null;
  const busy = selectSubmissionBusy(s);
  if (status === 'failed') {
    const problem = selectSubmissionProblem(s);
    const wayOn = wayOnOf(problem, inApp);
    return { kind: 'failed', link, reason, problem, wayOn, main: FAILED_MAIN[wayOn], busy };
  }
  if (status !== 'invalid') return { kind: 'editing', link, reason, refused: NOTHING_REFUSED, busy };
  const parts = reportInvalidParts(selectInvalid(s));
  return { kind: 'editing', link, reason, refused: { link: parts.link ? reportLinkProblem(link) ?? 'malformed' : null, reason: parts.reason }, busy };
}

/** The part that takes focus after a refusal: the first that says why, or none. */
export function focusOf(view: ReportFormView): 'link' | 'reason' | null {
  if (view.kind !== 'editing') return null;
  return view.refused.link !== null ? 'link' : view.refused.reason ? 'reason' : null;
}
