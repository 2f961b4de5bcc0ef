import { assign, enqueueActions, fromPromise, setup, type ActorRef, type ActorRefFrom, type Snapshot, type SnapshotFrom } from 'xstate';
import {
  channelFailureOf,
  channelIdentityOf,
  subscribeNeedsConfirmation,
  type ChannelFailure,
  type ChannelIdentity,
  type ListedChannel,
} from './channel-rules';
import { problemOf, type Problem } from './problem';
import type { Transport } from '../protocol/bridge/transport';

/** Subscribing to a channel or cancelling its subscription. */
type ChannelAction = 'subscribe' | 'cancel';

/** What the last Subscribe or Cancel of a channel did. */
export type ChannelOutcome =
  | { kind: 'done'; action: ChannelAction }
  | {
      kind: 'failed';
      action: ChannelAction;
      failure: ChannelFailure;
      problem: Problem | null;
    };

/** Told to the page after a channel's state changed on the server. */
type ChannelChanged = { type: 'channel.changed' };

export interface ChannelActionsInput {
  /** The id the requests carry. */
  id: string;
  /** Whether the channel is in the user's list: subscribed, as the server last said. */
  listed: boolean;
  /** Whom to tell after the channel's state changed (the page, which may load its list again). */
  notify?: ActorRef<Snapshot<unknown>, ChannelChanged> | null;
}

export type ChannelActionsEvent =
  | { type: 'channel.subscribe' }
  | { type: 'channel.cancel' }
  /** Yes: send the request the confirmation described. */
  | { type: 'channel.confirm' }
  /** No: back without a request. */
  | { type: 'channel.dismiss' };

interface ActionsContext {
  id: string;
  subscribed: boolean;
  confirmSubscribe: boolean;
  outcome: ChannelOutcome | null;
  notify: ActorRef<Snapshot<unknown>, ChannelChanged> | null;
}

interface TrackParams {
  action: string;
  extra: Record<string, string>;
}

const tracked = (action: ChannelAction, step: string, extra: Record<string, string> = {}): TrackParams => ({ action: `channel_${action}_${step}`, extra });

/**
 * One channel's Subscribe and Cancel (§8): cancelling is always confirmed first, subscribing
 * first for a channel not in the user's list (machines/channel-rules.ts); then the one request
 * in flight (more taps ask nothing more), and what it did. The last outcome stays until the
 * next action starts. After a change, or a cancel of a channel that was no longer subscribed,
 * the page is told (`channel.changed`).
 */
