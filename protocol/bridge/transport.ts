import type { BridgeEnvelope, BridgeRequest } from './envelope';

/** Where the page runs: inside the Android or the iOS app, or in a browser ('absent': no app). The one host type (machines/core/host.ts). */
export type Host = 'android' | 'ios' | 'absent';

/** One way of talking to the native app. Contract tests run against every transport. */
export interface Transport {
  readonly kind: Host;
  /** Sends a request; returns false when the app cannot be reached. Never throws. */
  send(request: BridgeRequest): boolean;
  /** Subscribes to replies; returns the unsubscribe function. */
  listen(onReply: (envelope: BridgeEnvelope | null, raw: unknown) => void): () => void;
}
