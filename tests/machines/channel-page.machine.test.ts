import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import {
  channelActionsMachine,
  channelPageMachine,
  selectChannelNext,
  selectChannelOutcome,
  selectChannelPageView,
  selectChannelRows,
  selectChannelSince,
  selectChannelStep,
  selectChannelSubscribed,
  selectListProblem,
  selectOneChannel,
  type ChannelPageInput,
} from '../../machines/channel-subscription/channel-page.machine';
import type { ListedChannel } from '../../machines/channel-subscription/channel-rules';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

/** /bot-sub: the page machine (list, retry, the link's channel or the list) and each channel's Subscribe and Cancel. */

type ActionsSnap = Parameters<typeof selectChannelStep>[0];
type PageSnap = Parameters<typeof selectChannelPageView>[0];

const NOT_SUBSCRIBED = new ApiError('server', 404, 4040, 'not_subscribed');
const CHANNEL_UNKNOWN = new ApiError('server', 404, 4041, 'channel_not_found');
const OFFLINE = new ApiError('network');
const SINCE = '2026-10-17T08:00:00Z';

/** The events of one channel's actions: ask, confirm, back out, undo, retry, cleared by the page, each request answered or refused with `error` or offline. */
function actionEvents(error: ApiError) {
  return [
    { type: 'channel.subscribe' },
    { type: 'channel.cancel' },
    { type: 'channel.confirm' },
    { type: 'channel.dismiss' },
    { type: 'channel.undo' },
    { type: 'channel.retry' },
    { type: 'channel.clear' },
    { type: 'xstate.done.actor.subscribe', output: undefined },
    { type: 'xstate.error.actor.subscribe', error },
    { type: 'xstate.error.actor.subscribe', error: OFFLINE },
    { type: 'xstate.done.actor.cancel', output: undefined },
    { type: 'xstate.error.actor.cancel', error },
    { type: 'xstate.error.actor.cancel', error: OFFLINE },
  ];
}

/** Facts of every state of one channel's actions; nothing is sent before a confirmation where one is due. */
const actionFacts = (id: string) => ({
  idle: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    expect(selectChannelStep(s)).toBe('idle');
    expect(pending.size).toBe(0);
    const outcome = selectChannelOutcome(s);
    const next = selectChannelNext(s);
    const subscribed = selectChannelSubscribed(s);
    // What the last action did agrees with the channel's state: a canceled channel never keeps its date or a Cancel.
    if (outcome?.kind === 'done') expect(subscribed).toBe(outcome.action === 'subscribe');
    if (outcome?.kind === 'done' && outcome.action === 'cancel') {
      expect(next).toEqual({ kind: 'undo', busy: false });
      expect(selectChannelSince(s)).toBeNull();
    }
    if (outcome?.kind === 'done' && outcome.action === 'subscribe') expect(next).toEqual({ kind: 'subscribed' });
    if (outcome?.kind === 'failed' && outcome.failure === 'not-subscribed') {
      expect(subscribed).toBe(false);
      expect(next).toEqual({ kind: 'subscribe', busy: false, notice: 'not-subscribed' });
    }
    if (outcome?.kind === 'failed' && outcome.failure === 'channel-unknown') expect(next).toEqual({ kind: 'unknown-channel' });
    // A failure that may pass offers Try again, with the problem in words.
    if (outcome?.kind === 'failed' && outcome.failure === 'other') expect(next).toEqual({ kind: 'retry', action: outcome.action, problem: { kind: 'offline' }, busy: false });
    // No message: the channel's own button, by its state.
    if (outcome === null) expect(next).toEqual(subscribed ? { kind: 'cancel', busy: false } : { kind: 'subscribe', busy: false, notice: null });
    // The list's date only while the subscription it dates is there.
    if (!subscribed) expect(selectChannelSince(s)).toBeNull();
  },
  confirmingSubscribe: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    // A tap on Subscribe only asks: nothing is sent until the user confirms, and more taps ask nothing more.
    expect(selectChannelNext(s)).toEqual({ kind: 'confirm', action: 'subscribe' });
    expect(selectChannelOutcome(s)).toBeNull();
    expect(pending.size).toBe(0);
    expect(s.can({ type: 'channel.subscribe' })).toBe(false);
  },
  confirmingCancel: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    expect(selectChannelNext(s)).toEqual({ kind: 'confirm', action: 'cancel' });
    expect(selectChannelSubscribed(s)).toBe(true);
    expect(pending.size).toBe(0);
    expect(s.can({ type: 'channel.cancel' })).toBe(false);
  },
  subscribing: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    expect(selectChannelStep(s)).toBe('subscribing');
    expect(pending.get('subscribe')?.input).toBe(id);
    expect(s.can({ type: 'channel.confirm' })).toBe(false);
    expect(s.can({ type: 'channel.subscribe' })).toBe(false);
    expect(s.can({ type: 'channel.undo' })).toBe(false);
    // Undo and Try again keep their message, busy; a first Subscribe is its own busy button.
    const outcome = selectChannelOutcome(s);
    const next = selectChannelNext(s);
    if (outcome?.kind === 'done') expect(next).toEqual({ kind: 'undo', busy: true });
    else if (outcome?.kind === 'failed') expect(next).toMatchObject({ kind: 'retry', action: 'subscribe', busy: true });
    else expect(next).toEqual({ kind: 'subscribe', busy: true, notice: null });
  },
  cancelling: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    expect(selectChannelStep(s)).toBe('cancelling');
    expect(pending.get('cancel')?.input).toBe(id);
    expect(s.can({ type: 'channel.confirm' })).toBe(false);
    expect(s.can({ type: 'channel.cancel' })).toBe(false);
    const outcome = selectChannelOutcome(s);
    expect(selectChannelNext(s)).toEqual(outcome ? { kind: 'retry', action: 'cancel', problem: { kind: 'offline' }, busy: true } : { kind: 'cancel', busy: true });
  },
});

