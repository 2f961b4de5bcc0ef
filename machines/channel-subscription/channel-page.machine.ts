import { assign, emit, enqueueActions, fromPromise, sendTo, setup, type ActorRef, type ActorRefFrom, type Snapshot, type SnapshotFrom } from 'xstate';
import { channelFailureOf, channelIdentityOf, type ChannelFailure, type ChannelListReply, type KnownChannel, type ListedChannel } from './channel-rules';
import { problemOf, type Problem } from '../core/problem';
import { isInApp, type Host } from '../core/host';
import { createRequestMachine, notProvided, selectRequestData, selectRequestStatus } from '../core/request.machine';

/**
 * A channel's request: Subscribe and Cancel, and the Undo of each (`undo-cancel` subscribes
 * again, `undo-subscribe` cancels again). Undo puts the channel back as it was, date included.
 */
export type ChannelRequest = 'subscribe' | 'cancel' | 'undo-cancel' | 'undo-subscribe';

/** What the last request of a channel did. */
export type ChannelOutcome =
  | { kind: 'done'; request: ChannelRequest }
  | {
      kind: 'failed';
      request: ChannelRequest;
      failure: ChannelFailure;
      problem: Problem | null;
    };

/** Told to the page after a channel's request was answered (done or refused), so that the page keeps one status message. */
type ChannelSettled = { type: 'channel.settled'; id: string };

export interface ChannelActionsInput {
  /** The id the requests carry. */
  id: string;
  /** Whether the channel is in the user's list: subscribed, as the server last said. */
  listed: boolean;
  /** Since when, as the list said (an ISO timestamp that is a date), or null. */
  since?: string | null;
  /** Whether the page runs in the app (where an expired login is logged in again). */
  inApp?: boolean;
  /** Whom to tell after a request was answered (the page, which clears the other channels' messages). */
  notify?: ActorRef<Snapshot<unknown>, ChannelSettled> | null;
}

export type ChannelActionsEvent =
  /** One tap: the channel is subscribed (its identity, the server's, is on screen beside the button). */
  | { type: 'channel.subscribe' }
  | { type: 'channel.cancel' }
  /** Yes: send the cancel the confirmation described. */
  | { type: 'channel.confirm' }
  /** No: back without a request. */
  | { type: 'channel.dismiss' }
  /** After a subscribe or a cancel: back as it was, one request, nothing asked. */
  | { type: 'channel.undo' }
  /** After a failed request that may work another time: the same request again, nothing asked. */
  | { type: 'channel.retry' }
  /** From the page: another channel's message took the place of this one's. */
  | { type: 'channel.clear' };

interface ActionsContext {
  id: string;
  subscribed: boolean;
  /** The list's date of the subscription: kept through a cancel, so that its Undo restores it. */
  since: string | null;
  inApp: boolean;
  outcome: ChannelOutcome | null;
  notify: ActorRef<Snapshot<unknown>, ChannelSettled> | null;
}

interface TrackParams {
  action: string;
  extra: Record<string, string>;
}

/** Statistics name a request by what it sends (`channel_subscribe_*`, `channel_cancel_*`); an undo says so. */
const tracked = (request: ChannelRequest, step: string, extra: Record<string, string> = {}): TrackParams => {
  const sends = request === 'subscribe' || request === 'undo-cancel' ? 'subscribe' : 'cancel';
  return { action: `channel_${sends}_${step}`, extra: request.startsWith('undo') ? { ...extra, undo: 'true' } : extra };
};

/** A failed request: what it was and why; a cancel of a channel that was no longer subscribed says it is not. */
function failedAssign(context: ActionsContext, request: ChannelRequest, error: unknown): Pick<ActionsContext, 'outcome' | 'subscribed' | 'since'> {
  const problem = problemOf(error);
  const failure = channelFailureOf(problem);
  const gone = failure === 'not-subscribed';
  return {
    outcome: { kind: 'failed', request, failure, problem },
    subscribed: gone ? false : context.subscribed,
    since: gone ? null : context.since,
  };
}

/**
 * One channel's Subscribe and Cancel (§8). Subscribe is one tap: the channel's identity on
 * screen is the server's (the page's list and its answer about the link's channel), never the
 * link's, and nothing is sent before the reader's tap; Undo after it cancels again. Cancel is
 * confirmed first (it stops the saving), then Undo after it subscribes again with the
 * subscription's date. One request in flight (more taps ask nothing more), and what it did: the
 * last outcome stays until the next action starts (or the page clears it for another
 * channel's). After a failure that may pass (not an unknown channel, not a cancel of a channel
 * that was not subscribed), Try again repeats the request; Undo and Try again keep their
 * message on screen while their request runs.
 */
