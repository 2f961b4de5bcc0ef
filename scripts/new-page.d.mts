/** A page kind: only text (a notice), or with behaviour (a machine). */
export type PageKind = 'text' | 'machine';
/** Why a page name is refused, or null when it is a valid one (kebab-case, not reserved). */
export function nameProblem(name: string | undefined): string | null;
/** What `npm run new:page` writes for a page, and what it leaves to do by hand. */
export interface PagePlan {
  name: string;
  kind: PageKind;
  /** The route's path, `/<name>`. */
  path: string;
  files: { path: string; text: string }[];
  /** The messages the files add to the catalogs. */
  messages: string[];
  /** The new feature folder (`src/features/<name>/`), null for a text page. */
  featureFolder: string | null;
  /** The README Layout line the new feature folder needs, null for a text page. */
  layoutLine: string | null;
  /** Paths (files and folders) that must not exist yet. */
  taken: string[];
  nextSteps: string[];
}
export function planPage(name: string, kind: PageKind): PagePlan;
/** Writes the plan's files under root, refusing before writing when a path it takes exists; returns the paths written. */
export function writePage(plan: PagePlan, root: string): string[];
/** The command line: a name and at most one of --text, --machine. */
export function parseArgs(args: string[]): { name: string; kind: PageKind } | { problem: string };
