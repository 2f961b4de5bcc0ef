// @vitest-environment node
/**
 * The architecture boundaries in eslint.config.js, each proven both ways: the snippet that breaks a
 * boundary is refused by the rule meant for it, and the code the boundary allows lints clean. Snippets
 * are linted under virtual paths (nothing is written); only the import-cycle fixtures are real files,
 * in tests/unit/lint-fixtures/, which the normal lint run ignores.
 */
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;
/** The same config with ignores off, to lint the fixtures folder. */
let eslintNoIgnore: ESLint;

/**
 * The snippets are not on disk, so type-aware parsing (rule 9 alone needs it) is off for them:
 * it would build a TypeScript program per snippet. Rule 9's own tests turn it on, with the
 * project service's default project for their virtual paths.
 */
const untyped = { languageOptions: { parserOptions: { projectService: false } }, rules: { '@typescript-eslint/no-floating-promises': 'off' } } as const;
const typedSnippets = {
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['machines/*/*.ts', 'protocol/*/*.ts', 'src/*/*.ts'] } } },
};
let typed: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd, overrideConfigFile: 'eslint.config.js', overrideConfig: untyped });
  eslintNoIgnore = new ESLint({ cwd, overrideConfigFile: 'eslint.config.js', ignore: false, overrideConfig: untyped });
  typed = new ESLint({ cwd, overrideConfigFile: 'eslint.config.js', overrideConfig: typedSnippets });
});

async function lint(code: string, filePath: string, engine: ESLint = eslint): Promise<Linter.LintMessage[]> {
  const [result] = await engine.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A snippet that does not parse, or a path the config ignores, would prove nothing either way.
  expect(messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  return messages;
}

const rulesOf = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId);

const MACHINE = 'machines/example/example.machine.ts';
/** machines/ uses typescript-eslint's version of the rule, for `allowTypeImports` on protocol/. */
const MACHINE_IMPORTS = '@typescript-eslint/no-restricted-imports';
const PROTOCOL = 'protocol/api/example.ts';
const SRC = 'src/features/example/example-view.tsx';

describe('machines/: no global I/O, no timers', { timeout: 30_000 }, () => {
  it('refuses globalThis.fetch in a machine', async () => {
    const rules = rulesOf(await lint(`export const load = () => globalThis.fetch('/api/x');\n`, MACHINE));
    expect(rules).toContain('no-restricted-globals');
    expect(rules).toContain('no-restricted-properties');
  });

  it.each([
    'window',
    'self',
    'globalThis',
    'document',
    'navigator',
    'location',
    'fetch',
    'localStorage',
    'sessionStorage',
    'XMLHttpRequest',
    'WebSocket',
    'setTimeout',
    'setInterval',
    'clearTimeout',
    'clearInterval',
    'requestAnimationFrame',
    'queueMicrotask',
    'postMessage',
  ])('refuses the global %s in a machine', async (name) => {
    expect(rulesOf(await lint(`export const io = () => ${name};\n`, MACHINE))).toContain('no-restricted-globals');
  });

  it('refuses a setTimeout call in a machine: timers belong to XState `after` delays', async () => {
    const messages = await lint(`export const later = (f: () => void) => setTimeout(f, 1000);\n`, MACHINE);
    expect(messages.find((m) => m.ruleId === 'no-restricted-globals')?.message).toMatch(/after/);
  });

  it("refuses window.x and window['localStorage'] member access in a machine", async () => {
    const code = `export const a = () => window.innerWidth;\nexport const b = () => window['localStorage'];\n`;
    const messages = await lint(code, MACHINE);
    expect(messages.filter((m) => m.ruleId === 'no-restricted-properties')).toHaveLength(2);
  });

  it('refuses self.location even where `self` is the actor ref XState hands an action', async () => {
    const code = `export const action = ({ self }: { self: { location: string } }) => self.location;\n`;
    const rules = rulesOf(await lint(code, MACHINE));
    // `self` is a parameter here, so only the member-access rule can see it.
    expect(rules).not.toContain('no-restricted-globals');
    expect(rules).toContain('no-restricted-properties');
  });

  it('allows XState `after` delays, self.send and pure imports in a machine', async () => {
    const code = `import { assign, setup, type ActorRefFrom } from 'xstate';
import { HOUR_MS } from './example-rules';

export const exampleMachine = setup({
  types: {} as { context: { ticks: number }; events: { type: 'tick' } | { type: 'stop' } },
  delays: { retry: () => HOUR_MS },
  actions: {
    count: assign({ ticks: ({ context }) => context.ticks + 1 }),
    poke: ({ self }) => self.send({ type: 'tick' }),
  },
}).createMachine({
  context: { ticks: 0 },
  initial: 'waiting',
  states: {
    waiting: { after: { 1000: { target: 'again', actions: 'count' } } },
    again: { entry: 'poke', after: { retry: 'waiting' }, on: { stop: 'done' } },
    done: { type: 'final' },
  },
});

export type ExampleActor = ActorRefFrom<typeof exampleMachine>;
`;
    expect(await lint(code, MACHINE)).toEqual([]);
  });
});

