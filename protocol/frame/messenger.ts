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
}

/** Posts only to the exact allowlisted origin named by the query. Never to '*'. */
export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const { target, origin } = options;
  const allowed = target !== null && isAllowedParentOrigin(origin, options.allowlist, options.allowLoopback);
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
