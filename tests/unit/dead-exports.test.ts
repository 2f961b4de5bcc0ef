import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Source folders whose exports must be used by the product, not only by tests. */
const PRODUCT = ['src', 'machines', 'protocol'];
/** Files whose exports are read by tools or the framework rather than imported. */
const ENTRY = [/^src\/routes\//, /^src\/routeTree\.gen\.ts$/, /^src\/main\.tsx$/, /^src\/prerender\.tsx$/, /\.d\.ts$/];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const product = PRODUCT.flatMap(files);
// The fake backend, the server policy of the build (deploy/policy.ts) and the build
// configuration (it validates the runtime configuration) count as users.
const mocks = [...files('mocks'), ...files('deploy'), 'rsbuild.config.ts'];
const sources = new Map([...product, ...mocks].map((f) => [f, readFileSync(f, 'utf8')]));

function exportedNames(text: string): string[] {
  const names = [...text.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
  for (const m of text.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name && name !== 'type') names.push(name.replace(/^type\s+/, ''));
    }
  }
  return names;
}

describe('nothing dead', () => {
  it('uses every export of src/, machines/ and protocol/ outside its own file and the tests', () => {
    const unused: string[] = [];
    for (const file of product) {
      if (ENTRY.some((re) => re.test(file))) continue;
      for (const name of exportedNames(sources.get(file)!)) {
        const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
        const usedElsewhere = [...sources].some(([other, text]) => other !== file && word.test(text));
        // Used inside its own file (e.g. a type of an exported function) counts as used by the product.
        const own = sources.get(file)!;
        const usedInside = (own.match(new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`, 'g')) ?? []).length > 1;
        if (!usedElsewhere && !usedInside) unused.push(`${file}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
