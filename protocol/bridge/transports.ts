import { ANDROID_INTERFACE, IOS_HANDLER, REPLY_CALLBACK } from './constants';
import { decodeEnvelope, type BridgeEnvelope } from './envelope';
import { bridgeKindOf } from './kind';
import type { Transport } from './transport';

/** The parts of `window` the transports touch, so tests can hand in a fake. */
export interface BridgeHostWindow {
  [ANDROID_INTERFACE]?: { postMessage?: (json: string) => void } | undefined;
  webkit?: { messageHandlers?: Record<string, { postMessage?: (message: unknown) => void } | undefined> } | undefined;
  [REPLY_CALLBACK]?: ((raw: unknown) => void) | undefined;
}

type Listener = (envelope: BridgeEnvelope | null, raw: unknown) => void;

/** Installs the one global reply callback and fans replies out to listeners. */
function replyHub(win: BridgeHostWindow, platform: 'android' | 'ios') {
  const listeners = new Set<Listener>();
  return (listener: Listener) => {
    listeners.add(listener);
    win[REPLY_CALLBACK] = (raw: unknown) => {
      const envelope = decodeEnvelope(raw, platform);
      for (const l of listeners) l(envelope, raw);
    };
    return () => {
      listeners.delete(listener);
    };
  };
}

export function androidTransport(win: BridgeHostWindow): Transport {
  return {
    kind: 'android',
    send(request) {
      const target = win[ANDROID_INTERFACE];
      if (typeof target?.postMessage !== 'function') return false;
      try {
        target.postMessage(JSON.stringify(request));
        return true;
      } catch {
        return false;
      }
    },
    listen: replyHub(win, 'android'),
  };
}

export function iosTransport(win: BridgeHostWindow): Transport {
  return {
    kind: 'ios',
    send(request) {
      const handler = win.webkit?.messageHandlers?.[IOS_HANDLER];
      if (typeof handler?.postMessage !== 'function') return false;
      try {
        handler.postMessage(request);
        return true;
      } catch {
        return false;
      }
    },
    listen: replyHub(win, 'ios'),
  };
}

/** A plain browser: there is no app, every call settles at once as unavailable. */
export function absentTransport(): Transport {
  return {
    kind: 'absent',
    send: () => false,
    listen: () => () => undefined,
  };
}

/** Picks the transport the page is running under. */
export function detectTransport(host: object): Transport {
  const win: BridgeHostWindow = host;
  const kind = bridgeKindOf(win);
  if (kind === 'android') return androidTransport(win);
  if (kind === 'ios') return iosTransport(win);
  return absentTransport();
}
