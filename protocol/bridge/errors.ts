import type { BridgeResult } from './call';
import type { BridgeMethod, BridgeReply } from './methods';

/**
 * A bridge call that did not answer with a value, as an error an actor can reject with.
 * Pages state it as "could not reach the app" (machines/core/problem.ts reads it by its name and
 * status).
 */
export class BridgeError extends Error {
  override name = 'BridgeError';
  constructor(
    readonly method: BridgeMethod,
    readonly status: Exclude<BridgeResult<BridgeMethod>['status'], 'ok'>,
  ) {
    super(`bridge ${method}: ${status}`);
  }
}

/** The reply's value, or a BridgeError for a call that timed out, answered garbage or had no app. */
export function valueOf<M extends BridgeMethod>(method: M, result: BridgeResult<M>): BridgeReply<M> {
  if (result.status === 'ok') return result.value;
  throw new BridgeError(method, result.status);
}
