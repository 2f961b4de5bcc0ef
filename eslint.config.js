import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const fromSrc = { group: ['**/src/**', '../src/*', '../../src/*'], message: 'machines/ and protocol/ never import from src/.' };

export default tseslint.config(
  { ignores: ['dist/**', 'dist-demo/**', 'node_modules/**', 'src/routeTree.gen.ts', 'locales/*/*.ts', 'mocks/public/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2022, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage'][arguments.1.value='*']",
          message: "Never post to '*': post only to an allowlisted origin.",
        },
      ],
    },
  },
  {
    // Machines are pure: no I/O, no React, no browser globals, nothing from src/.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ofetch', message: 'Machines do no I/O; provide an actor from protocol/ instead.' },
            { name: 'react', message: 'Machines know nothing of React.' },
            { name: 'react-dom', message: 'Machines know nothing of React.' },
            { name: 'msw', message: 'Machines know nothing of mocks.' },
          ],
          patterns: [
            fromSrc,
            { group: ['**/protocol/**', '../protocol/*'], message: 'Machines do no I/O; actors are provided at the edge.' },
            { group: ['**/mocks/**'], message: 'Machines know nothing of mocks.' },
            { group: ['@lingui/*', '@tanstack/*'], message: 'Machines carry codes, not sentences or routes.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'Machines do no I/O.',
        })),
      ],
    },
  },
  {
    files: ['protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'protocol/ knows nothing of React.' }],
          patterns: [fromSrc, { group: ['**/mocks/**'], message: 'protocol/ knows nothing of mocks.' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/mocks/**', 'msw', 'msw/*'], message: 'Only src/main.tsx loads the embedded default, behind __MOCKS__.' }] },
      ],
    },
  },
  {
    files: ['src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'mocks/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
