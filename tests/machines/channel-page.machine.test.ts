import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import {
  channelActionsMachine,
  channelPageMachine,
  selectChannelOutcome,
  selectChannelPageView,
  selectChannelRows,
  selectChannelStep,
  selectChannelSubscribed,
  selectListProblem,
  selectOneChannel,
  type ChannelPageInput,
} from '../../machines/channel-page.machine';
import type { ListedChannel } from '../../machines/channel-rules';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

/** /bot-sub: the page machine (list, retry, the link's channel or the list) and each channel's Subscribe and Cancel. */

type ActionsSnap = Parameters<typeof selectChannelStep>[0];
type PageSnap = Parameters<typeof selectChannelPageView>[0];

const NOT_SUBSCRIBED = new ApiError('server', 404, 4040, 'not_subscribed');
const CHANNEL_UNKNOWN = new ApiError('server', 404, 4041, 'channel_not_found');

/** The events of one channel's actions: ask, confirm, back out, each request answered or refused with `error`. */
function actionEvents(error: ApiError) {
  return [
    { type: 'channel.subscribe' },
    { type: 'channel.cancel' },
    { type: 'channel.confirm' },
    { type: 'channel.dismiss' },
    { type: 'xstate.done.actor.subscribe', output: undefined },
    { type: 'xstate.error.actor.subscribe', error },
    { type: 'xstate.done.actor.cancel', output: undefined },
    { type: 'xstate.error.actor.cancel', error },
  ];
}

/** Facts of every state of one channel's actions; nothing is sent before a confirmation where one is due. */
const actionFacts = (id: string) => ({
  idle: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    expect(selectChannelStep(s)).toBe('idle');
    expect(pending.size).toBe(0);
    const outcome = selectChannelOutcome(s);
    // What the last action did agrees with the channel's state.
    if (outcome?.kind === 'done') expect(selectChannelSubscribed(s)).toBe(outcome.action === 'subscribe');
    if (outcome?.kind === 'failed' && outcome.failure === 'not-subscribed') expect(selectChannelSubscribed(s)).toBe(false);
  },
  confirmingSubscribe: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    // A tap on Subscribe only asks: nothing is sent until the user confirms, and more taps ask nothing more.
    expect(selectChannelStep(s)).toBe('confirming-subscribe');
    expect(selectChannelOutcome(s)).toBeNull();
    expect(pending.size).toBe(0);
    expect(s.can({ type: 'channel.subscribe' })).toBe(false);
  },
  confirmingCancel: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    expect(selectChannelStep(s)).toBe('confirming-cancel');
    expect(selectChannelSubscribed(s)).toBe(true);
    expect(pending.size).toBe(0);
    expect(s.can({ type: 'channel.cancel' })).toBe(false);
  },
  subscribing: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    expect(selectChannelStep(s)).toBe('subscribing');
    expect(pending.get('subscribe')?.input).toBe(id);
    expect(s.can({ type: 'channel.confirm' })).toBe(false);
    expect(s.can({ type: 'channel.subscribe' })).toBe(false);
  },
  cancelling: (s: ActionsSnap, pending: Map<string, { input: unknown }>) => {
    expect(selectChannelStep(s)).toBe('cancelling');
    expect(pending.get('cancel')?.input).toBe(id);
    expect(s.can({ type: 'channel.confirm' })).toBe(false);
    expect(s.can({ type: 'channel.cancel' })).toBe(false);
  },
});

describe('one channel’s Subscribe and Cancel (model-based)', () => {
  it('a listed channel: Cancel asks first, then one request; not subscribed any more, success, failure, subscribe again without asking', async () => {
    const reached = new Set<string>();
    const count = await replayShortestPaths({
      machine: channelActionsMachine,
      input: { id: 'pikpak_demo', listed: true },
      actorNames: ['subscribe', 'cancel'],
      events: actionEvents(NOT_SUBSCRIBED),
      facts: actionFacts('pikpak_demo'),
      check: (s: ActionsSnap) => reached.add(selectChannelStep(s)),
    });
    expect(count).toBeGreaterThanOrEqual(4);
    expect(reached).toEqual(new Set(['idle', 'confirming-cancel', 'cancelling', 'subscribing']));
  });

  it('a channel never seen (not in the list): Subscribe asks first, then one request; unknown channel, success, then Cancel', async () => {
    const reached = new Set<string>();
    const count = await replayShortestPaths({
      machine: channelActionsMachine,
      input: { id: '-1009876543210', listed: false },
      actorNames: ['subscribe', 'cancel'],
      events: actionEvents(CHANNEL_UNKNOWN),
      facts: actionFacts('-1009876543210'),
      check: (s: ActionsSnap) => {
        reached.add(selectChannelStep(s));
        const outcome = selectChannelOutcome(s);
        if (outcome?.kind === 'failed' && outcome.action === 'subscribe') expect(outcome.failure).toBe('channel-unknown');
      },
    });
    expect(count).toBeGreaterThanOrEqual(5);
    expect(reached).toContain('confirming-subscribe');
    expect(reached).toContain('confirming-cancel');
  });
});

