/**
 * Other people's text as the page shows it, and every other text a server sends that the page
 * shows as it came: an inviter's name, the names in the invitation history, channel titles from
 * the server or from a link, the card brand and plan name, /ping's IP address and region, the
 * reader's own invitation code, a listed channel's id, the gift-code popup's texts. Such text must not be
 * able to reorder the page around it, hide characters, draw extra lines or fill the screen.
 * Pure; every response schema field holding user-generated text and the channel page's title
 * parameter go through `displayText` (protocol/api/schemas.ts, src/features/channel-subscription/search.ts).
 */

/** The most user characters (graphemes, as a reader counts them) the page shows of one such text. */
const DISPLAY_TEXT_MAX_GRAPHEMES = 64;
/** The most graphemes of a server's sentence or two (the gift-code popup's description). */
export const DISPLAY_PARAGRAPH_MAX_GRAPHEMES = 400;
/**
 * The most UTF-16 code units per grapheme allowed: one grapheme can carry any number of
 * combining marks (“Zalgo” text), which would pile up over the lines around it.
 */
const UNITS_PER_GRAPHEME = 4;
const ELLIPSIS = '\u2026';

/**
 * Format characters (bidi embeddings, overrides and isolates, LRM/RLM/ALM, zero-width space,
 * joiners, word joiner, soft hyphen, BOM, tags…), control characters and the line and
 * paragraph separators: none of them belongs in a name.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/gu;
/** Every space, tab and line break (NEL too), any run of them. */
const SPACES = /[\s\p{Zs}\u0085]+/gu;

let segmenter: Intl.Segmenter | null = null;

/**
 * The text's graphemes (what a reader sees as one character: a letter with its marks, an
 * emoji, a Hangul syllable). Intl.Segmenter where the WebView has it (Chrome 87, Safari 14.1);
 * before that, a letter with the combining marks after it.
 */
function graphemesOf(text: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (s) => s.segment);
  }
  return text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
}

/** At most `max` graphemes and 4 × `max` code units, cut between graphemes and ended with "…" when cut. */
function clamp(text: string, max: number): string {
  if (text.length <= max) return text;
  const units = UNITS_PER_GRAPHEME * max;
  const graphemes = graphemesOf(text);
  if (graphemes.length <= max && text.length <= units) return text;
  let kept = '';
  for (const [index, grapheme] of graphemes.entries()) {
    if (index === max - 1 || kept.length + grapheme.length + ELLIPSIS.length > units) break;
    kept += grapheme;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/**
 * Another user's text made safe to show: format, control, line- and paragraph-separator
 * characters removed (so U+202E cannot turn "(moc.live)" into "(evil.com)"), NFC, every run of
 * spaces and line breaks one space, trimmed, and at most `DISPLAY_TEXT_MAX_GRAPHEMES`
 * graphemes, or `maxGraphemes` (a longer text is cut between graphemes and ends with "…").
 * Idempotent; may be "".
 * Emoji joined by U+200D fall apart into their parts, a price paid for removing every format
 * character. The view still isolates the text (`<bdi>`) and lets it wrap anywhere (`.user-text`).
 */
export function displayText(raw: string, maxGraphemes: number = DISPLAY_TEXT_MAX_GRAPHEMES): string {
  const text = raw.replace(SPACES, ' ').replace(INVISIBLE, '').normalize('NFC').replace(SPACES, ' ').trim();
  return clamp(text, maxGraphemes);
}