describe('machines/: no I/O module by any path', { timeout: 30_000 }, () => {
  it.each([
    'ofetch',
    'ofetch/node',
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    '@xstate/react',
    'msw',
    'msw/browser',
    '@lingui/core',
    '@lingui/core/macro',
    '@tanstack/react-router',
    '../protocol/session',
    '../../protocol/api/client',
    '../protocol',
    '../src/services',
    '../../src/shell/page',
    '../mocks/handlers',
  ])('refuses a static import of %s in a machine', async (specifier) => {
    const rules = rulesOf(await lint(`import * as m from '${specifier}';\nexport const used = m;\n`, MACHINE));
    expect(rules).toContain(MACHINE_IMPORTS);
  });

  it('allows a type-only import and a type re-export from protocol/ in a machine: types are declared once, there', async () => {
    const code = [
      `import type { Session } from '../protocol/session';`,
      `import { type Subscription } from '../protocol/api/schemas';`,
      `export type { FrameMessage } from '../protocol/frame/actions';`,
      `export type S = Session | Subscription;`,
    ].join('\n');
    expect(rulesOf(await lint(code, MACHINE))).not.toContain(MACHINE_IMPORTS);
  });

  it('refuses a value import and a value re-export from protocol/ in a machine, beside an allowed type import', async () => {
    const code = [
      `import type { Session } from '../protocol/session';`,
      `import { isLoggedIn } from '../protocol/session';`,
      `export type S = Session;`,
      `export const loggedIn = isLoggedIn;`,
      `export { createApi } from '../protocol/api/client';`,
    ].join('\n');
    const messages = (await lint(code, MACHINE)).filter((m) => m.ruleId === MACHINE_IMPORTS);
    expect(messages.map((m) => m.line)).toEqual([2, 5]);
  });

  it('refuses a type-only import from src/ in a machine: only protocol/ types are allowed', async () => {
    const code = `import type { Services } from '../src/services';\nexport type S = Services;\n`;
    expect(rulesOf(await lint(code, MACHINE))).toContain(MACHINE_IMPORTS);
  });

  it('refuses a dynamic import of protocol/ in a machine', async () => {
    const code = `export const load = async () => (await import('../protocol/api/client')).createApi;\n`;
    expect(rulesOf(await lint(code, MACHINE))).toContain('no-restricted-syntax');
  });

  it.each(['ofetch', 'ofetch/node', 'react', '../src/services', '../mocks/start', './referral-rules'])(
    'refuses a dynamic import of %s in a machine (machines load no code)',
    async (specifier) => {
      const messages = await lint(`export const load = () => import('${specifier}');\n`, MACHINE);
      expect(messages.find((m) => m.ruleId === 'no-restricted-syntax')?.message).toMatch(/dynamic import/);
    },
  );

  it('refuses a dynamic import with a computed path in a machine', async () => {
    const code = 'export const load = (name: string) => import(`../protocol/${name}`);\n';
    expect(rulesOf(await lint(code, MACHINE))).toContain('no-restricted-syntax');
  });
});

