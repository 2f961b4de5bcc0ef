// Old-engine run: the Android WebViews readers carry are older than any browser the other
// browser tests use. This run opens the pages in Chromium 80 and Chromium 92 (the WebViews of
// 2020 and 2021; Chromium 88 too with OLD_ENGINES=all) and checks what a reader sees:
// - the production build (dist): every pre-rendered route (dist/pages/en-US/**.html, and the
//   not-found page at an unknown address), half of them in English and half in Arabic, starts
//   its script and takes charge (<html data-hydrated>, the page's language and a heading),
//   with no uncaught error, no unhandled rejection and no console error;
// - the embedded default (dist-demo: the fake backend and fake app host): a gift code from a
//   link redeems, the subscription page offers its actions and cancels, the invitation page
//   in the app shares its link, and /ping says it could not reach the service when nothing
//   answers and that the service answered with an error when it answers 500.
//
//   node scripts/old-engines.mjs [dist] [dist-demo]      (npm run test:old-engines)
//
// The engines are the Chromium builds of the npm package chrome-aws-lambda (2.1.1: Chromium
// 80; 5.5.0: 88; 10.1.0: 92), which cannot be a dependency (its peer dependencies conflict):
// the first run fetches each with `npm pack` (40 MB) and unpacks its brotli-compressed binary
// into node_modules/.cache/old-engines/<version>/chromium (150 MB; about 6 s each); later runs
// reuse it. No GL library is unpacked: the pages draw without the GPU (--disable-gpu). The
// engines are driven with puppeteer-core 2.1 (of Chromium 80's time); each page opens in a
// browser context of its own (no cookie, storage, cache or service worker of another), at a
// phone's size, and no request leaves the machine. The engines run side by side: first the
// demo's flows, one page at a time each, then the production routes, three pages at a time
// each (about 35 s in all on two cores). Waits poll the page (every 50 ms, up to a time-out,
// and end at the page's first error); none sleeps a fixed time.
// OLD_ENGINES=2.1.1,10.1.0 (the default; `all` adds 5.5.0) picks the packages;
// OLD_ENGINES_ONLY=<text> runs only the checks whose address contains it;
// OLD_ENGINES_VERBOSE=1 prints every page as it ends. Exit status 1 on any failure, which
// names the engine, the address and what was wrong.
import { spawn } from 'node:child_process';
import { chmodSync, createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { createBrotliDecompress } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { loadPolicy, serve } from './serve.mjs';

const DIST = process.argv[2] ?? 'dist';
const DEMO = process.argv[3] ?? 'dist-demo';
const CACHE = resolve('node_modules/.cache/old-engines');
/** chrome-aws-lambda's version → the Chromium it carries. */
const ENGINES = { '2.1.1': 80, '5.5.0': 88, '10.1.0': 92 };
const CHOSEN = process.env.OLD_ENGINES === 'all' ? Object.keys(ENGINES) : (process.env.OLD_ENGINES ?? '2.1.1,10.1.0').split(',').map((v) => v.trim());
/** Pages open at once per engine (the engines run side by side: twice that on the machine). */
const PAGES_AT_ONCE = Number(process.env.OLD_ENGINES_PAGES ?? 3);
const WAIT_MS = 15_000;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // No call home, no component or safe-browsing update.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // No request leaves the machine: every host but the local servers is unknown (the
  // production pages' API calls fail as for a reader offline; the demo's are answered by its
  // service worker before they reach the network).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--lang=en-US',
];

for (const version of CHOSEN) {
  if (!(version in ENGINES)) {
    console.error(`old-engines: unknown chrome-aws-lambda version ${version} in OLD_ENGINES (known: ${Object.keys(ENGINES).join(', ')}, or all)`);
    process.exit(1);
  }
}
for (const dir of [DIST, DEMO]) {
  if (!loadPolicy(resolve(dir))) {
    console.error(`old-engines: ${dir} has no server/policy.json: build it first (README: "To run browser tests alone").`);
    process.exit(1);
  }
}