export const channelActionsMachine = setup({
  types: {
    context: {} as ActionsContext,
    input: {} as ChannelActionsInput,
    events: {} as ChannelActionsEvent,
    emitted: {} as { type: 'track'; action: string; extra: Record<string, string> },
  },
  actors: {
    /** Provided: POST the channel's subscription. */
    subscribe: fromPromise<unknown, string>(() => Promise.reject(new Error('subscribe not provided'))),
    /** Provided: DELETE the channel's subscription. */
    cancel: fromPromise<unknown, string>(() => Promise.reject(new Error('cancel not provided'))),
  },
  actions: {
    /** A statistics report (`channel_<subscribe|cancel>_submit|success|failure`), emitted as every machine reports. */
    track: emit((_, params: TrackParams) => ({ type: 'track' as const, ...params })),
    clearOutcome: assign({ outcome: null }),
    notifySettled: enqueueActions(({ context, enqueue }) => {
      if (context.notify) enqueue.sendTo(context.notify, { type: 'channel.settled', id: context.id });
    }),
  },
  guards: {
    subscribed: ({ context }) => context.subscribed,
    notSubscribed: ({ context }) => !context.subscribed,
    justCanceled: ({ context }) => lastDone(context.outcome) === 'cancel' && !context.subscribed,
    justSubscribed: ({ context }) => lastDone(context.outcome) === 'subscribe' && context.subscribed,
    retry: ({ context }, request: ChannelRequest) => isRetryable(context.outcome) && context.outcome?.request === request,
  },
}).createMachine({
  id: 'channelActions',
  context: ({ input }) => ({
    id: input.id,
    subscribed: input.listed,
    since: input.listed ? (input.since ?? null) : null,
    inApp: input.inApp ?? true,
    outcome: null,
    notify: input.notify ?? null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'channel.subscribe': { guard: 'notSubscribed', target: 'subscribing', actions: 'clearOutcome' },
        'channel.cancel': { guard: 'subscribed', target: 'confirmingCancel', actions: 'clearOutcome' },
        'channel.undo': [
          { guard: 'justCanceled', target: 'undoingCancel' },
          { guard: 'justSubscribed', target: 'undoingSubscribe' },
        ],
        'channel.retry': [
          { guard: { type: 'retry', params: 'subscribe' }, target: 'subscribing' },
          { guard: { type: 'retry', params: 'cancel' }, target: 'cancelling' },
          { guard: { type: 'retry', params: 'undo-cancel' }, target: 'undoingCancel' },
          { guard: { type: 'retry', params: 'undo-subscribe' }, target: 'undoingSubscribe' },
        ],
        'channel.clear': { actions: 'clearOutcome' },
      },
    },
    /** What cancelling does is shown; nothing is sent until the user confirms. */
    confirmingCancel: {
      on: { 'channel.confirm': 'cancelling', 'channel.dismiss': 'idle' },
    },
    /** The one subscribe request in flight (the reader's one tap). */
    subscribing: {
      tags: ['busy'],
      entry: { type: 'track', params: tracked('subscribe', 'submit') },
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => context.id,
        onDone: {
          target: 'idle',
          actions: [
            assign({ subscribed: true, since: null, outcome: { kind: 'done', request: 'subscribe' } }),
            { type: 'track', params: tracked('subscribe', 'success') },
            'notifySettled',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => failedAssign(context, 'subscribe', event.error)),
            { type: 'track', params: ({ event }) => tracked('subscribe', 'failure', { error: problemOf(event.error).kind }) },
            'notifySettled',
          ],
        },
      },
    },
    /** The one cancel request in flight. */
    cancelling: {
      tags: ['busy'],
      entry: { type: 'track', params: tracked('cancel', 'submit') },
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => context.id,
        onDone: {
          target: 'idle',
          actions: [
            assign({ subscribed: false, since: ({ context }) => context.since, outcome: { kind: 'done', request: 'cancel' } }),
            { type: 'track', params: tracked('cancel', 'success') },
            'notifySettled',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => failedAssign(context, 'cancel', event.error)),
            { type: 'track', params: ({ event }) => tracked('cancel', 'failure', { error: problemOf(event.error).kind }) },
            'notifySettled',
          ],
        },
      },
    },
    /** Undo after a cancel: subscribed again, with the subscription's date. */
    undoingCancel: {
      tags: ['busy'],
      entry: { type: 'track', params: tracked('undo-cancel', 'submit') },
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => context.id,
        onDone: {
          target: 'idle',
          actions: [
            assign({ subscribed: true, since: ({ context }) => context.since, outcome: { kind: 'done', request: 'undo-cancel' } }),
            { type: 'track', params: tracked('undo-cancel', 'success') },
            'notifySettled',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => failedAssign(context, 'undo-cancel', event.error)),
            { type: 'track', params: ({ event }) => tracked('undo-cancel', 'failure', { error: problemOf(event.error).kind }) },
            'notifySettled',
          ],
        },
      },
    },
    /** Undo after a subscribe: canceled again. */
    undoingSubscribe: {
      tags: ['busy'],
      entry: { type: 'track', params: tracked('undo-subscribe', 'submit') },
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => context.id,
        onDone: {
          target: 'idle',
          actions: [
            assign({ subscribed: false, since: null, outcome: { kind: 'done', request: 'undo-subscribe' } }),
            { type: 'track', params: tracked('undo-subscribe', 'success') },
            'notifySettled',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => failedAssign(context, 'undo-subscribe', event.error)),
            { type: 'track', params: ({ event }) => tracked('undo-subscribe', 'failure', { error: problemOf(event.error).kind }) },
            'notifySettled',
          ],
        },
      },
    },
  },
});

