/**
 * The server policy of the built site, in one plain object: which locale a request gets, which
 * pages may be framed, every response header (Content-Security-Policy among them) and the
 * cache rules. The production build's pre-render step calls serverPolicy() and nginxIncludes()
 * and writes dist/server/policy.json (read by scripts/serve.mjs, the preview server) and
 * dist/server/nginx/*.conf (included by deploy/nginx.conf), so the two servers cannot drift.
 *
 * Pure: imports only pure modules (no React, no DOM, no Node APIs).
 */
import { acceptLanguageRules, localeFromAcceptLanguage, type AcceptLanguageRules } from './accept-language';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../machines/core/locales';
import { cookieEntryPattern, LOCALE_COOKIE_NAMES } from '../src/app-language';
import type { runtimeConfig } from '../scripts/runtime-config';
import { imageSources } from '../protocol/external-address';
import { VCONSOLE_STYLE_HASHES } from './vconsole-styles';

type RuntimeConfig = ReturnType<typeof runtimeConfig>;
type Headers = Record<string, string>;

export interface ServerPolicyInput {
  config: RuntimeConfig;
  /** Route paths with a framed behaviour, e.g. '/help', '/purchase-attention'. */
  framedRoutes: string[];
  /** 'sha256-…' of each inline <script> of the pre-rendered pages. */
  scriptHashes: string[];
  /** 'sha256-…' of each inline <style> of the pre-rendered pages. */
  styleHashes: string[];
  /** The demo build (fake backend and fake app host): the relaxed variant, see below. */
  demo: boolean;
}

export interface ServerPolicy {
  version: 1;
  demo: boolean;
  locales: {
    list: Locale[];
    default: Locale;
    /**
     * Read first: the cookie the page writes when the app names its language, under each name
     * of `read` in turn (`__Host-locale`, which the page writes on https and no other host can
     * set, before `locale`, its name on plain http). A name's *first* entry is found with its
     * `pattern` (a regular expression over the Cookie headers joined with `; `, group 1 the
     * value: src/app-language.ts, cookieEntryPattern, the page's own rule); it chooses the
     * locale only when it is exactly one of `values` (case-sensitive), else the next name
     * decides; with none, Accept-Language (`rules`).
     */
    cookie: { read: { name: string; pattern: string }[]; values: Locale[] };
    /** deploy/accept-language.ts: stage 1 finds the deciding tag (header + digitTable, group 1),
     * stage 2 maps it (ordered, case-insensitive; none: fallback). */
    rules: AcceptLanguageRules;
    /** Headers with the locale the locale machine's table gives them: a server reading the rules
     * must agree (scripts/serve.mjs checks at start; the request table asks nginx). */
    examples: [string, Locale][];
  };
  /** Pre-rendered pages: `pages/<locale><path>.html`; `/` itself redirects. */
  pages: { dir: string; notFound: string; rootRedirect: string };
  framedRoutes: string[];
  /** Files served as they are from the root of the output (the demo's worker and frame page). */
  rootFiles: string[];
  /** Never served (the server policy, the pre-renderer). */
  hiddenDirs: string[];
  /** Hashed, immutable files. */
  assetDir: string;
  /** Extensions that have .br and .gz siblings (scripts/compress.mjs). */
  compressible: string[];
  /** rootFile: the demo's frame page (frame-demo.html). */
  csp: { page: string; framedPage: string; rootFile: string };
  /**
   * Violation reports: `endpoint` is where the pages' policy sends them (report-uri for every
   * browser; for an https endpoint also report-to with Reporting-Endpoints), null for
   * none; `collector` is the same-origin path the server itself accepts them at (the demo:
   * POST answered 204 by both servers, kept and listed at GET by the preview server), else null.
   * The collector takes application/csp-report and application/reports+json only (else 415;
   * no Content-Type is taken too: the demo's service worker drops it),
   * from no other site (an Origin other than its own: 403), of at most `maxBytes` (else 413).
   */
  reports: { endpoint: string | null; collector: string | null; maxBytes: number };
  headers: {
    /** Every response, errors included. */
    common: Headers;
    /** A page (pre-rendered HTML, the not-found page) that nothing may frame. */
    page: Headers;
    /** A page with a framed behaviour: frame-ancestors = the parent origins. */
    framedPage: Headers;
    /** Files under assetDir. */
    asset: Headers;
    /** The demo's root files (frame-demo.html, the fake backend's service worker and MSW's, which it imports). */
    rootFile: Headers;
    /**
     * A plain 404 for what is not there and never will be at this address: a missing hashed
     * file, a directory under assetDir, hiddenDirs. `no-store`, so that a CDN does not keep the
     * 404 of a file that the next release's rolling deploy is about to bring.
     */
    missing: Headers;
    /**
     * Added to every answer sent over TLS, by nginx only (the `listen 443 ssl` variant of
     * deploy/nginx.conf; headers-tls.conf): HSTS. The preview server speaks plain HTTP only.
     */
    tls: Headers;
    /** Extra headers for one root file by name. */
    byFile: Record<string, Headers>;
  };
  cache: { immutable: string; revalidate: string; missing: string };
  /** Methods answered; anything else gets 405 with `Allow`. */
  methods: string[];
}