const log = (line) => process.env.OLD_ENGINES_VERBOSE && console.log(`${new Date().toISOString().slice(11, 23)} ${line}`);

function run(command, args, options = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err = (err + d).slice(-2000)));
    child.on('error', fail);
    child.on('close', (status) => (status === 0 ? done(out) : fail(new Error(`${command} ${args.join(' ')} exited with ${status}: ${err.trim()}`))));
  });
}

/**
 * The engine's binary: from the cache, or fetched and unpacked into it. The unpacking happens
 * in a directory of its own and ends with a rename, so a run that stops half-way (or a second
 * run at the same time) never leaves a broken binary where the next run looks.
 */
async function engineBinary(version) {
  const dir = join(CACHE, version);
  const binary = join(dir, 'chromium');
  if (existsSync(binary)) return { binary, fetched: false };
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(join(dir, 'unpacking-'));
  try {
    const [packed] = JSON.parse(await run('npm', ['pack', `chrome-aws-lambda@${version}`, '--json', '--pack-destination', work]));
    await run('tar', ['-xzf', join(work, packed.filename), '-C', work, 'package/bin/chromium.br']);
    const unpacked = join(work, 'chromium');
    await pipeline(createReadStream(join(work, 'package', 'bin', 'chromium.br')), createBrotliDecompress(), createWriteStream(unpacked));
    chmodSync(unpacked, 0o755);
    renameSync(unpacked, binary);
    writeFileSync(join(dir, 'README'), `Chromium ${ENGINES[version]} from the npm package chrome-aws-lambda@${version} (bin/chromium.br), for scripts/old-engines.mjs.\n`);
    return { binary, fetched: true };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every route of the production build, as its pre-rendered English pages name them; the not-found page at an unknown address. */
function productionRoutes(dir) {
  const policy = loadPolicy(resolve(dir));
  const pages = join(resolve(dir), policy.pages.dir, 'en-US');
  const routes = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(at, entry.name));
      else if (entry.name.endsWith('.html')) routes.push(`/${relative(pages, join(at, entry.name)).slice(0, -'.html'.length)}`);
    }
  };
  walk(pages);
  const notFound = `/${policy.pages.notFound}`;
  if (!routes.includes(notFound)) throw new Error(`no not-found page ${notFound}.html in ${pages}`);
  const found = routes.filter((route) => route !== notFound).sort();
  if (found.length < 10) throw new Error(`only ${found.length} pre-rendered pages in ${pages}`);
  return [...found.map((path) => ({ path, status: 200 })), { path: '/no-such-page/old-engines', status: 404 }];
}

// ---- In the page ---------------------------------------------------------------------------

/**
 * The element a reader finds by its role and name (in the page; plain ES2017, no library):
 * { role, name, exact, level, within } (within: a CSS selector, or { role, name } of a
 * container). Only what shows counts; `name` is the accessible name as the pages give it
 * (aria-labelledby, aria-label, the field's label, else its text), whitespace collapsed.
 */
