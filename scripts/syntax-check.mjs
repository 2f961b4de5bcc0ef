// The support matrix's syntax check (README "Engines"): parses every emitted .js file of a build
// and every inline script of its pre-rendered pages, and fails on syntax newer than the oldest
// engines of package.json's browserslist can parse (Chrome 80, Safari 14):
//  - anything past ES2020 (acorn at ecmaVersion 2020, as a classic script): logical assignment
//    (`??=`, `||=`, `&&=`), numeric separators, class fields and static blocks, private methods,
//    `#x in obj`, top-level await, the `d` and `v` regular-expression flags;
//  - regular-expression lookbehind, which is ES2018 but which Safari parses only from 16.4:
//    in literals and in `new RegExp('…')`/`RegExp('…')` with a literal pattern.
// This is a parse of each file, not a string search: a `??=` inside a string or a comment passes.
//   node scripts/syntax-check.mjs [dist …]   (default: dist and dist-demo where they exist)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'acorn';
import { RegExpParser, visitRegExpAST } from '@eslint-community/regexpp';

/** The newest ECMAScript edition every engine of the matrix parses in full. */
export const MATRIX_ECMA_VERSION = 2020;

const regexParser = new RegExpParser({ ecmaVersion: 2020 });

/** Why a regular expression is beyond the matrix, or null. */
function regexProblem(pattern, flags) {
  if (/[dv]/.test(flags)) return `the regular-expression flag "${flags.replace(/[^dv]/g, '')}"`;
  let found = null;
  try {
    const ast = regexParser.parsePattern(pattern, 0, pattern.length, { unicode: flags.includes('u') });
    visitRegExpAST(ast, {
      onAssertionEnter(node) {
        if (node.kind === 'lookbehind') found ??= `a lookbehind assertion (${node.raw}), which Safari parses from 16.4`;
      },
    });
  } catch {
    // A pattern regexpp cannot read at ES2020 is past the matrix too.
    return `a regular expression ES2020 cannot read (/${pattern}/${flags})`;
  }
  return found;
}

/** Every node of an ESTree, depth first. */
function* nodes(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const item of value) yield* nodes(item);
    else if (value && typeof value === 'object' && typeof value.type === 'string') yield* nodes(value);
  }
}

/** Lines of where a source's syntax goes past the matrix; empty when it parses in every engine of the matrix. */
export function syntaxProblems(source, name = 'script') {
  let ast;
  try {
    ast = parse(source, { ecmaVersion: MATRIX_ECMA_VERSION, sourceType: 'script', allowHashBang: true, locations: true });
  } catch (error) {
    const where = error.loc ? `${error.loc.line}:${error.loc.column}` : '?';
    const at = typeof error.pos === 'number' ? source.slice(Math.max(0, error.pos - 40), error.pos + 40).replace(/\s+/g, ' ') : '';
    return [`${name}:${where} does not parse as ES${MATRIX_ECMA_VERSION}: ${error.message.replace(/ \(\d+:\d+\)$/, '')} … ${at} …`];
  }
  const problems = [];
  for (const node of nodes(ast)) {
    let problem = null;
    if (node.type === 'Literal' && node.regex) problem = regexProblem(node.regex.pattern, node.regex.flags);
    else if (
      (node.type === 'NewExpression' || node.type === 'CallExpression') &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'RegExp' &&
      node.arguments[0]?.type === 'Literal' &&
      typeof node.arguments[0].value === 'string'
    ) {
      const flags = node.arguments[1]?.type === 'Literal' && typeof node.arguments[1].value === 'string' ? node.arguments[1].value : '';
      problem = regexProblem(node.arguments[0].value, flags);
    }
    if (problem) problems.push(`${name}:${node.loc.start.line}:${node.loc.start.column} uses ${problem}`);
  }
  return problems;
}

function files(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The inline scripts of an HTML file (those without a src). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((s) => s.trim());
}

function checkDist(dist) {
  const all = files(dist).filter((path) => !relative(dist, path).startsWith('server'));
  const problems = [];
  let scripts = 0;
  for (const path of all.filter((p) => p.endsWith('.js'))) {
    scripts += 1;
    problems.push(...syntaxProblems(readFileSync(path, 'utf8'), relative('.', path)));
  }
  // Inline scripts: each distinct one once (the pre-paint script is the same on every page).
  const seen = new Set();
  for (const path of all.filter((p) => p.endsWith('.html'))) {
    for (const script of inlineScripts(readFileSync(path, 'utf8'))) {
      if (seen.has(script)) continue;
      seen.add(script);
      scripts += 1;
      problems.push(...syntaxProblems(script, `${relative('.', path)} (inline script)`));
    }
  }
  return { scripts, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dists = process.argv.slice(2).length ? process.argv.slice(2) : ['dist', 'dist-demo'].filter((d) => existsSync(d));
  if (dists.length === 0) {
    console.error('syntax check: no build to check (run `npm run build` first)');
    process.exit(1);
  }
  let failed = false;
  for (const dist of dists) {
    const { scripts, problems } = checkDist(dist);
    if (problems.length) {
      failed = true;
      console.error(`${dist}: ${problems.length} place(s) past the support matrix (ES${MATRIX_ECMA_VERSION}, no lookbehind):\n  ${problems.slice(0, 40).join('\n  ')}`);
    } else console.log(`${dist}: ${scripts} scripts parse in every engine of the support matrix (ES${MATRIX_ECMA_VERSION}, no lookbehind, no d/v flags)`);
  }
  if (failed) process.exit(1);
}
