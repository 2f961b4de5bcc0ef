import { readFileSync } from 'node:fs';

/**
 * The one reader of the PO catalogs Lingui writes, for every test: the unit tests read whole
 * catalogs (readPo), the browser tests what a user should see in a locale (translated). Plain
 * Node (fs only), so Playwright's specs and vitest both import it.
 */

export interface PoEntry {
  msgid: string;
  msgstr: string;
}

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

/** A small reader for the PO files Lingui writes (msgid/msgstr, continued lines, no plurals forms). */
export function readPo(path: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<PoEntry> & { field?: 'msgid' | 'msgstr' } = {};
  const flush = () => {
    if (current.msgid !== undefined && current.msgstr !== undefined && current.msgid !== '') {
      entries.push({ msgid: current.msgid, msgstr: current.msgstr });
    }
    current = {};
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      current.msgid = unquote(line.slice(6));
      current.field = 'msgid';
    } else if (line.startsWith('msgstr ')) {
      current.msgstr = unquote(line.slice(7));
      current.field = 'msgstr';
    } else if (line.startsWith('"') && current.field) {
      current[current.field] = (current[current.field] ?? '') + unquote(line);
    } else if (line.trim() === '') {
      current.field = undefined;
    }
  }
  flush();
  return entries;
}

const catalogs = new Map<string, Map<string, string>>();

/** The translation of an English message in a locale's catalog (what the user should see). */
export function translated(locale: string, english: string): string {
  if (locale === 'en-US') return english;
  let catalog = catalogs.get(locale);
  if (!catalog) {
    // the first entry of a msgid wins, as in the catalog read top to bottom
    catalog = new Map(readPo(`locales/${locale}/messages.po`).reverse().map((e) => [e.msgid, e.msgstr]));
    catalogs.set(locale, catalog);
  }
  const msgstr = catalog.get(english);
  if (msgstr === undefined) throw new Error(`no message ${english}`);
  if (!msgstr) throw new Error(`${locale} has no translation of ${english}`);
  return msgstr;
}