const FIND = `function find(spec, root) {
  root = root || document;
  var ROLES = { button: 'button,[role="button"]', heading: 'h1,h2,h3,h4,h5,h6,[role="heading"]', status: '[role="status"]',
    alert: '[role="alert"]', textbox: 'input:not([type]),input[type="text"],textarea', link: 'a[href]', radio: 'input[type="radio"]',
    region: 'section,[role="region"]' };
  var clean = function (s) { return (s || '').replace(/\\s+/g, ' ').trim(); };
  var nameOf = function (el) {
    var by = el.getAttribute('aria-labelledby');
    if (by) return clean(by.split(' ').map(function (id) { var e = document.getElementById(id); return e ? e.textContent : ''; }).join(' '));
    if (el.getAttribute('aria-label')) return clean(el.getAttribute('aria-label'));
    if (el.labels && el.labels.length) return clean(el.labels[0].textContent);
    return clean(el.textContent);
  };
  var shown = function (el) { return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  if (spec.within) {
    var outer = typeof spec.within === 'string' ? root.querySelector(spec.within) : find(spec.within, root);
    if (!outer) return null;
    root = outer;
  }
  var all = root.querySelectorAll(ROLES[spec.role]);
  for (var i = 0; i < all.length; i++) {
    var el = all[i];
    if (!shown(el)) continue;
    if (spec.level && el.tagName !== 'H' + spec.level) continue;
    if (spec.name != null && (spec.exact ? nameOf(el) !== spec.name : nameOf(el).indexOf(spec.name) === -1)) continue;
    if (spec.has && !find(spec.has, el)) continue;
    return el;
  }
  return null;
}`;

/** Evaluates `body(find, arg)` in the page (through DevTools: the page's CSP does not apply). */
const inPage = (page, body, arg) => page.evaluate(`(${body})((${FIND}), ${JSON.stringify(arg ?? null)})`);

const NAVIGATING = /Execution context was destroyed|Cannot find context with specified id|Inspected target navigated/;

/** Errors, each once, with how many times it came. */
function listed(errors) {
  const counts = new Map();
  for (const error of errors) counts.set(error, (counts.get(error) ?? 0) + 1);
  return [...counts].map(([error, n]) => (n > 1 ? `${error} (×${n})` : error)).join(' | ');
}

/** Each page's errors (watchErrors): a wait ends as soon as the page reports one. */
const errorsOf = new WeakMap();

/**
 * Polls `body(find, arg)` in the page until it returns something truthy; throws `what` after
 * `ms`, or at once when the page has reported an error (it is the failure: no need to wait).
 */
async function until(page, what, body, arg, ms = WAIT_MS) {
  const end = Date.now() + ms;
  for (;;) {
    const errors = errorsOf.get(page) ?? [];
    if (errors.length) throw new Error(`${what}: ${listed(errors)}`);
    let value;
    try {
      value = await inPage(page, body, arg);
    } catch (error) {
      if (!NAVIGATING.test(error.message)) throw error;
    }
    if (value) return value;
    if (Date.now() > end) throw new Error(`${what} (after ${ms / 1000} s; ${await glimpse(page)})`);
    await delay(50);
  }
}

/** What the page shows, for a failure's message. */
async function glimpse(page) {
  try {
    return await page.evaluate(async () => {
      const h = document.documentElement;
      const text = (document.body ? document.body.innerText : '').replace(/\s+/g, ' ').trim();
      const buttons = [...document.querySelectorAll('#root button')].map((b) => `${b.textContent.trim().slice(0, 30)}${b.disabled ? ' (disabled)' : ''}`);
      // The demo's fake backend: whether its service worker controls the page, and in what state it is.
      const registration = navigator.serviceWorker ? await navigator.serviceWorker.getRegistration() : undefined;
      const worker = registration ? ['installing', 'waiting', 'active'].filter((k) => registration[k]).map((k) => `${k} ${registration[k].state}`).join(', ') : 'none';
      const controlled = navigator.serviceWorker && navigator.serviceWorker.controller ? 'controlled' : 'not controlled';
      return `${location.pathname}${location.search}: data-hydrated ${h.hasAttribute('data-hydrated') ? 'set' : 'missing'}, lang ${h.lang}, service worker: ${worker}, ${controlled}; buttons [${buttons.join(', ')}], page text "${text.slice(0, 240)}"`;
    });
  } catch (error) {
    return `the page could not be read: ${error.message}`;
  }
}