export const channelActionsMachine = setup({
  types: {
    context: {} as ActionsContext,
    input: {} as ChannelActionsInput,
    events: {} as ChannelActionsEvent,
  },
  actors: {
    /** Provided: POST the channel's subscription. */
    subscribe: fromPromise<unknown, string>(() => Promise.reject(new Error('subscribe not provided'))),
    /** Provided: DELETE the channel's subscription. */
    cancel: fromPromise<unknown, string>(() => Promise.reject(new Error('cancel not provided'))),
  },
  actions: {
    /** Provided: a statistics event (`channel_<action>_submit|success|failure`). */
    track: (_, _params: TrackParams) => undefined,
    clearOutcome: assign({ outcome: null }),
    notifyChanged: enqueueActions(({ context, enqueue }) => {
      if (context.notify) enqueue.sendTo(context.notify, { type: 'channel.changed' });
    }),
    /** After a cancel refused because the channel was no longer subscribed: the page may ask again. */
    notifyIfNotSubscribed: enqueueActions(({ context, enqueue }) => {
      if (context.notify && context.outcome?.kind === 'failed' && context.outcome.failure === 'not-subscribed')
        enqueue.sendTo(context.notify, { type: 'channel.changed' });
    }),
  },
  guards: {
    subscribed: ({ context }) => context.subscribed,
    confirmSubscribe: ({ context }) => context.confirmSubscribe,
  },
}).createMachine({
  id: 'channelActions',
  context: ({ input }) => ({
    id: input.id,
    subscribed: input.listed,
    confirmSubscribe: subscribeNeedsConfirmation(input),
    outcome: null,
    notify: input.notify ?? null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'channel.subscribe': [
          { guard: 'subscribed' },
          {
            guard: 'confirmSubscribe',
            target: 'confirmingSubscribe',
            actions: 'clearOutcome',
          },
          { target: 'subscribing', actions: 'clearOutcome' },
        ],
        'channel.cancel': {
          guard: 'subscribed',
          target: 'confirmingCancel',
          actions: 'clearOutcome',
        },
      },
    },
    /** What subscribing does is shown; nothing is sent until the user confirms. */
    confirmingSubscribe: {
      on: { 'channel.confirm': 'subscribing', 'channel.dismiss': 'idle' },
    },
    /** What cancelling does is shown; nothing is sent until the user confirms. */
    confirmingCancel: {
      on: { 'channel.confirm': 'cancelling', 'channel.dismiss': 'idle' },
    },
    /** The one subscribe request in flight. */
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
            assign({
              subscribed: true,
              outcome: { kind: 'done', action: 'subscribe' },
            }),
            { type: 'track', params: tracked('subscribe', 'success') },
            'notifyChanged',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({
              outcome: ({ event }) => {
                const problem = problemOf(event.error);
                return {
                  kind: 'failed',
                  action: 'subscribe',
                  failure: channelFailureOf(problem),
                  problem,
                };
              },
            }),
            {
              type: 'track',
              params: ({ event }) =>
                tracked('subscribe', 'failure', {
                  error: problemOf(event.error).kind,
                }),
            },
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
            assign({
              subscribed: false,
              outcome: { kind: 'done', action: 'cancel' },
            }),
            { type: 'track', params: tracked('cancel', 'success') },
            'notifyChanged',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => {
              const problem = problemOf(event.error);
              const failure = channelFailureOf(problem);
              // A cancel of a channel that was no longer subscribed: it is not.
              return {
                outcome: { kind: 'failed', action: 'cancel', failure, problem },
                subscribed: failure === 'not-subscribed' ? false : context.subscribed,
              };
            }),
            {
              type: 'track',
              params: ({ event }) =>
                tracked('cancel', 'failure', {
                  error: problemOf(event.error).kind,
                }),
            },
            'notifyIfNotSubscribed',
          ],
        },
      },
    },
  },
});

export type ChannelActionsActor = ActorRefFrom<typeof channelActionsMachine>;
type ChannelActionsSnapshot = SnapshotFrom<typeof channelActionsMachine>;

/** Where a channel's actions stand, for its view: one value, no flags. */
export type ChannelStep = 'idle' | 'confirming-subscribe' | 'confirming-cancel' | 'subscribing' | 'cancelling';

export function selectChannelStep(s: ChannelActionsSnapshot): ChannelStep {
  if (s.matches('confirmingSubscribe')) return 'confirming-subscribe';
  if (s.matches('confirmingCancel')) return 'confirming-cancel';
  if (s.matches('subscribing')) return 'subscribing';
  if (s.matches('cancelling')) return 'cancelling';
  return 'idle';
}
/** Whether the channel is subscribed, as the last answer said. */
export const selectChannelSubscribed = (s: ChannelActionsSnapshot): boolean => s.context.subscribed;
/** What the last Subscribe or Cancel did, until the next one starts. */
export const selectChannelOutcome = (s: ChannelActionsSnapshot): ChannelOutcome | null => s.context.outcome;

export interface ChannelPageInput {
  /** The app that opened the page, or 'absent' in a browser. */
  host: Transport['kind'];
  /** Whether the app says someone is logged in. */
  loggedIn: boolean;
  /** The channel the bot's link names (validated), or null: the page lists the user's subscriptions. */
  channel: string | null;
  /** The link's title (display text), or null. */
  title: string | null;
}

export type ChannelPageEvent = { type: 'list.retry' } | ChannelChanged;

interface PageContext {
  host: ChannelPageInput['host'];
  loggedIn: boolean;
  channel: string | null;
  title: string | null;
  /** The user's subscriptions as last loaded; kept while they load again. */
  list: readonly ListedChannel[] | null;
  problem: Problem | null;
  /** Each shown channel's Subscribe and Cancel, by channel id. */
  actions: Readonly<Record<string, ChannelActionsActor>>;
}

/**
 * /bot-sub (§2, §6, §8): outside the app nothing is requested (install the app); logged out
 * in the app, log in; else the user's subscriptions load, with a retry when they fail. Opened
 * for one channel, the page shows it with its actions, and loads the list again after the
 * channel changed; without one, it lists the subscriptions, each with its actions. Each
 * shown channel's actions run in a child (`channelActions`), spawned once.
 */
