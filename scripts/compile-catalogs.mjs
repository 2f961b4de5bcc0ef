// Compiles each locale's PO catalog into the chunks a browser loads:
//  - `shell`: the messages the app shell can show on any page: files matching SHELL (src/ui,
//    the page frame, the session gate, the forbidden and not-found pages, error screens) and
//    every file the shell's own modules import (SHELL_ENTRIES, not through the route tree);
//  - `pages/<route>` for each route file under src/routes/_pages: the messages of every file
//    that route file imports, directly or not (its feature folder, the shared pieces it uses),
//    less the shell's. The `_pages` layout's loader asks for the one of the page being opened
//    (src/i18n.ts), so a page downloads its own text and the shell's, not every page's.
// Text pages (routes with `...TEXT_PAGE`) are never hydrated: their words are in their HTML, and
// in production no browser loads their catalogs (the pre-renderer and the development server do).
// Writes locales/page-catalogs.ts too (the page catalog of each route's path), and per locale
// locales/<locale>/page-catalogs.ts (how to load each of its page catalogs). A message that no route
// and no shell module imports fails the run (it could never be shown). A missing translation in
// any locale fails the run; with `--lenient` (`npm start`, while a new message waits for its
// translations) it shows the en-US text and the run only warns.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import ts from 'typescript';

/** Files whose messages belong to the shell whoever imports them; keep in step with src/i18n.ts. */
const SHELL = [
  /^src\/ui\//,
  /^src\/shell\/(forbidden-page|not-found|way-on|page|session-gate)\.tsx$/,
  /^src\/routes\/(403|__root|index)\.tsx$/,
  /^src\/app\.tsx$/,
  /^src\/main\.tsx$/,
];
/** The shell's own modules: what they import is on every page. */
const SHELL_ENTRIES = ['src/main.tsx', 'src/app.tsx', 'src/routes/__root.tsx', 'src/routes/403.tsx', 'src/routes/index.tsx', 'src/routes/_pages.tsx'];
/** Not followed: the route tree imports every route (each has its own catalog). */
const STOP = new Set(['src/routeTree.gen.ts']);
const PAGES_DIR = 'src/routes/_pages';

const root = process.cwd();
const rel = (file) => relative(root, file).replaceAll('\\', '/');

/** The repository's source files a module imports (static, re-exported or dynamic), resolved. */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const found = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue; // a package
    const base = resolve(dirname(file), fileName.replace(/\.js$/, ''));
    const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => existsSync(f) && statSync(f).isFile() && /\.tsx?$/.test(f));
    if (hit) found.push(hit);
  }
  return found;
}

/** Every file reachable from the entries (repository paths). */
function reachable(entries) {
  const seen = new Set();
  const queue = entries.map((e) => resolve(root, e));
  while (queue.length) {
    const file = queue.pop();
    const name = rel(file);
    if (seen.has(name) || STOP.has(name)) continue;
    seen.add(name);
    queue.push(...importsOf(file));
  }
  return seen;
}

const routeFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? routeFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** Page catalogs: 'activity/invitation' → 'activity-invitation', with the files the route reaches. */
const pages = routeFiles(PAGES_DIR)
  .map((file) => {
    const path = rel(file).slice(PAGES_DIR.length + 1).replace(/\.tsx?$/, '');
    return { path, key: path.replaceAll('/', '-'), files: reachable([rel(file)]) };
  })
  .sort((a, b) => a.key.localeCompare(b.key));
const shellFiles = reachable(SHELL_ENTRIES);

const lenient = process.argv.includes('--lenient');
const config = getConfig({ cwd: root });
const [catalog] = await getCatalogs(config);
const all = await catalog.readAll();
const source = all[config.sourceLocale];

let failed = false;
/** The catalogs each message goes into. */
const placement = new Map();
for (const [id, message] of Object.entries(source)) {
  const files = (message.origin ?? []).map(([file]) => rel(resolve(root, file)));
  if (files.some((f) => SHELL.some((re) => re.test(f)) || shellFiles.has(f))) placement.set(id, ['shell']);
  else {
    const keys = pages.filter((p) => files.some((f) => p.files.has(f))).map((p) => `pages/${p.key}`);
    if (keys.length === 0 && files.length > 0) {
      console.error(`"${message.message ?? id}" (${files.join(', ')}) is imported by no route and no shell module: it could never be shown`);
      failed = true;
    }
    placement.set(id, keys);
  }
}

const counts = {};
for (const locale of config.locales) {
  const { messages: strict, missing } = await catalog.getTranslations(locale, { sourceLocale: config.sourceLocale, fallbackLocales: {} });
  // Lenient: a missing translation shows the en-US text (not the message id).
  const messages = lenient ? (await catalog.getTranslations(locale, { sourceLocale: config.sourceLocale, fallbackLocales: { default: config.sourceLocale } })).messages : strict;
  if (missing.length && locale !== config.sourceLocale) {
    const what = `${locale}: ${missing.length} message(s) without a translation, e.g. "${missing[0].source ?? missing[0].id}"`;
    if (lenient) console.warn(`warning: ${what} (shown in en-US until translated; npm test fails on it)`);
    else {
      console.error(what);
      failed = true;
    }
  }
  const groups = Object.fromEntries([['shell', {}], ...pages.map((p) => [`pages/${p.key}`, {}])]);
  for (const [id, text] of Object.entries(messages)) for (const group of placement.get(id) ?? []) groups[group][id] = text;
  // Catalogs of routes that no longer exist go.
  rmSync(`locales/${locale}/pages`, { recursive: true, force: true });
  for (const [group, subset] of Object.entries(groups)) {
    const { source: code, errors } = createCompiledCatalog(locale, subset, { strict: false, namespace: 'ts' });
    for (const e of errors) {
      console.error(`${locale}: cannot compile "${e.source}": ${e.error.message}`);
      failed = true;
    }
    const file = `locales/${locale}/${group}.ts`;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, code);
  }
  // The locale's page catalogs, each its own chunk: this module is loaded for the active locale
  // only, so no page carries the addresses of every locale's page catalogs.
  writeFileSync(
    `locales/${locale}/page-catalogs.ts`,
    `// Written by scripts/compile-catalogs.mjs: the page catalogs of ${locale}.\n` +
      `export const PAGE_CATALOGS = {\n` +
      pages.map((p) => `  '${p.key}': () => import('./pages/${p.key}.ts'),\n`).join('') +
      `};\n`,
  );
  const sizes = pages.map((p) => Object.keys(groups[`pages/${p.key}`]).length);
  counts[locale] = `${Object.keys(groups.shell).length} shell + ${pages.length} pages (${Math.min(...sizes)}–${Math.max(...sizes)} each)`;
}
writeFileSync(
  'locales/page-catalogs.ts',
  `// Written by scripts/compile-catalogs.mjs: each page catalog (locales/<locale>/pages/<key>.ts) by its route's path, lower-cased.\n` +
    `export const PAGE_CATALOGS: Readonly<Record<string, string>> = ${JSON.stringify(Object.fromEntries(pages.map((p) => [p.path.toLowerCase(), p.key])), null, 2)};\n`,
);
console.log(Object.entries(counts).map(([l, c]) => `${l}: ${c}`).join('; '));
process.exit(failed ? 1 : 0);
