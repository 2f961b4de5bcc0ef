// WebKit smoke run: every iOS user opens these pages in WebKit, while the browser
// tests run in Chromium. Debian's WebKitGTK with its WebDriver (`webkit2gtk-driver`, under
// `xvfb-run`) visits every route of src/routeTree.gen.ts in en-US and ar, in a browser in one
// language and as the iOS app (the fake host: `?__host=ios`) in the other, and checks that the page shows its text in that
// language (`<html lang>` and `dir`, a heading), is hydrated, and reported no uncaught error;
// then enters an invitation code once, end to end.
//
//   node scripts/webkit-smoke.mjs [dist-demo]
//
// It speaks the WebDriver HTTP protocol directly (no client library). Two things WebDriver
// classic cannot do are done by a small proxy in front of scripts/serve.mjs:
// - the language: WebKitGTK takes the browser's languages from the C library's locale, which a
//   bare machine lacks, so the proxy sends the Accept-Language of the run (the server then
//   serves the pre-rendered page of that language, as it would to an Arabic iPhone); inside the
//   app the fake host also answers that language (`__lang`);
// - the error recorder: an inline script, first in <head> and allowed by its hash in the page's
//   policy, records `error` and `unhandledrejection` events before any of the page's scripts
//   runs.
// Every visit is a first visit on an origin of its own (the proxy on a new port), as a WebView
// opening one page is. A visit whose WebDriver conversation breaks is tried once more in a new
// browser session, and the retry is printed. The two languages run in parallel, one driver
// each. Exit status 1 on any failure. WEBKIT_SMOKE_VERBOSE=1 prints every visit as it ends.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { serve } from './serve.mjs';

const DIST = process.argv[2] ?? 'dist-demo';
const DRIVER = process.env.WEBKIT_WEBDRIVER ?? 'WebKitWebDriver';
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const PAGE_TIMEOUT_MS = 15_000;

// WebKitGTK needs a display: re-run under a virtual one when there is none.
if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY && !process.env.WEBKIT_SMOKE_UNDER_XVFB) {
  const r = spawnSync('xvfb-run', ['-a', '--server-args=-screen 0 1280x1024x24', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, WEBKIT_SMOKE_UNDER_XVFB: '1' },
  });
  if (r.error) {
    console.error(`webkit-smoke: xvfb-run is missing (${r.error.message}). Install Debian's xvfb and webkit2gtk-driver (.ci/run does).`);
    process.exit(1);
  }
  process.exit(r.status ?? 1);
}

/** Every page of the route tree, as the route walk reads it (tests/e2e/walk.ts). */
function routes() {
  const paths = new Set();
  for (const match of readFileSync('src/routeTree.gen.ts', 'utf8').matchAll(/\bfullPath: '([^']*)'/g)) {
    const path = match[1];
    if (path && path !== '/') paths.add(path.replace(/\/\$[^/]*/g, '/sample'));
  }
  if (paths.size === 0) throw new Error('no routes found in src/routeTree.gen.ts');
  return [...paths].sort();
}

const RECORDER =
  "window.__smokeErrors=[];addEventListener('error',function(e){__smokeErrors.push('error: '+(e.message||(e.target&&e.target.src)||'?'))},true);" +
  "addEventListener('unhandledrejection',function(e){__smokeErrors.push('unhandled rejection: '+String(e.reason))});";
const RECORDER_HASH = `'sha256-${createHash('sha256').update(RECORDER).digest('base64')}'`;

/**
 * A proxy to the preview server that sets the run's language and puts the recorder in every
 * page; with `holdTextScript`, the text pages' script is answered that many milliseconds late
 * (a slow network: the page is painted and tapped before its script runs).
 */
