// Every repository path named in a comment or a Markdown file exists. A comment that says
// where something lives (`tests/unit/<name>.test.ts shows …`) or a README line (`src/shell/…`)
// goes stale without a sound when a file moves or goes; this check finds those in well under
// a second, so `npm run check` and `npm test` fail on one.
//  - where: the comments of the source (src/, machines/, protocol/, mocks/, deploy/, scripts/,
//    tests/, the root *.config.* files: .ts, .tsx, .mts, .js, .mjs, .css; the `#` comments of
//    deploy/*.conf and .ci/run) and the whole text of every Markdown file (README.md, docs/,
//    mocks/README.md, protocol/**/README.md), whose relative links are followed too;
//  - what: a token that starts with a top-level folder (src/, machines/, protocol/, mocks/,
//    deploy/, scripts/, tests/, docs/, locales/, .ci/) or names a root file (package.json,
//    tsconfig.json, knip.json, .gitignore, *.config.*), read up to the first character no path
//    has (so `#anchors`, `:line`, quotes and brackets end it; a trailing full stop goes);
//  - a module named as an import names it (`mocks/handlers`) may end in .ts, .tsx, .mjs or .js;
//    a glob (`src/routes/**`, `machines/*/*.machine.ts`, `scripts/*.{mjs,ts}`) or a placeholder
//    (`<feature>`, `$param`) must match at least one file or folder; a token inside a URL or a
//    longer path (`../src`, `https://host/docs/x`) is none; dist*, node_modules and the other
//    generated folders are neither read nor named;
//  - the README's "Layout": each folder its tree names is there, and it names every top-level
//    folder git tracks and every folder of src/, src/features/ and src/shell/ (one line each).
// What git ignores but the build generates (locales/<locale>/shell.ts) exists once generated:
// both plans run this after the catalogs are compiled.
//   node scripts/paths-check.mjs     (exit 1, and file:line: path for each missing one)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The top-level folders a repository path starts with. */
const TOP_FOLDERS = ['src', 'machines', 'protocol', 'mocks', 'deploy', 'scripts', 'tests', 'docs', 'locales', '.ci'];
/** The folders whose comments are read. */
const SOURCE_FOLDERS = ['src', 'machines', 'protocol', 'mocks', 'deploy', 'scripts', 'tests'];
/** Folders never read nor listed: dependencies, build output, test reports, caches. */
const GENERATED = /^(node_modules|\.git|dist(-.*)?|test-results|playwright-report|\.tanstack)$/;