/** The request the last outcome says was done, or null. */
function lastDone(outcome: ChannelOutcome | null): ChannelRequest | null {
  return outcome?.kind === 'done' ? outcome.request : null;
}

/** A failure that another try may mend: not an unknown channel, not a cancel of a channel that was not subscribed. */
function isRetryable(outcome: ChannelOutcome | null): boolean {
  return outcome?.kind === 'failed' && outcome.failure === 'other';
}

export type ChannelActionsActor = ActorRefFrom<typeof channelActionsMachine>;
export type ChannelActionsSnapshot = SnapshotFrom<typeof channelActionsMachine>;

/** Where a channel's actions stand: one value, no flags. */
export type ChannelStep = 'idle' | 'confirming-cancel' | ChannelRequest;

export function selectChannelStep(s: ChannelActionsSnapshot): ChannelStep {
  if (s.matches('confirmingCancel')) return 'confirming-cancel';
  if (s.matches('subscribing')) return 'subscribe';
  if (s.matches('cancelling')) return 'cancel';
  if (s.matches('undoingCancel')) return 'undo-cancel';
  if (s.matches('undoingSubscribe')) return 'undo-subscribe';
  return 'idle';
}
/** Whether the channel is subscribed, as the last answer said. */
export const selectChannelSubscribed = (s: ChannelActionsSnapshot): boolean => s.context.subscribed;
/** Since when the channel is subscribed, as the list said; null while not subscribed, or for a subscription made here. */
export const selectChannelSince = (s: ChannelActionsSnapshot): string | null => (s.context.subscribed ? s.context.since : null);
/** What the last request did, until the next one starts. */
export const selectChannelOutcome = (s: ChannelActionsSnapshot): ChannelOutcome | null => s.context.outcome;

export interface ChannelPageInput {
  /** The app that opened the page, or 'absent' in a browser. */
  host: Host;
  /** Whether the app says someone is logged in. */
  loggedIn: boolean;
  /** The channel the bot's link names (validated), or null: the page lists the user's subscriptions. */
  channel: string | null;
  /** The link's title (display text), or null. */
  title: string | null;
}

/** What the list's request is asked: the link's channel, whose identity the server answers with the list. */
export interface ChannelListParams {
  channel: string | null;
}

export type ChannelPageEvent = { type: 'list.retry' } | ChannelSettled;

interface PageContext {
  host: ChannelPageInput['host'];
  loggedIn: boolean;
  channel: string | null;
  title: string | null;
  /** The user's subscriptions as loaded; the rows stay as they were while the reader changes them. */
  list: readonly ListedChannel[] | null;
  /** What the server said of the link's channel (null: not asked, or not answered). */
  known: KnownChannel | null;
  /** Each shown channel's Subscribe and Cancel, by channel id. */
  actions: Readonly<Record<string, ChannelActionsActor>>;
}

/** The list's timestamp when it is a date, else null (never shown). */
const dateOrNull = (timestamp: string): string | null => (Number.isNaN(Date.parse(timestamp)) ? null : timestamp);

type ListSnapshot = SnapshotFrom<ReturnType<typeof createRequestMachine<ChannelListReply, ChannelListParams>>>;
const loaded = (s: ListSnapshot): ChannelListReply | null => (selectRequestStatus(s) === 'ready' ? selectRequestData(s) : null);