/** Clicks (with the mouse, as a reader taps) the element `spec` finds once it is there and enabled. */
async function click(page, spec, what) {
  await until(page, `${what}: not found or not enabled`, (find, s) => {
    const el = find(s);
    return !!el && !el.disabled && el.getAttribute('aria-disabled') !== 'true';
  }, spec);
  const handle = await page.evaluateHandle(`(${FIND})(${JSON.stringify(spec)})`);
  const element = handle.asElement();
  if (!element) throw new Error(`${what}: gone before the click`);
  await element.click();
  await handle.dispose();
}

const hydrated = (page) =>
  until(page, 'the page never took charge (no <html data-hydrated>)', () => document.documentElement.hasAttribute('data-hydrated'));

/** The text of the fake app's log contains `text` (an action the page asked the app for). */
const hostLogSays = (page, text, what) =>
  until(page, what, (find, t) => {
    const list = document.querySelector('ol[aria-label="Fake host log"]');
    return !!list && list.textContent.indexOf(t) !== -1;
  }, text);

// ---- The checks ----------------------------------------------------------------------------

/**
 * Errors a page reports: uncaught errors and unhandled rejections (pageerror), and console
 * errors, except a failed load the check expects (`allowed(url, text)`: the faulted call,
 * the not-found page's own 404, an API call kept from leaving the machine).
 */
