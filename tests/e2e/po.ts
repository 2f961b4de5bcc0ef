import { readFileSync } from 'node:fs';

/** The translation of an English message in a locale's catalog (what the user should see). */
export function translated(locale: string, english: string): string {
  if (locale === 'en-US') return english;
  const po = readFileSync(`locales/${locale}/messages.po`, 'utf8');
  const at = po.indexOf(`msgid ${JSON.stringify(english)}`);
  if (at < 0) throw new Error(`no message ${english}`);
  const line = po.slice(at).split('\n')[1] ?? '';
  const text = JSON.parse(line.replace(/^msgstr /, '')) as string;
  if (!text) throw new Error(`${locale} has no translation of ${english}`);
  return text;
}
