import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Browser tests run against the built embedded default (dist-demo: the production build
 * plus the fake backend and fake app host), served by scripts/serve.mjs.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    // Skeletons and spinners stand still (the pages honour prefers-reduced-motion): a shimmer
    // repainted in software at 60 frames a second doubled the CPU a page uses while it waits
    // for a slow call, and the browser tests are CPU-bound on our 2-core machines.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? findChromium() ?? undefined, args: CHROMIUM_ARGS } } }],
  webServer: {
    command: `node scripts/serve.mjs ${process.env.E2E_DIST ?? 'dist-demo'} ${port}`,
    url: `http://127.0.0.1:${port}/403`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
