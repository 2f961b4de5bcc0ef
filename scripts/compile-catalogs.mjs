// Compiles each locale's PO catalog into three chunks: `shell` (the messages of the app shell:
// src/ui, the page frame, the session gate, the forbidden and not-found pages, error screens),
// `text` (messages only the text pages show: src/features/notices and /toapp's own view) and
// `pages` (everything else). Text pages are never hydrated, so in production no browser loads
// `text` (their words are in their HTML; the development server's pages load it), and the pages
// that hydrate load `shell` and `pages` only, not the notices' and legal pages' text. A missing translation in any locale fails the run; with
// `--lenient` (`npm start`, while a new message waits for its translations) it shows the
// en-US text and the run only warns.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

/** Files whose messages belong to the shell; keep in step with src/i18n.ts. */
const SHELL = [
  /^src\/ui\//,
  /^src\/shell\/(forbidden-page|not-found|way-on|page|session-gate)\.tsx$/,
  /^src\/routes\/(403|__root|index)\.tsx$/,
  /^src\/app\.tsx$/,
  /^src\/main\.tsx$/,
];

/** Files whose messages only text pages show (routes with `...TEXT_PAGE`); keep in step with src/i18n.ts. */
const TEXT_ONLY = [/^src\/features\/notices\//, /^src\/features\/app-download\/toapp-page\.tsx$/];

const lenient = process.argv.includes('--lenient');
const config = getConfig({ cwd: process.cwd() });
const [catalog] = await getCatalogs(config);
const all = await catalog.readAll();
const source = all[config.sourceLocale];

const groupOf = (id) => {
  const origins = source[id]?.origin ?? [];
  const files = origins.map(([file]) => relative(process.cwd(), file).replaceAll('\\', '/'));
  if (files.some((f) => SHELL.some((re) => re.test(f)))) return 'shell';
  return files.length > 0 && files.every((f) => TEXT_ONLY.some((re) => re.test(f))) ? 'text' : 'pages';
};

let failed = false;
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
  const groups = { shell: {}, pages: {}, text: {} };
  for (const [id, text] of Object.entries(messages)) groups[groupOf(id)][id] = text;
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
  counts[locale] = `${Object.keys(groups.shell).length} shell + ${Object.keys(groups.pages).length} pages + ${Object.keys(groups.text).length} text`;
}
console.log(Object.entries(counts).map(([l, c]) => `${l}: ${c}`).join('; '));
process.exit(failed ? 1 : 0);
