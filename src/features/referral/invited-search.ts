import * as v from 'valibot';

/**
 * The search of /activity/invited (§2.2). `code` is the invitation code of the link: a string
 * (the router reads every parameter as the string it is, src/search-params.ts) of 4 to 32
 * ASCII letters and digits, trimmed, then upper-cased (checked first, so that no other
 * letter becomes one by upper-casing: "ß" is not "SS"). Anything else, a number included, is dropped
 * (`v.fallback`), never thrown, and the page says the link has no valid code.
 */
export const invitedSearch = v.object({
  code: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{4,32}$/), v.toUpperCase())), undefined),
});
