// Finds a Chromium for the browser tests: $CHROMIUM_PATH, then Debian's chromium-headless-shell
// (the same engine without the browser's window code: a new page opens 2–3 × faster on our
// 2-core machines, which is most of a browser test's time), then Debian's full chromium, then
// Playwright's own download. Returns null when there is none.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return null;
}

export async function findPlaywrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const HOW_TO_GET_CHROMIUM =
  'No Chromium found: install one with `sudo apt-get install -y chromium-headless-shell` (Debian) or point CHROMIUM_PATH at a Chromium or Chrome binary.';
