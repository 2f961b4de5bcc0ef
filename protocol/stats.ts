import { redact } from './log';
import type { ClientUserInfo } from './user-info';

/** A statistics event (§3). */
export interface StatEvent {
  type: 'event';
  category: string;
  action: string;
  extdata: Record<string, unknown>;
}

/** The global queue the statistics script drains. */
export const STATS_QUEUE = '__statsQueue';

export interface StatsQueueHost {
  [STATS_QUEUE]?: unknown[];
}

export type Track = (action: string, extra?: Record<string, unknown>, category?: string) => StatEvent;

/** Pushes events to the global queue; extdata is the user info merged with extra data, secrets removed. */
export function createStats(window: object, userInfo: () => ClientUserInfo): Track {
  const host: StatsQueueHost = window;
  return (action, extra = {}, category = 'page_event') => {
    const safeExtra = redact(extra) as Record<string, unknown>;
    const event: StatEvent = { type: 'event', category, action, extdata: { ...userInfo(), ...safeExtra } };
    queueStat(host, event);
    return event;
  };
}

/**
 * Puts an event on the global queue the statistics script drains (made if it is not there yet).
 * Also the pre-paint script's (src/shell/pre-paint/), which reports a page that cannot start
 * before any other script runs: written for old engines too (no syntax or API past ES5 at run time).
 */
export function queueStat(host: StatsQueueHost, event: StatEvent): void {
  const queue = host[STATS_QUEUE] || (host[STATS_QUEUE] = []);
  queue.push(event);
}
