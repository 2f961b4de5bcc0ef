/** A path a text names, and where: `text.slice(index, index + path.length) === path`. */
export interface Mention {
  path: string;
  index: number;
}
/** The repository paths a text names (a top-level folder's or a root file's), globs and placeholders as written. */
export function candidatePaths(text: string): Mention[];
/** The relative link targets of a Markdown text, without anchor or query. */
export function markdownLinks(text: string): Mention[];
/** The comments of a source file: 'script' (.ts, .tsx, .mjs …), 'style' (.css) or 'hash' (shell, nginx). */
export function commentsOf(source: string, kind: 'script' | 'style' | 'hash'): { text: string; index: number }[];
/** The folders the README's "Layout" tree names (`src/shell/static/`); null without that section. */
export function layoutFolders(readme: string): Mention[] | null;
/** `file:line: path` for each path named in a comment or Markdown file that is not there, and the Layout's gaps. */
export function missingPaths(root?: string): { problems: string[]; count: number };