const START = new RegExp(
  // Not inside a word, a longer path or a URL (`../src`, `/docs/`, `my-src/`, `@scope/`).
  String.raw`(?<![\w.$/@~\\-])` +
    `(?:(?<folder>(?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/)` +
    String.raw`|(?<file>(?:package(?:-lock)?|tsconfig(?:\.[\w-]+)?|knip)\.json|[\w-]+\.config\.[cm]?[jt]s|\.gitignore)(?![\w/-]))`,
  'g',
);
const PATH_CHAR = /[\w.\-/*$]/;
const PLACEHOLDER = /<[\w-]+>/y;
const BRACES = /\{[\w.*-]+(?:,[\w.*-]+)+\}/y;

/**
 * The repository paths a text names: each token that starts with a top-level folder or is a
 * root file, with its offset in the text (so `text.slice(index, index + path.length) === path`).
 * Globs and placeholders are kept as written; trailing full stops are not part of a path.
 * @param {string} text
 * @returns {{ path: string, index: number }[]}
 */
export function candidatePaths(text) {
  const found = [];
  for (const match of text.matchAll(START)) {
    let end = match.index + match[0].length;
    if (match.groups?.folder) {
      while (end < text.length) {
        if (PATH_CHAR.test(text[end])) {
          end += 1;
          continue;
        }
        const group = text[end] === '<' ? PLACEHOLDER : text[end] === '{' ? BRACES : null;
        if (!group) break;
        group.lastIndex = end;
        if (!group.test(text)) break;
        end = group.lastIndex;
      }
      while (text[end - 1] === '.') end -= 1;
    }
    const path = text.slice(match.index, end);
    if (path) found.push({ path, index: match.index });
  }
  return found;
}

/**
 * The relative link targets of a Markdown text (`[x](<page>.md#part)`, `![y](<shot>.png)`),
 * without their anchor or query; addresses with a scheme, anchors alone and absolute paths
 * are left out. Offsets as in candidatePaths.
 * @param {string} text
 * @returns {{ path: string, index: number }[]}
 */
export function markdownLinks(text) {
  const found = [];
  for (const match of text.matchAll(/\]\(<?([^()\s<>]+)>?(?:\s+"[^"]*")?\)/g)) {
    const target = match[1].replace(/[#?].*$/, '');
    if (!target || /^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/')) continue;
    found.push({ path: target, index: match.index + (match[0][2] === '<' ? 3 : 2) });
  }
  return found;
}

/** Keywords after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);
/** What the lexer stops at in code: all else is skipped by one search. */
const CODE_STOP = /[/"'`{}]/g;
const WORD_CHAR = /[\w$\u0080-\uffff]/;

/** The end of the line that `from` is on (the offset of its line break, or the text's end). */
const lineEnd = (text, from) => {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
};

/** Whether a `/` at `at` (not a comment's) starts a regular expression: by the code before it. */
function regexAt(source, at) {
  let p = at - 1;
  while (p >= 0 && (source[p] === ' ' || source[p] === '\t' || source[p] === '\n' || source[p] === '\r')) p -= 1;
  if (p < 0) return true;
  const c = source[p];
  if (WORD_CHAR.test(c)) {
    let start = p;
    while (start > 0 && WORD_CHAR.test(source[start - 1])) start -= 1;
    return BEFORE_REGEX.has(source.slice(start, p + 1)) && source[start - 1] !== '.';
  }
  return !(c === ')' || c === ']' || c === '"' || c === "'" || c === '`');
}

/**
 * The comments of a JavaScript or TypeScript source (JSX included), each its text without the
 * `//` or the `/*` `*\/` and the offset of that text. A lexer, not a parser: strings, template
 * literals (with their `${}` parts), regular expressions and closing tags are skipped, a
 * string or regular expression ends at its line's end at the latest, so a misreading (an
 * apostrophe in JSX text) costs at most the rest of one line.
 */
function scriptComments(source) {
  const found = [];
  const n = source.length;
  /** Brace depths at which an open `${` of a template literal closes. */
  const templates = [];
  let depth = 0;
  let i = 0;
  /** Reads a template literal's text from i: to its end, or into a `${}` part. */
  const template = () => {
    while (i < n) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i += 1;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        templates.push(depth);
        depth += 1;
        i += 2;
        return;
      } else i += 1;
    }
  };
  while (i < n) {
    CODE_STOP.lastIndex = i;
    const stop = CODE_STOP.exec(source);
    if (!stop) break;
    i = stop.index;
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = lineEnd(source, i);
      found.push({ text: source.slice(i + 2, end), index: i + 2 });
      i = end;
    } else if (c === '/' && next === '*') {
      const close = source.indexOf('*/', i + 2);
      const end = close < 0 ? n : close;
      found.push({ text: source.slice(i + 2, end), index: i + 2 });
      i = end + 2;
    } else if (c === '/') {
      // A JSX closing tag (`</Trans>`) or self-closing one (`/>`) has no regular expression.
      const regex = source[i - 1] !== '<' && next !== '>' && regexAt(source, i);
      i += 1;
      if (regex) {
        let inClass = false;
        while (i < n && source[i] !== '\n' && (inClass || source[i] !== '/')) {
          if (source[i] === '\\') i += 1;
          else if (source[i] === '[') inClass = true;
          else if (source[i] === ']') inClass = false;
          i += 1;
        }
        i += 1;
      }
    } else if (c === '"' || c === "'") {
      i += 1;
      while (i < n && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '`') {
      i += 1;
      template();
    } else if (c === '{') {
      depth += 1;
      i += 1;
    } else {
      depth -= 1;
      i += 1;
      if (templates.length && templates[templates.length - 1] === depth) {
        templates.pop();
        template();
      }
    }
  }
  return found;
}

/** The comments of a stylesheet (`/* *\/`; strings skipped). */
function styleComments(source) {
  const found = [];
  for (const match of source.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\/\*([\s\S]*?)(?:\*\/|$)/g)) {
    if (match[1] !== undefined) found.push({ text: match[1], index: match.index + 2 });
  }
  return found;
}

/** The `#` comments of a shell script or an nginx configuration (a `#` that starts a word). */
function hashComments(source) {
  const found = [];
  for (const match of source.matchAll(/(?<=^|[ \t])#(.*)$/gm)) found.push({ text: match[1], index: match.index + 1 });
  return found;
}

/**
 * The comments of a source file by its kind: 'script' (.ts, .tsx, .js, .mjs …), 'style' (.css)
 * or 'hash' (shell, nginx). Each is its text and that text's offset in the source.
 * @param {string} source
 * @param {'script' | 'style' | 'hash'} kind
 * @returns {{ text: string, index: number }[]}
 */
export function commentsOf(source, kind) {
  if (kind === 'style') return styleComments(source);
  if (kind === 'hash') return hashComments(source);
  return scriptComments(source);
}

/** Every file and folder of the repository but the generated ones, as relative paths. */
function tree(root, dir = '', into = { files: [], folders: [] }) {
  const entries = readdirSync(join(root, dir), { withFileTypes: true }).sort((x, y) => (x.name < y.name ? -1 : 1));
  for (const entry of entries) {
    if (GENERATED.test(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      into.folders.push(path);
      tree(root, path, into);
    } else into.files.push(path);
  }
  return into;
}

/** What a file's text holds paths in, or null for a file this check does not read. */
function kindOf(path) {
  if (path.endsWith('.md')) return 'markdown';
  if (path === '.ci/run' || /^deploy\/.*\.conf$/.test(path)) return 'hash';
  const top = path.split('/')[0];
  const root = !path.includes('/');
  if (root ? !/\.config\.[cm]?[jt]s$/.test(path) : !SOURCE_FOLDERS.includes(top)) return null;
  if (/\.[cm]?[jt]sx?$/.test(path)) return 'script';
  if (path.endsWith('.css')) return 'style';
  return null;
}

/** A glob or placeholder path as a regular expression over relative paths. */
function patternOf(path) {
  let re = '';
  for (let i = 0; i < path.length; ) {
    const rest = path.slice(i);
    const part =
      /^\*\*\//.exec(rest) ?? /^\*\*/.exec(rest) ?? /^\*/.exec(rest) ?? /^<[\w-]+>/.exec(rest) ?? /^\$[\w-]+/.exec(rest) ?? /^\{[^}]*\}/.exec(rest);
    if (!part) {
      re += path[i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      i += 1;
      continue;
    }
    const token = part[0];
    if (token === '**/') re += '(?:.*/)?';
    else if (token === '**') re += '.*';
    else if (token === '*') re += '[^/]*';
    else if (token.startsWith('{')) re += `(?:${token.slice(1, -1).split(',').map((alt) => patternOf(alt).source.slice(1, -1)).join('|')})`;
    else re += '[^/]+';
    i += token.length;
  }
  return new RegExp(`^${re}$`);
}

/** Extensions a module named without one may have (as an import names it). */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** Whether a named path (maybe a module, a glob or a placeholder) names something in the tree. */
function named(path, all) {
  const bare = path.replace(/\/+$/, '') || path;
  if (bare === '.' || all.has(bare)) return true;
  if (!/\.[^/]*$/.test(bare) && MODULE_EXTENSIONS.some((extension) => all.has(bare + extension))) return true;
  if (!/[*<${]/.test(bare)) return false;
  const pattern = patternOf(bare);
  for (const p of all) if (pattern.test(p)) return true;
  return false;
}

/**
 * The folders the README's "Layout" names: the entries of its code block that end in `/`,
 * each under the entry above it that is indented one level (two spaces) less, so `  routes/`
 * under `src/` is `src/routes/`. Other lines (a file's entry, a description's second line)
 * name none. Offsets as in candidatePaths; null when the README has no such section.
 * @param {string} readme
 * @returns {{ path: string, index: number }[] | null}
 */
export function layoutFolders(readme) {
  const section = /^## Layout\n+```[^\n]*\n([\s\S]*?)^```/m.exec(readme);
  if (!section) return null;
  const found = [];
  const parents = [];
  let offset = section.index + section[0].indexOf('\n', section[0].indexOf('```')) + 1;
  for (const line of section[1].split('\n')) {
    const entry = /^((?: {2})*)([^\s/]\S*\/)(?=\s|$)/.exec(line);
    const level = entry ? entry[1].length / 2 : -1;
    if (entry && level <= parents.length) {
      parents.length = level;
      parents.push(entry[2]);
      found.push({ path: parents.join(''), index: offset + entry[1].length });
    }
    offset += line.length + 1;
  }
  return found;
}

/** Folders whose every subfolder the Layout names (and the top level's that git tracks). */
const LAID_OUT = ['src', 'src/features', 'src/shell'];

/** What the README's Layout gets wrong: a folder it names that is not there, one it leaves out. */
function layoutProblems(root, all, folders) {
  if (!all.has('README.md')) return [];
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const named = layoutFolders(readme);
  if (!named) return ['README.md: no "## Layout" section with a code block of the folders'];
  const lineOf = (index) => readme.slice(0, index).split('\n').length;
  const problems = named.filter(({ path }) => !all.has(path.slice(0, -1))).map(({ path, index }) => `README.md:${lineOf(index)}: ${path} (in Layout)`);
  const listed = new Set(named.map(({ path }) => path));
  // The top-level folders git tracks, not an editor's or a tool's local one (coverage/);
  // outside a git work tree, every folder the tree has.
  const git = spawnSync('git', ['ls-files', '--cached', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const top =
    git.status === 0
      ? git.stdout.split('\0').filter((f) => f.includes('/')).map((f) => f.slice(0, f.indexOf('/')))
      : folders.filter((f) => !f.includes('/'));
  const required = new Set([...top, ...folders.filter((f) => LAID_OUT.includes(posix.dirname(f)))].map((f) => `${f}/`));
  for (const folder of required) if (!listed.has(folder)) problems.push(`README.md: the Layout leaves out ${folder} (give it one short line)`);
  return problems;
}

/**
 * The missing paths of a repository: `file:line: path` for each path named in a comment or a
 * Markdown file that is not there, and what the README's Layout gets wrong; `count` is how
 * many named paths were looked up.
 * @param {string} [root]
 * @returns {{ problems: string[], count: number }}
 */
export function missingPaths(root = '.') {
  const { files, folders } = tree(root);
  const all = new Set([...files, ...folders]);
  const problems = [];
  let count = 0;
  for (const file of files) {
    const kind = kindOf(file);
    if (!kind) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const mentions = [];
    if (kind === 'markdown') {
      mentions.push(...candidatePaths(text));
      for (const link of markdownLinks(text)) {
        let target = link.path;
        try {
          target = decodeURI(target);
        } catch {
          // Not percent-encoded after all: the target as written.
        }
        mentions.push({ path: posix.normalize(posix.join(posix.dirname(file), target)), index: link.index });
      }
    } else {
      for (const comment of commentsOf(text, kind)) {
        for (const mention of candidatePaths(comment.text)) mentions.push({ path: mention.path, index: comment.index + mention.index });
      }
    }
    const seen = new Set();
    for (const { path, index } of mentions) {
      count += 1;
      if (named(path, all)) continue;
      const problem = `${file}:${text.slice(0, index).split('\n').length}: ${path}`;
      if (!seen.has(problem)) problems.push(problem);
      seen.add(problem);
    }
  }
  return { problems: [...problems, ...layoutProblems(root, all, folders)], count };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const { problems, count } = missingPaths();
  const ms = Math.round(performance.now() - started);
  if (problems.length) {
    console.error(`paths: ${problems.length} named in a comment or a Markdown file are not there, or the README's Layout is not current:`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error('Name the current path, or reword the comment if the thing is gone.');
    process.exit(1);
  }
  console.log(`paths: ${count} named in comments and Markdown, all there; the README's Layout is current (${ms} ms).`);
}
