import { ANDROID_INTERFACE, IOS_HANDLER } from './constants';

/** The parts of `window` where the apps put their bridge, before any of our scripts runs. */
export interface BridgeGlobals {
  [ANDROID_INTERFACE]?: { postMessage?: unknown } | undefined;
  webkit?: { messageHandlers?: Record<string, { postMessage?: unknown } | undefined> } | undefined;
}

/**
 * Which app's bridge the page is in: Android's injected interface, iOS's message handler, or
 * none (a browser). The one rule, for the transports (./transports.ts) and the pre-paint script
 * (src/shell/pre-paint/), which runs in old engines too (no API past ES5).
 */
export function bridgeKindOf(host: BridgeGlobals): 'android' | 'ios' | 'absent' {
  if (typeof host[ANDROID_INTERFACE]?.postMessage === 'function') return 'android';
  if (typeof host.webkit?.messageHandlers?.[IOS_HANDLER]?.postMessage === 'function') return 'ios';
  return 'absent';
}
