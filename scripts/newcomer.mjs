// `node scripts/newcomer.mjs`: the README's "Adding a page", followed literally by a script.
// In a throw-away copy of the working tree it runs the README's command twice,
// `npm run new:page newcomer-notice` (a notice) and `npm run new:page newcomer-status
// --machine` (a page with its machine, wiring hook, view, route and model-based test), then
// does by hand only what the README and the command's next steps leave to a newcomer (the
// Layout line of the new feature folder, the translations), and runs what the README says to
// run: the route tree generator (no dev server), `npm run extract`, the catalogs as `npm start`
// compiles them (en-US shown for the new text, with a warning) and as `npm test` does (fails
// until the nine catalogs are translated), `npm run diagrams`, the paths check, then the
// types, lint and the new model test. A step that fails names the README step that no longer holds.
//
// Types are checked incrementally from the build info `npm test`'s types step leaves in
// node_modules/.cache/companion (the copy has the same layout), so only the new files and
// what they touch are checked again; without it the check is complete, only slower.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { planPage } from './new-page.mjs';

const ROOT = resolve(import.meta.dirname, '..');
export const TYPES_BUILD_INFO = 'node_modules/.cache/companion/tsbuildinfo-full';
const LOCALES = ['zh-CN', 'zh-TW', 'en-US', 'id', 'ar', 'ms', 'ko', 'pt', 'es'];

/** The two pages the newcomer adds with `npm run new:page` (scripts/new-page.mjs): a notice, and a page with a machine. */
const PAGES = [planPage('newcomer-notice', 'text'), planPage('newcomer-status', 'machine')];

const step = (name, readmeStep, command, args, { cwd, expectFailure = false, env = {} } = {}) => {
  const started = Date.now();
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = expectFailure ? run.status !== 0 : run.status === 0;
  console.log(`${ok ? '✓' : '✖'} ${name} (${seconds} s)`);
  if (!ok) {
    console.error(`${run.stdout}\n${run.stderr}`.trim().split('\n').slice(-40).join('\n'));
    throw new Error(`newcomer: "${name}" ${expectFailure ? 'passed where it must fail' : 'failed'}: README, "Adding a page", ${readmeStep} no longer holds`);
  }
  return run;
};

