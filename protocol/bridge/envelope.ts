import * as v from 'valibot';

/** What the page sends to the app. */
export interface BridgeRequest {
  id: string;
  method: string;
  params: Record<string, unknown>;
}

/** A reply, after unwrapping: the id it answers and the raw value. */
export interface BridgeEnvelope {
  id: string;
  value: unknown;
}

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const AndroidReply = v.object({ id: Id, data: v.optional(v.unknown()) });
const IosReply = v.object({ id: Id, result: v.optional(v.unknown()) });

function parseMaybeJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Unwraps a raw reply from the app. Android replies `{id, data}`, iOS replies `{id, result}`;
 * either may arrive as an object or a JSON string, and `data`/`result` may itself be a JSON
 * string. Never throws: anything else gives null.
 */
export function decodeEnvelope(raw: unknown, platform: 'android' | 'ios'): BridgeEnvelope | null {
  const parsed = parseMaybeJson(raw);
  if (platform === 'ios') {
    const r = v.safeParse(IosReply, parsed);
    return r.success ? { id: r.output.id, value: parseMaybeJson(r.output.result) } : null;
  }
  const r = v.safeParse(AndroidReply, parsed);
  return r.success ? { id: r.output.id, value: parseMaybeJson(r.output.data) } : null;
}