const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'];
const EXAMPLE_HEADERS = ['ko-KR,ko;q=0.9,en;q=0.8', 'zh-HK', 'zh-Hant', 'zh-SG', 'pt-BR', 'ms-MY', 'ar', 'in', 'es-419', 'fr', 'fr-CA, es;q=0.3', 'de;q=0.9, en-GB;q=0.8, ko;q=0.5', 'ko;q=0, ar', 'ar;q=0.2, zh-HK;q=0.9', 'fr, ko;q=0.3, ar;q=0.5', 'ko;q=0.5, ar;q=0.5', 'en', ''];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NO_STORE = 'no-store';
/** A year of HTTPS only. includeSubDomains and preload are the domain owner's decision, for every host under it. */
const HSTS = 'max-age=31536000';

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
}

/** The largest report body the demo's collector reads (a Reporting API batch is a few KiB). */
const REPORT_MAX_BYTES = 64 * 1024;

/** The report endpoint's name in report-to and Reporting-Endpoints. */
const REPORT_GROUP = 'csp';

/**
 * The characters a report address may hold, as written and as the URL parser gives it back: no
 * `$` (nginx expands `$name` in the add_header that carries the policy: `?src=$arg_src` let any
 * link write directives into the page's CSP), no `{`, `}` or `\`, no `;` or `,` (they end a
 * directive or a policy), no quotes, whitespace or control characters.
 */
const REPORT_ADDRESS = /^[A-Za-z0-9._~:/?=&%-]+$/;

/**
 * The configured report address: an https address on any host (the sink is the deployer's
 * choice: our feedback service by default, or a CSP report service; README.md, "CSP violation
 * reports"), a same-origin path (the demo's collector), or '' (none). Anything else fails the
 * build (scripts/prerender.mjs calls serverPolicy).
 */
function reportEndpoint(uri: string): string | null {
  if (uri === '') return null;
  if (/^\/[A-Za-z0-9_/-]+$/.test(uri)) return uri;
  if (!REPORT_ADDRESS.test(uri)) {
    throw new Error(`serverPolicy: cspReportUri ${JSON.stringify(uri)} holds a character nginx or the policy would read (only A–Z a–z 0–9 . _ ~ : / ? = & % -; no $, quotes, spaces, ; or ,)`);
  }
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new Error(`serverPolicy: cspReportUri ${JSON.stringify(uri)} is not an address`);
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hash || !REPORT_ADDRESS.test(url.href)) {
    throw new Error(`serverPolicy: cspReportUri ${JSON.stringify(uri)} must be an https address (or a path, or empty for none)`);
  }
  return url.href;
}

function csp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...unique(sources)].join(' '))
    .join('; ');
}