describe('one channel’s Subscribe and Cancel (model-based)', () => {
  it('a listed channel: Cancel asks first, then one request; canceled with Undo (one request, nothing asked), not subscribed any more, Try again after a failure', async () => {
    const reached = new Set<string>();
    const count = await replayShortestPaths({
      machine: channelActionsMachine,
      input: { id: 'pikpak_demo', listed: true, since: SINCE },
      actorNames: ['subscribe', 'cancel'],
      events: actionEvents(NOT_SUBSCRIBED),
      facts: actionFacts('pikpak_demo'),
      check: (s: ActionsSnap) => {
        reached.add(selectChannelNext(s).kind);
        // The row says since when only with the list's date, and only while subscribed.
        const since = selectChannelSince(s);
        expect(since === null || since === SINCE).toBe(true);
        if (since !== null) expect(selectChannelSubscribed(s)).toBe(true);
      },
    });
    expect(count).toBeGreaterThanOrEqual(6);
    expect(reached).toEqual(new Set(['cancel', 'confirm', 'undo', 'subscribed', 'retry', 'subscribe']));
  });

  it('a channel never seen (not in the list): Subscribe asks first, then one request; unknown channel (no retry), success, then Cancel', async () => {
    const reached = new Set<string>();
    const count = await replayShortestPaths({
      machine: channelActionsMachine,
      input: { id: '-1009876543210', listed: false },
      actorNames: ['subscribe', 'cancel'],
      events: actionEvents(CHANNEL_UNKNOWN),
      facts: actionFacts('-1009876543210'),
      check: (s: ActionsSnap) => {
        reached.add(selectChannelNext(s).kind);
        const outcome = selectChannelOutcome(s);
        if (outcome?.kind === 'failed' && outcome.failure === 'channel-unknown') expect(s.can({ type: 'channel.retry' })).toBe(false);
      },
    });
    expect(count).toBeGreaterThanOrEqual(5);
    expect(reached).toEqual(new Set(['subscribe', 'confirm', 'unknown-channel', 'subscribed', 'cancel', 'retry', 'undo']));
  });
});

