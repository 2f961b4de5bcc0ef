import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroSwcPlugin } from '@lingui/swc-plugin/options';

export default defineConfig({
  plugins: [react({ plugins: [linguiMacroSwcPlugin({ useLinguiV5IdGeneration: true })] }), lingui()],
  define: { __MOCKS__: 'true', __APP_CONFIG__: 'globalThis.__TEST_APP_CONFIG__' },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['tests/{unit,machines,views}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
});
