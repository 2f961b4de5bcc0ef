import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import compat from 'eslint-plugin-compat';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Architecture boundaries. Each rule below is proven by tests/unit/lint-boundaries.test.ts:
 * change one and that test says which hole opened.
 *
 * Flat config replaces a rule's options wholesale when a later block names the same rule, so
 * every block that sets `no-restricted-syntax` repeats the repo-wide selectors.
 */

// Repo-wide: never post to '*'.
const postMessageToAny = {
  selector: "CallExpression[callee.property.name='postMessage'][arguments.1.value='*']",
  message: "Never post to '*': post only to an allowlisted origin.",
};

// Rule 7: product code asserts no types. Outside data is parsed in protocol/ (valibot), and
// everything else is declared, inferred or checked (`satisfies`). XState's type declarations
// (`{} as T` inside `setup({ types })`) and `as const` stay.
const TYPE_ASSERTION_MESSAGE = 'No type assertion here: declare, infer, narrow or `satisfies`; parse outside data in protocol/.';
const typeAssertions = [
  {
    selector: "TSAsExpression:not([typeAnnotation.typeName.name='const']):not(CallExpression[callee.name='setup'] Property[key.name='types'] TSAsExpression)",
    message: TYPE_ASSERTION_MESSAGE,
  },
  { selector: 'TSTypeAssertion', message: TYPE_ASSERTION_MESSAGE },
];

