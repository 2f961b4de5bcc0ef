import type { FrameMessage } from './actions';
import { isAllowedParentOrigin } from './origin';

/** The part of a window a message is posted to. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface FrameMessenger {
  /** True when a parent on an allowed origin will receive messages. */
  readonly connected: boolean;
  /** Posts to the parent; returns false (and posts nothing) when the origin is not allowed. */
  post(message: FrameMessage): boolean;
}

export interface FrameMessengerOptions {
  /** The parent window, or null when the page is not framed. */
  target: MessageTarget | null;
  /** The `origin` query parameter as given. */
  origin: unknown;
  allowlist: readonly string[];
  allowLoopback: boolean;
  /**
   * `location.ancestorOrigins` where the browser gives it (Chromium, WebKit), else undefined.
   * When given, the origin named by the query must be the parent's (its first entry): a page
   * on another site that frames this one with `?origin=<allowed>` does not switch it into
   * framed mode. Where the browser lacks it (Firefox), the query alone decides.
   */
  ancestorOrigins?: ArrayLike<string> | null;
}

/** False when the browser names the parent's origin and it is not `origin`. */
function parentMatches(origin: string, ancestors: ArrayLike<string> | null | undefined): boolean {
  if (ancestors === null || ancestors === undefined) return true;
  return ancestors.length > 0 && ancestors[0] === origin;
}

/** Posts only to the exact allowlisted origin named by the query. Never to '*'. */
export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const { target, origin } = options;
  const allowed =
    target !== null && isAllowedParentOrigin(origin, options.allowlist, options.allowLoopback) && parentMatches(origin, options.ancestorOrigins);
  return {
    connected: allowed,
    post(message) {
      if (!allowed || typeof origin !== 'string') return false;
      try {
        target.postMessage({ action: message.action, ...(message.data ? { data: message.data } : {}) }, origin);
        return true;
      } catch {
        return false;
      }
    },
  };
}
