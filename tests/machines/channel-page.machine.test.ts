import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, type EventObject } from 'xstate';
import {
  channelActionsMachine,
  channelPageMachine,
  selectChannelOutcome,
  selectChannelSince,
  selectChannelStep,
  selectChannelSubscribed,
  type ChannelListParams,
  type ChannelPageInput,
} from '../../machines/channel-subscription/channel-page.machine';
import { selectChannelNext, selectChannelPage, selectChannelState, selectListLoad, selectOneChannel } from '../../machines/channel-subscription/channel-page.view';
import type { ChannelListReply, ListedChannel } from '../../machines/channel-subscription/channel-rules';
import { createRequestMachine } from '../../machines/core/request.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

/** /bot-sub: the page machine (the list on the shared request machine, an unknown channel, the link's channel or the list) and each channel's Subscribe, Cancel and Undo. */

type ActionsSnap = Parameters<typeof selectChannelStep>[0];
type PageSnap = Parameters<typeof selectChannelPage>[0];
type Pending = Map<string, { input: unknown }>;

const NOT_SUBSCRIBED = new ApiError('server', 404, 4040, 'not_subscribed');
const CHANNEL_UNKNOWN = new ApiError('server', 404, 4041, 'channel_not_found');
const OFFLINE = new ApiError('network');
const SINCE = '2026-10-17T08:00:00Z';

/** The events of one channel's actions: tap, confirm, back out, undo, retry, cleared by the page, each request answered or refused with `error` or offline. */
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

/** While a request runs: its one request in flight, and the message it keeps (Undo's, Try again's) or the channel's own busy button. */
function busyFact(sends: 'subscribe' | 'cancel', undoes: 'subscribed' | 'canceled' | null, id: string) {
  return (s: ActionsSnap, pending: Pending) => {
    expect(pending.get(sends)?.input).toBe(id);
    expect(pending.size).toBe(1);
    // More taps ask nothing more.
    for (const type of ['channel.subscribe', 'channel.cancel', 'channel.undo', 'channel.retry', 'channel.confirm'] as const) expect(s.can({ type })).toBe(false);
    const outcome = selectChannelOutcome(s);
    const next = selectChannelNext(s);
    if (outcome?.kind === 'failed') expect(next).toMatchObject({ kind: 'failed', sends, wayOn: 'retry', busy: true });
    else if (undoes) expect(next).toEqual({ kind: undoes, busy: true });
    else expect(next).toMatchObject({ kind: sends, busy: true });
  };
}

/** Facts of every state of one channel's actions. */
const actionFacts = (id: string) => ({
  idle: (s: ActionsSnap, pending: Pending) => {
    expect(selectChannelStep(s)).toBe('idle');
    expect(pending.size).toBe(0);
    const outcome = selectChannelOutcome(s);
    const next = selectChannelNext(s);
    const subscribed = selectChannelSubscribed(s);
    const done = outcome?.kind === 'done' ? outcome.request : null;
    // What the last request did agrees with the channel's state, and each offers its Undo once.
    if (done === 'subscribe') expect([subscribed, next]).toEqual([true, { kind: 'subscribed', busy: false }]);
    if (done === 'cancel') expect([subscribed, next, selectChannelState(s)]).toEqual([false, { kind: 'canceled', busy: false }, { kind: 'not-subscribed' }]);
    // Undo put it back, with no message: the channel's own button, focus on its state.
    if (done === 'undo-cancel') expect([subscribed, next]).toEqual([true, { kind: 'cancel', busy: false, restored: true }]);
    if (done === 'undo-subscribe') expect([subscribed, next]).toEqual([false, { kind: 'subscribe', busy: false, notice: null, restored: true }]);
    if (outcome?.kind === 'failed' && outcome.failure === 'not-subscribed') expect([subscribed, next]).toEqual([false, { kind: 'subscribe', busy: false, notice: 'not-subscribed', restored: false }]);
    if (outcome?.kind === 'failed' && outcome.failure === 'channel-unknown') expect(next).toEqual({ kind: 'unknown-channel' });
    // A failure that may pass: Try again is its way on, with the problem in words.
    if (outcome?.kind === 'failed' && outcome.failure === 'other') expect(next).toMatchObject({ kind: 'failed', request: outcome.request, problem: { kind: 'offline' }, wayOn: 'retry', busy: false });
    if (outcome === null) expect(next).toEqual(subscribed ? { kind: 'cancel', busy: false, restored: false } : { kind: 'subscribe', busy: false, notice: null, restored: false });
    // The list's date only while the subscription it dates is there.
    if (!subscribed) expect(selectChannelSince(s)).toBeNull();
  },
  confirmingCancel: (s: ActionsSnap, pending: Pending) => {
    // Cancel only asks: nothing is sent until the user confirms.
    expect(selectChannelNext(s)).toEqual({ kind: 'confirm-cancel' });
    expect(selectChannelSubscribed(s)).toBe(true);
    expect(pending.size).toBe(0);
    expect(s.can({ type: 'channel.cancel' })).toBe(false);
  },
  subscribing: busyFact('subscribe', null, id),
  cancelling: busyFact('cancel', null, id),
  undoingCancel: busyFact('subscribe', 'canceled', id),
  undoingSubscribe: busyFact('cancel', 'subscribed', id),
});

