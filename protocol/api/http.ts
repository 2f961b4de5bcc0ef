import { FetchError, ofetch, type $Fetch } from 'ofetch';
import * as v from 'valibot';
import { ApiError, ErrorBody } from './errors';

export interface RequestContext {
  /** Read at request time so a late session is seen; never logged. */
  token(): string | null;
  deviceId(): string;
  language(): string;
  clientId: string;
}

type HeaderName = 'bearer' | 'device' | 'language' | 'client';

export interface Endpoint {
  fetch: $Fetch;
  ctx: RequestContext;
}

export function createEndpoint(baseURL: string, timeout: number, ctx: RequestContext): Endpoint {
  // retry: 0 here; only idempotent GETs opt in to one retry per call (see request()).
  return { fetch: ofetch.create({ baseURL, timeout, retry: 0 }), ctx };
}

function headersFor(ctx: RequestContext, names: readonly HeaderName[]): Record<string, string> {
  const h: Record<string, string> = {};
  for (const name of names) {
    if (name === 'bearer') {
      const token = ctx.token();
      if (token) h.Authorization = `Bearer ${token}`;
    } else if (name === 'device') h['x-device-id'] = ctx.deviceId();
    else if (name === 'language') h['Accept-Language'] = ctx.language();
    else h['x-client-id'] = ctx.clientId;
  }
  return h;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof FetchError) {
    const status = error.response?.status ?? error.statusCode ?? null;
    if (status) {
      const body = v.safeParse(ErrorBody, error.data);
      return new ApiError(
        'server',
        status,
        body.success ? (body.output.error_code ?? null) : null,
        body.success ? (body.output.error ?? null) : null,
      );
    }
    const cause = error.cause as { name?: string } | undefined;
    if (cause?.name === 'TimeoutError' || cause?.name === 'AbortError') return new ApiError('timeout');
    return new ApiError('network');
  }
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return new ApiError('timeout');
  return new ApiError('network');
}

/** The refusal a 2xx reply states with the error body's fields (`error`, `error_code`), or null. */
function errorInReply(raw: unknown): ApiError | null {
  if (typeof raw !== 'object' || raw === null || !('error' in raw || 'error_code' in raw)) return null;
  const body = v.safeParse(ErrorBody, raw);
  if (!body.success) return new ApiError('bad-response');
  return new ApiError('server', null, body.output.error_code ?? null, body.output.error ?? null);
}

export interface RequestSpec<S extends v.GenericSchema> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  schema: S;
  headers: readonly HeaderName[];
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  /** This call's own time-out in ms, instead of the host's. */
  timeoutMs?: number;
  /** false: never tried again (a diagnostics probe, whose loss a retry would hide). */
  retry?: false;
}

/**
 * Performs one call and validates the reply. Rejects only with ApiError. A GET is retried
 * once after a network failure; POST and DELETE are never retried.
 */
export async function request<S extends v.GenericSchema>(endpoint: Endpoint, spec: RequestSpec<S>): Promise<v.InferOutput<S>> {
  const once = async () => {
    try {
      return await endpoint.fetch<unknown>(spec.path, {
        method: spec.method,
        headers: headersFor(endpoint.ctx, spec.headers),
        query: spec.query,
        body: spec.body,
        signal: spec.signal,
        ...(spec.timeoutMs === undefined ? {} : { timeout: spec.timeoutMs }),
        retry: 0,
        responseType: 'json',
      });
    } catch (error) {
      throw toApiError(error);
    }
  };
  let raw: unknown;
  try {
    raw = await once();
  } catch (error) {
    // Only an idempotent GET that never reached the server is tried again, once.
    if (spec.method !== 'GET' || spec.retry === false || !(error instanceof ApiError) || error.kind !== 'network') throw error;
    raw = await once();
  }
  // A reply that carries the server's error fields is a refusal whatever its status (some
  // servers answer 200 with an error body): never read as a success.
  const refusal = errorInReply(raw);
  if (refusal) throw refusal;
  const parsed = v.safeParse(spec.schema, raw);
  if (!parsed.success) throw new ApiError('bad-response');
  return parsed.output;
}
