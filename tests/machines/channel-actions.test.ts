import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { channelActionInput, channelFailureOf } from '../../machines/channel-rules';
import { selectSubmissionProblem, selectSubmissionStatus, submissionMachine } from '../../machines/submission.machine';
import { ApiError } from '../../protocol/api/errors';
import { leafStates, replayShortestPaths } from './replay';

/** Subscribe and Cancel of /bot-sub on the shared submission machine. */

/** The events of a confirmed channel action: ask, confirm, back out, again, answered or refused with `error`. */
function confirmedActionEvents(error: ApiError): readonly EventObject[] {
  const events = [
    { type: 'form.submit' },
    { type: 'form.confirm' },
    { type: 'form.cancel' },
    { type: 'form.again' },
    { type: 'xstate.done.actor.submit', output: true },
    { type: 'xstate.error.actor.submit', error },
  ];
  return events;
}
describe('channel subscribe and cancel on the submission machine (model-based)', () => {
  it('cancel: confirmation first, then one request; kept-back, success, failure, again', async () => {
    const count = await replayShortestPaths({
      machine: submissionMachine,
      input: channelActionInput('cancel', { id: 'pikpak_demo', listed: true }),
      actorNames: ['submit'],
      events: confirmedActionEvents(new ApiError('server', 404, 4040, 'not_subscribed')),
      facts: {
        'editing.idle': (s, pending) => {
          expect(selectSubmissionStatus(s)).toBe('editing');
          expect(pending.has('submit')).toBe(false);
        },
        confirming: (s, pending) => {
          // Nothing is sent until the user confirms; another tap on Cancel asks nothing more.
          expect(pending.has('submit')).toBe(false);
          expect(s.can({ type: 'form.submit' })).toBe(false);
        },
        submitting: (s, pending) => {
          expect(pending.get('submit')?.input).toBe('pikpak_demo');
          expect(s.can({ type: 'form.confirm' })).toBe(false);
        },
        'editing.failed': (s) => expect(channelFailureOf(selectSubmissionProblem(s))).toBe('not-subscribed'),
        succeeded: (s) => expect(s.context.result).toBe(true),
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });

  it('subscribe to a channel never seen (not in the list): confirmed first, then one request', async () => {
    const reached = new Set<string>();
    const count = await replayShortestPaths({
      machine: submissionMachine,
      input: channelActionInput('subscribe', { id: '-1009876543210', listed: false }),
      actorNames: ['submit'],
      events: confirmedActionEvents(new ApiError('server', 404, 4041, 'channel_not_found')),
      facts: {
        'editing.idle': (s, pending) => {
          expect(selectSubmissionStatus(s)).toBe('editing');
          expect(pending.has('submit')).toBe(false);
        },
        confirming: (s, pending) => {
          // A tap on Subscribe only asks: nothing is sent until the user confirms, and more taps ask nothing more.
          expect(selectSubmissionStatus(s)).toBe('confirming');
          expect(pending.has('submit')).toBe(false);
          expect(s.can({ type: 'form.submit' })).toBe(false);
        },
        submitting: (s, pending) => {
          expect(pending.get('submit')?.input).toBe('-1009876543210');
          expect(s.can({ type: 'form.confirm' })).toBe(false);
          expect(s.can({ type: 'form.submit' })).toBe(false);
        },
        'editing.failed': (s) => expect(channelFailureOf(selectSubmissionProblem(s))).toBe('channel-unknown'),
        succeeded: (s) => expect(s.context.result).toBe(true),
      },
      check: (s) => leafStates(s as never).forEach((leaf) => reached.add(leaf)),
    });
    expect(count).toBeGreaterThanOrEqual(5);
    expect(reached).toContain('confirming');
  });

  it('subscribe to a channel in the list: no confirmation; unknown channel, success, again', async () => {
    const count = await replayShortestPaths({
      machine: submissionMachine,
      input: channelActionInput('subscribe', { id: '-1001234567890', listed: true }),
      actorNames: ['submit'],
      events: [
        { type: 'form.submit' },
        { type: 'form.again' },
        { type: 'xstate.done.actor.submit', output: true },
        { type: 'xstate.error.actor.submit', error: new ApiError('server', 404, 4041, 'channel_not_found') },
      ] as readonly EventObject[],
      facts: {
        'editing.idle': (s) => expect(selectSubmissionStatus(s)).toBe('editing'),
        submitting: (s, pending) => {
          expect(pending.get('submit')?.input).toBe('-1001234567890');
          expect(s.can({ type: 'form.submit' })).toBe(false);
        },
        'editing.failed': (s) => expect(channelFailureOf(selectSubmissionProblem(s))).toBe('channel-unknown'),
        succeeded: (s) => expect(s.context.result).toBe(true),
      },
    });
    expect(count).toBeGreaterThanOrEqual(3);
  });

  it('words other failures as such', () => {
    expect(channelFailureOf({ kind: 'offline' })).toBe('other');
    expect(channelFailureOf({ kind: 'refused', status: 500, code: 500, reason: 'internal_error' })).toBe('other');
  });
});
