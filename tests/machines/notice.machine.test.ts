import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type EventObject } from 'xstate';
import { TOAST_DURATION_MS } from '../../machines/notices/notice-constants';
import {
  noticeMachine,
  selectAppUrl,
  selectFeedbackOpening,
  selectFeedbackSteps,
  selectFramed,
  selectWebDriveUrl,
  selectToastCode,
  selectToastTurn,
  type NoticeInput,
  type ToastCode,
} from '../../machines/notices/notice.machine';
import { clickOutcomeOf } from '../../src/shell/notice/intercept';
import { BridgeError } from '../../protocol/bridge/errors';
import type { FrameMessage } from '../../protocol/frame/actions';
import { replayShortestPaths } from './replay';

type NoticeEvent = EventFromLogic<typeof noticeMachine>;

/** The page's situation as the notice hook starts the machine: framed, and the addresses the pages link. */
const INPUT: NoticeInput = { framed: true, webDriveUrl: 'https://mypikpak.com/drive/', appUrl: 'pikpakapp://mypikpak.com/' };

const FEEDBACK: FrameMessage = { action: 'open_feedback' };
const APP_FEEDBACK: NoticeEvent = { type: 'link.follow', outcome: { kind: 'app-feedback' } };
const followed: NoticeEvent[] = [
  { type: 'link.follow', outcome: { kind: 'toast', code: 'action-unavailable' } },
  { type: 'link.follow', outcome: { kind: 'toast', code: 'address-refused' } },
  { type: 'link.follow', outcome: { kind: 'post', message: FEEDBACK } },
  { type: 'link.follow', outcome: { kind: 'open', href: 'https://mypikpak.com/drive/feedback' } },
  APP_FEEDBACK,
  { type: 'files.open' },
];
const events: readonly (EventObject & { error?: unknown })[] = [
  ...followed,
  { type: 'xstate.after.toastDuration.notice.toast.toasting' },
  { type: 'xstate.done.actor.openAppFeedback' },
  { type: 'xstate.error.actor.openAppFeedback', error: new BridgeError('sendAction', 'timeout') },
];

/** The notice machine with its outward effects recorded instead of carried out. */
function recorded(openAppFeedback: () => Promise<void> = async () => undefined) {
  const effects: string[] = [];
  const machine = noticeMachine.provide({
    actors: {
      openAppFeedback: fromPromise(async () => {
        effects.push('ask app: feedback');
        await openAppFeedback();
      }),
    },
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
      input: INPUT,
      actorNames: ['openAppFeedback'],
      events,
      delays: { toastDuration: TOAST_DURATION_MS },
      facts: {
        // No toast on screen; the reader can still follow links and go back to their files.
        'toast.quiet': (s) => {
          expect(selectToastCode(s)).toBeNull();
          expect(s.can({ type: 'files.open' })).toBe(true);
        },
        // One toast on screen, saying what a toast outcome said.
        'toast.toasting': (s) => {
          expect(['action-unavailable', 'address-refused']).toContain(selectToastCode(s));
        },
        // Nothing asked of the app, no steps shown.
        'feedback.idle': (s, pending) => {
          expect(selectFeedbackSteps(s)).toBe(false);
          expect(selectFeedbackOpening(s)).toBe(false);
          expect(pending.size).toBe(0);
        },
        // The app has been asked, once: a second press does not ask again.
        'feedback.opening': (s, pending) => {
          expect(selectFeedbackOpening(s)).toBe(true);
          expect(selectFeedbackSteps(s)).toBe(false);
          expect(pending.size).toBe(1);
        },
        // The app could not open feedback: the steps are shown, and no request is in flight.
        'feedback.steps.shown': (s, pending) => {
          expect(selectFeedbackSteps(s)).toBe(true);
          expect(selectFeedbackOpening(s)).toBe(false);
          expect(pending.size).toBe(0);
        },
        // Asked again: the steps stay on screen while the app answers.
        'feedback.steps.asking': (s, pending) => {
          expect(selectFeedbackSteps(s)).toBe(true);
          expect(selectFeedbackOpening(s)).toBe(true);
          expect(pending.size).toBe(1);
        },
      },
      // The page's situation, from input, stays as the hook gave it in every state.
      check: (s) => {
        expect(selectFramed(s)).toBe(true);
        expect(selectWebDriveUrl(s)).toBe(INPUT.webDriveUrl);
        expect(selectAppUrl(s)).toBe(INPUT.appUrl);
      },
    });
    expect(count).toBeGreaterThanOrEqual(6);
  });
});