export function serverPolicy(input: ServerPolicyInput): ServerPolicy {
  const { config, demo } = input;
  const apiOrigins = unique(Object.values(config.apiHosts).map(originOf));
  const parents = unique([...config.parentOrigins, ...(demo || config.allowLoopbackParents ? LOOPBACK_SOURCES : [])]);
  const styleHashes = input.styleHashes.map((hash) => `'${hash}'`);
  const endpoint = reportEndpoint(config.cspReportUri);
  const reportingApi = endpoint?.startsWith('https://') ?? false;
  const base: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...input.scriptHashes.map((hash) => `'${hash}'`)],
    // Inline <style> only by hash: the page's own and the debug console's (vConsole injects its
    // styles as <style> elements). The demo's fake-host panel injects one too: the demo allows
    // inline styles instead (a hash list would switch 'unsafe-inline' off).
    'style-src': demo ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleHashes, ...VCONSOLE_STYLE_HASHES.map((hash) => `'${hash}'`)],
    // For the debug console, on every page: README.md, "`style-src-attr`: the trade-off".
    'style-src-attr': ["'unsafe-inline'"],
    // The one image host list (config.imageHosts), which the JS check reads too (checkImageAddress).
    'img-src': ["'self'", 'data:', ...imageSources(config.imageHosts)],
    'font-src': ["'self'"],
    // 'self': crawlers' page audits (Lighthouse's robots-txt check) fetch /robots.txt from inside
    // the page; the pages themselves call only the API hosts.
    'connect-src': ["'self'", ...apiOrigins],
    // The demo's fake backend is a service worker (Mock Service Worker).
    'worker-src': demo ? ["'self'"] : ["'none'"],
    'manifest-src': ["'self'"],
    'media-src': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // report-uri for every browser; report-to too where the endpoint is https: Chrome then uses
    // the Reporting API only (and ignores report-uri), which delivers to https endpoints only, so
    // the demo's same-origin collector over plain http gets report-uri alone.
    ...(endpoint ? { 'report-uri': [endpoint] } : {}),
    ...(reportingApi ? { 'report-to': [REPORT_GROUP] } : {}),
  };
  const pageCsp = csp({ ...base, 'frame-ancestors': ["'none'"] });
  const framedCsp = csp({ ...base, 'frame-ancestors': parents });
  // The demo's frame page plays the web drive: its own inline script and style, framing the site.
  const rootFileCsp = csp({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });

  const common: Headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // The clipboard stays allowed for the page itself (copy buttons); sensors and devices are off.
  const permissions = [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=()',
    'usb=()',
    'interest-cohort=()',
    'clipboard-read=(self)',
    'clipboard-write=(self)',
  ].join(', ');
  const pageHeaders = (policy: string, framed: boolean): Headers => ({
    ...common,
    'Content-Security-Policy': policy,
    ...(reportingApi ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${endpoint}"` } : {}),
    'Permissions-Policy': permissions,
    ...(framed ? {} : { 'X-Frame-Options': 'DENY' }),
    'Cache-Control': REVALIDATE,
    // The page's language is chosen from the locale cookie, then Accept-Language.
    Vary: 'Cookie, Accept-Language',
  });

  return {
    version: 1,
    demo,
    locales: {
      list: [...LOCALES],
      default: DEFAULT_LOCALE,
      cookie: { read: LOCALE_COOKIE_NAMES.map((name) => ({ name, pattern: cookieEntryPattern(name) })), values: [...LOCALES] },
      rules: acceptLanguageRules(),
      examples: EXAMPLE_HEADERS.map((header): [string, Locale] => [header, localeFromAcceptLanguage(header)]),
    },
    pages: { dir: 'pages', notFound: '404', rootRedirect: '/403' },
    framedRoutes: unique(input.framedRoutes).sort(),
    rootFiles: demo ? ['fake-backend-worker.js', 'mockServiceWorker.js', 'frame-demo.html'] : [],
    hiddenDirs: ['server'],
    assetDir: 'static',
    compressible: ['html', 'js', 'css', 'json', 'svg', 'txt'],
    csp: { page: pageCsp, framedPage: framedCsp, rootFile: rootFileCsp },
    reports: { endpoint, collector: demo && endpoint?.startsWith('/') ? endpoint : null, maxBytes: REPORT_MAX_BYTES },
    headers: {
      common,
      page: pageHeaders(pageCsp, false),
      framedPage: pageHeaders(framedCsp, true),
      asset: { ...common, 'Cache-Control': IMMUTABLE },
      rootFile: { ...common, 'Cache-Control': REVALIDATE },
      missing: { ...common, 'Cache-Control': NO_STORE },
      tls: { 'Strict-Transport-Security': HSTS },
      // The worker gets no page policy: a worker's CSP would govern the requests it passes on.
      byFile: { 'fake-backend-worker.js': { 'Service-Worker-Allowed': '/' }, 'mockServiceWorker.js': { 'Service-Worker-Allowed': '/' }, 'frame-demo.html': { 'Content-Security-Policy': rootFileCsp } },
    },
    cache: { immutable: IMMUTABLE, revalidate: REVALIDATE, missing: NO_STORE },
    methods: ['GET', 'HEAD'],
  };
}

// ---- nginx

/** A value as one nginx string token (double-quoted, `"` and `\` escaped). */
function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

/** The variable headers-tls.conf sets: HSTS on a TLS connection, empty (no header) otherwise. */
const TLS_VARIABLE = '$strict_transport_security';

