import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { createActor } from 'xstate';
import { GIFT_CODE_FIELD, giftCodeEntryOf, giftCodeFailureOf, giftCodeInput, giftCodeOutcomeOf, giftRedemptionOf, type GiftRedemption } from '../../machines/gift-code/gift-code-rules';
import { problemOf } from '../../machines/core/problem';
import { createSubmissionMachine, selectField, selectInvalid, selectSubmissionProblem, selectSubmissionStatus, submissionMachine } from '../../machines/core/submission.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

/** The gift-code form (issue 9): the shared submission machine with the gift-code input. */
const selectCode = selectField(GIFT_CODE_FIELD);
const TYPED = [' prem ium30 ', ' \u00a0 ', 'USEDCODE'];
const used = new ApiError('server', 400, 4003, 'activation_code_used');

describe('gift-code form on the submission machine (model-based)', () => {
  it('follows every shortest path: empty, success, refusal, resubmit after a failure', async () => {
    const count = await replayShortestPaths({
      machine: submissionMachine,
      input: giftCodeInput(null),
      actorNames: ['submit'],
      events: [
        ...TYPED.map((value) => ({ type: 'form.change', field: GIFT_CODE_FIELD, value })),
        { type: 'form.submit' },
        { type: 'form.again' },
        { type: 'xstate.done.actor.submit', output: { days: 30, expire: '2026-12-01T00:00:00.000Z' } },
        { type: 'xstate.error.actor.submit', error: used },
      ] as readonly EventObject[],
      facts: {
        'editing.idle': (s) => expect(selectSubmissionStatus(s)).toBe('editing'),
        'editing.invalid': (s, pending) => {
          // Nothing but spaces: no request, and the page asks for the code (§5).
          expect(pending.has('submit')).toBe(false);
          expect(selectInvalid(s)).toBe('empty');
          expect(selectCode(s).replace(/\s/gu, '')).toBe('');
        },
        'editing.failed': (s) => {
          expect(giftCodeFailureOf(selectSubmissionProblem(s))).toBe('used');
          // What the user typed is kept as typed.
          expect(TYPED).toContain(selectCode(s));
        },
        submitting: (s, pending) => {
          // Spaces are removed before sending; a second submit is not a second request.
          expect(pending.get('submit')?.input).toEqual({ checked: { value: expect.stringMatching(/^(premium30|USEDCODE)$/) } });
          expect(s.can({ type: 'form.submit' })).toBe(false);
        },
        succeeded: (s) => expect(s.context.result).toEqual({ days: 30, expire: '2026-12-01T00:00:00.000Z' }),
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });

  it('fills the field from the link and sends the code of the link', () => {
    const sent: string[] = [];
    const machine = createSubmissionMachine<string, GiftRedemption>(async (code) => {
      sent.push(code);
      return { days: 30, expire: null };
    });
    const actor = createActor(machine, { input: giftCodeInput('TRIAL7') }).start();
    expect(selectCode(actor.getSnapshot())).toBe('TRIAL7');
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'form.submit' });
    expect(sent).toEqual(['TRIAL7']);
  });
});

describe('gift-code refusals and replies', () => {
  const refused = (code: number | null, reason: string | null = null) => ({ kind: 'refused' as const, status: 400, code, reason });
  it.each([
    [4001, 'unknown'],
    [4003, 'used'],
    [4005, 'expired'],
    [4006, 'not-eligible'],
    [4009, 'verification'],
    [4999, 'other'],
  ] as const)('reads error_code %i as %s', (code, failure) => {
    expect(giftCodeFailureOf(refused(code))).toBe(failure);
  });
  it('reads the error string when a server sends no code', () => {
    expect(giftCodeFailureOf(refused(null, 'activation_code_expired'))).toBe('expired');
    expect(giftCodeFailureOf(refused(null, 'something_else'))).toBe('other');
  });
  it('keeps the kinds the page words itself', () => {
    expect(giftCodeFailureOf({ kind: 'login-needed' })).toBe('login-needed');
    expect(giftCodeFailureOf({ kind: 'offline' })).toBe('offline');
    expect(giftCodeFailureOf({ kind: 'timed-out' })).toBe('timed-out');
    expect(giftCodeFailureOf({ kind: 'bad-reply' })).toBe('other');
    expect(giftCodeFailureOf(null)).toBe('other');
  });
  it('reads the days and the expiry only when it is a date', () => {
    expect(giftRedemptionOf({ add_days: 30, free_days: 0, data: { expire: '2026-12-01T00:00:00Z' } })).toEqual({ days: 30, expire: '2026-12-01T00:00:00Z' });
    expect(giftRedemptionOf({ add_days: 0, free_days: 7, data: { expire: 'soon' } })).toEqual({ days: 7, expire: null });
    expect(giftRedemptionOf({ add_days: 2, free_days: 0 })).toEqual({ days: 2, expire: null });
  });
});

describe('what the gift-code page offers and where it states a failure', () => {
  it('offers the form to a logged-in reader, else log in inside the app, else the app', () => {
    expect(giftCodeEntryOf(true, true)).toBe('form');
    expect(giftCodeEntryOf(true, false)).toBe('form');
    expect(giftCodeEntryOf(false, true)).toBe('log-in');
    expect(giftCodeEntryOf(false, false)).toBe('get-app');
  });

  it('states what is about the code in the field, and the rest in a banner', () => {
    expect(giftCodeOutcomeOf('invalid', null)).toEqual({ field: 'empty', banner: null });
    expect(giftCodeOutcomeOf('other', null)).toEqual({ field: null, banner: null });
    expect(giftCodeOutcomeOf('failed', problemOf(used))).toEqual({ field: 'used', banner: null });
    expect(giftCodeOutcomeOf('failed', problemOf(new ApiError('server', 400, 4009, 'verification_required')))).toEqual({ field: null, banner: 'verification' });
    // No reply (offline, time-out): the code may have been redeemed; the outcome is unknown.
    expect(giftCodeOutcomeOf('failed', { kind: 'offline' })).toEqual({ field: null, banner: 'unsure' });
    expect(giftCodeOutcomeOf('failed', { kind: 'timed-out' })).toEqual({ field: null, banner: 'unsure' });
    expect(giftCodeOutcomeOf('failed', { kind: 'bad-reply' })).toEqual({ field: null, banner: 'other' });
    expect(giftCodeOutcomeOf('failed', problemOf(new ApiError('server', 401, 16, 'unauthenticated')))).toEqual({ field: null, banner: 'login' });
  });
});
