import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, type EventObject } from 'xstate';
import { TOAST_DURATION_MS } from '../../machines/notice-constants';
import { noticeMachine, selectToastCode, selectToastTurn, type ToastCode } from '../../machines/notice.machine';
import { replayShortestPaths } from './replay';

type NoticeEvent = EventFromLogic<typeof noticeMachine>;

const FEEDBACK = { action: 'open_feedback' };
const followed: NoticeEvent[] = [
  { type: 'link.follow', outcome: { kind: 'toast', code: 'feedback-in-app' } },
  { type: 'link.follow', outcome: { kind: 'toast', code: 'address-refused' } },
  { type: 'link.follow', outcome: { kind: 'post', message: FEEDBACK } },
  { type: 'link.follow', outcome: { kind: 'open', href: 'https://mypikpak.com/drive/feedback' } },
  { type: 'files.open' },
];
const events: readonly EventObject[] = [...followed, { type: 'xstate.after.toastDuration.notice.toasting' }];

/** The notice machine with its outward effects recorded instead of carried out. */
function recorded() {
  const effects: string[] = [];
  const machine = noticeMachine.provide({
    actions: {
      postToParent: (_, { message }) => void effects.push(`post ${message.action}`),
      openAddress: (_, { href }) => void effects.push(`open ${href}`),
      backToFiles: () => void effects.push('files'),
    },
  });
  return { machine, effects };
}

describe('notice machine (model-based)', () => {
  afterEach(() => vi.useRealTimers());

  it('follows every shortest path, with a fact checked in each state', async () => {
    const count = await replayShortestPaths({
      machine: noticeMachine,
      actorNames: [],
      events,
      delays: { toastDuration: TOAST_DURATION_MS },
      facts: {
        // No toast on screen; the reader can still follow links and go back to their files.
        quiet: (s) => {
          expect(selectToastCode(s)).toBeNull();
          expect(s.can({ type: 'files.open' })).toBe(true);
        },
        // One toast on screen, saying what a toast outcome said.
        toasting: (s) => {
          expect(['feedback-in-app', 'address-refused']).toContain(selectToastCode(s));
        },
      },
    });
    // Each toast text on either turn, and quiet before and after a first toast.
    expect(count).toBe(6);
  });
});

describe('notice machine (behaviour)', () => {
  afterEach(() => vi.useRealTimers());

  const start = () => {
    vi.useFakeTimers();
    const { machine, effects } = recorded();
    return { actor: createActor(machine).start(), effects };
  };
  const toast = (code: ToastCode): NoticeEvent => ({ type: 'link.follow', outcome: { kind: 'toast', code } });

  it('shows one toast at a time: a new one replaces the old', () => {
    const { actor } = start();
    actor.send(toast('address-refused'));
    actor.send(toast('feedback-in-app'));
    expect(selectToastCode(actor.getSnapshot())).toBe('feedback-in-app');
  });

  it('gives every toast a new key, so that the same text shown again is announced again', () => {
    const { actor } = start();
    actor.send(toast('feedback-in-app'));
    const first = selectToastTurn(actor.getSnapshot());
    actor.send(toast('feedback-in-app'));
    expect(selectToastTurn(actor.getSnapshot())).not.toBe(first);
  });

  it('restarts the timer when a toast is replaced, and hides after the duration', () => {
    const { actor } = start();
    actor.send(toast('address-refused'));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    actor.send(toast('feedback-in-app'));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    expect(selectToastCode(actor.getSnapshot())).toBe('feedback-in-app');
    vi.advanceTimersByTime(100);
    expect(selectToastCode(actor.getSnapshot())).toBeNull();
  });

  it('posts a decided parent message, opens a decided address, and takes the reader back to their files', () => {
    const { actor, effects } = start();
    actor.send({ type: 'link.follow', outcome: { kind: 'post', message: { action: 'create_task', data: { url: 'x' } } } });
    actor.send({ type: 'link.follow', outcome: { kind: 'open', href: 'https://t.me/PikPak_Bot' } });
    actor.send({ type: 'files.open' });
    expect(effects).toEqual(['post create_task', 'open https://t.me/PikPak_Bot', 'files']);
    // None of these is a toast.
    expect(selectToastCode(actor.getSnapshot())).toBeNull();
  });

  it('carries out the effect while a toast is up, and leaves the toast alone', () => {
    const { actor, effects } = start();
    actor.send(toast('action-unavailable'));
    actor.send({ type: 'link.follow', outcome: { kind: 'post', message: FEEDBACK } });
    expect(effects).toEqual(['post open_feedback']);
    expect(selectToastCode(actor.getSnapshot())).toBe('action-unavailable');
  });

  it('shows a toast without any outward effect', () => {
    const { actor, effects } = start();
    actor.send(toast('feedback-in-app'));
    expect(effects).toEqual([]);
  });
});
