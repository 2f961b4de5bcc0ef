import { assign, emit, enqueueActions, fromPromise, setup, type ActorRef, type ActorRefFrom, type Snapshot, type SnapshotFrom } from 'xstate';
import {
  channelFailureOf,
  channelIdentityOf,
  subscribeNeedsConfirmation,
  type ChannelFailure,
  type ChannelIdentity,
  type ListedChannel,
} from './channel-rules';
import { problemOf, type Problem } from '../core/problem';
import { isInApp, type Host } from '../core/host';

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

/** Told to the page after a channel's request was answered (done or refused), so that the page keeps one status message. */
type ChannelSettled = { type: 'channel.settled'; id: string };

export interface ChannelActionsInput {
  /** The id the requests carry. */
  id: string;
  /** Whether the channel is in the user's list: subscribed, as the server last said. */
  listed: boolean;
  /** Since when, as the list said (an ISO timestamp that is a date), or null. */
  since?: string | null;
  /** Whom to tell after a request was answered (the page, which clears the other channels' messages). */
  notify?: ActorRef<Snapshot<unknown>, ChannelSettled> | null;
}

export type ChannelActionsEvent =
  | { type: 'channel.subscribe' }
  | { type: 'channel.cancel' }
  /** Yes: send the request the confirmation described. */
  | { type: 'channel.confirm' }
  /** No: back without a request. */
  | { type: 'channel.dismiss' }
  /** After a cancel: subscribe again, one request, nothing asked (the reader just confirmed the cancel). */
  | { type: 'channel.undo' }
  /** After a failed request that may work another time: the same request again, nothing asked. */
  | { type: 'channel.retry' }
  /** From the page: another channel's message took the place of this one's. */
  | { type: 'channel.clear' };

interface ActionsContext {
  id: string;
  subscribed: boolean;
  since: string | null;
  confirmSubscribe: boolean;
  outcome: ChannelOutcome | null;
  notify: ActorRef<Snapshot<unknown>, ChannelSettled> | null;
}

interface TrackParams {
  action: string;
  extra: Record<string, string>;
}

const tracked = (action: ChannelAction, step: string, extra: Record<string, string> = {}): TrackParams => ({ action: `channel_${action}_${step}`, extra });

/**
 * One channel's Subscribe and Cancel (§8): cancelling is always confirmed first, subscribing
 * first for a channel not in the user's list (machines/channel-subscription/channel-rules.ts); then the one request
 * in flight (more taps ask nothing more), and what it did. The last outcome stays until the
 * next action starts (or the page clears it for another channel's). After a cancel, Undo
 * subscribes again with one request; after a failure that may pass (not an unknown channel,
 * not a cancel of a channel that was not subscribed), Try again repeats the request; both keep
 * the message on screen while their request runs. The date the list gave goes with the first
 * change: the channel is then either not subscribed or subscribed anew.
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
    /** A statistics report (`channel_<action>_submit|success|failure`), emitted as every machine reports. */
    track: emit((_, params: TrackParams) => ({ type: 'track' as const, ...params })),
    clearOutcome: assign({ outcome: null }),
    notifySettled: enqueueActions(({ context, enqueue }) => {
      if (context.notify) enqueue.sendTo(context.notify, { type: 'channel.settled', id: context.id });
    }),
  },
  guards: {
    subscribed: ({ context }) => context.subscribed,
    confirmSubscribe: ({ context }) => context.confirmSubscribe,
    justCanceled: ({ context }) => context.outcome?.kind === 'done' && context.outcome.action === 'cancel' && !context.subscribed,
    retrySubscribe: ({ context }) => isRetryable(context.outcome) && context.outcome?.action === 'subscribe',
    retryCancel: ({ context }) => isRetryable(context.outcome) && context.outcome?.action === 'cancel',
  },
}).createMachine({
  id: 'channelActions',
  context: ({ input }) => ({
    id: input.id,
    subscribed: input.listed,
    since: input.listed ? (input.since ?? null) : null,
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
        'channel.undo': { guard: 'justCanceled', target: 'subscribing' },
        'channel.retry': [
          { guard: 'retrySubscribe', target: 'subscribing' },
          { guard: 'retryCancel', target: 'cancelling' },
        ],
        'channel.clear': { actions: 'clearOutcome' },
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
              since: null,
              outcome: { kind: 'done', action: 'subscribe' },
            }),
            { type: 'track', params: tracked('subscribe', 'success') },
            'notifySettled',
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
            assign({
              subscribed: false,
              since: null,
              outcome: { kind: 'done', action: 'cancel' },
            }),
            { type: 'track', params: tracked('cancel', 'success') },
            'notifySettled',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => {
              const problem = problemOf(event.error);
              const failure = channelFailureOf(problem);
              // A cancel of a channel that was no longer subscribed: it is not.
              const gone = failure === 'not-subscribed';
              return {
                outcome: { kind: 'failed', action: 'cancel', failure, problem },
                subscribed: gone ? false : context.subscribed,
                since: gone ? null : context.since,
              };
            }),
            {
              type: 'track',
              params: ({ event }) =>
                tracked('cancel', 'failure', {
                  error: problemOf(event.error).kind,
                }),
            },
            'notifySettled',
          ],
        },
      },
    },
  },
});

/** A failure that another try may mend: not an unknown channel, not a cancel of a channel that was not subscribed. */
function isRetryable(outcome: ChannelOutcome | null): boolean {
  return outcome?.kind === 'failed' && outcome.failure === 'other';
}

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
/** Since when the channel is subscribed, as the list said; null once it changed here (or when the list had no date). */
export const selectChannelSince = (s: ChannelActionsSnapshot): string | null => (s.context.subscribed ? s.context.since : null);
/** What the last Subscribe or Cancel did, until the next one starts. */
export const selectChannelOutcome = (s: ChannelActionsSnapshot): ChannelOutcome | null => s.context.outcome;

