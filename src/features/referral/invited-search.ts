import * as v from 'valibot';

/**
 * The search of /activity/invited (§2.2). `code` is the invitation code of the link: a string
 * (the router reads every parameter as the string it is, src/search-params.ts) of 4 to 32
 * letters and digits, trimmed and upper-cased. Anything else, a number included, is dropped
 * (`v.fallback`), never thrown, and the page says the link has no valid code.
 */
export const invitedSearch = v.object({
  code: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{4,32}$/))), undefined),
});
