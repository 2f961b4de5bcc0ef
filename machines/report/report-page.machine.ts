import { sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { previewAddressOf } from './preview-address';
import { isInApp, type Host } from '../core/host';
import { REPORT_LINK_FIELD, REPORT_REASON_FIELD, reportInput, type ReportValue } from './report-rules';
import { createRequestMachine, notProvided } from '../core/request.machine';
import { createSubmissionMachine } from '../core/submission.machine';

/** What the preview is asked for: the address as the preview rule writes it, and the resource's hash. */
export interface PreviewParams {
  url: string;
  hash: string;
}

export interface ReportPageInput {
  host: Host;
  /** The validated link of the address (`url`), or null. */
  link: string | null;
  /** The validated `hash` of the address, or null. */
  hash: string | null;
}

type ReportPageEvent =
  /** After a report: an empty form for another link. */
  | { type: 'report.again' }
  /** The reader asks to see the resource's preview: only then is the thumbnail service asked. */
  | { type: 'preview.show' };

interface Context {
  host: Host;
  link: string | null;
  hash: string | null;
  /** The address a preview is asked for: only in the app, only for an address that identifies a resource. */
  previewAddress: string | null;
}

/**
 * /report (§2, §5, §8): the report form (the shared submission machine, child `form`) and,
 * in the app, the preview of the resource the app opened the page for (the shared request
 * machine, child `preview`, only for an address machines/report/preview-address.ts admits),
 * asked for only once the reader taps "Show preview": a link chosen by whoever made the address
 * never makes the thumbnail service fetch anything on page load. After a
 * report the page ends on the SuccessPanel, whose "Done" (the shell's DoneAction) closes the
 * app's page; the lesser way on is another report.
 */
export const reportPageMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ReportPageInput,
    events: {} as ReportPageEvent,
    children: {} as { form: 'form'; preview: 'preview' },
  },
  actors: {
    /** The report (provided by the wiring: it sends it with the reader's user info record); `true` once sent. */
    form: createSubmissionMachine<ReportValue, true>(notProvided('submit')),
    /** The preview's image address (provided by the wiring). */
    preview: createRequestMachine<string, PreviewParams>(notProvided('load')),
  },
  actions: {
    clearForm: sendTo('form', { type: 'form.again' }),
    clearLink: sendTo('form', { type: 'form.change', field: REPORT_LINK_FIELD, value: '' }),
    clearReason: sendTo('form', { type: 'form.change', field: REPORT_REASON_FIELD, value: '' }),
  },
  guards: {
    hasPreview: ({ context }) => context.previewAddress !== null,
  },
}).createMachine({
  id: 'reportPage',
  context: ({ input }) => ({
    host: input.host,
    link: input.link,
    hash: input.hash,
    previewAddress: isInApp(input.host) && input.link !== null && input.hash !== null ? previewAddressOf(input.link) : null,
  }),
  invoke: { id: 'form', src: 'form', input: ({ context }: { context: Context }) => reportInput(context.link) },
  on: {
    // Another link: the preview of the one the app gave goes with it.
    'report.again': { target: '.noPreview', actions: ['clearForm', 'clearLink', 'clearReason'] },
  },
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'hasPreview', target: 'previewOffered' }, { target: 'noPreview' }] },
    /** In the app, an address with a preview: offered, not asked for, until the reader taps. */
    previewOffered: {
      on: { 'preview.show': { target: 'previewing' } },
    },
    previewing: {
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }: { context: Context }) => ({ params: { url: context.previewAddress ?? '', hash: context.hash ?? '' } }),
      },
    },
    /** A browser, an address with no preview, or another report after the first. */
    noPreview: {},
  },
});

export type ReportPageActor = ActorRefFrom<typeof reportPageMachine>;
type ReportPageSnapshot = SnapshotFrom<typeof reportPageMachine>;

export const selectReportForm = (s: ReportPageSnapshot) => s.children.form;
export const selectReportPreview = (s: ReportPageSnapshot) => s.children.preview;
/** Whether the page offers the preview (Show preview) and has not asked for it yet. */
export const selectPreviewOffered = (s: ReportPageSnapshot) => s.matches('previewOffered');
