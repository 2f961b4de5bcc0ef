import type { Fields, SubmissionInput, Validation } from './submission.machine';

/**
 * The harmful-link report's rules (§3, §5, §8; issue 9) as pure functions: which links the
 * page accepts, the three reasons, and the form on the shared submission machine.
 */

/** The reasons of §3, in the order the page lists them. */
export const REPORT_TYPES = ['porn', 'political', 'violence'] as const;
export type ReportReason = (typeof REPORT_TYPES)[number];

export const REPORT_LINK_FIELD = 'link';
export const REPORT_REASON_FIELD = 'reason';

/** The longest link the page accepts (magnet links with many trackers are long). */
export const REPORT_LINK_MAX_LENGTH = 4096;

const CONTROL_OR_SPACE = /[\s\p{Cc}]/u;
const ED2K = /^ed2k:\/\/\|file\|[^|]+\|\d+\|[0-9a-f]{32}\|/i;
const THUNDER = /^thunder:\/\/[A-Za-z0-9+/=]+$/i;
const MAGNET = /^magnet:\?(?:[^#]*&)?xt=urn:[a-z0-9]+:[A-Za-z0-9]+/i;

/**
 * True for a link of a kind the service can save (§5, §8): an http(s) or ftp address with a
 * host, a magnet link with an exact topic, an ed2k file link or a thunder link. The link is
 * taken trimmed; inner spaces and control characters make it unusable.
 */
export function isReportableLink(typed: string): boolean {
  const link = typed.trim();
  if (link === '' || link.length > REPORT_LINK_MAX_LENGTH || CONTROL_OR_SPACE.test(link)) return false;
  if (/^(https?|ftp):/i.test(link)) {
    try {
      const url = new URL(link);
      return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname !== '' && /^(https?|ftp):\/\//i.test(link);
    } catch {
      return false;
    }
  }
  return MAGNET.test(link) || ED2K.test(link) || THUNDER.test(link);
}

function isReason(x: string | undefined): x is ReportReason {
  return (REPORT_TYPES as readonly string[]).includes(x ?? '');
}

/** Why nothing was sent: the link (§5: 'The current link is invalid.'), the reason, or both. */
export type ReportInvalid = 'link' | 'reason' | 'link-and-reason';

/** What the report sends besides the user info record. */
export interface ReportValue {
  reportType: ReportReason;
  resource: string;
}

function checkReport(fields: Fields): Validation {
  const link = fields[REPORT_LINK_FIELD] ?? '';
  const reason = fields[REPORT_REASON_FIELD];
  const linkOk = isReportableLink(link);
  const reasonOk = isReason(reason);
  if (!linkOk || !reasonOk) {
    return { ok: false, reason: (!linkOk && !reasonOk ? 'link-and-reason' : !linkOk ? 'link' : 'reason') satisfies ReportInvalid };
  }
  return { ok: true, value: { reportType: reason, resource: link.trim() } satisfies ReportValue };
}

/** Whether a refusal of the local check concerns the link, the reason, or both. */
export function reportInvalidParts(invalid: string | null): { link: boolean; reason: boolean } {
  return { link: invalid === 'link' || invalid === 'link-and-reason', reason: invalid === 'reason' || invalid === 'link-and-reason' };
}

/** The report form: the link of the page's address (when the app opened it for a resource) or empty, no reason chosen. */
export function reportInput(link: string | null): SubmissionInput {
  return { fields: { [REPORT_LINK_FIELD]: link ?? '', [REPORT_REASON_FIELD]: '' }, validate: checkReport, track: { name: 'report' } };
}