function watchErrors(page, allowed) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${String(error.message).split('\n')[0]}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location()?.url ?? '';
    if (allowed && /^Failed to load resource/.test(message.text()) && allowed(where, message.text())) return;
    // Only the local servers resolve: such a request went to the network (in the demo, its fake
    // backend's service worker did not answer it; no DevTools session watches that worker, since
    // one attached to a service worker stalls the next one's install in Chromium 80).
    const network = message.text().includes('net::ERR_NAME_NOT_RESOLVED') ? ': it went to the network, not to the fake backend' : '';
    errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}${network}`);
  });
  errorsOf.set(page, errors);
  return errors;
}

/** A production page: it answers with its status, takes charge in its language, shows its heading. */
function productionCheck({ path, status }, language) {
  return async (page, origin) => {
    await page.setExtraHTTPHeaders({ 'Accept-Language': language });
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: WAIT_MS });
    if (response.status() !== status) throw new Error(`HTTP ${response.status()}, expected ${status}`);
    await hydrated(page);
    const dir = language === 'ar' ? 'rtl' : 'ltr';
    await until(page, `the page is not in ${language} (${dir}) with a heading`, (find, want) => {
      const h = document.documentElement;
      const h1 = document.querySelector('h1');
      return h.lang === want.language && h.dir === want.dir && !!h1 && h1.textContent.trim().length > 0;
    }, { language, dir });
  };
}

const EN = '&__lang=en-US';

/** /ping's run ends with `verdict` (its data-verdict) and says `said`, not `notSaid`. */
async function pingSays(page, verdict, said, notSaid) {
  await hydrated(page);
  const ended = await until(page, 'the run did not end', () => {
    const summary = document.querySelector('.diag-summary[data-state="done"]');
    return summary && summary.getAttribute('data-verdict');
  }, null, 25_000);
  const text = await page.evaluate(() => document.body.innerText);
  if (ended !== verdict || !text.includes(said) || text.includes(notSaid)) {
    throw new Error(`the verdict is ${ended}, not ${verdict}: "${said}" ${text.includes(said) ? 'shown' : 'not shown'}, "${notSaid}" ${text.includes(notSaid) ? 'shown' : 'not shown'} (${await glimpse(page)})`);
  }
}

/** The embedded default's flows: name, address, and what a reader does and sees. */
const DEMO_FLOWS = [
  {
    name: 'a gift code from a link redeems',
    url: `/activity/cdKey?__host=android&__user=member&code=PREMIUM30${EN}`,
    async check(page) {
      await hydrated(page);
      await until(page, 'no heading "Redeem a gift code"', (find) => !!find({ role: 'heading', level: 1, name: 'Redeem a gift code', exact: true }));
      await until(page, 'the field "Gift code" does not hold PREMIUM30', (find) => {
        const field = find({ role: 'textbox', name: 'Gift code' });
        return !!field && field.value === 'PREMIUM30';
      });
      await click(page, { role: 'button', name: 'Redeem', exact: true }, 'the button "Redeem"');
      await until(page, 'no success panel "30 days of Premium added"', (find) => !!find({ role: 'status', has: { role: 'heading', level: 2, name: '30 days of Premium added' } }));
      await click(page, { role: 'button', name: 'Done', within: { role: 'status', has: { role: 'heading', level: 2 } } }, 'the success panel\'s "Done"');
      await hostLogSays(page, 'finishSelf', 'Done did not ask the app to close the page (finishSelf)');
    },
  },
  {
    name: 'the subscription page offers its actions, and cancel ends on its success',
    url: `/subscription?__host=android&__user=premium${EN}`,
    async check(page) {
      await hydrated(page);
      await until(page, 'the plan does not say Active', (find) => {
        const plan = find({ role: 'region', has: { role: 'heading', name: 'Your plan' } });
        return !!plan && plan.textContent.indexOf('Active') !== -1;
      });
      for (const action of ['Cancel subscription', 'Update payment method']) {
        await until(page, `no enabled button "${action}"`, (find, name) => {
          const button = find({ role: 'button', name });
          return !!button && !button.disabled;
        }, action);
      }
      await click(page, { role: 'button', name: 'Cancel subscription' }, 'the button "Cancel subscription"');
      const confirm = { role: 'region', has: { role: 'heading', name: 'Cancel your subscription?' } };
      await click(page, { role: 'radio', within: confirm }, 'the first reason of "Cancel your subscription?"');
      await click(page, { role: 'button', name: 'Cancel subscription', within: confirm }, 'the confirmation\'s "Cancel subscription"');
      await until(page, 'no status "Subscription canceled"', (find) => !!find({ role: 'status', name: 'Subscription canceled' }));
    },
  },
  {
    name: 'the invitation page in the app shares the link',
    url: `/activity/invitation?__host=android&__user=member${EN}`,
    async check(page) {
      await hydrated(page);
      await click(page, { role: 'button', name: 'Share your invitation link' }, 'the button "Share your invitation link"');
      // The app's share sheet (the bridge's share call) is handed the link.
      await hostLogSays(page, 'share sheet ← ', 'the app was not asked for its share sheet');
      await hostLogSays(page, '/activity/invited?code=TESTCODE', 'the app was not handed the invitation link (/activity/invited?code=TESTCODE)');
    },
  },
  {
    name: '/ping with the service unreachable says it could not reach it',
    url: '/ping?__fault=area_connectivity:offline',
    allowed: (url) => url.includes('/area_connectivity'),
    check: (page) => pingSays(page, 'not-connected', 'We couldn’t reach the service.', 'The service answered with an error.'),
  },
  {
    name: '/ping with the service answering 500 says it answered with an error',
    url: '/ping?__fault=area_connectivity:500',
    allowed: (url) => url.includes('/area_connectivity'),
    check: (page) => pingSays(page, 'service-error', 'The service answered with an error.', 'We couldn’t reach the service.'),
  },
];

// ---- The run -------------------------------------------------------------------------------

/** Runs `checks` in `browser`, `atOnce` pages at a time, each page in a browser context of its own. */
async function runChecks(engine, browser, checks, atOnce, failures) {
  const only = process.env.OLD_ENGINES_ONLY;
  const queue = only ? checks.filter((check) => check.where.includes(only)) : [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const started = Date.now();
      const context = await browser.createIncognitoBrowserContext();
      const wrong = [];
      try {
        const page = await context.newPage();
        await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
        const errors = watchErrors(page, check.allowed);
        await check.run(page);
        if (errors.length) wrong.push(listed(errors));
      } catch (error) {
        wrong.push(error.message.split('\n')[0]);
      } finally {
        await context.close().catch(() => undefined);
      }
      if (wrong.length) failures.push(`${engine} ${check.where}: ${check.name}: ${wrong.join(' | ')}`);
      log(`${engine} ${check.where}: ${wrong.join(' | ') || 'ok'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
}