/**
 * The one thing a channel's view offers next, with the one message that goes with it:
 * - `confirm`: the question, with its yes and no;
 * - `undo`: "Subscription canceled" with Undo (busy while it subscribes again);
 * - `retry`: the failure said, with Try again (busy while it runs);
 * - `unknown-channel`: Telegram has no such channel: nothing to retry here (Done, or the list);
 * - `subscribed`: just subscribed (the link's channel ends on the success panel);
 * - `subscribe` / `cancel`: the channel's own button (busy while its request runs), after
 *   `notice: 'not-subscribed'` when a cancel found it was not subscribed.
 */
export type ChannelNext =
  | { kind: 'confirm'; action: ChannelAction }
  | { kind: 'undo'; busy: boolean }
  | { kind: 'retry'; action: ChannelAction; problem: Problem | null; busy: boolean }
  | { kind: 'unknown-channel' }
  | { kind: 'subscribed' }
  | { kind: 'subscribe'; busy: boolean; notice: 'not-subscribed' | null }
  | { kind: 'cancel'; busy: boolean };

export function selectChannelNext(s: ChannelActionsSnapshot): ChannelNext {
  const step = selectChannelStep(s);
  const { outcome, subscribed } = s.context;
  if (step === 'confirming-subscribe') return { kind: 'confirm', action: 'subscribe' };
  if (step === 'confirming-cancel') return { kind: 'confirm', action: 'cancel' };
  const busy = step === 'subscribing' || step === 'cancelling';
  if (outcome?.kind === 'done') {
    if (outcome.action === 'cancel' && (!subscribed || busy)) return { kind: 'undo', busy };
    if (outcome.action === 'subscribe' && subscribed && !busy) return { kind: 'subscribed' };
  }
  if (outcome?.kind === 'failed') {
    if (outcome.failure === 'other') return { kind: 'retry', action: outcome.action, problem: outcome.problem, busy };
    if (outcome.failure === 'channel-unknown' && !busy) return { kind: 'unknown-channel' };
    if (outcome.failure === 'not-subscribed' && !busy) return { kind: 'subscribe', busy: false, notice: 'not-subscribed' };
  }
  return subscribed ? { kind: 'cancel', busy } : { kind: 'subscribe', busy, notice: null };
}

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

export type ChannelPageEvent = { type: 'list.retry' } | ChannelSettled;

interface PageContext {
  host: ChannelPageInput['host'];
  loggedIn: boolean;
  channel: string | null;
  title: string | null;
  /** The user's subscriptions as loaded; the rows stay as they were while the reader changes them. */
  list: readonly ListedChannel[] | null;
  problem: Problem | null;
  /** Each shown channel's Subscribe and Cancel, by channel id. */
  actions: Readonly<Record<string, ChannelActionsActor>>;
}

/** The list's timestamp when it is a date, else null (never shown). */
const dateOrNull = (timestamp: string): string | null => (Number.isNaN(Date.parse(timestamp)) ? null : timestamp);

/**
 * /bot-sub (§2, §6, §8): outside the app nothing is requested (install the app); logged out
 * in the app, log in (the app's log-in screen; the page starts again once the reader is
 * back, logged in); else the user's subscriptions load, with a retry when they fail. Opened
 * for one channel, the page shows it with its actions; without one, it lists the
 * subscriptions, each with its actions. The list is loaded once: a row the reader cancels
 * stays, shown as not subscribed, so that its Undo stays within reach. Each shown channel's
 * actions run in a child (`channelActions`), spawned once; when one child's request is
 * answered, the others' messages are cleared: one status message at a time.
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
            ? [{ identity: channelIdentityOf(context.channel, list), since: null }]
            : list.map((c) => ({ identity: channelIdentityOf(c.channel_id, [c]), since: dateOrNull(c.subscribed_at) }));
        const actions = { ...context.actions };
        for (const { identity, since } of shown) {
          if (actions[identity.id]) continue;
          actions[identity.id] = spawn('channelActions', {
            id: `channel-${identity.id}`,
            input: { id: identity.id, listed: identity.listed, since, notify: self },
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
    problem: null,
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
    /** The link's channel or the list, each with its actions. */
    ready: {
      on: { 'channel.settled': { actions: 'clearOthers' } },
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
  if (list === null) return channel !== null ? 'loading-channel' : 'loading-list';
  if (channel !== null) return 'channel';
  return list.length === 0 ? 'empty' : 'list';
}

export const selectListProblem = (s: ChannelPageSnapshot): Problem | null => s.context.problem;

/** The link's channel: who it is (machines/channel-subscription/channel-rules.ts), and its actions. */
export function selectOneChannel(s: ChannelPageSnapshot): { channel: ChannelIdentity; actions: ChannelActionsActor } | null {
  const { channel, list, title, actions } = s.context;
  const child = channel !== null ? actions[channel] : undefined;
  if (channel === null || list === null || !child) return null;
  return { channel: channelIdentityOf(channel, list, title), actions: child };
}

/** A listed channel: who it is, and its actions (its state and since when: the child's, selectChannelSince). */
export interface ChannelRowData {
  channel: ChannelIdentity;
  actions: ChannelActionsActor;
}

export function selectChannelRows(s: ChannelPageSnapshot): readonly ChannelRowData[] {
  const { list, actions } = s.context;
  const rows: ChannelRowData[] = [];
  for (const c of list ?? []) {
    const child = actions[c.channel_id];
    if (child) rows.push({ channel: channelIdentityOf(c.channel_id, [c]), actions: child });
  }
  return rows;
}
