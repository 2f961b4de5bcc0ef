/** Keys whose values never reach a log line, a statistics event or a message. */
const SECRET_KEY = /token|authorization|password|secret|cookie/i;

/** Returns a copy of `value` with every secret-looking key replaced, at any depth. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(inner, depth + 1);
  }
  return out;
}

export type Logger = (scope: string, message: string, detail?: unknown) => void;

/** The one log sink (§8: failures that are only logged). Secrets are redacted first. */
export const log: Logger = (scope, message, detail) => {
  console.warn(`[${scope}] ${message}`, ...(detail === undefined ? [] : [redact(detail)]));
};
