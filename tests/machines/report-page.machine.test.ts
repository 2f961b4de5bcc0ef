import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { reportPageMachine, selectReportForm, selectReportInApp, selectReportPreview, type ReportPageInput } from '../../machines/report-page.machine';
import { REPORT_LINK_FIELD, REPORT_REASON_FIELD, type ReportValue } from '../../machines/report-rules';
import { createRequestMachine } from '../../machines/request.machine';
import { createSubmissionMachine, selectSubmissionStatus } from '../../machines/submission.machine';

const MAGNET = 'magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567';

/** The page with a report that is always taken and a preview that answers at once; what it asked and did is recorded. */
function start(input: ReportPageInput) {
  const sent: ReportValue[] = [];
  const previews: { url: string; hash: string }[] = [];
  let closed = 0;
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
    actions: { finishSelf: () => void (closed += 1) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, sent, previews, closed: () => closed };
}

describe('the report page machine', () => {
  it('starts the form with the link of the address and asks a preview only in the app, for an address the rule admits', async () => {
    const inApp = start({ host: 'android', link: MAGNET, hash: 'abc' });
    expect(selectReportForm(inApp.actor.getSnapshot())?.getSnapshot().context.fields[REPORT_LINK_FIELD]).toBe(MAGNET);
    const preview = selectReportPreview(inApp.actor.getSnapshot());
    if (preview) await waitFor(preview, (s) => s.context.data !== null);
    expect(inApp.previews).toEqual([{ url: MAGNET, hash: 'abc' }]);

    for (const input of [
      { host: 'absent', link: MAGNET, hash: 'abc' },
      { host: 'ios', link: MAGNET, hash: null },
      { host: 'ios', link: 'https://localhost/x.mp4', hash: 'abc' },
    ] satisfies ReportPageInput[]) {
      const page = start(input);
      expect(selectReportPreview(page.actor.getSnapshot())).toBeUndefined();
      expect(page.previews).toEqual([]);
    }
  });

  it('closes the app’s page only in the app, and starts an empty form for another report', async () => {
    for (const host of ['android', 'absent'] as const) {
      const page = start({ host, link: 'https://example.com/harm', hash: null });
      const form = selectReportForm(page.actor.getSnapshot());
      form?.send({ type: 'form.change', field: REPORT_REASON_FIELD, value: 'violence' });
      form?.send({ type: 'form.submit' });
      if (form) await waitFor(form, (s) => selectSubmissionStatus(s) === 'succeeded');
      expect(page.sent).toEqual([{ reportType: 'violence', resource: 'https://example.com/harm' }]);
      page.actor.send({ type: 'report.close' });
      expect(page.closed()).toBe(host === 'absent' ? 0 : 1);
      expect(selectReportInApp(page.actor.getSnapshot())).toBe(host !== 'absent');
      page.actor.send({ type: 'report.again' });
      const fields = form?.getSnapshot().context.fields;
      expect(form && selectSubmissionStatus(form.getSnapshot())).toBe('editing');
      expect(fields).toEqual({ [REPORT_LINK_FIELD]: '', [REPORT_REASON_FIELD]: '' });
    }
  });
});
