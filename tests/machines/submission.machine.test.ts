import { describe, expect, expectTypeOf, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  createSubmissionMachine,
  selectField,
  selectInvalid,
  selectSubmissionBusy,
  selectSubmissionProblem,
  selectSubmissionResult,
  selectSubmissionStatus,
  submissionMachine,
  type Fields,
  type Validation,
} from '../../machines/core/submission.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

/** A gift-code-like rule: spaces removed, empty refused. */
const validate = (fields: Fields): Validation<string> => {
  const code = (fields.code ?? '').replace(/\s+/g, '');
  return code ? { ok: true, value: code } : { ok: false, reason: 'empty' };
};

const events = [
  { type: 'form.change', field: 'code', value: ' AB C1 ' },
  { type: 'form.change', field: 'code', value: '  ' },
  { type: 'form.submit' },
  { type: 'form.confirm' },
  { type: 'form.cancel' },
  { type: 'form.again' },
  { type: 'xstate.done.actor.submit', output: { days: 30 } },
  { type: 'xstate.error.actor.submit', error: new ApiError('server', 400, 4002, 'code_used') },
] as const;

const facts = (confirm: boolean) => ({
  'editing.idle': (s: never) => {
    expect(selectSubmissionStatus(s)).toBe('editing');
    expect(selectInvalid(s)).toBeNull();
  },
  'editing.invalid': (s: never, pending: Map<string, unknown>) => {
    // Refused locally: a message, and no request made for it.
    expect(selectInvalid(s)).toBe('empty');
    expect(selectField('code')(s).trim()).toBe('');
    expect(pending.size).toBe(0);
  },
  'editing.failed': (s: never) => {
    // The server's refusal is kept as a typed problem, and the typed code is kept.
    expect(selectSubmissionProblem(s)).toEqual({ kind: 'refused', status: 400, code: 4002, reason: 'code_used' });
    // (the field starts empty, so a reset would show as '')
    expect([' AB C1 ', '  ']).toContain(selectField('code')(s));
  },
  confirming: (s: { can(e: unknown): boolean }, pending: Map<string, unknown>) => {
    expect(confirm).toBe(true);
    // Nothing is sent before the user confirms; a second submit does nothing.
    expect(pending.has('submit')).toBe(false);
    expect(s.can({ type: 'form.submit' })).toBe(false);
  },
  submitting: (s: { can(e: unknown): boolean; hasTag(t: string): boolean }, pending: Map<string, { input: unknown }>) => {
    expect(pending.get('submit')?.input).toEqual({ checked: { value: 'ABC1' } });
    expect(s.hasTag('busy')).toBe(true);
    expect(s.can({ type: 'form.submit' })).toBe(false);
  },
  succeeded: (s: { context: { result: unknown } }) => expect(s.context.result).toEqual({ days: 30 }),
});

describe('submission machine (model-based)', () => {
  it.each([[false], [true]])('follows every shortest path (confirmation step: %s), with a fact checked in each state', async (confirm) => {
    const count = await replayShortestPaths({
      machine: submissionMachine,
      input: { fields: { code: '' }, confirm, validate },
      actorNames: ['submit'],
      events,
      facts: facts(confirm) as never,
    });
    expect(count).toBeGreaterThanOrEqual(5);
  });
});

describe('submission machine (behaviour)', () => {
  const start = (submit: (code: string) => Promise<{ days: number }>, confirm = false) => {
    const sent: string[] = [];
    const tracked: string[] = [];
    const machine = createSubmissionMachine((code: string) => {
      sent.push(code);
      return submit(code);
    });
    const actor = createActor(machine, { input: { fields: { code: '' }, validate, confirm, track: { name: 'gift_code', extra: { page: 'cdkey' } } } });
    actor.on('track', (e) => tracked.push(`${e.action}${e.extra.error ? `:${e.extra.error}` : ''}`));
    actor.start();
    return { actor, sent, tracked };
  };

  it('sends one request however many times submit is pressed', async () => {
    const { actor, sent } = start(async () => ({ days: 30 }));
    actor.send({ type: 'form.change', field: 'code', value: 'PREMIUM30' });
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(sent).toEqual(['PREMIUM30']);
    // The result's type comes from `submit`, with no cast on the way (tsc checks this line).
    expectTypeOf(selectSubmissionResult(actor.getSnapshot())).toEqualTypeOf<{ days: number } | null>();
    expect(selectSubmissionResult(actor.getSnapshot())).toEqual({ days: 30 });
    expect(selectSubmissionBusy(actor.getSnapshot())).toBe(false);
  });

  it('keeps what was typed on failure, also what was typed while the request ran, and sends again after an edit', async () => {
    let fail = true;
    const { actor, sent, tracked } = start(async () => {
      if (fail) throw new ApiError('timeout');
      return { days: 7 };
    });
    actor.send({ type: 'form.change', field: 'code', value: 'TRIAL7' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', field: 'code', value: 'TRIAL7 ' });
    await waitFor(actor, (s) => selectSubmissionStatus(s) === 'failed');
    expect(selectField('code')(actor.getSnapshot())).toBe('TRIAL7 ');
    expect(selectSubmissionProblem(actor.getSnapshot())).toEqual({ kind: 'timed-out' });
    fail = false;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(sent).toEqual(['TRIAL7', 'TRIAL7']);
    expect(tracked).toEqual(['gift_code_submit', 'gift_code_failure:timed-out', 'gift_code_submit', 'gift_code_success']);
  });

  it('asks for confirmation before an action that cannot be undone, and sends nothing when cancelled', async () => {
    const { actor, sent } = start(async () => ({ days: 0 }), true);
    actor.send({ type: 'form.change', field: 'code', value: 'X' });
    actor.send({ type: 'form.submit' });
    expect(selectSubmissionStatus(actor.getSnapshot())).toBe('confirming');
    actor.send({ type: 'form.cancel' });
    expect(selectSubmissionStatus(actor.getSnapshot())).toBe('editing');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.confirm' });
    actor.send({ type: 'form.confirm' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(sent).toEqual(['X']);
  });
});