describe('protocol/: stands alone', { timeout: 30_000 }, () => {
  it('refuses protocol/ importing machines/', async () => {
    const code = `import { exampleMachine } from '../../machines/example.machine';\nexport const m = exampleMachine;\n`;
    expect(rulesOf(await lint(code, PROTOCOL))).toContain('no-restricted-imports');
  });

  it.each([
    '../../src/services',
    '../../src/features/referral/use-referral',
    '../../mocks/handlers',
    'msw',
    'react',
    'react-dom/client',
    '@xstate/react',
  ])('refuses protocol/ importing %s', async (specifier) => {
    const code = `import * as m from '${specifier}';\nexport const used = m;\n`;
    expect(rulesOf(await lint(code, PROTOCOL))).toContain('no-restricted-imports');
  });

  it.each(['../../machines/example.machine', '../../src/services', '../../mocks/start', 'msw/browser', 'react'])(
    'refuses protocol/ dynamically importing %s',
    async (specifier) => {
      const code = `export const load = () => import('${specifier}');\n`;
      expect(rulesOf(await lint(code, PROTOCOL))).toContain('no-restricted-syntax');
    },
  );

  it('refuses protocol/ dynamically importing machines/ through a template literal', async () => {
    const code = 'export const load = (name: string) => import(`../../machines/${name}.machine`);\n';
    expect(rulesOf(await lint(code, PROTOCOL))).toContain('no-restricted-syntax');
  });

  it('allows protocol/ importing ofetch, valibot and its own modules, statically or lazily', async () => {
    const code = `import { ofetch } from 'ofetch';
import * as v from 'valibot';
import { log } from '../log';

export const schema = v.object({ id: v.string() });
export const get = (url: string) => ofetch(url).then((body) => v.parse(schema, body));
export const lazy = () => import('./schemas');
export const logged = log;
`;
    expect(await lint(code, PROTOCOL)).toEqual([]);
  });
});

describe('src/: only src/main.tsx loads the mocks', { timeout: 30_000 }, () => {
  it.each(['../../../mocks/start', 'msw', 'msw/browser'])('refuses src/ importing %s', async (specifier) => {
    const code = `import * as m from '${specifier}';\nexport const used = m;\n`;
    expect(rulesOf(await lint(code, SRC))).toContain('no-restricted-imports');
  });

  it('refuses src/ dynamically importing the mocks', async () => {
    const code = `export const start = async () => (await import('../../../mocks/start')).startMocks();\n`;
    expect(rulesOf(await lint(code, SRC))).toContain('no-restricted-syntax');
  });

  it('lets src/main.tsx load the mocks, and src/ import machines/ and protocol/', async () => {
    const main = [
      'export const boot = async () => {',
      "  const { startMocks } = await import('../mocks/start');",
      '  await startMocks();',
      '};',
    ].join('\n');
    expect(await lint(main, 'src/main.tsx')).toEqual([]);
    const view = [
      "import { createApi } from '../../../protocol/api/client';",
      "import { selectExample } from '../../../machines/example/example.view';",
      "import type { ExampleActor } from '../../../machines/example/example.machine';",
      "export const parts = { createApi, selectExample, lazy: () => import('../../../protocol/api/client') };",
      'export type Parts = ExampleActor;',
    ].join('\n');
    expect(await lint(view, SRC)).toEqual([]);
  });

  it('lets a view read its view model only: no machine, rule or host question imported as a value', async () => {
    for (const specifier of ['../../../machines/example/example.machine', '../../../machines/example/example-rules', '../../../machines/core/host', './rules']) {
      const code = `import { decide } from '${specifier}';\nexport const shown = decide;\n`;
      expect(rulesOf(await lint(code, SRC)), specifier).toContain(MACHINE_IMPORTS);
    }
    expect(await lint(`import type { Decision } from './rules';\nexport type Shown = Decision;\n`, SRC)).toEqual([]);
  });
});

