import { isInApp } from '../core/host';
import { wayOnOf, type Problem, type ProblemWayOn } from '../core/problem';
import { selectRequestProblem, selectRequestStatus } from '../core/request.machine';
import {
  selectChannelOutcome,
  selectChannelSince,
  selectChannelStep,
  selectChannelSubscribed,
  type ChannelActionsActor,
  type ChannelActionsSnapshot,
  type ChannelPageSnapshot,
  type ChannelRequest,
} from './channel-page.machine';
import { channelIdentityOf, type ChannelIdentity } from './channel-rules';

/*
 * /bot-sub's view models: what each part of the page shows, as one value per part. The views
 * (src/features/channel-subscription) render them and decide nothing.
 */

export { PIKPAK_BOT_URL } from './channel-rules';
export type { ChannelIdentity } from './channel-rules';
export type { ChannelActionsActor, ChannelPageActor } from './channel-page.machine';

/** A listed channel: who it is (the server's name and handle), and its actions. */
export interface ChannelRowData {
  channel: ChannelIdentity;
  actions: ChannelActionsActor;
}

/** What the page shows under its lead. */
export type ChannelPageView =
  /** Outside the app: install it (nothing is requested). */
  | { kind: 'install-app' }
  /** Logged out in the app: the app's log-in screen. */
  | { kind: 'log-in' }
  /** The list loads, or failed to (its request, selectListLoad); `inApp` for its way on. */
  | { kind: 'list-load'; load: ChannelListActor; inApp: boolean }
  /** The link names a channel Telegram does not have: found before any tap; the PikPak bot is the way on. */
  | { kind: 'unknown-channel'; channel: ChannelIdentity }
  /** The link's channel, named by the server, with its actions. */
  | { kind: 'channel'; channel: ChannelIdentity; actions: ChannelActionsActor }
  /** No subscriptions: the PikPak bot. */
  | { kind: 'empty' }
  | { kind: 'list'; rows: readonly ChannelRowData[] };

export function selectChannelPage(s: ChannelPageSnapshot): ChannelPageView {
  const { host, channel, title, list, known, actions } = s.context;
  if (s.matches('installApp')) return { kind: 'install-app' };
  if (s.matches('loggedOut')) return { kind: 'log-in' };
  if (s.matches('unknownChannel')) return { kind: 'unknown-channel', channel: channelIdentityOf(channel ?? '', []) };
  const load = s.children.list;
  if (s.matches('loading') && load) return { kind: 'list-load', load, inApp: isInApp(host) };
  const shown = list ?? [];
  if (channel !== null) {
    const child = actions[channel];
    if (!child) return { kind: 'unknown-channel', channel: channelIdentityOf(channel, shown) };
    return { kind: 'channel', channel: channelIdentityOf(channel, shown, title, known), actions: child };
  }
  const rows: ChannelRowData[] = [];
  for (const c of shown) {
    const child = actions[c.channel_id];
    if (child) rows.push({ channel: channelIdentityOf(c.channel_id, [c]), actions: child });
  }
  return rows.length === 0 ? { kind: 'empty' } : { kind: 'list', rows };
}

/** The list's request (the shared request machine). */
export type ChannelListActor = NonNullable<ChannelPageSnapshot['children']['list']>;
type ChannelListSnapshot = ReturnType<ChannelListActor['getSnapshot']>;

/** The list's load: a card's shape for a link's channel, rows for the list; or its failure with its way on (Log in, Open the app, Try again). */
export type ChannelListLoadView = { kind: 'loading'; shape: 'block' | 'rows' } | { kind: 'failed'; problem: Problem | null; wayOn: ProblemWayOn };

export function selectListLoad(s: ChannelListSnapshot, inApp: boolean): ChannelListLoadView {
  if (selectRequestStatus(s) === 'failed') {
    const problem = selectRequestProblem(s);
    return { kind: 'failed', problem, wayOn: wayOnOf(problem, inApp) };
  }
  return { kind: 'loading', shape: s.context.params.channel !== null ? 'block' : 'rows' };
}

/** The list's retry: what the page is sent. */
export const LIST_RETRY = { type: 'list.retry' } as const;