describe('one channel’s actions (run)', () => {
  it('reports statistics and tells the page after every answer', async () => {
    const tracked: string[] = [];
    const told: string[] = [];
    // The page, as far as the channel sees it: it is told when a request was answered.
    const page = setup({ types: { events: {} as { type: 'channel.settled'; id: string } } }).createMachine({
      on: { 'channel.settled': { actions: ({ event }) => void told.push(event.id) } },
    });
    const notify = createActor(page).start();
    let fail = true;
    const machine = channelActionsMachine.provide({
      actors: {
        subscribe: fromPromise<unknown, string>(async () => {
          if (fail) throw CHANNEL_UNKNOWN;
        }),
        cancel: fromPromise(() => Promise.reject(NOT_SUBSCRIBED)),
      },
      actions: { track: (_, params) => void tracked.push(`${params.action}${params.extra.error ? `:${params.extra.error}` : ''}`) },
    });
    const actor = createActor(machine, { input: { id: 'pikpak_demo', listed: true, since: SINCE, notify } }).start();
    actor.send({ type: 'channel.subscribe' });
    // Subscribed as listed: Subscribe does nothing, Cancel asks.
    expect(selectChannelStep(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'channel.cancel' });
    actor.send({ type: 'channel.confirm' });
    await vi.waitFor(() => expect(selectChannelStep(actor.getSnapshot())).toBe('idle'));
    expect(selectChannelSubscribed(actor.getSnapshot())).toBe(false);
    expect(selectChannelSince(actor.getSnapshot())).toBeNull();
    expect(told).toEqual(['pikpak_demo']);
    actor.send({ type: 'channel.subscribe' });
    await vi.waitFor(() => expect(selectChannelOutcome(actor.getSnapshot())).toMatchObject({ kind: 'failed', failure: 'channel-unknown' }));
    fail = false;
    actor.send({ type: 'channel.subscribe' });
    await vi.waitFor(() => expect(selectChannelOutcome(actor.getSnapshot())).toEqual({ kind: 'done', action: 'subscribe' }));
    expect(told).toEqual(['pikpak_demo', 'pikpak_demo', 'pikpak_demo']);
    expect(tracked).toEqual([
      'channel_cancel_submit',
      'channel_cancel_failure:refused',
      'channel_subscribe_submit',
      'channel_subscribe_failure:refused',
      'channel_subscribe_submit',
      'channel_subscribe_success',
    ]);
  });
});

const LIST: readonly ListedChannel[] = [
  { channel_id: 'pikpak_news', title: 'PikPak News', subscribed_at: '2026-10-01T08:00:00Z' },
  { channel_id: '-1001234567890', title: 'Film Club', subscribed_at: 'not a date' },
];

const pageEvents = [
  { type: 'xstate.done.actor.load', output: LIST },
  { type: 'xstate.done.actor.load', output: [] },
  { type: 'xstate.error.actor.load', error: new ApiError('network') },
  { type: 'list.retry' },
  { type: 'channel.settled', id: 'pikpak_news' },
];

const input = (over: Partial<ChannelPageInput> = {}): ChannelPageInput => ({ host: 'android', loggedIn: true, channel: null, title: null, ...over });