describe('import cycles', { timeout: 30_000 }, () => {
  it('refuses an import cycle', async () => {
    const [result] = await eslintNoIgnore.lintFiles(['tests/unit/lint-fixtures/cycle-a.ts']);
    expect(rulesOf(result?.messages ?? [])).toEqual(['import-x/no-cycle']);
  });

  it('ignores the fixtures folder in the normal lint run', async () => {
    expect(await eslint.isPathIgnored('tests/unit/lint-fixtures/cycle-a.ts')).toBe(true);
  });

  it('allows importing a module that closes no cycle back to the importer', async () => {
    const code = `import { a } from './cycle-a';\nexport const user = a;\n`;
    expect(await lint(code, 'tests/unit/lint-fixtures/cycle-user.ts', eslintNoIgnore)).toEqual([]);
  });

  it('does not count a type-only import as a cycle', async () => {
    // cycle-b.ts on disk imports cycle-a; this cycle-a imports only a type back, which vanishes at runtime.
    const code = `import type { A } from './cycle-b';\nexport type Same = A;\n`;
    expect(await lint(code, 'tests/unit/lint-fixtures/cycle-a.ts', eslintNoIgnore)).toEqual([]);
  });
});

describe('kebab-case file and folder names', { timeout: 30_000 }, () => {
  const namingRules = (messages: Linter.LintMessage[]) =>
    rulesOf(messages).filter((r) => r?.startsWith('check-file/'));
  const body = (filePath: string) => (filePath.endsWith('.mjs') ? 'export const x = 1;\n' : 'export const x: number = 1;\n');

  it.each([
    'src/features/referral/CodeEntry.tsx',
    'src/App.tsx',
    'machines/inviteHistory.machine.ts',
    'protocol/api/httpClient.ts',
    'mocks/fake_host.ts',
    'tests/unit/LintBoundaries.test.ts',
    'scripts/compileCatalogs.mjs',
    'src/routes/_pages/PaymentError.tsx',
  ])('refuses a PascalCase, camelCase or snake_case file name: %s', async (filePath) => {
    expect(namingRules(await lint(body(filePath), filePath))).toEqual(['check-file/filename-naming-convention']);
  });

  it.each(['src/Features/referral/code-entry.tsx', 'protocol/apiClient/http.ts', 'src/routes/_pages/Policy/privacy.tsx'])(
    'refuses a folder name that is not kebab-case: %s',
    async (filePath) => {
      expect(namingRules(await lint(body(filePath), filePath))).toEqual(['check-file/folder-naming-convention']);
    },
  );

  it.each(['src/ui/__root.tsx', 'src/ui/_pages.tsx', 'src/features/$postId.tsx', 'machines/_pages/x.ts'])(
    'refuses TanStack route marks outside src/routes/: %s',
    async (filePath) => {
      expect(namingRules(await lint(body(filePath), filePath))).not.toEqual([]);
    },
  );

  it.each([
    'src/features/referral/code-entry.tsx',
    'src/features/notices/official-compensation2.tsx',
    'src/routes/__root.tsx',
    'src/routes/_pages.tsx',
    'src/routes/_pages/activity/invitation.tsx',
    'src/routes/_pages/official-compensation2.tsx',
    'src/routes/403.tsx',
    'src/routes/posts/$postId.tsx',
    'src/routes/files/$.tsx',
    'src/routes/(marketing)/about.tsx',
    'src/routes/-components/header.tsx',
    'src/app/routeTree.gen.ts',
    'src/env.d.ts',
    'machines/referral/invite-history.machine.ts',
    'protocol/api/http.ts',
    'mocks/fake-host.ts',
    'tests/unit/lint-boundaries.test.ts',
    'tests/e2e/referral.spec.ts',
    'tests/views/shell.test.tsx',
    'scripts/compile-catalogs.mjs',
    'scripts/find-chromium.d.mts',
  ])('allows the file name %s', async (filePath) => {
    expect(namingRules(await lint(body(filePath), filePath))).toEqual([]);
  });

  it('leaves the generated src/routeTree.gen.ts out of linting', async () => {
    expect(await eslint.isPathIgnored('src/routeTree.gen.ts')).toBe(true);
  });
});

describe('repo-wide rules kept', { timeout: 30_000 }, () => {
  it.each([MACHINE, PROTOCOL, SRC, 'src/main.tsx'])("refuses postMessage to '*' in %s", async (filePath) => {
    const code = `export const post = (port: { postMessage(d: unknown, o: string): void }) => port.postMessage(1, '*');\n`;
    const messages = await lint(code, filePath);
    expect(messages.find((m) => m.ruleId === 'no-restricted-syntax')?.message).toMatch(/Never post to '\*'/);
  });

  it('keeps the react-hooks rules and the unused-vars config', async () => {
    const code = `import { useState } from 'react';
export function View({ on }: { on: boolean }) {
  if (on) {
    useState(0);
  }
  const unused = 1;
  const _ignored = 2;
  return null;
}
`;
    const rules = rulesOf(await lint(code, SRC));
    expect(rules).toContain('react-hooks/rules-of-hooks');
    expect(rules.filter((r) => r === '@typescript-eslint/no-unused-vars')).toHaveLength(1);
  });
});