/**
 * A header set as `add_header`s. Every set ends with the TLS headers (HSTS) through a variable
 * that is empty on plain HTTP, where nginx then adds no header: one set of files for both the
 * plain and the TLS listener, since a location's add_header replaces every inherited one.
 */
function addHeaders(headers: Headers): string {
  return [...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`), `add_header Strict-Transport-Security ${TLS_VARIABLE} always;`].join('\n');
}

const GENERATED = '# Generated by deploy/policy.ts (nginxIncludes) at build time. Do not edit.\n';

/**
 * 3: the locale cookies before Accept-Language, by the page's own rule (src/app-language.ts):
 * for each name in turn (`__Host-locale` first), the value of its first entry in $http_cookie
 * (nginx joins several Cookie headers with `; `), when exactly one of the locale codes. Not
 * `$cookie_<name>`: a variable name cannot hold the `-` of `__Host-locale`, and `$cookie_` reads
 * names case-insensitively and splits at `,` too, which the page does not.
 */
function localeCookieMaps(cookie: ServerPolicy['locales']['cookie']): string[] {
  const lines = [
    '# 3: the locale cookie the page writes when the app names its language comes first: for each',
    `# name in turn (${cookie.read.map((r) => r.name).join(', then ')}), its first entry, when its value is exactly`,
    '# one of the locale codes (case-sensitive); else the next name; else Accept-Language decides.',
  ];
  cookie.read.forEach((read, i) => {
    lines.push(`map $http_cookie $locale_cookie_${i} {`, '    default "";', `    ${quote(`~${read.pattern}`)} $1;`, '}');
  });
  for (let i = cookie.read.length - 1; i >= 0; i -= 1) {
    const target = i === 0 ? '$locale' : `$locale_from_cookie_${i}`;
    const fallback = i === cookie.read.length - 1 ? '$accept_language_locale' : `$locale_from_cookie_${i + 1}`;
    lines.push(`map $locale_cookie_${i} ${target} {`, `    default ${fallback};`, ...cookie.values.map((locale) => `    ${quote(`~^${locale.replace(/[^A-Za-z0-9-]/g, '')}$`)} ${locale};`), '}');
  }
  return lines;
}

/**
 * File name → nginx snippet, written to dist/server/nginx/ and included by deploy/nginx.conf:
 * - http.conf (http level): `$locale` from the locale cookie, then Accept-Language; `$allow`
 *   for the 405 answer;
 * - headers-tls.conf (http level): `$strict_transport_security`, HSTS on TLS connections only;
 * - headers-common.conf, headers-page.conf, headers-asset.conf, headers-missing.conf
 *   (`add_header`s; every location includes its own set, since a location's add_header drops
 *   the inherited ones);
 * - framed-pages.conf (server level): one exact location per framed route, with frame-ancestors
 *   = the parent origins; every other page gets frame-ancestors 'none' in `location /`;
 * - method.conf (server level): 405 for methods other than GET and HEAD (and POST to the demo's
 *   report collector);
 * - root-files.conf (server level): the demo's root files and report collector; empty in production.
 */