/** The working tree (tracked and new files, not the ignored ones) in a fresh directory, sharing node_modules. */
function copyTree() {
  const dir = mkdtempSync(join(tmpdir(), 'newcomer-'));
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    // Deleted in the working tree, or node_modules itself (a link to it is not ignored by `node_modules/`).
    if (!existsSync(join(ROOT, file)) || file === 'node_modules' || file.startsWith('node_modules/')) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  // node_modules: each entry linked (the cache directory stays the copy's own).
  mkdirSync(join(dir, 'node_modules', '.cache', 'companion'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  if (existsSync(join(ROOT, TYPES_BUILD_INFO))) cpSync(join(ROOT, TYPES_BUILD_INFO), join(dir, TYPES_BUILD_INFO));
  return dir;
}

/** The newcomer's translations: every new message gets a text in every catalog (one already translated stays). */
function translate(dir, sources) {
  for (const locale of LOCALES) {
    const file = join(dir, 'locales', locale, 'messages.po');
    let po = readFileSync(file, 'utf8');
    for (const source of sources) {
      const quoted = JSON.stringify(source);
      const empty = `msgid ${quoted}\nmsgstr ""`;
      if (!po.includes(`msgid ${quoted}\n`)) throw new Error(`newcomer: ${locale} has no entry for ${quoted} after npm run extract`);
      // The source catalog (en-US) is written with the source text already.
      if (!po.includes(empty)) continue;
      po = po.replace(empty, `msgid ${quoted}\nmsgstr ${JSON.stringify(locale === 'en-US' ? source : `${source} (${locale})`)}`);
    }
    writeFileSync(file, po);
  }
}

/** The README's Layout with a new feature folder's line, after the last features/ line (the command prints the line). */
function addLayoutLine(dir, line) {
  const file = join(dir, 'README.md');
  const lines = readFileSync(file, 'utf8').split('\n');
  const features = lines.findIndex((l) => /^ {2}features\/\s/.test(l));
  if (features < 0) throw new Error('newcomer: the README\'s Layout has no features/ line (README, "Adding a page": a Layout line for a new feature folder)');
  let last = features;
  while (/^ {4}\S/.test(lines[last + 1] ?? '')) last += 1;
  lines.splice(last + 1, 0, line);
  writeFileSync(file, lines.join('\n'));
}

export function runNewcomer() {
  const dir = copyTree();
  try {
    const run = (name, readmeStep, command, args, options) => step(name, readmeStep, command, args, { cwd: dir, ...options });
    for (const page of PAGES) {
      const args = ['scripts/new-page.mjs', page.name, ...(page.kind === 'machine' ? ['--machine'] : [])];
      const made = run(`npm run new:page ${args.slice(1).join(' ')}`, 'the command (npm run new:page)', 'node', args);
      const missing = page.files.filter((f) => !made.stdout.includes(f.path) || !existsSync(join(dir, f.path)));
      if (missing.length > 0) throw new Error(`newcomer: npm run new:page did not write ${missing.map((f) => f.path).join(', ')} (README, "Adding a page", the command)`);
      if (page.layoutLine) {
        if (!made.stdout.includes(page.layoutLine)) throw new Error('newcomer: npm run new:page did not print the Layout line of the new feature folder (README, "Adding a page")');
        addLayoutLine(dir, page.layoutLine);
      }
    }
    run('route tree generated without a dev server', 'step 2 (the route tree)', 'node', ['scripts/generate-routes.mjs']);
    const tree = readFileSync(join(dir, 'src/routeTree.gen.ts'), 'utf8');
    const absent = PAGES.filter((page) => !tree.includes(`'${page.path}'`));
    if (absent.length > 0) throw new Error(`newcomer: the generated route tree lacks ${absent.map((p) => p.path).join(', ')} (README, "Adding a page", step 2)`);
    run('npm run extract', 'step 3 (npm run extract)', 'npm', ['run', '--silent', 'extract']);
    const lenient = run('catalogs as npm start compiles them: en-US for the new text, a warning', 'step 3 (npm start before translating)', 'node', ['scripts/compile-catalogs.mjs', '--lenient']);
    if (!/without a translation/.test(lenient.stderr)) throw new Error('newcomer: npm start gave no warning about the untranslated messages (README, "Adding a page", step 3)');
    run('catalogs as npm test compiles them: refused until translated', 'step 3 (npm test is strict)', 'node', ['scripts/compile-catalogs.mjs'], { expectFailure: true });
    translate(dir, PAGES.flatMap((page) => page.messages));
    run('catalogs, translated: compiled strictly', 'step 3 (translate in all nine catalogs)', 'node', ['scripts/compile-catalogs.mjs']);
    run('npm run diagrams', 'step 1 of a page with behaviour (npm run diagrams)', 'npm', ['run', '--silent', 'diagrams']);
    if (!readFileSync(join(dir, 'docs/machines.md'), 'utf8').includes('machines/newcomer-status/newcomer-status.machine.ts')) throw new Error('newcomer: npm run diagrams left the new machine out of docs/machines.md (README, "Adding a page")');
    run('paths: the Layout names the new feature folder', 'a Layout line for a new feature folder (scripts/paths-check.mjs)', 'node', ['scripts/paths-check.mjs']);
    run('types', 'the steps as a whole (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--incremental', '--preserveSymlinks', '--tsBuildInfoFile', TYPES_BUILD_INFO]);
    const files = PAGES.flatMap((page) => page.files.map((f) => f.path));
    run('lint of the new files', 'the conventions (lint)', 'npx', ['eslint', '--max-warnings', '0', '--parser-options', 'projectService:false', '--rule', '@typescript-eslint/no-floating-promises: off', ...files]);
    const tests = files.filter((f) => f.startsWith('tests/'));
    run('the new model-based test', 'step 6 (tests)', 'npx', ['vitest', 'run', '--project', 'logic', ...tests]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    runNewcomer();
    console.log('newcomer: a notice page and a page with a machine were added by npm run new:page and the README alone, and every check passed.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
