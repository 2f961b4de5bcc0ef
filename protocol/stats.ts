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

/** How one event is sent. */
interface TrackOptions {
  /**
   * Whether extdata carries the client user info of §3 (user id, device id, phone model…): yes
   * by default; `false` for an event that answers no question about the reader, only about the
   * page (a Core Web Vitals sample: src/vitals.ts), which then carries only its own fields.
   */
  userInfo?: boolean;
}

export type Track = (action: string, extra?: Record<string, unknown>, category?: string, options?: TrackOptions) => StatEvent;

/**
 * Pushes events to the global queue; extdata is the user info merged with extra data (or the
 * extra data alone: `options.userInfo: false`), secrets removed.
 */
export function createStats(window: object, userInfo: () => ClientUserInfo): Track {
  const host: StatsQueueHost = window;
  return (action, extra = {}, category = 'page_event', options = {}) => {
    const safeExtra = redact(extra) as Record<string, unknown>;
    const extdata = options.userInfo === false ? safeExtra : { ...userInfo(), ...safeExtra };
    const event: StatEvent = { type: 'event', category, action, extdata };
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