describe('browser tests: no fixed sleeps', { timeout: 30_000 }, () => {
  const SPEC = 'tests/e2e/example.spec.ts';
  it('refuses page.waitForTimeout in a browser test', async () => {
    const code = `import { test } from '@playwright/test';\ntest('x', async ({ page }) => {\n  await page.waitForTimeout(300);\n});\n`;
    expect(rulesOf(await lint(code, SPEC))).toContain('playwright/no-wait-for-timeout');
  });
  it('allows waiting for what the page does', async () => {
    const code = `import { test } from '@playwright/test';\ntest('x', async ({ page }) => {\n  await page.waitForResponse((r) => r.url().includes('/x'));\n});\n`;
    expect(rulesOf(await lint(code, SPEC))).toEqual([]);
  });
});

describe('product code asserts no types (rule 7)', { timeout: 60_000 }, () => {
  it.each([
    ['a view', SRC, 'export const n = (x: unknown) => x as number;\n'],
    ['a machine', MACHINE, 'export const n = (x: unknown) => <number>x;\n'],
    ['the shell', 'src/shell/example.ts', 'export const n = (x: unknown) => x as unknown as string;\n'],
  ])('refuses an assertion in %s', async (_, path, code) => {
    expect(rulesOf(await lint(code, path))).toContain('no-restricted-syntax');
  });

  it('allows as const, satisfies, XState type declarations, and assertions in protocol/', async () => {
    const machine = [
      `import { setup } from 'xstate';`,
      `export const m = setup({ types: { context: {} as { n: number }, events: {} as { type: 'go' } } }).createMachine({ context: { n: 1 } });`,
      `export const names = ['a', 'b'] as const;`,
      `export const table = { a: 1 } satisfies Record<string, number>;`,
    ].join('\n');
    expect(await lint(`${machine}\n`, MACHINE)).toEqual([]);
    expect(await lint('export const n = (x: unknown) => x as number;\n', PROTOCOL)).toEqual([]);
  });

  it('refuses `{} as T` outside setup({ types })', async () => {
    expect(rulesOf(await lint('export const o = {} as { n: number };\n', MACHINE))).toContain('no-restricted-syntax');
  });
});

describe('rooms: features import no other feature; src/ui imports no feature and no wiring (rule 8)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const code = `import { useGiftCodePage } from '../gift-code/wiring';\nexport const x = useGiftCodePage;\n`;
    expect(rulesOf(await lint(code, 'src/features/report/report-view.tsx'))).toContain('import-x/no-restricted-paths');
  });

  it('allows a feature its own files, src/ui and src/shell', async () => {
    const code = [`import { Button } from '../../ui/button';`, `import { useHost } from '../../shell/host';`, `import { x } from './other';`, `export const all = [Button, useHost, x];`].join('\n');
    expect(rulesOf(await lint(`${code}\n`, 'src/features/report/report-view.tsx'))).not.toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a feature', `import { useReportPage } from '../features/report/wiring';`],
    ['the services', `import { createServices } from '../services';`],
    ['the page wiring', `import { useHost } from '../shell/host';`],
  ])('refuses src/ui importing %s', async (_, line) => {
    expect(rulesOf(await lint(`${line}\nexport const x = 1;\n`, 'src/ui/example.tsx'))).toContain('import-x/no-restricted-paths');
  });
});

describe('no forgotten promise in product code (rule 9, type-aware)', { timeout: 120_000 }, () => {
  const code = `export async function load() { return 1; }\nexport function start() { load(); }\n`;

  it.each([MACHINE, PROTOCOL, 'src/shell/example.ts'])('refuses a floating promise in %s', async (path) => {
    expect(rulesOf(await lint(code, path, typed))).toContain('@typescript-eslint/no-floating-promises');
  });

  it('allows `void` for a deliberate fire-and-forget', async () => {
    expect(rulesOf(await lint(code.replace('{ load(); }', '{ void load(); }'), MACHINE, typed))).not.toContain('@typescript-eslint/no-floating-promises');
  });
});