describe('the channel page (model-based)', () => {
  afterEach(() => vi.useRealTimers());

  it('outside the app: get the app, nothing requested', async () => {
    await replayShortestPaths({
      machine: channelPageMachine,
      input: input({ host: 'absent', loggedIn: false, channel: 'pikpak_demo' }),
      actorNames: ['load'],
      events: pageEvents,
      facts: {
        installApp: (s: PageSnap, pending) => {
          expect(selectChannelPageView(s)).toBe('install-app');
          expect(pending.size).toBe(0);
        },
      },
    });
  });

  it('logged out in the app: log in (the app’s screen), nothing requested', async () => {
    await replayShortestPaths({
      machine: channelPageMachine,
      input: input({ host: 'ios', loggedIn: false }),
      actorNames: ['load'],
      events: pageEvents,
      facts: {
        loggedOut: (s: PageSnap, pending) => {
          expect(selectChannelPageView(s)).toBe('log-in');
          expect(pending.size).toBe(0);
        },
      },
    });
  });

  it('the list: loads, fails with a retry, shows each channel with its actions and date; an answer loads nothing again', async () => {
    const count = await replayShortestPaths({
      machine: channelPageMachine,
      input: input(),
      actorNames: ['load'],
      events: pageEvents,
      facts: {
        loading: (s: PageSnap, pending) => {
          expect(pending.has('load')).toBe(true);
          expect(selectChannelPageView(s)).toBe('loading-list');
        },
        failed: (s: PageSnap, pending) => {
          expect(selectChannelPageView(s)).toBe('failed');
          expect(selectListProblem(s)).toEqual({ kind: 'offline' });
          expect(s.can({ type: 'list.retry' })).toBe(true);
          expect(pending.size).toBe(0);
        },
        ready: (s: PageSnap, pending) => {
          const rows = selectChannelRows(s);
          // Empty: the view offers the bot; else the rows.
          expect(selectChannelPageView(s)).toBe(rows.length === 0 ? 'empty' : 'list');
          expect(rows.map((r) => r.channel.name)).toEqual((s.context.list ?? []).map((c: ListedChannel) => c.title));
          // Each row says since when; a timestamp that is not a date is not shown.
          expect(rows.map((r) => selectChannelSince(r.actions.getSnapshot()))).toEqual(rows.length ? ['2026-10-01T08:00:00Z', null] : []);
          expect(rows.map((r) => selectChannelNext(r.actions.getSnapshot()))).toEqual(rows.map(() => ({ kind: 'cancel', busy: false })));
          // An answer to a row loads nothing again: the rows keep what they did.
          expect(pending.size).toBe(0);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(3);
  });

  it('one channel: its identity and actions once the list is known; the link’s title only where the server has no name', async () => {
    await replayShortestPaths({
      machine: channelPageMachine,
      input: input({ channel: 'pikpak_news', title: 'Not the name' }),
      actorNames: ['load'],
      events: pageEvents,
      facts: {
        loading: (s: PageSnap, pending) => {
          expect(pending.has('load')).toBe(true);
          expect(selectChannelPageView(s)).toBe('loading-channel');
        },
        failed: (s: PageSnap) => expect(selectChannelPageView(s)).toBe('failed'),
        ready: (s: PageSnap, pending) => {
          expect(selectChannelPageView(s)).toBe('channel');
          const one = selectOneChannel(s);
          const listed = (s.context.list ?? []).length > 0;
          expect(one?.channel).toMatchObject({ id: 'pikpak_news', handle: '@pikpak_news', listed, name: listed ? 'PikPak News' : null, linkTitle: listed ? null : 'Not the name' });
          // A listed channel offers Cancel; one never seen, Subscribe (asked first).
          expect(one && selectChannelNext(one.actions.getSnapshot())).toEqual(listed ? { kind: 'cancel', busy: false } : { kind: 'subscribe', busy: false, notice: null });
          expect(pending.size).toBe(0);
        },
      },
    });
  });
});

describe('the channel page (run)', () => {
  it('one channel: subscribing loads nothing again and ends subscribed (the success panel)', async () => {
    let loads = 0;
    const machine = channelPageMachine.provide({
      actors: {
        load: fromPromise(async () => {
          loads += 1;
          return [] as readonly ListedChannel[];
        }),
        channelActions: channelActionsMachine.provide({ actors: { subscribe: fromPromise<unknown, string>(async () => undefined) } }),
      },
    });
    const actor = createActor(machine, { input: input({ channel: 'pikpak_demo' }) }).start();
    await vi.waitFor(() => expect(selectChannelPageView(actor.getSnapshot())).toBe('channel'));
    const first = selectOneChannel(actor.getSnapshot());
    expect(first?.channel.listed).toBe(false);
    first?.actions.send({ type: 'channel.subscribe' });
    first?.actions.send({ type: 'channel.confirm' });
    await vi.waitFor(() => expect(first && selectChannelNext(first.actions.getSnapshot())).toEqual({ kind: 'subscribed' }));
    expect(loads).toBe(1);
    expect(selectOneChannel(actor.getSnapshot())?.actions).toBe(first?.actions);
  });

  it('one status message at a time: a row’s answer clears the other rows’ messages', async () => {
    const machine = channelPageMachine.provide({
      actors: {
        load: fromPromise<readonly ListedChannel[]>(async () => [
          { channel_id: 'pikpak_news', title: 'PikPak News', subscribed_at: SINCE },
          { channel_id: 'film_club', title: 'Film Club', subscribed_at: SINCE },
        ]),
        channelActions: channelActionsMachine.provide({ actors: { cancel: fromPromise<unknown, string>(async () => undefined) } }),
      },
    });
    const actor = createActor(machine, { input: input() }).start();
    await vi.waitFor(() => expect(selectChannelPageView(actor.getSnapshot())).toBe('list'));
    const [news, film] = selectChannelRows(actor.getSnapshot()).map((r) => r.actions);
    news?.send({ type: 'channel.cancel' });
    news?.send({ type: 'channel.confirm' });
    await vi.waitFor(() => expect(news && selectChannelNext(news.getSnapshot())).toEqual({ kind: 'undo', busy: false }));
    film?.send({ type: 'channel.cancel' });
    film?.send({ type: 'channel.confirm' });
    await vi.waitFor(() => expect(film && selectChannelNext(film.getSnapshot())).toEqual({ kind: 'undo', busy: false }));
    // The first row keeps its new state, without its message.
    expect(news && selectChannelNext(news.getSnapshot())).toEqual({ kind: 'subscribe', busy: false, notice: null });
    expect(news && selectChannelSince(news.getSnapshot())).toBeNull();
    expect(selectChannelRows(actor.getSnapshot())).toHaveLength(2);
  });
});
