import type { ReportType } from '../../protocol/api/client';
import { isOneOf } from '../core/one-of';
import { isReportableLink } from './report-link';
import type { Fields, SubmissionInput, Validation } from '../core/submission.machine';

/**
 * The harmful-link report's rules (§3, §5, §8) as pure functions: which links the
 * page accepts, the three reasons, and the form on the shared submission machine.
 */

/** The reasons of §3, in the order the page lists them. */
export const REPORT_TYPES = ['porn', 'political', 'violence'] as const satisfies readonly ReportType[];

export const REPORT_LINK_FIELD = 'link';
export const REPORT_REASON_FIELD = 'reason';

/** Whether a field's value is one of the reasons. */
export const isReportReason = isOneOf(REPORT_TYPES);

/** Why nothing was sent: the link (§5: missing or unusable), the reason, or both. */
type ReportInvalid = 'link' | 'reason' | 'link-and-reason';

/** What the report sends besides the user info record. */
export interface ReportValue {
  reportType: ReportType;
  resource: string;
}

function checkReport(fields: Fields): Validation<ReportValue> {
  const link = fields[REPORT_LINK_FIELD] ?? '';
  const reason = fields[REPORT_REASON_FIELD];
  const linkOk = isReportableLink(link);
  const reasonOk = isReportReason(reason);
  if (!linkOk || !reasonOk) {
    return { ok: false, reason: (!linkOk && !reasonOk ? 'link-and-reason' : !linkOk ? 'link' : 'reason') satisfies ReportInvalid };
  }
  return { ok: true, value: { reportType: reason, resource: link.trim() } satisfies ReportValue };
}

/**
 * What is wrong with a refused link, so that the page says it (§5): nothing was
 * entered, or what was entered is not a link the service can save. Null for a usable link.
 */
export function reportLinkProblem(typed: string): 'missing' | 'malformed' | null {
  if (typed.trim() === '') return 'missing';
  return isReportableLink(typed) ? null : 'malformed';
}

/** Whether a refusal of the local check concerns the link, the reason, or both. */
export function reportInvalidParts(invalid: string | null): { link: boolean; reason: boolean } {
  return { link: invalid === 'link' || invalid === 'link-and-reason', reason: invalid === 'reason' || invalid === 'link-and-reason' };
}

/** The report form: the link of the page's address (when the app opened it for a resource) or empty, no reason chosen. */
export function reportInput(link: string | null): SubmissionInput<ReportValue> {
  return { fields: { [REPORT_LINK_FIELD]: link ?? '', [REPORT_REASON_FIELD]: '' }, validate: checkReport, track: { name: 'report' } };
}
