import * as v from 'valibot';

/**
 * The `code` query parameter of an invitation link: letters and digits, 4 to 32 of them,
 * upper-cased. The router may hand over a number when the code is all digits. Anything else
 * is dropped (`v.fallback`), and the page says the link has no valid code.
 */
export const InviteCodeParam = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String))]),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{4,32}$/),
);

export const InvitedSearch = v.object({
  code: v.fallback(v.optional(InviteCodeParam), undefined),
});
