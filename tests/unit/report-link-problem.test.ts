import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReportableLink } from '../../machines/report/report-link';
import { reportLinkProblem } from '../../machines/report/report-rules';

/** /report says an empty link and an unusable one apart: "enter a link" vs "not a valid link". */
describe('reportLinkProblem', () => {
  it('calls nothing entered missing', () => {
    expect(reportLinkProblem('')).toBe('missing');
    expect(reportLinkProblem('   ')).toBe('missing');
    expect(reportLinkProblem('\n\t')).toBe('missing');
  });

  it('calls something that is not a link the service can save malformed', () => {
    expect(reportLinkProblem('not a link')).toBe('malformed');
    expect(reportLinkProblem('javascript:alert(1)')).toBe('malformed');
    expect(reportLinkProblem('https://')).toBe('malformed');
    expect(reportLinkProblem('magnet:?dn=no-topic')).toBe('malformed');
  });

  it('finds nothing wrong with a usable link', () => {
    expect(reportLinkProblem('https://example.com/harm')).toBeNull();
    expect(reportLinkProblem('  magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567  ')).toBeNull();
  });

  it('agrees with the link rule for any text', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const problem = reportLinkProblem(typed);
        expect(problem === null).toBe(isReportableLink(typed));
        expect(problem === 'missing').toBe(typed.trim() === '');
      }),
    );
  });
});
