import type { BridgeEnvelope, BridgeRequest } from './envelope';

type TransportKind = 'android' | 'ios' | 'absent';

/** One way of talking to the native app. Contract tests run against every transport. */
export interface Transport {
  readonly kind: TransportKind;
  /** Sends a request; returns false when the app cannot be reached. Never throws. */
  send(request: BridgeRequest): boolean;
  /** Subscribes to replies; returns the unsubscribe function. */
  listen(onReply: (envelope: BridgeEnvelope | null, raw: unknown) => void): () => void;
}
