import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { reportPageMachine, selectPreviewOffered, selectReportForm, selectReportPreview, type ReportPageInput } from '../../machines/report/report-page.machine';
import { REPORT_LINK_FIELD, REPORT_REASON_FIELD, type ReportValue } from '../../machines/report/report-rules';
import { createRequestMachine } from '../../machines/core/request.machine';
import { createSubmissionMachine, selectSubmissionStatus } from '../../machines/core/submission.machine';
import { replayShortestPaths } from './replay';

const MAGNET = 'magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567';

/** The page with a report that is always taken and a preview that never answers (it stays asked); what it asked is recorded. */
function provided() {
  const sent: ReportValue[] = [];
  const previews: { url: string; hash: string }[] = [];
  const machine = reportPageMachine.provide({
    actors: {
      form: createSubmissionMachine<ReportValue, true>(async (value) => {
        sent.push(value);
        return true;
      }),
      preview: createRequestMachine<string, { url: string; hash: string }>(async (params) => {
        previews.push(params);
        return 'https://img.mypikpak.com/t.jpg';
      }),
    },
  });
  return { machine, sent, previews };
}

const linkOf = (s: Parameters<typeof selectReportForm>[0]) => selectReportForm(s)?.getSnapshot().context.fields[REPORT_LINK_FIELD];

describe('the report page machine (model-based)', () => {
  const pages: { input: ReportPageInput; first: 'previewOffered' | 'noPreview' }[] = [
    { input: { host: 'android', link: MAGNET, hash: 'abc' }, first: 'previewOffered' },
    { input: { host: 'absent', link: MAGNET, hash: 'abc' }, first: 'noPreview' },
    { input: { host: 'ios', link: MAGNET, hash: null }, first: 'noPreview' },
    { input: { host: 'ios', link: 'https://localhost/x.mp4', hash: 'abc' }, first: 'noPreview' },
  ];
  it.each(pages)('starts in $first for $input.host with hash $input.hash, and another report drops the preview', async ({ input, first }) => {
    const reached: string[] = [];
    const { machine } = provided();
    await replayShortestPaths({
      machine,
      input,
      actorNames: [],
      events: [{ type: 'report.again' }, { type: 'preview.show' }],
      facts: {
        previewOffered: (s) => {
          reached.push('previewOffered');
          // Offered, not asked: the thumbnail service is asked only after the reader's tap.
          expect(selectPreviewOffered(s)).toBe(true);
          expect(selectReportPreview(s)).toBeUndefined();
          expect(linkOf(s)).toBe(input.link);
        },
        previewing: (s) => {
          reached.push('previewing');
          // In the app, for an address the preview rule admits, once the reader tapped: the preview is asked, beside the form with the app's link.
          expect(selectReportPreview(s)?.getSnapshot().context.params).toEqual({ url: MAGNET, hash: 'abc' });
          expect(linkOf(s)).toBe(input.link);
        },
        noPreview: (s) => {
          reached.push('noPreview');
          // No preview: a browser, an address the rule refuses, or another report (its form empty).
          expect(selectReportPreview(s)).toBeUndefined();
          expect([input.link, '']).toContain(linkOf(s));
        },
      },
    });
    expect(reached[0]).toBe(first);
  });
});

describe('the report page machine', () => {
  it('reports once, then starts an empty form for another link, without the first link’s preview', async () => {
    const { machine, sent, previews } = provided();
    const page = createActor(machine, { input: { host: 'android', link: MAGNET, hash: 'abc' } }).start();
    // Nothing is asked of the thumbnail service on page load; the reader's tap asks it.
    expect(previews).toEqual([]);
    page.send({ type: 'preview.show' });
    const preview = selectReportPreview(page.getSnapshot());
    if (preview) await waitFor(preview, (s) => s.context.data !== null);
    expect(previews).toEqual([{ url: MAGNET, hash: 'abc' }]);
    const form = selectReportForm(page.getSnapshot());
    form?.send({ type: 'form.change', field: REPORT_REASON_FIELD, value: 'violence' });
    form?.send({ type: 'form.submit' });
    if (form) await waitFor(form, (s) => selectSubmissionStatus(s) === 'succeeded');
    expect(sent).toEqual([{ reportType: 'violence', resource: MAGNET }]);
    page.send({ type: 'report.again' });
    expect(form && selectSubmissionStatus(form.getSnapshot())).toBe('editing');
    expect(form?.getSnapshot().context.fields).toEqual({ [REPORT_LINK_FIELD]: '', [REPORT_REASON_FIELD]: '' });
    expect(selectReportPreview(page.getSnapshot())).toBeUndefined();
    expect(previews).toHaveLength(1);
  });
});
