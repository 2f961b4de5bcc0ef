import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

const chromium = { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? findChromium() ?? undefined, args: CHROMIUM_ARGS } };

/** The tests that walk every route (matched on their describe titles): see `projects`. */
const LONG_WALKS = /\broute walk in a browser |\bfault matrix census /;

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
  // Two projects of the same browser, so that the longest tests start first: Playwright hands
  // out tests in project order, then file order (alphabetical), then declaration order, and a
  // 30 s walk that starts last is the run's tail on one worker while the other idles. 'walks'
  // holds the walks of every route (the route walk in a browser, 12-35 s each; the fault
  // matrix census, which also checks the token as the app), 'chromium' everything else.
  projects: [
    { name: 'walks', grep: LONG_WALKS, use: chromium },
    { name: 'chromium', grepInvert: LONG_WALKS, use: chromium },
  ],
  webServer: {
    command: `node scripts/serve.mjs ${process.env.E2E_DIST ?? 'dist-demo'} ${port}`,
    url: `http://127.0.0.1:${port}/403`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