export function nginxIncludes(policy: ServerPolicy): Record<string, string> {
  const indent = (text: string) => text.replace(/^(?=.)/gm, '    ');
  const rules = policy.locales.rules;
  const cookie = policy.locales.cookie;
  const collector = policy.reports.collector;
  const http = [
    GENERATED,
    '# The locale of the page: deploy/accept-language.ts (the locale machine\'s table).',
    '# Plain regular expressions (numbered groups and back-references, look-aheads, no named',
    '# groups), so that configuration analysers with a Python-style parser (gixy) read them.',
    '# 1: the deciding tag (first of greatest weight); weights compared with the digit table.',
    `map ${quote(`$http_accept_language${rules.digitTable}`)} $accept_language_tag {`,
    '    default "";',
    `    ${quote(`~*${rules.tagPattern}`)} $1;`,
    '}',
    '# 2: its locale.',
    'map $accept_language_tag $accept_language_locale {',
    `    default ${rules.fallback};`,
    ...rules.rules.map((rule) => `    ${quote(`~*${rule.pattern}`)} ${rule.locale};`),
    '}',
    ...localeCookieMaps(cookie),
    '',
    '# Allow: only on the 405 answer (an empty value adds no header).',
    'map $request_method $allow {',
    ...policy.methods.map((method) => `    ${method} "";`),
    `    default ${quote(policy.methods.join(', '))};`,
    '}',
    '',
    '# 1: a method the server does not answer (405); the demo\'s report collector also takes POST.',
    'map "$request_method $uri" $method_refused {',
    '    default 1;',
    `    ${quote(`~^(${policy.methods.join('|')}) `)} 0;`,
    ...(collector ? [`    ${quote(`POST ${collector}`)} 0;`] : []),
    '}',
    '',
    ...(collector
      ? [
          "# The demo's report collector: 1 for a request from another site (an Origin other than its own).",
          'map "$http_origin|$scheme://$http_host" $report_origin_refused {',
          '    default 1;',
          '    "~^\\|" 0;',
          '    "~^([^|]+)\\|(?:\\1)$" 0;',
          '}',
          '# 1 for a POST whose body is not a violation report (report-uri\'s, or the Reporting API\'s).',
          'map "$request_method|$content_type" $report_type_refused {',
          '    default 1;',
          '    "~^(?:GET|HEAD)\\|" 0;',
          "    # None: the demo's service worker passes reports on in no-cors mode, which drops the type.",
          '    "~^POST\\|$" 0;',
          '    "~*^POST\\|application/(?:csp-report|reports\\+json)[ \\t]*(?:;|$)" 0;',
          '}',
          '',
        ]
      : []),
  ].join('\n');
  const pages = policy.pages.dir;
  const framed = policy.framedRoutes
    .map((path) =>
      [
        `location = ${quote(path)} {`,
        indent(addHeaders(policy.headers.framedPage)),
        `    error_page 404 /${pages}/$locale/${policy.pages.notFound}.html;`,
        `    try_files /${pages}/$locale${path}.html =404;`,
        '}',
      ].join('\n'),
    )
    .join('\n');
  // The demo's report collector: nginx takes the report and keeps nothing (the preview server
  // lists them); a body over maxBytes gets 413 unread, another site's Origin 403, a body that is
  // no report 415, as on the preview server (scripts/serve.mjs, collect).
  const reportCollector = collector
    ? [
        `location = ${quote(collector)} {`,
        indent(addHeaders(policy.headers.missing)),
        `    client_max_body_size ${Math.floor(policy.reports.maxBytes / 1024)}k;`,
        '    if ($report_origin_refused) {',
        '        return 403;',
        '    }',
        '    if ($report_type_refused) {',
        '        return 415;',
        '    }',
        '    return 204;',
        '}',
      ].join('\n')
    : '';
  const rootFiles = policy.rootFiles
    .map((name) =>
      [
        `location = /${name} {`,
        indent(addHeaders({ ...policy.headers.rootFile, ...(policy.headers.byFile[name] ?? {}) })),
        '    try_files $uri @missing;',
        '}',
      ].join('\n'),
    )
    .join('\n');
  // nginx reads a configuration token into a 4 KiB buffer: a longer regular expression fails `nginx -t`.
  for (const rule of [rules.tagPattern, ...rules.rules.map((r) => r.pattern)]) {
    if (quote(rule).length > 4000) throw new Error(`nginxIncludes: a locale rule of ${quote(rule).length} characters is too long for nginx (4096)`);
  }
  return {
    'http.conf': http,
    'headers-common.conf': `${GENERATED}${addHeaders({ ...policy.headers.common, Allow: '$allow' })}\n`,
    'headers-page.conf': `${GENERATED}${addHeaders(policy.headers.page)}\n`,
    'headers-asset.conf': `${GENERATED}${addHeaders(policy.headers.asset)}\n`,
    'headers-missing.conf': `${GENERATED}${addHeaders({ ...policy.headers.missing, Allow: '$allow' })}\n`,
    'headers-tls.conf': [
      GENERATED,
      '# HSTS on a TLS connection (the `listen 443 ssl` variant of deploy/nginx.conf), none on plain',
      '# HTTP: every header set adds Strict-Transport-Security with this value, and nginx adds no',
      '# header whose value is empty. Include at the http level, beside http.conf.',
      `map $https ${TLS_VARIABLE} {`,
      '    default "";',
      `    on ${quote(policy.headers.tls['Strict-Transport-Security'] ?? '')};`,
      '}',
      '',
    ].join('\n'),
    'framed-pages.conf': `${GENERATED}${framed}\n`,
    'method.conf': `${GENERATED}if ($method_refused) {\n    return 405;\n}\n`,
    'root-files.conf': `${GENERATED}${[rootFiles, reportCollector].filter(Boolean).join('\n')}\n`,
  };
}
