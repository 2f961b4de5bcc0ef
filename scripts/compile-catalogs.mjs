// Compiles each locale's PO catalog into two chunks: `shell` (the messages of the app shell:
// src/ui, the page frame, the session gate, the forbidden and not-found pages, error screens) and `pages` (everything else).
// A page that needs only the shell (/403) then downloads a few hundred bytes of catalog
// instead of the whole site's text. A missing translation in any locale fails the run; with
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

const lenient = process.argv.includes('--lenient');
const config = getConfig({ cwd: process.cwd() });
const [catalog] = await getCatalogs(config);
const all = await catalog.readAll();
const source = all[config.sourceLocale];

const groupOf = (id) => {
  const origins = source[id]?.origin ?? [];
  const files = origins.map(([file]) => relative(process.cwd(), file).replaceAll('\\', '/'));
  return files.some((f) => SHELL.some((re) => re.test(f))) ? 'shell' : 'pages';
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
  const groups = { shell: {}, pages: {} };
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
  counts[locale] = `${Object.keys(groups.shell).length} shell + ${Object.keys(groups.pages).length} pages`;
}
console.log(Object.entries(counts).map(([l, c]) => `${l}: ${c}`).join('; '));
process.exit(failed ? 1 : 0);
