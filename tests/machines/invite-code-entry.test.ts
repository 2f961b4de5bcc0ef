import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { inviteCodeEntryMachine, selectCodeForm, selectEntryOpening, selectFixedCode, type InviteCodeEntryInput } from '../../machines/referral/invite-code-entry.machine';
import { inviteCodeEntryInput, redemptionFailureOf, redemptionOf, type Redemption } from '../../machines/referral/referral-rules';
import {
  createSubmissionMachine,
  selectField,
  selectInvalid,
  selectSubmissionProblem,
  selectSubmissionResult,
  selectSubmissionStatus,
  submissionMachine,
} from '../../machines/core/submission.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

/** The invitation code entry: the shared submission machine with the referral input (§5.2, §8). */
const OWN = 'MYCODE';
const selectCode = selectField('code');
const unusable = new ApiError('server', 400, 4002, 'invite_code_invalid');
const TYPED = [' testcode ', '   ', 'mycode'];

const events = [
  ...TYPED.map((value) => ({ type: 'form.change', field: 'code', value })),
  { type: 'form.submit' },
  { type: 'form.again' },
  { type: 'xstate.done.actor.submit', output: { days: 5 } },
  { type: 'xstate.error.actor.submit', error: unusable },
] as const;

describe('invitation code entry on the submission machine (model-based)', () => {
  it('follows every shortest path, with a fact checked in each state', async () => {
    const count = await replayShortestPaths({
      machine: submissionMachine,
      input: inviteCodeEntryInput('invitation', null, OWN),
      actorNames: ['submit'],
      events,
      facts: {
        'editing.idle': (s) => expect(selectSubmissionStatus(s)).toBe('editing'),
        'editing.invalid': (s, pending) => {
          // Refused before any request: nothing typed, or the user's own code.
          expect(pending.has('submit')).toBe(false);
          expect(selectInvalid(s)).toBe(selectCode(s).trim() === '' ? 'empty' : 'own-code');
        },
        'editing.failed': (s) => {
          // The server's refusal, kept typed; what the user typed is kept, edits made while it ran included.
          expect(redemptionFailureOf(selectSubmissionProblem(s))).toBe('code-unusable');
          expect(TYPED).toContain(selectCode(s));
        },
        submitting: (s, pending) => {
          // The code goes out trimmed; a second submit is not a second request.
          expect(pending.get('submit')?.input).toEqual({ checked: { value: 'testcode' } });
          expect(s.can({ type: 'form.submit' })).toBe(false);
        },
        succeeded: (s) => expect(s.context.result).toEqual({ days: 5 }),
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });
});

const eligibilityEvents = [
  { type: 'xstate.done.actor.eligibility', output: { can_accept: true, ownCode: OWN } },
  { type: 'xstate.done.actor.eligibility', output: { can_accept: false, ownCode: OWN } },
  // The link's code is the reader's own (their own invitation link, opened in the app).
  { type: 'xstate.done.actor.eligibility', output: { can_accept: true, ownCode: 'TESTCODE' } },
  { type: 'xstate.error.actor.eligibility', error: new ApiError('timeout') },
] as const;

describe('invitation code entry machine: the eligibility check, then the form (model-based)', () => {
  const inputs: [string, InviteCodeEntryInput][] = [
    ['on the invitation page (a field)', { page: 'invitation', fixedCode: null }],
    ['on the invited page (the link’s code)', { page: 'invited', fixedCode: 'TESTCODE' }],
  ];
  it.each(inputs)('follows every shortest path %s, with a fact checked in each state', async (_, input) => {
    const count = await replayShortestPaths({
      machine: inviteCodeEntryMachine,
      input,
      actorNames: ['eligibility'],
      events: eligibilityEvents,
      facts: {
        checking: (s, pending) => {
          // Nothing to type into until the server says whether this user may still accept.
          expect(pending.has('eligibility')).toBe(true);
          expect(selectEntryOpening(s)).toBe('checking');
          expect(selectCodeForm(s)).toBeUndefined();
        },
        closed: (s) => {
          expect(selectEntryOpening(s)).toBe('closed');
          expect(selectCodeForm(s)).toBeUndefined();
        },
        own: (s) => {
          // Only a link's code can be the reader's own: nothing to accept, no form.
          expect(input.fixedCode).toBe('TESTCODE');
          expect(selectEntryOpening(s)).toBe('own');
          expect(selectCodeForm(s)).toBeUndefined();
        },
        open: (s) => {
          // Open when the server says so, or when the check failed (the redemption decides then):
          // the form starts with the link's code or an empty field, and refuses the own code when known.
          expect(selectEntryOpening(s)).toBe('open');
          const form = selectCodeForm(s)!.getSnapshot();
          expect(selectCode(form)).toBe(input.fixedCode ?? '');
          expect(form.context.track).toEqual({ name: 'invite_code', extra: { page: input.page } });
          const own = form.context.validate({ code: OWN.toLowerCase() });
          expect(own).toEqual(s.context.ownCode === OWN ? { ok: false, reason: 'own-code' } : { ok: true, value: OWN.toLowerCase() });
        },
      },
      check: (s) => expect(selectFixedCode(s)).toBe(input.fixedCode),
    });
    expect(count).toBeGreaterThanOrEqual(3);
  });
});

describe('invitation code entry (behaviour)', () => {
  /** The entry as the wiring builds it: the redemption reply read by `redemptionOf`. */
  const start = (reply: () => Promise<{ add_days: number; invited_days: number }>, page: 'invitation' | 'invited' = 'invitation', fixedCode: string | null = null) => {
    const sent: string[] = [];
    const tracked: string[] = [];
    const machine = createSubmissionMachine<string, Redemption>(async (code) => {
      sent.push(code);
      return redemptionOf(await reply());
    });
    const actor = createActor(machine, { input: inviteCodeEntryInput(page, fixedCode, OWN) });
    actor.on('track', (e) => tracked.push(`${e.action}:${e.extra.page}${e.extra.error ? `:${e.extra.error}` : ''}`));
    actor.start();
    const type = (value: string) => actor.send({ type: 'form.change', field: 'code', value });
    return { actor, sent, tracked, type, result: () => selectSubmissionResult(actor.getSnapshot()) };
  };

  it('refuses an empty code without a request', () => {
    const { actor, sent, tracked } = start(async () => ({ add_days: 5, invited_days: 5 }));
    actor.send({ type: 'form.submit' });
    expect(selectSubmissionStatus(actor.getSnapshot())).toBe('invalid');
    expect(selectInvalid(actor.getSnapshot())).toBe('empty');
    expect(sent).toEqual([]);
    expect(tracked).toEqual([]);
  });

  it('refuses the user’s own code, in any case, without a request', () => {
    const { actor, sent, type } = start(async () => ({ add_days: 5, invited_days: 5 }));
    type(' MyCode ');
    actor.send({ type: 'form.submit' });
    expect(selectInvalid(actor.getSnapshot())).toBe('own-code');
    expect(sent).toEqual([]);
  });

  it('succeeds with the friend’s days: add_days, else invited_days', async () => {
    const withAdd = start(async () => ({ add_days: 5, invited_days: 0 }));
    withAdd.type('TESTCODE');
    withAdd.actor.send({ type: 'form.submit' });
    await waitFor(withAdd.actor, (s) => s.matches('succeeded'));
    expect(withAdd.result()).toEqual({ days: 5, expire: null });
    expect(withAdd.tracked).toEqual(['invite_code_submit:invitation', 'invite_code_success:invitation']);

    const withInvited = start(async () => ({ add_days: 0, invited_days: 7 }));
    withInvited.type('TESTCODE');
    withInvited.actor.send({ type: 'form.submit' });
    await waitFor(withInvited.actor, (s) => s.matches('succeeded'));
    expect(withInvited.result()).toEqual({ days: 7, expire: null });
  });

  it('succeeds with the relationship only when the reply gives no days', async () => {
    const { actor, type, result } = start(async () => ({ add_days: 0, invited_days: 0 }));
    type('TESTCODE');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(result()).toEqual({ days: null, expire: null });
  });

  it('fails with a typed problem, keeps the code, and resubmits after an edit', async () => {
    let fail: ApiError | null = new ApiError('network');
    const { actor, sent, tracked, type, result } = start(async () => {
      if (fail) throw fail;
      return { add_days: 5, invited_days: 5 };
    });
    type('TESTCOD');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => selectSubmissionStatus(s) === 'failed');
    expect(redemptionFailureOf(selectSubmissionProblem(actor.getSnapshot()))).toBe('unsure');
    // No reply: the invitation may have been accepted; told as unknown, not as failed.
    expect(redemptionFailureOf({ kind: 'timed-out' })).toBe('unsure');
    expect(redemptionFailureOf({ kind: 'bad-reply' })).toBe('other');
    expect(selectCode(actor.getSnapshot())).toBe('TESTCOD');
    fail = unusable;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => selectSubmissionStatus(s) === 'failed' && sent.length === 2);
    expect(redemptionFailureOf(selectSubmissionProblem(actor.getSnapshot()))).toBe('code-unusable');
    fail = null;
    type('TESTCODE');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(sent).toEqual(['TESTCOD', 'TESTCOD', 'TESTCODE']);
    expect(result()).toEqual({ days: 5, expire: null });
    expect(tracked).toEqual([
      'invite_code_submit:invitation',
      'invite_code_failure:invitation:offline',
      'invite_code_submit:invitation',
      'invite_code_failure:invitation:refused',
      'invite_code_submit:invitation',
      'invite_code_success:invitation',
    ]);
  });

  it('sends the code of the link on the invited page, once however many presses', async () => {
    const { actor, sent, tracked } = start(async () => ({ add_days: 5, invited_days: 5 }), 'invited', 'TESTCODE');
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(sent).toEqual(['TESTCODE']);
    expect(tracked).toEqual(['invite_code_submit:invited', 'invite_code_success:invited']);
  });
});