/**
 * The one thing a channel offers next, with the one message that goes with it:
 * - `confirm-cancel`: the question, with its yes and no;
 * - `subscribed`: just subscribed with one tap: the success (the link's card: the success panel)
 *   with Undo (busy while it cancels again);
 * - `canceled`: "Subscription canceled" with Undo (busy while it subscribes again);
 * - `failed`: what did not happen, the problem, and its way on (`wayOn`: Log in, which carries
 *   the request on when the reader is back; Try again; or the PikPak bot for a lasting refusal);
 *   busy while a retry runs;
 * - `unknown-channel`: Telegram has no such channel: the PikPak bot is the way on;
 * - `subscribe` / `cancel`: the channel's own button (busy while its request runs), after
 *   `notice: 'not-subscribed'` when a cancel found it was not subscribed; `restored` right after
 *   an Undo put the channel back (focus goes to its state).
 */
export type ChannelNext =
  | { kind: 'confirm-cancel' }
  | { kind: 'subscribed'; busy: boolean }
  | { kind: 'canceled'; busy: boolean }
  | { kind: 'failed'; request: ChannelRequest; sends: 'subscribe' | 'cancel'; problem: Problem | null; wayOn: ProblemWayOn; busy: boolean }
  | { kind: 'unknown-channel' }
  | { kind: 'subscribe'; busy: boolean; notice: 'not-subscribed' | null; restored: boolean }
  | { kind: 'cancel'; busy: boolean; restored: boolean };

/** What a request sends: Subscribe and the Undo of a cancel subscribe; Cancel and the Undo of a subscribe cancel. */
const sendsOf = (request: ChannelRequest): 'subscribe' | 'cancel' => (request === 'subscribe' || request === 'undo-cancel' ? 'subscribe' : 'cancel');

export function selectChannelNext(s: ChannelActionsSnapshot): ChannelNext {
  const step = selectChannelStep(s);
  const outcome = selectChannelOutcome(s);
  const subscribed = selectChannelSubscribed(s);
  if (step === 'confirming-cancel') return { kind: 'confirm-cancel' };
  const busy = step !== 'idle';
  if (outcome?.kind === 'done') {
    if (outcome.request === 'subscribe' && (step === 'undo-subscribe' || (step === 'idle' && subscribed))) return { kind: 'subscribed', busy };
    if (outcome.request === 'cancel' && (step === 'undo-cancel' || (step === 'idle' && !subscribed))) return { kind: 'canceled', busy };
  }
  if (outcome?.kind === 'failed') {
    if (outcome.failure === 'other' && (step === 'idle' || step === outcome.request)) {
      const problem = outcome.problem;
      return { kind: 'failed', request: outcome.request, sends: sendsOf(outcome.request), problem, wayOn: wayOnOf(problem, s.context.inApp), busy };
    }
    if (outcome.failure === 'channel-unknown' && !busy) return { kind: 'unknown-channel' };
    if (outcome.failure === 'not-subscribed' && !busy) return { kind: 'subscribe', busy: false, notice: 'not-subscribed', restored: false };
  }
  const restored = !busy && outcome?.kind === 'done' && outcome.request.startsWith('undo');
  return subscribed ? { kind: 'cancel', busy, restored } : { kind: 'subscribe', busy, notice: null, restored };
}

/** A row's state line: subscribed (since when, as the list said; an Undo keeps the date) or not. */
export type ChannelState = { kind: 'subscribed'; since: string | null } | { kind: 'not-subscribed' };

export function selectChannelState(s: ChannelActionsSnapshot): ChannelState {
  return selectChannelSubscribed(s) ? { kind: 'subscribed', since: selectChannelSince(s) } : { kind: 'not-subscribed' };
}

/**
 * The link's channel: the card (who it is, its state, its actions), or, once subscribed with
 * its one tap, the success panel in the card's place with Undo (busy while it cancels again).
 */
export type OneChannelView = { kind: 'success'; undoBusy: boolean } | { kind: 'card'; state: ChannelState };

export function selectOneChannel(s: ChannelActionsSnapshot): OneChannelView {
  const next = selectChannelNext(s);
  if (next.kind === 'subscribed') return { kind: 'success', undoBusy: next.busy };
  return { kind: 'card', state: selectChannelState(s) };
}