export const channelPageMachine = setup({
  types: {
    context: {} as PageContext,
    input: {} as ChannelPageInput,
    events: {} as ChannelPageEvent,
  },
  actors: {
    /** Provided: GET the user's channel subscriptions. */
    load: fromPromise<readonly ListedChannel[]>(() => Promise.reject(new Error('load not provided'))),
    channelActions: channelActionsMachine,
  },
  guards: {
    outsideApp: ({ context }) => context.host === 'absent',
    loggedOut: ({ context }) => !context.loggedIn,
    oneChannel: ({ context }) => context.channel !== null,
  },
  actions: {
    /** A child for each shown channel that has none yet: the link's channel, or each listed one. */
    spawnActions: assign({
      actions: ({ context, spawn, self }) => {
        const list = context.list ?? [];
        const shown = context.channel !== null ? [channelIdentityOf(context.channel, list)] : list.map((c) => channelIdentityOf(c.channel_id, [c]));
        const actions = { ...context.actions };
        for (const channel of shown) {
          if (actions[channel.id]) continue;
          actions[channel.id] = spawn('channelActions', {
            id: `channel-${channel.id}`,
            input: { id: channel.id, listed: channel.listed, notify: self },
          });
        }
        return actions;
      },
    }),
  },
}).createMachine({
  id: 'channelPage',
  context: ({ input }) => ({
    ...input,
    list: null,
    problem: null,
    actions: {},
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'outsideApp', target: 'installApp' }, { guard: 'loggedOut', target: 'loggedOut' }, { target: 'loading' }],
    },
    /** Outside the app there is no session to subscribe with: install the app. Nothing is requested. */
    installApp: {},
    /** Logged out in the app: log in, then open the bot's link again. Nothing is requested. */
    loggedOut: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: [assign({ list: ({ event }) => event.output, problem: null }), 'spawnActions'],
        },
        onError: {
          target: 'failed',
          actions: assign({ problem: ({ event }) => problemOf(event.error) }),
        },
      },
    },
    /** The list could not be loaded: the problem is said, with a retry. */
    failed: { on: { 'list.retry': 'loading' } },
    /** Opened for one channel, a change loads the list again (its name, whether it is listed). */
    ready: {
      on: { 'channel.changed': { guard: 'oneChannel', target: 'loading' } },
    },
  },
});

export type ChannelPageActor = ActorRefFrom<typeof channelPageMachine>;
type ChannelPageSnapshot = SnapshotFrom<typeof channelPageMachine>;

/** What the page shows, one value. */
export type ChannelPageView = 'install-app' | 'log-in' | 'loading-channel' | 'loading-list' | 'failed' | 'channel' | 'empty' | 'list';

export function selectChannelPageView(s: ChannelPageSnapshot): ChannelPageView {
  if (s.matches('installApp')) return 'install-app';
  if (s.matches('loggedOut')) return 'log-in';
  if (s.matches('failed')) return 'failed';
  const { list, channel } = s.context;
  // While the list loads again, the last one stays on screen.
  if (list === null) return channel !== null ? 'loading-channel' : 'loading-list';
  if (channel !== null) return 'channel';
  return list.length === 0 ? 'empty' : 'list';
}

export const selectListProblem = (s: ChannelPageSnapshot): Problem | null => s.context.problem;

/** The link's channel: who it is (machines/channel-rules.ts), and its actions. */
export function selectOneChannel(s: ChannelPageSnapshot): { channel: ChannelIdentity; actions: ChannelActionsActor } | null {
  const { channel, list, title, actions } = s.context;
  const child = channel !== null ? actions[channel] : undefined;
  if (channel === null || list === null || !child) return null;
  return { channel: channelIdentityOf(channel, list, title), actions: child };
}

/** A listed channel: who it is, since when (the server's timestamp; null when it is not a date), and its actions. */
export interface ChannelRowData {
  channel: ChannelIdentity;
  subscribedAt: string | null;
  actions: ChannelActionsActor;
}

export function selectChannelRows(s: ChannelPageSnapshot): readonly ChannelRowData[] {
  const { list, actions } = s.context;
  const rows: ChannelRowData[] = [];
  for (const c of list ?? []) {
    const child = actions[c.channel_id];
    if (child)
      rows.push({
        channel: channelIdentityOf(c.channel_id, [c]),
        subscribedAt: Number.isNaN(Date.parse(c.subscribed_at)) ? null : c.subscribed_at,
        actions: child,
      });
  }
  return rows;
}
