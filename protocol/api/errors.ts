import * as v from 'valibot';

/** Codes for failures that are not the server's own error_code. */
export type ApiErrorKind = 'network' | 'timeout' | 'bad-response' | 'server';

/** The server's error body (api-shapes.md). */
export const ErrorBody = v.object({
  error: v.optional(v.string()),
  error_code: v.optional(v.number()),
  error_description: v.optional(v.string()),
  error_url: v.optional(v.string()),
  error_details: v.optional(v.array(v.looseObject({ reason: v.optional(v.string()), message: v.optional(v.string()) }))),
});


/** The one error every API call rejects with. Views map `kind`/`serverCode` to texts. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    readonly serverCode: number | null = null,
    /** The server's error string, e.g. "captcha_invalid"; never shown raw to users. */
    readonly serverError: string | null = null,
  ) {
    super(`API ${kind}${status ? ` ${status}` : ''}${serverCode !== null ? ` code ${serverCode}` : ''}`);
  }
}