describe('a clicked link on a notice page (clickOutcomeOf)', () => {
  const page = 'https://h5.mypikpak.com/help';
  const snapshotOf = (framed: boolean) => createActor(noticeMachine, { input: { ...INPUT, framed } }).getSnapshot();
  const feedback = { href: 'https://mypikpak.com/drive/feedback', target: null };

  it('leaves an ordinary link to the browser', () => {
    expect(clickOutcomeOf(snapshotOf(false), 'absent', { href: '/privacy', target: null }, page)).toEqual({ kind: 'browser' });
  });

  it('decides the feedback link by the page’s situation: framed, in the app, or in a browser', () => {
    // Framed by an allowed parent: a message to the web drive, in the app or not.
    expect(clickOutcomeOf(snapshotOf(true), 'android', feedback, page)).toEqual({ kind: 'post', message: { action: 'open_feedback' } });
    // In the app: the app's own feedback page.
    expect(clickOutcomeOf(snapshotOf(false), 'android', feedback, page)).toEqual({ kind: 'app-feedback' });
    // In a browser: the web drive's feedback page, from the address the machine was started with.
    expect(clickOutcomeOf(snapshotOf(false), 'absent', feedback, page)).toEqual({ kind: 'open', href: 'https://mypikpak.com/drive/feedback' });
  });

  it('resolves a relative link against the page’s address', () => {
    expect(clickOutcomeOf(snapshotOf(false), 'absent', { href: 'guide', target: '_blank' }, page)).toEqual({ kind: 'open', href: 'https://h5.mypikpak.com/guide' });
  });
});

describe('notice machine (behaviour)', () => {
  afterEach(() => vi.useRealTimers());

  const start = (openAppFeedback?: () => Promise<void>) => {
    vi.useFakeTimers();
    const { machine, effects } = recorded(openAppFeedback);
    return { actor: createActor(machine, { input: INPUT }).start(), effects };
  };
  const toast = (code: ToastCode): NoticeEvent => ({ type: 'link.follow', outcome: { kind: 'toast', code } });

  it('shows one toast at a time: a new one replaces the old', () => {
    const { actor } = start();
    actor.send(toast('address-refused'));
    actor.send(toast('action-unavailable'));
    expect(selectToastCode(actor.getSnapshot())).toBe('action-unavailable');
  });

  it('gives every toast a new key, so that the same text shown again is announced again', () => {
    const { actor } = start();
    actor.send(toast('address-refused'));
    const first = selectToastTurn(actor.getSnapshot());
    actor.send(toast('address-refused'));
    expect(selectToastTurn(actor.getSnapshot())).not.toBe(first);
  });

  it('restarts the timer when a toast is replaced, and hides after the duration', () => {
    const { actor } = start();
    actor.send(toast('address-refused'));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    actor.send(toast('action-unavailable'));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    expect(selectToastCode(actor.getSnapshot())).toBe('action-unavailable');
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
    actor.send(toast('address-refused'));
    expect(effects).toEqual([]);
  });

  it('asks the app to open feedback, and shows no steps when it does', async () => {
    const { actor, effects } = start();
    actor.send(APP_FEEDBACK);
    expect(selectFeedbackOpening(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(effects).toEqual(['ask app: feedback']);
    expect(selectFeedbackSteps(actor.getSnapshot())).toBe(false);
    expect(selectFeedbackOpening(actor.getSnapshot())).toBe(false);
  });

  it('shows the steps to feedback when the app cannot open it (a BridgeError), and keeps them while asked again', async () => {
    let answer: () => Promise<void> = () => Promise.reject(new BridgeError('sendAction', 'timeout'));
    const { actor, effects } = start(() => answer());
    actor.send(APP_FEEDBACK);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectFeedbackSteps(actor.getSnapshot())).toBe(true);

    answer = () => new Promise(() => undefined);
    actor.send(APP_FEEDBACK);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectFeedbackSteps(actor.getSnapshot())).toBe(true);
    expect(selectFeedbackOpening(actor.getSnapshot())).toBe(true);
    expect(effects).toEqual(['ask app: feedback', 'ask app: feedback']);
  });

  it('asks the app once while a request is in flight', async () => {
    const { actor, effects } = start(() => new Promise(() => undefined));
    actor.send(APP_FEEDBACK);
    actor.send(APP_FEEDBACK);
    await vi.advanceTimersByTimeAsync(0);
    expect(effects).toEqual(['ask app: feedback']);
  });

  it('hides the steps once the app has opened feedback after all', async () => {
    let answer: () => Promise<void> = () => Promise.reject(new BridgeError('sendAction', 'unavailable'));
    const { actor } = start(() => answer());
    actor.send(APP_FEEDBACK);
    await vi.advanceTimersByTimeAsync(0);
    answer = async () => undefined;
    actor.send(APP_FEEDBACK);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectFeedbackSteps(actor.getSnapshot())).toBe(false);
  });
});
