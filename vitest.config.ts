import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroSwcPlugin } from '@lingui/swc-plugin/options';

/**
 * Two projects: `logic` runs in Node (machines, rules, parsers, contracts: nothing renders),
 * `dom` in jsdom (views, and the few unit files that need a document: `*.dom.test.ts`).
 * Properties run PROPERTY_RUNS times (1,000 in `npm test`; `npm run check` sets fewer).
 */
export default defineConfig({
  plugins: [react({ plugins: [linguiMacroSwcPlugin({ useLinguiV5IdGeneration: true })] }), lingui()],
  define: { __MOCKS__: 'true', __APP_CONFIG__: 'globalThis.__TEST_APP_CONFIG__' },
  test: {
    globals: true,
    restoreMocks: true,
    // A property at 1,000 runs can take seconds on a busy 2-core machine.
    testTimeout: 20_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['tests/{unit,machines}/**/*.test.ts'],
          exclude: ['tests/**/*.dom.test.ts'],
          setupFiles: ['tests/setup-logic.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/views/**/*.test.tsx', 'tests/{unit,machines}/**/*.dom.test.ts'],
          setupFiles: ['tests/setup-logic.ts', 'tests/setup.ts'],
        },
      },
    ],
  },
});
