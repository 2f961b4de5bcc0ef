import * as v from 'valibot';
import { GIFT_CODE_MAX_LENGTH, GIFT_CODE_SHAPE, normaliseGiftCode } from '../../../machines/gift-code/gift-code-text';

/**
 * The search of /activity/cdKey: `code`, a gift code sent as a link, fills the field. It is
 * taken as the string it is (src/search-params.ts), with spaces removed; an empty one, one
 * longer than the field takes, or one with characters no code has (markup, controls) is
 * dropped (`v.fallback`), never thrown. The same rule as `giftCodeOfLink`, which the page
 * machine applies again; the server decides whether it is a code.
 */
export const giftCodeSearch = v.object({
  code: v.fallback(
    v.optional(v.pipe(v.string(), v.transform(normaliseGiftCode), v.minLength(1), v.maxLength(GIFT_CODE_MAX_LENGTH), v.regex(GIFT_CODE_SHAPE))),
    undefined,
  ),
});
