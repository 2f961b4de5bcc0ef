import * as v from 'valibot';
import { isReportableLink } from '../../../machines/report/report-link';

/**
 * The search of /report: the app opens the page for a resource with its link (`url`) and,
 * for a preview, its `hash`. The link is kept only when it is a link the service can save
 * (machines/report/report-rules.ts); the hash only when it is letters, digits, '-' or '_'. Anything
 * else is dropped (`v.fallback`), never thrown: the field is then empty.
 */
export const reportSearch = v.object({
  url: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.check(isReportableLink))), undefined),
  hash: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{1,256}$/))), undefined),
});
