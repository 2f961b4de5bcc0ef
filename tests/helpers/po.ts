import { readFileSync } from 'node:fs';

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
