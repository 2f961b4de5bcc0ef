import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { problemOf, type Problem } from './problem';

/** The form's fields as typed, by name. */
export type Fields = Readonly<Record<string, string>>;

/** A local check of the fields: the value to send, or why it cannot be sent. */
export type Validation<Value> = { ok: true; value: Value } | { ok: false; reason: string };

export interface SubmissionInput<Value> {
  /** The fields to start with (from the query, or empty). */
  fields: Fields;
  /** Whether the action cannot be undone and must be confirmed before the request. */
  confirm?: boolean;
  /** The local check (a pure rule from the feature's rules module): the value `submit` gets, or a refusal. */
  validate: (fields: Fields) => Validation<Value>;
  /** Statistics name: `<name>_submit`, `<name>_success`, `<name>_failure` are emitted. */
  track?: { name: string; extra?: Record<string, string> };
}

type SubmissionEvent =
  | { type: 'form.change'; field: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.confirm' }
  | { type: 'form.cancel' }
  | { type: 'form.again' };

type SubmissionEmitted = { type: 'track'; action: string; extra: Record<string, string> };

/** The statistics name and extra fields, or null for none. */
type Track = { name: string; extra: Record<string, string> } | null;

interface SubmissionContext<Value, Result> {
  fields: Fields;
  confirm: boolean;
  validate: (fields: Fields) => Validation<Value>;
  track: Track;
  /** The checked value the request sends, once the local check passed. */
  checked: { value: Value } | null;
  /** Why the local check refused the fields (a code the view words). */
  invalid: string | null;
  problem: Problem | null;
  result: Result | null;
}

const trackEvent = (track: Track, suffix: string, extra: Record<string, string> = {}) => ({
  type: 'track' as const,
  action: `${track?.name ?? 'form'}_${suffix}`,
  extra: { ...track?.extra, ...extra },
});

/**
 * The submission machine (`submissionMachine` below) sending with `submit`: the feature's
 * wiring passes it, and its value and result type the machine, its input's `validate` and
 * its selectors.
 */
export function createSubmissionMachine<Value, Result>(submit: (value: Value) => Promise<Result>) {
  return setup({
    types: {
      context: {} as SubmissionContext<Value, Result>,
      input: {} as SubmissionInput<Value>,
      events: {} as SubmissionEvent,
      emitted: {} as SubmissionEmitted,
    },
    actors: {
      submit: fromPromise<Result, { checked: { value: Value } | null }>(({ input }) =>
        input.checked ? submit(input.checked.value) : Promise.reject(new Error('nothing checked to send')),
      ),
    },
    guards: {
      refused: ({ context }) => context.invalid !== null,
      needsConfirmation: ({ context }) => context.confirm,
    },
    actions: {
      change: assign({
        fields: ({ context, event }) => {
          assertEvent(event, 'form.change');
          return { ...context.fields, [event.field]: event.value };
        },
      }),
      /** An edit after a refusal starts over: the old message no longer describes the field. */
      clearOutcome: assign({ invalid: null, problem: null }),
      check: assign(({ context }) => {
        const checked = context.validate(context.fields);
        return checked.ok ? { checked: { value: checked.value }, invalid: null } : { checked: null, invalid: checked.reason };
      }),
      trackSubmit: emit(({ context }) => trackEvent(context.track, 'submit')),
      trackSuccess: emit(({ context }) => trackEvent(context.track, 'success')),
      trackFailure: emit(({ context }) => trackEvent(context.track, 'failure', { error: context.problem?.kind ?? '' })),
    },
  }).createMachine({
    id: 'submission',
    context: ({ input }) => ({
      fields: input.fields,
      confirm: input.confirm ?? false,
      validate: input.validate,
      track: input.track ? { name: input.track.name, extra: input.track.extra ?? {} } : null,
      checked: null,
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
          input: ({ context }) => ({ checked: context.checked }),
          onDone: { target: 'succeeded', actions: [assign({ result: ({ event }) => event.output, problem: null }), 'trackSuccess'] },
          onError: { target: 'editing.failed', actions: [assign({ problem: ({ event }) => problemOf(event.error) }), 'trackFailure'] },
        },
      },
      succeeded: {
        on: { 'form.again': { target: 'editing.idle', actions: assign({ result: null }) } },
      },
    },
  });
}

/**
 * Every form of the site (docs/requirements.md §5): editing → local check → (confirming →)
 * submitting → succeeded | failed. One request in flight: a submit while submitting or
 * confirming is ignored, not queued. What the user typed is kept through every failure, and
 * edits made while the request runs are kept too. A failure carries a typed Problem; editing
 * after it and submitting again sends a new request. Made by `createSubmissionMachine(submit)`
 * (this one has no submit).
 */
export const submissionMachine = createSubmissionMachine<never, never>(() => Promise.reject(new Error('submit not provided')));

type SubmissionMachine<Value, Result> = ReturnType<typeof createSubmissionMachine<Value, Result>>;
export type SubmissionActor<Value, Result> = ActorRefFrom<SubmissionMachine<Value, Result>>;
export type SubmissionSnapshot<Value, Result> = SnapshotFrom<SubmissionMachine<Value, Result>>;

/** Where a form stands, for views: one value, no flags. */
export type SubmissionStatus = 'editing' | 'invalid' | 'failed' | 'confirming' | 'submitting' | 'succeeded';

export function selectSubmissionStatus<Value, Result>(s: SubmissionSnapshot<Value, Result>): SubmissionStatus {
  if (s.matches({ editing: 'invalid' })) return 'invalid';
  if (s.matches({ editing: 'failed' })) return 'failed';
  if (s.matches('confirming')) return 'confirming';
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('succeeded')) return 'succeeded';
  return 'editing';
}
export const selectField =
  (name: string) =>
  <Value, Result>(s: SubmissionSnapshot<Value, Result>): string =>
    s.context.fields[name] ?? '';
export const selectFields = <Value, Result>(s: SubmissionSnapshot<Value, Result>): Fields => s.context.fields;
export const selectInvalid = <Value, Result>(s: SubmissionSnapshot<Value, Result>): string | null => s.context.invalid;
export const selectSubmissionProblem = <Value, Result>(s: SubmissionSnapshot<Value, Result>): Problem | null => s.context.problem;
/** The request's result once it succeeded, else null. */
export const selectSubmissionResult = <Value, Result>(s: SubmissionSnapshot<Value, Result>): Result | null => s.context.result;
/** The one request in flight. */
export const selectSubmissionBusy = <Value, Result>(s: SubmissionSnapshot<Value, Result>): boolean => s.hasTag('busy');
