import * as v from 'valibot';
import type { Logger } from '../log';
import { BRIDGE_METHODS, type BridgeMethod, type BridgeParams, type BridgeReply } from './methods';
import type { Transport } from './transport';

/** How a call settled. Every call settles with exactly one of these. */
export type BridgeResult<M extends BridgeMethod> =
  | { status: 'ok'; value: BridgeReply<M> }
  | { status: 'timeout' | 'bad-reply' | 'unavailable'; value: null };

export interface Bridge {
  readonly kind: Transport['kind'];
  call<M extends BridgeMethod>(method: M, ...params: keyof BridgeParams<M> extends never ? [BridgeParams<M>?] : [BridgeParams<M>]): Promise<BridgeResult<M>>;
  dispose(): void;
}

export interface BridgeOptions {
  timeoutMs: number;
  log: Logger;
  /** Injected so tests control time. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /**
   * A reply that came after its call had timed out (the call settled as 'timeout'), when it
   * reads as the method's reply: the app was slow, not silent. Only the first late reply per call.
   */
  onLateReply?: (late: LateReply) => void;
}

/** A late reply, by its method (a union: `method` narrows `reply`). */
type LateReply = { [M in BridgeMethod]: { method: M; reply: BridgeReply<M> } }[BridgeMethod];

/** What a log line may say about a raw reply from the app: its kind and length, never its content. */
export function describeRaw(raw: unknown): { kind: string; length: number | null } {
  if (raw === null) return { kind: 'null', length: null };
  if (typeof raw === 'string') return { kind: 'string', length: raw.length };
  if (Array.isArray(raw)) return { kind: 'array', length: raw.length };
  return { kind: typeof raw, length: null };
}

/** The one typed entry point to the native app. Never throws; never leaves a call pending. */
export function createBridge(transport: Transport, options: BridgeOptions): Bridge {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const pending = new Map<string, (value: unknown, bad: boolean) => void>();
  /** The calls that timed out, by id: a reply to one of them is late. */
  const timedOut = new Map<string, BridgeMethod>();
  let sequence = 0;

  const unlisten = transport.listen((envelope, raw) => {
    if (!envelope) {
      // Never the reply itself: it may carry the session's token (§3). Its kind and length only.
      options.log('bridge', 'unparsable reply ignored', describeRaw(raw));
      return;
    }
    const answer = pending.get(envelope.id);
    if (answer) return answer(envelope.value, false);
    const method = timedOut.get(envelope.id);
    if (method === undefined) return;
    timedOut.delete(envelope.id);
    const reply = v.safeParse(BRIDGE_METHODS[method].reply, envelope.value);
    if (reply.success) {
      options.log('bridge', `late reply to ${method}`);
      options.onLateReply?.({ method, reply: reply.output } as LateReply);
    }
  });

  return {
    kind: transport.kind,
    call(method, ...rest) {
      const spec = BRIDGE_METHODS[method];
      const params = v.safeParse(spec.params, rest[0] ?? {});
      if (!params.success) {
        options.log('bridge', `invalid params for ${method}`);
        return Promise.resolve({ status: 'bad-reply', value: null });
      }
      sequence += 1;
      const id = `${method}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
      return new Promise((resolve) => {
        const settle = (result: BridgeResult<typeof method>) => {
          pending.delete(id);
          resolve(result);
        };
        const timer = setTimer(() => {
          options.log('bridge', `${method} timed out after ${options.timeoutMs} ms`);
          settle({ status: 'timeout', value: null });
          if (options.onLateReply) timedOut.set(id, method);
        }, options.timeoutMs);
        pending.set(id, (raw) => {
          clearTimer(timer);
          const reply = v.safeParse(spec.reply, raw);
          if (reply.success) {
            settle({ status: 'ok', value: reply.output as BridgeReply<typeof method> });
          } else {
            options.log('bridge', `bad reply to ${method}; using an empty value`);
            settle({ status: 'bad-reply', value: null });
          }
        });
        const sent = transport.send({ id, method, params: params.output as Record<string, unknown> });
        if (!sent) {
          clearTimer(timer);
          settle({ status: 'unavailable', value: null });
        }
      });
    },
    dispose() {
      unlisten();
      pending.clear();
      timedOut.clear();
    },
  };
}