describe('one channel’s Subscribe, Cancel and Undo (model-based)', () => {
  it('a listed channel: Cancel asks first, then one request; canceled with Undo, which brings the subscription back with its date; Try again after a failure', async () => {
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
        // An Undo of the cancel the list's subscription had: the row as it was, date included.
        const outcome = selectChannelOutcome(s);
        if (outcome?.kind === 'done' && outcome.request === 'undo-cancel' && s.context.since !== null) expect(selectChannelState(s)).toEqual({ kind: 'subscribed', since: SINCE });
      },
    });
    expect(count).toBeGreaterThanOrEqual(6);
    expect(reached).toEqual(new Set(['cancel', 'confirm-cancel', 'canceled', 'subscribed', 'failed', 'subscribe']));
  });

  it('a channel not in the list: Subscribe is one tap (one request), then Undo; an unknown channel (no retry); Try again after a failure', async () => {
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
    expect(reached).toEqual(new Set(['subscribe', 'unknown-channel', 'subscribed', 'cancel', 'confirm-cancel', 'failed', 'canceled']));
  });
});

describe('a failed channel request’s way on', () => {
  const failedWith = async (error: ApiError, inApp: boolean) => {
    const machine = channelActionsMachine.provide({ actors: { subscribe: fromPromise(() => Promise.reject(error)) } });
    const actor = createActor(machine, { input: { id: 'pikpak_demo', listed: false, inApp } }).start();
    actor.send({ type: 'channel.subscribe' });
    await vi.waitFor(() => expect(selectChannelStep(actor.getSnapshot())).toBe('idle'));
    return selectChannelNext(actor.getSnapshot());
  };
  it.each([
    ['a 401 in the app', new ApiError('server', 401, 16, 'unauthenticated'), true, 'log-in'],
    ['a 401 in a browser', new ApiError('server', 401, 16, 'unauthenticated'), false, 'open-app'],
    ['a 500', new ApiError('server', 500, null, 'internal_error'), true, 'retry'],
    ['offline', OFFLINE, true, 'retry'],
    ['a time-out', new ApiError('timeout'), true, 'retry'],
    ['a lasting refusal', new ApiError('server', 403, 9, 'forbidden'), true, 'own'],
  ] as const)('%s: %s', async (_, error, inApp, wayOn) => {
    expect(await failedWith(error, inApp)).toMatchObject({ kind: 'failed', sends: 'subscribe', wayOn });
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
    await vi.waitFor(() => expect(selectChannelOutcome(actor.getSnapshot())).toEqual({ kind: 'done', request: 'subscribe' }));
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

/** The list's request as the page hears it: ready with a reply (its failure and retry are the request machine's, tests/machines/request.machine.test.ts). */
const listLoad = createRequestMachine<ChannelListReply, ChannelListParams>(() => new Promise<never>(() => undefined));
const ready = (data: ChannelListReply) => ({ type: 'xstate.snapshot.list', snapshot: listLoad.resolveState({ value: 'ready', context: { params: { channel: null }, data, problem: null } }) });
const loadingSnapshot = { type: 'xstate.snapshot.list', snapshot: listLoad.resolveState({ value: 'loading', context: { params: { channel: null }, data: null, problem: null } }) };
/** The page with a list request that never answers by itself: the model's events answer it. */
const pageMachine = channelPageMachine.provide({ actors: { list: listLoad } });

const pageEvents = (replies: readonly ChannelListReply[]) =>
  [loadingSnapshot, ...replies.map(ready), { type: 'list.retry' }, { type: 'channel.settled', id: 'pikpak_news' }] as EventObject[];

/** What the page shows while its list loads (or failed to). */
const listLoadOf = (s: PageSnap) => {
  const view = selectChannelPage(s);
  return view.kind === 'list-load' ? selectListLoad(view.load.getSnapshot(), view.inApp) : view;
};

const input = (over: Partial<ChannelPageInput> = {}): ChannelPageInput => ({ host: 'android', loggedIn: true, channel: null, title: null, ...over });

describe('the channel page (model-based)', () => {
  afterEach(() => vi.useRealTimers());

  it('outside the app: get the app, nothing requested', async () => {
    await replayShortestPaths({
      machine: pageMachine,
      input: input({ host: 'absent', loggedIn: false, channel: 'pikpak_demo' }),
      actorNames: [],
      events: pageEvents([{ subscriptions: LIST }]),
      facts: {
        installApp: (s: PageSnap) => {
          expect(selectChannelPage(s)).toEqual({ kind: 'install-app' });
          expect(s.children.list).toBeUndefined();
        },
      },
    });
  });

  it('logged out in the app: log in (the app’s screen), nothing requested', async () => {
    await replayShortestPaths({
      machine: pageMachine,
      input: input({ host: 'ios', loggedIn: false }),
      actorNames: [],
      events: pageEvents([{ subscriptions: LIST }]),
      facts: {
        loggedOut: (s: PageSnap) => {
          expect(selectChannelPage(s)).toEqual({ kind: 'log-in' });
          expect(s.children.list).toBeUndefined();
        },
      },
    });
  });

  it('the list: loads (on the shared request machine), shows each channel with its actions and date; an answer loads nothing again', async () => {
    const count = await replayShortestPaths({
      machine: pageMachine,
      input: input(),
      actorNames: [],
      events: pageEvents([{ subscriptions: LIST }, { subscriptions: [] }]),
      facts: {
        loading: (s: PageSnap) => {
          expect(s.children.list?.getSnapshot().context.params).toEqual({ channel: null });
          expect(listLoadOf(s)).toEqual({ kind: 'loading', shape: 'rows' });
        },
        ready: (s: PageSnap) => {
          const view = selectChannelPage(s);
          const rows = view.kind === 'list' ? view.rows : [];
          // Empty: the view offers the bot; else the rows, named by the server.
          expect(view.kind).toBe((s.context.list ?? []).length === 0 ? 'empty' : 'list');
          expect(rows.map((r) => r.channel.name)).toEqual((s.context.list ?? []).map((c: ListedChannel) => c.title));
          // Each row says since when; a timestamp that is not a date is not shown.
          expect(rows.map((r) => selectChannelState(r.actions.getSnapshot()))).toEqual(rows.length ? [{ kind: 'subscribed', since: '2026-10-01T08:00:00Z' }, { kind: 'subscribed', since: null }] : []);
          expect(rows.map((r) => selectChannelNext(r.actions.getSnapshot()).kind)).toEqual(rows.map(() => 'cancel'));
          // The list's request is over: an answer to a row loads nothing again.
          expect(s.children.list).toBeUndefined();
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(2);
  });

  it('one channel: asked with the list; named by the server, never by the link; an unknown channel is said before any tap and leads to the bot', async () => {
    const reached = new Set<string>();
    await replayShortestPaths({
      machine: pageMachine,
      input: input({ channel: 'pikpak_demo', title: 'Not the name' }),
      actorNames: [],
      events: pageEvents([
        { subscriptions: LIST, channel: { channel_id: 'pikpak_demo', title: 'PikPak Demo' } },
        { subscriptions: [{ channel_id: 'pikpak_demo', title: 'PikPak Demo', subscribed_at: SINCE }], channel: { channel_id: 'pikpak_demo', title: 'PikPak Demo' } },
        { subscriptions: LIST, channel: null },
      ]),
      facts: {
        loading: (s: PageSnap) => {
          expect(s.children.list?.getSnapshot().context.params).toEqual({ channel: 'pikpak_demo' });
          expect(listLoadOf(s)).toEqual({ kind: 'loading', shape: 'block' });
        },
        unknownChannel: (s: PageSnap) => {
          reached.add('unknown');
          // Nothing to tap but the way on: no channel actions exist.
          expect(selectChannelPage(s)).toMatchObject({ kind: 'unknown-channel', channel: { handle: '@pikpak_demo', name: null } });
          expect(s.context.actions).toEqual({});
        },
        ready: (s: PageSnap) => {
          const view = selectChannelPage(s);
          if (view.kind !== 'channel') throw new Error(`a channel expected, not ${view.kind}`);
          const listed = view.channel.listed;
          reached.add(listed ? 'listed' : 'new');
          // The server's name; the link's title never shown where the server names the channel.
          expect(view.channel).toMatchObject({ id: 'pikpak_demo', handle: '@pikpak_demo', name: 'PikPak Demo', linkTitle: null });
          // A listed channel offers Cancel, with its date; a new one Subscribe, in one tap.
          expect(selectChannelNext(view.actions.getSnapshot())).toMatchObject({ kind: listed ? 'cancel' : 'subscribe', busy: false });
          expect(selectOneChannel(view.actions.getSnapshot())).toEqual({ kind: 'card', state: listed ? { kind: 'subscribed', since: SINCE } : { kind: 'not-subscribed' } });
        },
      },
    });
    expect(reached).toEqual(new Set(['unknown', 'listed', 'new']));
  });
});

describe('the channel page (run)', () => {
  const page = (load: (params: ChannelListParams) => Promise<ChannelListReply>, actions = channelActionsMachine) =>
    channelPageMachine.provide({ actors: { list: createRequestMachine<ChannelListReply, ChannelListParams>(load), channelActions: actions } });

  it('the list fails: the problem with Try again (a 401 in the app: Log in); the retry loads it', async () => {
    let fail: ApiError | null = OFFLINE;
    const actor = createActor(
      page(async () => {
        if (fail) throw fail;
        return { subscriptions: LIST };
      }),
      { input: input() },
    ).start();
    await vi.waitFor(() => expect(listLoadOf(actor.getSnapshot())).toEqual({ kind: 'failed', problem: { kind: 'offline' }, wayOn: 'retry' }));
    fail = new ApiError('server', 401, 16, 'unauthenticated');
    actor.send({ type: 'list.retry' });
    await vi.waitFor(() => expect(listLoadOf(actor.getSnapshot())).toEqual({ kind: 'failed', problem: { kind: 'login-needed' }, wayOn: 'log-in' }));
    fail = null;
    actor.send({ type: 'list.retry' });
    await vi.waitFor(() => expect(selectChannelPage(actor.getSnapshot()).kind).toBe('list'));
  });

  it('one channel: one tap subscribes, Undo cancels it again; nothing is loaded again', async () => {
    let loads = 0;
    const sent: string[] = [];
    const machine = page(
      async () => {
        loads += 1;
        return { subscriptions: [], channel: { channel_id: 'pikpak_demo', title: 'PikPak Demo' } };
      },
      channelActionsMachine.provide({
        actors: {
          subscribe: fromPromise<unknown, string>(async ({ input: id }) => void sent.push(`POST ${id}`)),
          cancel: fromPromise<unknown, string>(async ({ input: id }) => void sent.push(`DELETE ${id}`)),
        },
      }),
    );
    const actor = createActor(machine, { input: input({ channel: 'pikpak_demo' }) }).start();
    await vi.waitFor(() => expect(selectChannelPage(actor.getSnapshot()).kind).toBe('channel'));
    const view = selectChannelPage(actor.getSnapshot());
    if (view.kind !== 'channel') throw new Error('channel expected');
    view.actions.send({ type: 'channel.subscribe' });
    view.actions.send({ type: 'channel.subscribe' });
    await vi.waitFor(() => expect(selectOneChannel(view.actions.getSnapshot())).toEqual({ kind: 'success', undoBusy: false }));
    expect(sent).toEqual(['POST pikpak_demo']);
    view.actions.send({ type: 'channel.undo' });
    await vi.waitFor(() => expect(selectOneChannel(view.actions.getSnapshot())).toEqual({ kind: 'card', state: { kind: 'not-subscribed' } }));
    expect(selectChannelNext(view.actions.getSnapshot())).toEqual({ kind: 'subscribe', busy: false, notice: null, restored: true });
    expect(sent).toEqual(['POST pikpak_demo', 'DELETE pikpak_demo']);
    expect(loads).toBe(1);
  });

  it('a canceled row’s Undo restores it exactly: subscribed since the list’s date', async () => {
    const machine = page(
      async () => ({ subscriptions: [{ channel_id: 'pikpak_news', title: 'PikPak News', subscribed_at: SINCE }] }),
      channelActionsMachine.provide({ actors: { subscribe: fromPromise<unknown, string>(async () => undefined), cancel: fromPromise<unknown, string>(async () => undefined) } }),
    );
    const actor = createActor(machine, { input: input() }).start();
    await vi.waitFor(() => expect(selectChannelPage(actor.getSnapshot()).kind).toBe('list'));
    const view = selectChannelPage(actor.getSnapshot());
    const row = view.kind === 'list' ? view.rows[0]?.actions : undefined;
    if (!row) throw new Error('a row expected');
    row.send({ type: 'channel.cancel' });
    row.send({ type: 'channel.confirm' });
    await vi.waitFor(() => expect(selectChannelNext(row.getSnapshot())).toEqual({ kind: 'canceled', busy: false }));
    expect(selectChannelState(row.getSnapshot())).toEqual({ kind: 'not-subscribed' });
    row.send({ type: 'channel.undo' });
    await vi.waitFor(() => expect(selectChannelNext(row.getSnapshot())).toEqual({ kind: 'cancel', busy: false, restored: true }));
    expect(selectChannelState(row.getSnapshot())).toEqual({ kind: 'subscribed', since: SINCE });
  });

  it('one status message at a time: a row’s answer clears the other rows’ messages', async () => {
    const machine = page(
      async () => ({
        subscriptions: [
          { channel_id: 'pikpak_news', title: 'PikPak News', subscribed_at: SINCE },
          { channel_id: 'film_club', title: 'Film Club', subscribed_at: SINCE },
        ],
      }),
      channelActionsMachine.provide({ actors: { cancel: fromPromise<unknown, string>(async () => undefined) } }),
    );
    const actor = createActor(machine, { input: input() }).start();
    await vi.waitFor(() => expect(selectChannelPage(actor.getSnapshot()).kind).toBe('list'));
    const view = selectChannelPage(actor.getSnapshot());
    const [news, film] = view.kind === 'list' ? view.rows.map((r) => r.actions) : [];
    news?.send({ type: 'channel.cancel' });
    news?.send({ type: 'channel.confirm' });
    await vi.waitFor(() => expect(news && selectChannelNext(news.getSnapshot())).toEqual({ kind: 'canceled', busy: false }));
    film?.send({ type: 'channel.cancel' });
    film?.send({ type: 'channel.confirm' });
    await vi.waitFor(() => expect(film && selectChannelNext(film.getSnapshot())).toEqual({ kind: 'canceled', busy: false }));
    // The first row keeps its new state, without its message.
    expect(news && selectChannelNext(news.getSnapshot())).toEqual({ kind: 'subscribe', busy: false, notice: null, restored: false });
    expect(news && selectChannelState(news.getSnapshot())).toEqual({ kind: 'not-subscribed' });
  });
});