// Rule 8: rooms. A feature imports no other feature; src/ui (the design system) imports no
// feature, no page wiring and no services (src/ui/… may use the two shell helpers named).
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ROOM_MESSAGE = 'Features do not import each other: move what both need to src/ui (look) or src/shell (behaviour).';
const MACHINE_ROOMS = readdirSync(new URL('./machines', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => entry.name);
const MACHINE_ROOM_MESSAGE = "A feature's machines import no other feature's: move what both need to machines/core.";
const roomZones = [
  ...FEATURES.map((feature) => ({ target: `./src/features/${feature}`, from: './src/features', except: [`./${feature}`], message: ROOM_MESSAGE })),
  { target: './src/ui', from: './src/features', message: 'src/ui is the design system: it imports no feature.' },
  { target: './src/ui', from: './src/shell', except: ['./hydrated.ts', './chunk-error.ts'], message: 'src/ui is the design system: no page wiring (services, session, host) in it.' },
  { target: './src/ui', from: './src/services.ts', message: 'src/ui is the design system: it knows no services.' },
  // machines/ has the same rooms: machines/core (request, submission, copy, problem, host, the
  // shell's machines) is shared and imports no room; a feature's room imports core and itself.
  ...MACHINE_ROOMS.map((room) => ({ target: `./machines/${room}`, from: './machines', except: [`./${room}`, './core'], message: MACHINE_ROOM_MESSAGE })),
  { target: './machines/core', from: './machines', except: ['./core'], message: 'machines/core is shared by every room: it imports none of them.' },
];

// Import specifiers, as regexes over the import string (static and dynamic alike).
const SRC = String.raw`(^|/)src(/|$)`;
const MACHINES = String.raw`(^|/)machines(/|$)`;
const PROTOCOL = String.raw`(^|/)protocol(/|$)`;
const MOCKS = String.raw`(^|/)mocks(/|$)|^msw(/|$)`;
// react, react-dom, react/jsx-runtime, and every scoped binding: @xstate/react, @lingui/react, @tanstack/react-router ...
const REACT = String.raw`^(react|react-dom)(/|$)|^@[^/]+/react(-[^/]+)?(/|$)`;

/** A no-restricted-syntax entry for `import(...)` whose literal (or template head) matches `regex`. */
const dynamicImportOf = (regex, message) => {
  const re = `/${regex.replaceAll('/', '\\/')}/`;
  return [
    { selector: `ImportExpression[source.type='Literal'][source.value=${re}]`, message },
    { selector: `ImportExpression[source.type='TemplateLiteral'][source.quasis.0.value.cooked=${re}]`, message },
  ];
};

// Rule 6: lower-case words and digits joined by single hyphens (micromatch extglob). Nested extglobs are kept to
// plain alternatives: picomatch mis-reads an `@(` whose first alternative starts with `?(`.
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';

// Rule 1: what a machine may not touch. Timers belong to XState `after` delays; I/O to actors provided at the edge.
const MACHINE_IO_GLOBALS = [
  'window',
  'self',
  'globalThis',
  'document',
  'navigator',
  'location',
  'history',
  'fetch',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'queueMicrotask',
  'postMessage',
  'alert',
  'confirm',
  'prompt',
];
const machineIoMessage = (name) =>
  /^(set|clear)(Timeout|Interval)$|^(request|cancel)(AnimationFrame|IdleCallback)$|^queueMicrotask$/.test(name)
    ? `Machines keep no timers: use an XState \`after\` delay, not ${name}.`
    : `Machines do no I/O (${name}): invoke an actor provided at the edge.`;

// What src/shell/polyfills.ts adds to the engines of the matrix that lack it, by compat/compat's
// names (an instance method goes by its constructor: `[].at()` is Array.at).
const POLYFILLED = ['Object.hasOwn', 'Array.at', 'String.replaceAll'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-demo/**',
      'dist-demo-*/**',
      'dist-*/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      // Compiled catalogs and their lists (scripts/compile-catalogs.mjs).
      'locales/**/*.ts',
      'mocks/public/**',
      'test-results/**',
      // Deliberately broken snippets (e.g. an import cycle); linted only by tests/unit/lint-boundaries.test.ts.
      'tests/unit/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2022, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', postMessageToAny],
    },
  },

  // Rule 5: import cycles fail. Type-only imports are not cycles (they vanish at runtime).
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
    },
  },

  // Rules 1 and 2: machines are pure. No globals of I/O or time, no I/O module by any path, no dynamic import.
  {
    files: ['machines/**/*.{ts,tsx,mts}'],
    rules: {
      // typescript-eslint's version of the rule, for `allowTypeImports`: a machine may name protocol/'s types
      // (declared once there), never import its values.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`^ofetch(/|$)`, message: 'Machines do no I/O; provide an actor from protocol/ instead.' },
            { regex: REACT, message: 'Machines know nothing of React.' },
            { regex: MOCKS, message: 'Machines know nothing of mocks.' },
            { regex: String.raw`^@(lingui|tanstack)/`, message: 'Machines carry codes, not sentences or routes.' },
            {
              regex: PROTOCOL,
              allowTypeImports: true,
              message: 'Machines do no I/O; actors are provided at the edge (`import type` from protocol/ is allowed).',
            },
            { regex: SRC, message: 'machines/ never imports from src/.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...MACHINE_IO_GLOBALS.map((name) => ({ name, message: machineIoMessage(name) }))],
      // `globalThis.fetch`, `window['localStorage']`, `self.location`: caught here even where `self` is a local
      // (XState hands actions a `self` actor ref, whose send/getSnapshot stay allowed).
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', message: 'Machines do no I/O: no globalThis.' },
        { object: 'window', message: 'Machines do no I/O: no window.' },
        ...MACHINE_IO_GLOBALS.filter((name) => !['window', 'self', 'globalThis'].includes(name)).map((property) => ({
          object: 'self',
          property,
          message: machineIoMessage(property),
        })),
      ],
      'no-restricted-syntax': [
        'error',
        postMessageToAny,
        ...typeAssertions,
        { selector: 'ImportExpression', message: 'Machines load no code: no dynamic import() in machines/.' },
      ],
    },
  },

  // Rule 3: protocol/ stands alone: nothing from src/, machines/, React or mocks, static or dynamic.
  {
    files: ['protocol/**/*.{ts,tsx,mts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: SRC, message: 'protocol/ never imports from src/.' },
            { regex: MACHINES, message: 'protocol/ never imports from machines/.' },
            { regex: REACT, message: 'protocol/ knows nothing of React.' },
            { regex: MOCKS, message: 'protocol/ knows nothing of mocks.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        postMessageToAny,
        ...dynamicImportOf(SRC, 'protocol/ never imports from src/.'),
        ...dynamicImportOf(MACHINES, 'protocol/ never imports from machines/.'),
        ...dynamicImportOf(REACT, 'protocol/ knows nothing of React.'),
        ...dynamicImportOf(MOCKS, 'protocol/ knows nothing of mocks.'),
      ],
    },
  },

  // Rule 4: only the entries (src/main.tsx, src/text-page.ts) load the mocks (behind __MOCKS__), static or dynamic: they are left out here.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/text-page.ts', 'src/pre-paint.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: MOCKS, message: 'Only the entries (src/main.tsx, src/text-page.ts, src/pre-paint.ts) load the embedded default, behind __MOCKS__.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        postMessageToAny,
        ...typeAssertions,
        ...dynamicImportOf(MOCKS, 'Only the entries (src/main.tsx, src/text-page.ts, src/pre-paint.ts) load the embedded default, behind __MOCKS__.'),
      ],
    },
  },
  // Rule 4b: views and shell components render actors, they never make one: a page's root actor
  // and the shell's own come from a wiring module (a feature's wiring.ts, src/shell/shell-wiring.ts).
  // A view stays under 250 lines (a part of it moves to a file of its own), and asks the host
  // isInApp() (machines/core/host.ts) rather than comparing it.
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/main.tsx'],
    rules: {
      'max-lines': ['error', { max: 250 }],
      'no-restricted-syntax': [
        'error',
        postMessageToAny,
        ...typeAssertions,
        ...dynamicImportOf(MOCKS, 'Only the entries (src/main.tsx, src/text-page.ts, src/pre-paint.ts) load the embedded default, behind __MOCKS__.'),
        { selector: "BinaryExpression[operator=/^[!=]==?$/] > Literal[value='absent']", message: 'Ask isInApp(host) (machines/core/host.ts), do not compare the host in a view.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: MOCKS, message: 'Only the entries (src/main.tsx, src/text-page.ts, src/pre-paint.ts) load the embedded default, behind __MOCKS__.' }],
          paths: [
            { name: 'xstate', importNames: ['createActor'], message: 'A view makes no actor: take it from the page wiring (wiring.ts, src/shell/shell-wiring.ts).' },
            { name: '@xstate/react', importNames: ['useActorRef', 'useMachine'], message: 'A view makes no actor: take it from the page wiring (wiring.ts, src/shell/shell-wiring.ts).' },
          ],
        },
      ],
    },
  },
  // Rule 4c: views render view models. A view (a .tsx in src/features, src/shell, src/ui) imports
  // values from machines/ only from a view-model module (a `.view.ts` beside the page's machine): one
  // selector per page part that returns what to show as a discriminated union, the decisions
  // (rules, host, problem → way on) made there and unit-tested; `import type` is free. Nor does a
  // view import a rules module (a feature's or a machine's).
  {
    files: ['src/{features,shell,ui}/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)machines/.*(?<!\.view)$`,
              allowTypeImports: true,
              message: 'A view renders a view model: import its selectors from machines/<room>/<page>.view.ts (import type from elsewhere is free).',
            },
            { regex: String.raw`(^|/)rules$`, allowTypeImports: true, message: 'A view makes no rule decision: put it in the page’s view model (machines/<room>/<page>.view.ts).' },
          ],
        },
      ],
    },
  },
  // The page kit: a feature's wiring.ts declares its pages (definePage, src/shell/page-kit.ts),
  // which builds the root actor and hears every child's statistics; it makes no actor by hand.
  {
    files: ['src/features/*/wiring.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@xstate/react', importNames: ['useActorRef', 'useMachine'], message: 'Declare the page with definePage (src/shell/page-kit.ts): it builds the root actor and hears its statistics.' },
          ],
        },
      ],
    },
  },
  // src/main.tsx is outside the block above; it asserts no types either.
  {
    files: ['src/main.tsx'],
    rules: { 'no-restricted-syntax': ['error', postMessageToAny, ...typeAssertions] },
  },

  // Rule 8: rooms (zones above).
  {
    files: ['{src,machines}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: roomZones }] },
  },

  // Rule 9: no forgotten promise in product code (type-aware): await it, return it, or mark a
  // deliberate fire-and-forget with `void`.
  {
    files: ['{src,machines,protocol}/**/*.{ts,tsx}'],
    ignores: ['src/routeTree.gen.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },

  // Rule 6: kebab-case file and folder names. A middle extension (x.machine.ts, x.test.ts, x.d.mts) is not
  // part of the name; digits are (403.tsx, official-compensation2.tsx).
  {
    files: ['{src,machines,protocol,mocks,tests,scripts}/**/*.{ts,tsx,mts,mjs}'],
    ignores: ['src/routes/**', '**/routeTree.gen.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': KEBAB }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,machines,protocol,mocks,tests,scripts}/**/': KEBAB }],
    },
  },
  {
    // TanStack file routes add their own marks: __root, _pathless (_pages), $param / $ (splat), -ignored, (group).
    files: ['src/routes/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': `@(__root|${KEBAB}|_${KEBAB}|-${KEBAB}|$*([a-zA-Z0-9]))` },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/routes/**/': `@(${KEBAB}|_${KEBAB}|-${KEBAB}|$*([a-zA-Z0-9])|\\(${KEBAB}\\))` },
      ],
    },
  },

  // The support matrix (package.json `browserslist`, README "Engines"): code that runs in a
  // page calls no API an engine of the matrix lacks, unless src/shell/polyfills.ts supplies it
  // (listed here) or the call is guarded by a feature test (`if ('x' in y)`, `typeof x`).
  {
    files: ['{src,machines,protocol,mocks}/**/*.{ts,tsx}'],
    ignores: ['mocks/public/**'],
    plugins: { compat },
    settings: { polyfills: POLYFILLED },
    rules: { 'compat/compat': 'error' },
  },

  {
    files: ['tests/**/*.{ts,tsx}', 'mocks/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Browser tests wait for what the page does, never for a fixed time.
    files: ['tests/e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-wait-for-timeout': 'error',
      'playwright/missing-playwright-await': 'error',
    },
  },
);
