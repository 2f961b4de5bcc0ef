/** The newest ECMAScript edition every engine of the support matrix parses in full. */
export const MATRIX_ECMA_VERSION: number;
/** Lines of where a source's syntax goes past the matrix; empty when it parses in every engine of it. */
export function syntaxProblems(source: string, name?: string): string[];
/** The inline scripts of an HTML file (those without a src). */
export function inlineScripts(html: string): string[];