describe('one channel’s actions (run)', () => {
  it('reports statistics and tells the page after a change, not after a failure', async () => {
    const tracked: string[] = [];
    const told: string[] = [];
    // The page, as far as the channel sees it: it is told of changes.
    const page = setup({ types: { events: {} as { type: 'channel.changed' } } }).createMachine({ on: { 'channel.changed': { actions: ({ event }) => void told.push(event.type) } } });
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
    const actor = createActor(machine, { input: { id: 'pikpak_demo', listed: true, notify } }).start();
    actor.send({ type: 'channel.subscribe' });
    // Subscribed as listed: Subscribe does nothing, Cancel asks.
    expect(selectChannelStep(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'channel.cancel' });
    actor.send({ type: 'channel.confirm' });
    await vi.waitFor(() => expect(selectChannelStep(actor.getSnapshot())).toBe('idle'));
    expect(selectChannelSubscribed(actor.getSnapshot())).toBe(false);
    expect(told).toEqual(['channel.changed']);
    actor.send({ type: 'channel.subscribe' });
    await vi.waitFor(() => expect(selectChannelOutcome(actor.getSnapshot())).toMatchObject({ kind: 'failed', failure: 'channel-unknown' }));
    expect(told).toEqual(['channel.changed']);
    fail = false;
    actor.send({ type: 'channel.subscribe' });
    await vi.waitFor(() => expect(selectChannelOutcome(actor.getSnapshot())).toEqual({ kind: 'done', action: 'subscribe' }));
    expect(told).toEqual(['channel.changed', 'channel.changed']);
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
  { type: 'channel.changed' },
];

const input = (over: Partial<ChannelPageInput> = {}): ChannelPageInput => ({ host: 'android', loggedIn: true, channel: null, title: null, ...over });

describe('the channel page (model-based)', () => {
  afterEach(() => vi.useRealTimers());

  it('outside the app: install the app, nothing requested', async () => {
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

  it('logged out in the app: log in, nothing requested', async () => {
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

  it('the list: loads, fails with a retry, shows each channel with its actions; a change asks nothing again', async () => {
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
          expect(pending.size).toBe(0);
        },
        ready: (s: PageSnap) => {
          const rows = selectChannelRows(s);
          expect(selectChannelPageView(s)).toBe(rows.length === 0 ? 'empty' : 'list');
          expect(rows.map((r) => r.channel.name)).toEqual((s.context.list ?? []).map((c: ListedChannel) => c.title));
          // A timestamp that is not a date is not shown.
          expect(rows.map((r) => r.subscribedAt)).toEqual(rows.length ? ['2026-10-01T08:00:00Z', null] : []);
          // A change in the list does not load it again: the row keeps what it did.
          expect(s.can({ type: 'channel.changed' })).toBe(false);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(3);
  });

  it('one channel: its identity and actions once the list is known; a change loads the list again and keeps the channel on screen', async () => {
    await replayShortestPaths({
      machine: channelPageMachine,
      input: input({ channel: 'pikpak_news', title: 'Not the name' }),
      actorNames: ['load'],
      events: pageEvents,
      facts: {
        loading: (s: PageSnap, pending) => {
          expect(pending.has('load')).toBe(true);
          // Loading again after a change keeps the channel on screen.
          expect(selectChannelPageView(s)).toBe(s.context.list === null ? 'loading-channel' : 'channel');
        },
        failed: (s: PageSnap) => expect(selectChannelPageView(s)).toBe('failed'),
        ready: (s: PageSnap) => {
          expect(selectChannelPageView(s)).toBe('channel');
          const one = selectOneChannel(s);
          const listed = (s.context.list ?? []).length > 0;
          expect(one?.channel).toMatchObject({ id: 'pikpak_news', handle: '@pikpak_news', listed, name: listed ? 'PikPak News' : null, linkTitle: listed ? null : 'Not the name' });
          expect(s.can({ type: 'channel.changed' })).toBe(true);
        },
      },
    });
  });
});

describe('the channel page (run)', () => {
  it('spawns each channel’s actions once, and its own reload keeps them', async () => {
    let loads = 0;
    let list: readonly ListedChannel[] = [];
    const machine = channelPageMachine.provide({
      actors: {
        load: fromPromise(async () => {
          loads += 1;
          return list;
        }),
        channelActions: channelActionsMachine.provide({ actors: { subscribe: fromPromise<unknown, string>(async () => undefined) } }),
      },
    });
    const actor = createActor(machine, { input: input({ channel: 'pikpak_demo' }) }).start();
    await vi.waitFor(() => expect(selectChannelPageView(actor.getSnapshot())).toBe('channel'));
    const first = selectOneChannel(actor.getSnapshot());
    expect(first?.channel.listed).toBe(false);
    list = [{ channel_id: 'pikpak_demo', title: 'PikPak Demo', subscribed_at: '2026-11-01T00:00:00Z' }];
    first?.actions.send({ type: 'channel.subscribe' });
    first?.actions.send({ type: 'channel.confirm' });
    await vi.waitFor(() => expect(selectOneChannel(actor.getSnapshot())?.channel.name).toBe('PikPak Demo'));
    expect(loads).toBe(2);
    const after = selectOneChannel(actor.getSnapshot());
    expect(after?.actions).toBe(first?.actions);
    expect(after && selectChannelOutcome(after.actions.getSnapshot())).toEqual({ kind: 'done', action: 'subscribe' });
  });
});
