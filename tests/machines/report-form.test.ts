import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { REPORT_LINK_FIELD, REPORT_REASON_FIELD, reportInput, reportInvalidParts } from '../../machines/report/report-rules';
import { selectField, selectInvalid, selectSubmissionProblem, selectSubmissionStatus, submissionMachine } from '../../machines/core/submission.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

/** The report form (§5, §8): the shared submission machine with the report input. */
const LINKS = ['https://example.com/bad', 'not a link', ''];
const selectLink = selectField(REPORT_LINK_FIELD);
const selectReason = selectField(REPORT_REASON_FIELD);

describe('report form on the submission machine (model-based)', () => {
  it('follows every shortest path: invalid link, no reason, success, failure, resubmit', async () => {
    const count = await replayShortestPaths({
      machine: submissionMachine,
      input: reportInput(null),
      actorNames: ['submit'],
      events: [
        ...LINKS.map((value) => ({ type: 'form.change', field: REPORT_LINK_FIELD, value })),
        { type: 'form.change', field: REPORT_REASON_FIELD, value: 'violence' },
        { type: 'form.submit' },
        { type: 'form.again' },
        { type: 'xstate.done.actor.submit', output: true },
        { type: 'xstate.error.actor.submit', error: new ApiError('server', 500, 500, 'internal_error') },
      ] as readonly EventObject[],
      facts: {
        'editing.idle': (s) => expect(selectSubmissionStatus(s)).toBe('editing'),
        'editing.invalid': (s, pending) => {
          expect(pending.has('submit')).toBe(false);
          const parts = reportInvalidParts(selectInvalid(s));
          expect(parts.link).toBe(selectLink(s) !== 'https://example.com/bad');
          expect(parts.reason).toBe(selectReason(s) !== 'violence');
        },
        'editing.failed': (s) => {
          // 'Report failed. Please try again later.' with the link and reason kept.
          expect(selectSubmissionProblem(s)?.kind).toBe('refused');
          expect(LINKS).toContain(selectLink(s));
          expect(selectReason(s)).toBe('violence');
        },
        submitting: (s, pending) => {
          expect(pending.get('submit')?.input).toEqual({ checked: { value: { reportType: 'violence', resource: 'https://example.com/bad' } } });
          expect(s.can({ type: 'form.submit' })).toBe(false);
        },
        succeeded: (s) => expect(s.context.result).toBe(true),
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });

  it('starts with the link of the address and no reason', () => {
    expect(reportInput('magnet:?xt=urn:btih:abc').fields).toEqual({ link: 'magnet:?xt=urn:btih:abc', reason: '' });
    expect(reportInvalidParts('link-and-reason')).toEqual({ link: true, reason: true });
    expect(reportInvalidParts(null)).toEqual({ link: false, reason: false });
  });
});