describe('the support matrix: no API the oldest engines lack, unless polyfilled or feature-tested', { timeout: 30_000 }, () => {
  it.each([
    ['structuredClone (Chrome 98, Safari 15.4)', 'export const copy = structuredClone({ a: 1 });\n'],
    ['Intl.Segmenter unguarded (Chrome 87, Safari 14.1)', "export const s = new Intl.Segmenter('en', { granularity: 'grapheme' });\n"],
    ['crypto.randomUUID unguarded (Chrome 92, Safari 15.4)', 'export const id = crypto.randomUUID();\n'],
  ])('refuses %s in page code', async (_, code) => {
    for (const path of [SRC, PROTOCOL, MACHINE]) expect(rulesOf(await lint(code, path))).toContain('compat/compat');
  });

  it('allows the same API behind a feature test, and what src/shell/polyfills.ts supplies', async () => {
    const guarded = "export function segmenter() {\n  if (typeof Intl.Segmenter === 'function') return new Intl.Segmenter('en');\n  return null;\n}\n";
    expect(rulesOf(await lint(guarded, PROTOCOL))).not.toContain('compat/compat');
    expect(rulesOf(await lint('export const last = [1, 2].at(-1);\n', SRC))).not.toContain('compat/compat');
  });
});

describe('views render actors, wiring makes them', { timeout: 30_000 }, () => {
  it.each([
    ["import { createActor } from 'xstate';\nimport { m } from './m';\nexport const V = () => { createActor(m); return null; };\n", 'createActor'],
    ["import { useActorRef } from '@xstate/react';\nimport { m } from './m';\nexport const V = () => { useActorRef(m); return null; };\n", 'useActorRef'],
  ])('refuses a view that makes its actor (%#)', async (code) => {
    for (const path of [SRC, 'src/shell/example-part.tsx']) expect(rulesOf(await lint(code, path))).toContain('no-restricted-imports');
  });

  it('has a page declared in the wiring module through the page kit (never by hand), and a view read it', async () => {
    const byHand = "import { useActorRef } from '@xstate/react';\nimport { m } from './m';\nexport const useExample = () => useActorRef(m);\n";
    expect(rulesOf(await lint(byHand, 'src/features/example/wiring.ts'))).toContain('no-restricted-imports');
    const wiring = "import { definePage } from '../../shell/page-kit';\nimport { m } from './m';\nexport const useExample = definePage({ machine: () => m, input: () => ({}) });\n";
    expect(rulesOf(await lint(wiring, 'src/features/example/wiring.ts'))).not.toContain('no-restricted-imports');
    const view = "import { useSelector } from '@xstate/react';\nimport { useExample } from './wiring';\nexport const V = () => { useSelector(useExample(), (s) => s); return null; };\n";
    expect(rulesOf(await lint(view, SRC))).not.toContain('no-restricted-imports');
  });
});

describe('views stay small and ask the host one way', { timeout: 30_000 }, () => {
  it('refuses a view over 250 lines, allows one of 250', async () => {
    const lines = (n: number) => `${Array.from({ length: n - 1 }, (_, i) => `// line ${i + 1}`).join('\n')}\nexport const V = () => null;\n`;
    expect(rulesOf(await lint(lines(251), SRC))).toContain('max-lines');
    expect(rulesOf(await lint(lines(250), SRC))).not.toContain('max-lines');
  });

  it('refuses a host comparison in a view, allows isInApp', async () => {
    const compared = "import type { Host } from '../../../machines/host';\nexport const V = ({ host }: { host: Host }) => (host !== 'absent' ? 'app' : null);\n";
    expect(rulesOf(await lint(compared, SRC))).toContain('no-restricted-syntax');
    const asked = "import { isInApp, type Host } from '../../../machines/host';\nexport const V = ({ host }: { host: Host }) => (isInApp(host) ? 'app' : null);\n";
    expect(rulesOf(await lint(asked, SRC))).not.toContain('no-restricted-syntax');
  });
});
