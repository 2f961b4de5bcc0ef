import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { copyMachine, selectCopyStatus, selectCopySubject } from '../../machines/core/copy.machine';
import { replayShortestPaths } from './replay';

const events = [
    { type: 'copy.request', subject: 'code', text: 'ABC123' },
    { type: 'xstate.done.actor.writeClipboard' },
    { type: 'xstate.error.actor.writeClipboard', error: new Error('denied') },
  ] as const;

describe('copy machine (model-based)', () => {
  it('follows every shortest path, with a fact checked in each state', async () => {
    const count = await replayShortestPaths({
      machine: copyMachine,
      input: { confirmationMs: 3000, trackAs: 'invitation_copy' },
      actorNames: ['writeClipboard'],
      events,
      delays: { confirmation: 3000 },
      facts: {
        // Nothing is copied until the user asks.
        idle: (s, pending) => {
          expect(selectCopyStatus(s)).toBe('idle');
          if (selectCopySubject(s) === null) expect(pending.has('writeClipboard')).toBe(false);
        },
        copying: (s, pending) => {
          expect(pending.get('writeClipboard')?.input).toEqual({ text: 'ABC123' });
          expect(selectCopySubject(s)).toBe('code');
        },
        copied: (s) => expect(selectCopyStatus(s)).toBe('copied'),
        failed: (s) => expect(selectCopyStatus(s)).toBe('failed'),
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });
});

describe('copy machine (behaviour)', () => {
  it('confirms for the configured time, then clears; a new request restarts the copy', async () => {
    vi.useFakeTimers();
    const texts: string[] = [];
    const tracked: string[] = [];
    const actor = createActor(copyMachine.provide({ actors: { writeClipboard: fromPromise(async ({ input }) => void texts.push(input.text)) } }), {
      input: { confirmationMs: 3000, trackAs: 'invitation_copy' },
    });
    actor.on('track', (e) => tracked.push(`${e.action}:${e.extra.subject}`));
    actor.start();
    actor.send({ type: 'copy.request', subject: 'link', text: 'https://example.com/x' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCopyStatus(actor.getSnapshot())).toBe('copied');
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'copy.request', subject: 'code', text: 'ABC' });
    await vi.advanceTimersByTimeAsync(2000);
    // The second copy's confirmation started over.
    expect(selectCopyStatus(actor.getSnapshot())).toBe('copied');
    expect(selectCopySubject(actor.getSnapshot())).toBe('code');
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectCopyStatus(actor.getSnapshot())).toBe('idle');
    expect(texts).toEqual(['https://example.com/x', 'ABC']);
    expect(tracked).toEqual(['invitation_copy:link', 'invitation_copy:code']);
    vi.useRealTimers();
  });
});