/** The demo's flows at the given origin. */
const demoChecks = (origin) =>
  DEMO_FLOWS.map((flow) => ({
    where: `${origin}${flow.url}`,
    name: flow.name,
    allowed: flow.allowed,
    run: async (page) => {
      await page.goto(`${origin}${flow.url}`, { waitUntil: 'load', timeout: WAIT_MS });
      await flow.check(page);
    },
  }));

/** Every production route at the given origin, half in English and half in Arabic (`offset` swaps the halves). */
const productionChecks = (origin, offset) =>
  ROUTES.map((route, index) => {
    const language = (index + offset) % 2 === 0 ? 'en-US' : 'ar';
    const address = `${origin}${route.path}`;
    // Allowed: the not-found page's own 404, and the API calls kept from leaving the machine.
    const allowed = (url, text) => (route.status === 404 && url === address) || (!url.startsWith(`${origin}/`) && text.includes('net::ERR_NAME_NOT_RESOLVED'));
    return { where: `${address} (${language})`, name: 'takes charge', allowed, run: (page) => productionCheck(route, language)(page, origin) };
  });

const ROUTES = productionRoutes(DIST);
const started = Date.now();
const binaries = await Promise.all(CHOSEN.map(async (version) => ({ version, ...(await engineBinary(version)) })));
const fetched = binaries.filter((b) => b.fetched).map((b) => b.version);
if (fetched.length) console.log(`old-engines: fetched chrome-aws-lambda ${fetched.join(', ')} into ${relative(process.cwd(), CACHE)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const servers = { dist: await serve(DIST, 0), demo: await serve(DEMO, 0) };
const origins = Object.fromEntries(Object.entries(servers).map(([name, server]) => [name, `http://127.0.0.1:${server.address().port}`]));
const failures = [];
/** The engines that started: { name, reported, browser }. */
const engines = [];
try {
  for (const { version, binary } of binaries) {
    const name = `Chromium ${ENGINES[version]}`;
    try {
      const browser = await puppeteer.launch({ executablePath: binary, args: ARGS, headless: true, timeout: 30_000 });
      const reported = await browser.version();
      if (!reported.includes(`/${ENGINES[version]}.`)) {
        await browser.close();
        throw new Error(`it reports ${reported}`);
      }
      engines.push({ name, browser, reported, offset: engines.length % 2 });
    } catch (error) {
      failures.push(`${name} (chrome-aws-lambda@${version}) did not start: ${error.message.split('\n')[0]}`);
    }
  }
  // First the demo's flows, one page at a time per engine: the embedded default answers the
  // API from the page's own thread within its short time-out (1.2 s), which a machine busy
  // opening many pages at once can miss. Then every production route, a few pages at a time.
  await Promise.all(engines.map((e) => runChecks(e.name, e.browser, demoChecks(origins.demo), 1, failures)));
  await Promise.all(engines.map((e) => runChecks(e.name, e.browser, productionChecks(origins.dist, e.offset), PAGES_AT_ONCE, failures)));
} finally {
  await Promise.all(engines.map((e) => e.browser.close().catch(() => undefined)));
  for (const server of Object.values(servers)) {
    server.close();
    server.closeAllConnections();
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const summary = `${engines.map((e) => e.reported).join(', ') || 'no engine'}, each: ${ROUTES.length} production routes and ${DEMO_FLOWS.length} demo flows`;
if (failures.length) {
  console.error(`Old-engine run: ${failures.length} failure(s) in ${seconds} s (${summary}):\n${failures.map((f) => `  ✖ ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`Old-engine run (${summary}): no failure, ${seconds} s.`);
