import * as v from 'valibot';

/**
 * The search of a page the web drive may frame (§2.7, §7.3): `origin` names the parent that
 * may receive its messages. The frame messenger reads it once at start and checks it against
 * the allowlist (src/services.ts); here it is declared so the route says what it reads. A
 * value that is not a string is dropped, never thrown on.
 */
export const FramedSearch = v.object({
  origin: v.fallback(v.optional(v.string()), undefined),
});