/**
 * /bot-sub (§2, §6, §8): outside the app nothing is requested (install the app); logged out
 * in the app, log in (the app's log-in screen; the page starts again once the reader is
 * back, logged in); else the user's subscriptions load (the shared request machine, child
 * `list`: its failure and retry are the request machine's), asked with the link's channel so
 * that the server names it. Opened for one channel that Telegram does not have, the page says
 * so before the reader taps anything, and leads to the PikPak bot. Opened for one channel, the
 * page shows it with its actions; without one, it lists the subscriptions, each with its
 * actions. The list is loaded once: a row the reader cancels stays, shown as not subscribed, so
 * that its Undo stays within reach. Each shown channel's actions run in a child
 * (`channelActions`), spawned once; when one child's request is answered, the others' messages
 * are cleared: one status message at a time.
 */
export const channelPageMachine = setup({
  types: {
    context: {} as PageContext,
    input: {} as ChannelPageInput,
    events: {} as ChannelPageEvent,
    children: {} as { list: 'list' },
  },
  actors: {
    /** Provided: GET the user's channel subscriptions, with the link's channel. */
    list: createRequestMachine<ChannelListReply, ChannelListParams>(notProvided('list')),
    channelActions: channelActionsMachine,
  },
  guards: {
    outsideApp: ({ context }) => !isInApp(context.host),
    loggedOut: ({ context }) => !context.loggedIn,
  },
  actions: {
    /** A child for each shown channel that has none yet: the link's channel, or each listed one. */
    spawnActions: assign({
      actions: ({ context, spawn, self }) => {
        const list = context.list ?? [];
        const shown =
          context.channel !== null
            ? [{ identity: channelIdentityOf(context.channel, list), since: list.find((c) => c.channel_id.toLowerCase() === context.channel?.toLowerCase())?.subscribed_at ?? null }]
            : list.map((c) => ({ identity: channelIdentityOf(c.channel_id, [c]), since: c.subscribed_at }));
        const actions = { ...context.actions };
        for (const { identity, since } of shown) {
          if (actions[identity.id]) continue;
          actions[identity.id] = spawn('channelActions', {
            id: `channel-${identity.id}`,
            input: { id: identity.id, listed: identity.listed, since: since === null ? null : dateOrNull(since), inApp: isInApp(context.host), notify: self },
          });
        }
        return actions;
      },
    }),
    /** One status message at a time: the channel that was just answered keeps its own, the others lose theirs. */
    clearOthers: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'channel.settled') return;
      for (const [id, child] of Object.entries(context.actions)) if (id !== event.id) enqueue.sendTo(child, { type: 'channel.clear' });
    }),
  },
}).createMachine({
  id: 'channelPage',
  context: ({ input }) => ({
    ...input,
    list: null,
    known: null,
    actions: {},
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'outsideApp', target: 'installApp' }, { guard: 'loggedOut', target: 'loggedOut' }, { target: 'loading' }],
    },
    /** Outside the app there is no session to subscribe with: get the app. Nothing is requested. */
    installApp: {},
    /** Logged out in the app: the app's log-in screen (the page starts again once logged in). Nothing is requested. */
    loggedOut: {},
    /** The list loads (its failure and retry are the request machine's: `list.retry` reaches it). */
    loading: {
      invoke: {
        id: 'list',
        src: 'list',
        input: ({ context }: { context: PageContext }) => ({ params: { channel: context.channel } }),
        onSnapshot: [
          {
            // The server has no such channel: said before the reader taps anything.
            guard: ({ context, event }) => context.channel !== null && loaded(event.snapshot)?.channel === null,
            target: 'unknownChannel',
            actions: assign({ list: ({ event }) => loaded(event.snapshot)?.subscriptions ?? [] }),
          },
          {
            guard: ({ event }) => loaded(event.snapshot) !== null,
            target: 'ready',
            actions: [
              assign({
                list: ({ event }) => loaded(event.snapshot)?.subscriptions ?? [],
                known: ({ event }) => loaded(event.snapshot)?.channel ?? null,
              }),
              'spawnActions',
            ],
          },
        ],
      },
      on: { 'list.retry': { actions: sendTo('list', { type: 'request.retry' }) } },
    },
    /** The link names a channel Telegram does not have: nothing to subscribe; the PikPak bot is the way on. */
    unknownChannel: {},
    /** The link's channel or the list, each with its actions. */
    ready: {
      on: { 'channel.settled': { actions: 'clearOthers' } },
    },
  },
});

export type ChannelPageActor = ActorRefFrom<typeof channelPageMachine>;
export type ChannelPageSnapshot = SnapshotFrom<typeof channelPageMachine>;