function languageProxy(upstreamPort, language, { holdTextScript = 0 } = {}) {
  const server = createServer(async (req, res) => {
    if (holdTextScript && /\/static\/js\/text\.[^/]+\.js$/.test(req.url ?? '')) await sleep(holdTextScript);
    const headers = { ...req.headers, 'accept-language': language, 'accept-encoding': 'identity', host: `127.0.0.1:${upstreamPort}` };
    const up = httpRequest({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (upRes) => {
      const type = String(upRes.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
        return;
      }
      const chunks = [];
      upRes.on('data', (c) => chunks.push(c));
      upRes.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace(/<head([^>]*)>/i, `<head$1><script>${RECORDER}</script>`);
        const out = { ...upRes.headers };
        delete out['content-length'];
        delete out['content-encoding'];
        delete out.etag;
        if (out['content-security-policy']) out['content-security-policy'] = String(out['content-security-policy']).replace(/script-src /, `script-src ${RECORDER_HASH} `);
        res.writeHead(upRes.statusCode ?? 502, out);
        res.end(html);
      });
    });
    up.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function freePort() {
  const s = createServer();
  await new Promise((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address();
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** WebDriver errors that mean "the document went away under the script", not a page fault. */
const NAVIGATING = /no such frame|before the unload event|no such window/i;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One WebKitWebDriver and one browser session, spoken to over HTTP. */
async function startBrowser({ pageLoadStrategy = 'normal' } = {}) {
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let driverLog = '';
  driver.stderr.on('data', (d) => (driverLog = (driverLog + d).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const wd = async (method, path, body) => {
    const r = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const json = await r.json();
    if (!r.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value ?? json).slice(0, 300)}`);
    return json.value;
  };
  for (let i = 0; ; i++) {
    try {
      await wd('GET', '/status');
      break;
    } catch (error) {
      if (i > 50) throw new Error(`WebKitWebDriver did not start: ${error}\n${driverLog}`);
      await sleep(100);
    }
  }
  const session = await wd('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        timeouts: { pageLoad: 30_000, script: 10_000, implicit: 0 },
        pageLoadStrategy,
      },
    },
  });
  const s = `/session/${session.sessionId}`;
  const exec = (script, args = []) => wd('POST', `${s}/execute/sync`, { script, args });
  return {
    goto: (url) => wd('POST', `${s}/url`, { url }),
    exec,
    find: async (css) => {
      const el = await wd('POST', `${s}/element`, { using: 'css selector', value: css });
      return Object.values(el)[0];
    },
    type: (id, text) => wd('POST', `${s}/element/${id}/value`, { text }),
    click: (id) => wd('POST', `${s}/element/${id}/click`, {}),
    windows: () => wd('GET', `${s}/window/handles`),
    /** Polls `script` until it returns a truthy value; returns the last value. */
    async until(script, ms = PAGE_TIMEOUT_MS) {
      const end = Date.now() + ms;
      let last;
      while (Date.now() < end) {
        try {
          last = await exec(script);
        } catch (error) {
          // The page was between documents while the script ran (WebKit: "no such frame",
          // "Callback was not called before the unload event"): ask again on the next document.
          if (!NAVIGATING.test(String(error))) throw error;
          last = undefined;
        }
        if (last) return last;
        await sleep(100);
      }
      return last;
    },
    async quit() {
      await wd('DELETE', s).catch(() => undefined);
      driver.kill();
    },
  };
}

const STATE = `const h = document.documentElement;
  return { hydrated: h.hasAttribute('data-hydrated'), lang: h.lang, dir: h.dir,
    heading: (document.querySelector('h1')?.innerText ?? '').trim(), text: document.body.innerText.trim().length,
    errors: window.__smokeErrors ?? null, path: location.pathname };`;

const log = (line) => process.env.WEBKIT_SMOKE_VERBOSE && console.log(`${new Date().toISOString().slice(11, 23)} ${line}`);

/**
 * Runs one language's visits in one browser. A visit whose WebDriver conversation breaks (the
 * driver or the browser, not the page: a thrown protocol error) is tried once more in a new
 * browser session, and the retry is reported; what the page shows is never retried.
 */
async function runLanguage(language, serverPort, failures, retries) {
  let browser = await startBrowser();
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  let visits = 0;

  /**
   * Runs `check(origin)` (which returns what is wrong) as a first visit: each visit gets an
   * origin of its own (a proxy on a new port), so no service worker, storage or cache of an
   * earlier visit is there. (In WebKitGTK's automation session, the fake backend's service
   * worker of a page that has closed can stay "installing" for the next page of the same
   * origin, and MSW then reloads that page again and again: a fault of the test set-up, not of
   * the page.) If the WebDriver conversation itself breaks (a thrown protocol error), the visit
   * is tried once more in a new browser session and the retry is reported; what the page
   * shows is never retried.
   */
  async function attempt(where, check) {
    for (let round = 1; ; round++) {
      const proxy = await languageProxy(serverPort, language);
      try {
        const wrong = await check(`http://127.0.0.1:${proxy.address().port}`);
        if (wrong.length) failures.push(`${where}: ${wrong.join('; ')}`);
        log(`${where}: ${wrong.join('; ') || 'ok'}`);
        return;
      } catch (error) {
        log(`${where}: ${error.message}`);
        if (round === 2) {
          failures.push(`${where}: ${error.message}`);
          return;
        }
        retries.push(`${where}: ${error.message.slice(0, 160)}`);
        await browser.quit();
        browser = await startBrowser();
      } finally {
        proxy.close();
        proxy.closeAllConnections();
      }
    }
  }

  try {
    // The recorder records: an uncaught error and an unhandled rejection, on purpose.
    await attempt(`${language} error recorder`, async (origin) => {
      await browser.goto(`${origin}/403?__host=browser&__smoke=self-check`);
      await browser.exec("setTimeout(function () { throw new Error('smoke self-check'); }); Promise.reject(new Error('smoke self-check'));");
      const recorded = await browser.until('return (window.__smokeErrors ?? []).length >= 2;', 5_000);
      return recorded ? [] : ['the error recorder did not record a thrown error and a rejection'];
    });
    // Each route once per language, in a browser in one language and as the iOS app in the
    // other (alternating by route): every route is seen in both languages and both hosts.
    for (const [index, path] of routes().entries()) {
      {
        const mode = (index + (language === 'ar' ? 1 : 0)) % 2 === 0 ? 'browser' : 'ios';
        const query = mode === 'ios' ? `?__host=ios&__user=member&__lang=${language}` : '?__host=browser';
        visits += 1;
        await attempt(`${language} ${mode} ${path}`, async (origin) => {
          await browser.goto(`${origin}${path}${query}`);
          // Hydrated, and in the run's language (inside the app it follows the app's answer).
          const ready = `const h = document.documentElement; return h.hasAttribute('data-hydrated') && h.lang === ${JSON.stringify(language)} && (document.querySelector('h1')?.innerText ?? '').trim().length > 0;`;
          await browser.until(ready);
          const state = await browser.until(STATE, 5_000);
          const wrong = [];
          if (!state) return ['the page could not be read'];
          if (!state.hydrated) wrong.push('never hydrated');
          if (state.lang !== language) wrong.push(`lang=${state.lang}`);
          if (state.dir !== dir) wrong.push(`dir=${state.dir}`);
          if (!state.heading || state.text < 20) wrong.push(`no text (h1 "${state.heading}", ${state.text} characters)`);
          if (state.errors === null) wrong.push('the error recorder is missing');
          else if (state.errors.length) wrong.push(`uncaught: ${state.errors.join(' | ')}`);
          return wrong;
        });
      }
    }
    if (language === 'en-US') {
      // The invitation code entry, once end to end: another user accepts the member's code.
      visits += 1;
      await attempt('en-US ios invitation code entry', async (origin) => {
        await browser.goto(`${origin}/activity/invitation?__host=ios&__user=premium&__lang=en-US`);
        await browser.until(`return document.documentElement.hasAttribute('data-hydrated') && !!document.querySelector('input[name="invitation-code"]:not([readonly])');`);
        await browser.type(await browser.find('input[name="invitation-code"]'), 'TESTCODE');
        await browser.click(await browser.find('form.referral-form button[type="submit"]'));
        const done = await browser.until(`return document.body.innerText.includes('Invitation accepted');`);
        const errors = await browser.until('return window.__smokeErrors ?? false;', 5_000);
        const wrong = [];
        if (!done) wrong.push('no confirmation shown');
        if (!errors || errors.length) wrong.push(`uncaught ${JSON.stringify(errors)}`);
        return wrong;
      });
    }
  } finally {
    await browser.quit();
  }
  return visits;
}

/**
 * A link that opens a new window works from the first paint as a plain link (issue 32 M2): on
 * /help in a browser, with the text pages' script held back 6 s, a tap on "Open the Telegram
 * bot" opens its window at once, inside the tap. A tap kept and replayed later by the script
 * (with window.open, outside the gesture) is what WebKit blocks. Returns what is wrong.
 */
async function newWindowBeforeScript(serverPort) {
  // 'none': the driver does not wait for the load event, which waits for the held script.
  const browser = await startBrowser({ pageLoadStrategy: 'none' });
  const proxy = await languageProxy(serverPort, 'en-US', { holdTextScript: 6_000 });
  try {
    await browser.goto(`http://127.0.0.1:${proxy.address().port}/help?__host=browser`);
    const link = `[data-when~="browser"] a[target="_blank"][href^="https://t.me/"]`;
    const painted = await browser.until(`return !!document.querySelector(${JSON.stringify(link)}) && !document.documentElement.hasAttribute('data-hydrated');`, 5_000);
    if (!painted) return ['the page was not painted before its script, or its script was not held'];
    const before = (await browser.windows()).length;
    await browser.click(await browser.find(link));
    const wrong = [];
    const opened = await browser.until(`return document.documentElement.hasAttribute('data-hydrated') ? 'late' : 'early';`, 100);
    const end = Date.now() + 3_000;
    let after = before;
    while (Date.now() < end && after === before) {
      after = (await browser.windows()).length;
      if (after === before) await sleep(100);
    }
    if (after === before) wrong.push('no window opened within 3 s of the tap');
    if (opened === 'late') wrong.push('the script had already run: the check did not hold it');
    const kept = await browser.exec(`return document.querySelector(${JSON.stringify(link)}).hasAttribute('data-tap-kept');`);
    if (kept) wrong.push('the tap was kept for a replay instead of followed');
    return wrong;
  } finally {
    proxy.close();
    proxy.closeAllConnections();
    await browser.quit();
  }
}

const started = Date.now();
const server = await serve(DIST, await freePort(), '127.0.0.1');
const failures = [];
const retries = [];
let visits = 0;
try {
  const counts = await Promise.all(['en-US', 'ar'].map((language) => runLanguage(language, server.address().port, failures, retries)));
  visits = counts.reduce((a, b) => a + b, 0) + 1;
  for (const wrong of await newWindowBeforeScript(server.address().port)) failures.push(`en-US browser /help, its script held 6 s: ${wrong}`);
} finally {
  server.close();
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (retries.length) {
  console.log(`WebKit smoke run: ${retries.length} visit(s) retried in a new browser session after a WebDriver error:\n${retries.map((r) => `  ↻ ${r}`).join('\n')}`);
}
if (failures.length) {
  console.error(`WebKit smoke run: ${failures.length} failure(s) in ${visits} visits (${seconds} s):\n${failures.map((f) => `  ✖ ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`WebKit smoke run: ${visits} visits (${routes().length} routes × en-US and ar, each once in a browser and once as the iOS app + the invitation code entry + a new-window link tapped before the script), no failure, ${seconds} s.`);
