import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { problemOf, type Problem } from './problem';

/** The form's fields as typed, by name. */
export type Fields = Readonly<Record<string, string>>;

/** A local check of the fields: the value to send, or why it cannot be sent. */
export type Validation = { ok: true; value: unknown } | { ok: false; reason: string };

export interface SubmissionInput {
  /** The fields to start with (from the query, or empty). */
  fields: Fields;
  /** Whether the action cannot be undone and must be confirmed before the request. */
  confirm?: boolean;
  /** The local check (a pure rule from the feature's rules module); absent: send the fields. */
  validate?: (fields: Fields) => Validation;
  /** Statistics name: `<name>_submit`, `<name>_success`, `<name>_failure` are emitted. */
  track?: { name: string; extra?: Record<string, string> };
}

export type SubmissionEvent =
  | { type: 'form.change'; field: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.confirm' }
  | { type: 'form.cancel' }
  | { type: 'form.again' };

export type SubmissionEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context {
  fields: Fields;
  confirm: boolean;
  validate: (fields: Fields) => Validation;
  track: { name: string; extra: Record<string, string> } | null;
  /** The checked value the request sends. */
  value: unknown;
  /** Why the local check refused the fields (a code the view words). */
  invalid: string | null;
  problem: Problem | null;
  result: unknown;
}

const sendAsTyped = (fields: Fields): Validation => ({ ok: true, value: fields });

const trackEvent = (context: Context, suffix: string, extra: Record<string, string> = {}) => ({
  type: 'track' as const,
  action: `${context.track?.name ?? 'form'}_${suffix}`,
  extra: { ...context.track?.extra, ...extra },
});

/**
 * Every form of the site (docs/requirements.md §5): editing → local check → (confirming →)
 * submitting → succeeded | failed. One request in flight: a submit while submitting or
 * confirming is ignored, not queued. What the user typed is kept through every failure, and
 * edits made while the request runs are kept too. A failure carries a typed Problem; editing
 * after it and submitting again sends a new request.
 */
export const submissionMachine = setup({
  types: {
    context: {} as Context,
    input: {} as SubmissionInput,
    events: {} as SubmissionEvent,
    emitted: {} as SubmissionEmitted,
  },
  actors: {
    submit: fromPromise<unknown, unknown>(() => Promise.reject(new Error('submit not provided'))),
  },
  guards: {
    refused: ({ context }) => context.invalid !== null,
    needsConfirmation: ({ context }) => context.confirm,
  },
  actions: {
    change: assign({
      fields: ({ context, event }) => (event.type === 'form.change' ? { ...context.fields, [event.field]: event.value } : context.fields),
    }),
    /** An edit after a refusal starts over: the old message no longer describes the field. */
    clearOutcome: assign({ invalid: null, problem: null }),
    check: assign(({ context }) => {
      const checked = context.validate(context.fields);
      return checked.ok ? { value: checked.value, invalid: null } : { value: null, invalid: checked.reason };
    }),
    trackSubmit: emit(({ context }) => trackEvent(context, 'submit')),
    trackSuccess: emit(({ context }) => trackEvent(context, 'success')),
    trackFailure: emit(({ context }) => trackEvent(context, 'failure', { error: context.problem?.kind ?? '' })),
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({
    fields: input.fields,
    confirm: input.confirm ?? false,
    validate: input.validate ?? sendAsTyped,
    track: input.track ? { name: input.track.name, extra: input.track.extra ?? {} } : null,
    value: null,
    invalid: null,
    problem: null,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'form.change': { target: '.idle', actions: ['change', 'clearOutcome'] },
        'form.submit': { target: 'checking', actions: 'check' },
      },
      states: {
        idle: {},
        /** The local check refused the fields: no request was made. */
        invalid: {},
        /** The request failed; the fields are as they were. */
        failed: {},
      },
    },
    checking: {
      always: [
        { guard: 'refused', target: 'editing.invalid' },
        { guard: 'needsConfirmation', target: 'confirming' },
        { target: 'submitting', actions: 'trackSubmit' },
      ],
    },
    /** What will happen is shown; nothing is sent until the user confirms. */
    confirming: {
      on: {
        'form.confirm': { target: 'submitting', actions: 'trackSubmit' },
        'form.cancel': 'editing.idle',
      },
    },
    submitting: {
      tags: ['busy'],
      on: { 'form.change': { actions: 'change' } },
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }: { context: Context }) => context.value,
        onDone: { target: 'succeeded', actions: [assign({ result: ({ event }) => event.output, problem: null }), 'trackSuccess'] },
        onError: { target: 'editing.failed', actions: [assign({ problem: ({ event }) => problemOf(event.error) }), 'trackFailure'] },
      },
    },
    succeeded: {
      on: { 'form.again': { target: 'editing.idle', actions: assign({ result: null }) } },
    },
  },
});

export type SubmissionSnapshot = SnapshotFrom<typeof submissionMachine>;

/** Where a form stands, for views: one value, no flags. */
export type SubmissionStatus = 'editing' | 'invalid' | 'failed' | 'confirming' | 'submitting' | 'succeeded';

export function selectSubmissionStatus(s: SubmissionSnapshot): SubmissionStatus {
  if (s.matches({ editing: 'invalid' })) return 'invalid';
  if (s.matches({ editing: 'failed' })) return 'failed';
  if (s.matches('confirming')) return 'confirming';
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('succeeded')) return 'succeeded';
  return 'editing';
}
export const selectField = (name: string) => (s: SubmissionSnapshot) => s.context.fields[name] ?? '';
export const selectInvalid = (s: SubmissionSnapshot) => s.context.invalid;
export const selectSubmissionProblem = (s: SubmissionSnapshot) => s.context.problem;

/**
 * The submission machine with its `submit` provided, and the typed selector of its reply,
 * from one call so they cannot disagree. `submit` gets the value `validate` returned (the
 * fields themselves when there is no validate).
 */
export function provideSubmission<V, R>(submit: (value: V) => Promise<R>) {
  return {
    machine: submissionMachine.provide({ actors: { submit: fromPromise<unknown, unknown>(({ input }) => submit(input as V)) } }),
    selectResult: (s: SubmissionSnapshot): R | null => s.context.result as R | null,
  };
}
