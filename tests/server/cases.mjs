// The one request table: request → expected response, run against nginx (deploy/nginx.conf)
// and against the preview server (scripts/serve.mjs) on the same built output by
// scripts/server-table.mjs, so the two cannot drift. Expected values come from the output
// itself (the pre-rendered page files, the asset files, dist/server/policy.json).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Accept-Language → locale, as the locale machine maps it (deploy/accept-language.ts). */
export const LOCALE_CASES = [
  ['ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', 'ko'],
  ['zh-HK,zh;q=0.9', 'zh-TW'],
  ['zh-CN,zh;q=0.9', 'zh-CN'],
  ['zh-Hant-TW', 'zh-TW'],
  ['pt-BR,pt;q=0.9', 'pt'],
  ['ms-MY', 'ms'],
  ['ar', 'ar'],
  ['id-ID,id;q=0.9', 'id'],
  ['es-419', 'es'],
  ['fr', 'en-US'],
  ['fr-FR, ko;q=0.5', 'ko'],
  ['ko;q=0, ar-EG', 'ar'],
  ['en-GB,ko;q=0.9', 'en-US'],
  ['ar;q=0.2, zh-HK;q=0.9', 'zh-TW'],
  ['fr, ko;q=0.3, ar;q=0.5', 'ar'],
  ['ko;q=0.5, ar;q=0.500', 'ko'],
  ['en;q=0.8, ko', 'ko'],
  [undefined, 'en-US'],
  ['*', 'en-US'],
  [`${'x,'.repeat(200)}ko`, 'ko'],
  [`${'x,'.repeat(300)}ko`, 'en-US'],
];

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : entry.isFile() ? [path] : [];
  });
}

/** nginx's ETag for a file: "<mtime in seconds, hex>-<size, hex>". */
function etagOf(path) {
  const stat = statSync(path);
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
}

function vary(...tokens) {
  return tokens;
}

export function serverCases(dist) {
  const policy = JSON.parse(readFileSync(join(dist, 'server', 'policy.json'), 'utf8'));
  const page = (locale, route) => join(dist, policy.pages.dir, locale, `${route.slice(1)}.html`);
  const notFound = (locale) => page(locale, `/${policy.pages.notFound}`);
  const { headers } = policy;
  const absent = (names) => Object.fromEntries(names.map((name) => [name, null]));
  // Plain HTTP: no HSTS on any answer (nginx sends it on its TLS listener only: tlsCases below).
  const noTls = absent(['Strict-Transport-Security']);
  const pageHeaders = { ...headers.page, ...noTls, Vary: undefined, 'Content-Type': 'text/html; charset=utf-8' };
  const framedHeaders = { ...headers.framedPage, Vary: undefined, 'X-Frame-Options': null, 'Content-Type': 'text/html; charset=utf-8' };
  // A plain 404 for what is missing for good: not kept by anyone.
  const missingHeaders = { ...headers.missing, ...noTls, 'Cache-Control': 'no-store', ...absent(['Content-Security-Policy', 'Content-Encoding', 'Accept-Ranges']) };

  const nested = files(join(dist, policy.pages.dir, 'en-US'))
    .map((file) => file.slice(join(dist, policy.pages.dir, 'en-US').length).replace(/\.html$/, ''))
    .filter((route) => route.split('/').length > 2 && !route.endsWith('.gz') && !route.endsWith('.br'))
    .sort()[0];
  const framed = policy.framedRoutes.find((route) => statSync(page('en-US', route), { throwIfNoEntry: false })) ?? null;
  const unframed = '/403';
  const scripts = files(join(dist, policy.assetDir))
    .filter((file) => /\.js$/.test(file) && statSync(`${file}.br`, { throwIfNoEntry: false }) && statSync(`${file}.gz`, { throwIfNoEntry: false }))
    .sort();
  const script = scripts[0];
  const scriptPath = script.slice(dist.length).replace(/\\/g, '/');
  const styles = files(join(dist, policy.assetDir)).filter((file) => /\.css$/.test(file));
  const style = styles[0];
  const assetDirs = [...new Set(files(join(dist, policy.assetDir)).map((file) => file.slice(dist.length).replace(/\\/g, '/').split('/').slice(0, 3).join('/')))];
  const assetHeaders = { ...headers.asset, ...noTls, ...absent(['Content-Security-Policy', 'X-Frame-Options']) };
  const size = (file) => statSync(file).size;

  const cases = [];
  const add = (name, request, expect) => cases.push({ name, request: { method: 'GET', headers: {}, ...request }, expect });

  // Locale per Accept-Language, on a text page.
  for (const [header, locale] of LOCALE_CASES) {
    add(`locale: ${header === undefined ? '(no header)' : JSON.stringify(header.length > 40 ? `${header.slice(0, 20)}…${header.slice(-10)}` : header)} → ${locale}`,
      { path: unframed, headers: header === undefined ? {} : { 'Accept-Language': header } },
      { status: 200, headers: pageHeaders, vary: vary('Accept-Language'), body: page(locale, unframed) });
  }
  // The examples the build computed with the locale machine's table (deploy/accept-language.ts).
  for (const [header, locale] of policy.locales.examples) {
    add(`locale table example ${JSON.stringify(header)} → ${locale}`, { path: unframed, headers: header ? { 'Accept-Language': header } : {} }, { status: 200, body: page(locale, unframed) });
  }
  // The locale cookie the page writes when the app names its language comes first, when it is
  // exactly one of the locale codes: `__Host-locale` (written on https; no other host can set
  // it) before `locale` (plain http), each by its first entry (src/app-language.ts, the page's
  // own rule); anything else leaves the choice to Accept-Language.
  const [hostName, cookieName] = policy.locales.cookie.read.map((read) => read.name);
  add(`${cookieName}=ar cookie and Accept-Language: en-US → the Arabic page`,
    { path: unframed, headers: { Cookie: `${cookieName}=ar`, 'Accept-Language': 'en-US' } },
    { status: 200, headers: pageHeaders, vary: vary('Cookie', 'Accept-Language'), body: page('ar', unframed), contains: [readFileSync(page('ar', unframed), 'utf8').includes(' dir=') ? '<html lang="ar" dir="rtl">' : 'lang="ar"'] });
  for (const [cookie, locale] of [
    [`theme=dark; ${cookieName}=zh-TW; x=1`, 'zh-TW'],
    [`${cookieName}=ko`, 'ko'],
    [`${hostName}=ko`, 'ko'],
    [`a=1;${cookieName}=es`, 'es'],
    // Two locale cookies (another path's or a parent domain's before the page's own): the first
    // entry of a name decides, as the page reads it (issue 32: a page that reads another entry
    // than the server's reloads for ever).
    [`${cookieName}=en-US; ${cookieName}=ko`, 'en-US'],
    [`${cookieName}=zh-CN; ${cookieName}=zh-TW`, 'zh-CN'],
    // The __Host- cookie wins over `locale`, before it or after it.
    [`${cookieName}=en-US; ${hostName}=ko`, 'ko'],
    [`${hostName}=zh-TW; ${cookieName}=en-US`, 'zh-TW'],
    [`${hostName}=es; ${hostName}=ko`, 'es'],
    // A __Host- entry that names no locale leaves the choice to `locale`.
    [`${hostName}=fr; ${cookieName}=ko`, 'ko'],
    [`${hostName.toUpperCase()}=es; ${cookieName}=ko`, 'ko'],
  ]) {
    add(`cookie ${JSON.stringify(cookie)}, Accept-Language ar → ${locale}`, { path: unframed, headers: { Cookie: cookie, 'Accept-Language': 'ar' } }, { status: 200, headers: pageHeaders, vary: vary('Cookie', 'Accept-Language'), body: page(locale, unframed) });
  }
  for (const bogus of [`${cookieName}=fr`, `${cookieName}=AR`, `${cookieName}=ar-EG`, `${cookieName}=`, `${cookieName}=ar ; x=1`, `${cookieName}=ar,ko`, `x${cookieName}=ar`, `${cookieName}=../ar`, `${cookieName}="ar"`, `${cookieName}=${'a'.repeat(300)}`, `${cookieName} = ar`, `${cookieName.toUpperCase()}=ar`, `x=1, ${cookieName}=ar`, `${cookieName}=en; ${cookieName}=ar`, `x${hostName}=ar`, `${hostName}=AR`]) {
    add(`bogus cookie ${JSON.stringify(bogus.length > 40 ? `${bogus.slice(0, 30)}…` : bogus)} → Accept-Language (ko-KR) decides`, { path: unframed, headers: { Cookie: bogus, 'Accept-Language': 'ko-KR' } }, { status: 200, headers: pageHeaders, vary: vary('Cookie', 'Accept-Language'), body: page('ko', unframed) });
  }
  add('the cookie chooses the not-found page’s language too', { path: '/no/such/page', headers: { Cookie: `${cookieName}=ar`, 'Accept-Language': 'en-US' } }, { status: 404, headers: pageHeaders, vary: vary('Cookie', 'Accept-Language'), body: notFound('ar') });
  add('a query does not change the page', { path: `${unframed}?lang=ko&origin=https://mypikpak.com`, headers: { 'Accept-Language': 'ar' } }, { status: 200, headers: pageHeaders, body: page('ar', unframed) });
  if (nested) add(`nested route ${nested} in ko`, { path: nested, headers: { 'Accept-Language': 'ko-KR' } }, { status: 200, headers: pageHeaders, body: page('ko', nested) });
  if (framed) {
    add(`framed route ${framed}: frame-ancestors = parent origins`, { path: framed, headers: { 'Accept-Language': 'zh-HK' } }, { status: 200, headers: framedHeaders, vary: vary('Accept-Language'), body: page('zh-TW', framed), csp: { 'frame-ancestors': policy.csp.framedPage.match(/frame-ancestors ([^;]*)/)[1] } });
    add(`framed route ${framed}/ (trailing slash) is not found`, { path: `${framed}/`, headers: { 'Accept-Language': 'pt-BR' } }, { status: 404, headers: pageHeaders, body: notFound('pt') });
    add(`framed route ${framed} in the cookie's language`, { path: framed, headers: { Cookie: `${cookieName}=ko`, 'Accept-Language': 'en-US' } }, { status: 200, headers: framedHeaders, vary: vary('Cookie', 'Accept-Language'), body: page('ko', framed) });
  }
  add(`unframed route ${unframed}: frame-ancestors 'none'`, { path: unframed }, { status: 200, headers: pageHeaders, csp: { 'frame-ancestors': "'none'", 'object-src': "'none'", 'base-uri': "'none'" } });

  // History fallback: the not-found page in the reader's language, status 404.
  add('unknown route → not-found page in ar, 404', { path: '/no/such/page', headers: { 'Accept-Language': 'ar' } }, { status: 404, headers: pageHeaders, vary: vary('Accept-Language'), body: notFound('ar') });
  add('unknown route, no header → en-US not-found page', { path: '/nothing-here' }, { status: 404, headers: pageHeaders, body: notFound('en-US') });
  add('unknown route with a dot → not-found page', { path: '/robots.txt', headers: { 'Accept-Language': 'ms-MY' } }, { status: 404, headers: pageHeaders, body: notFound('ms') });
  add(`${unframed}/ (trailing slash) → not-found page`, { path: `${unframed}/`, headers: { 'Accept-Language': 'ko' } }, { status: 404, headers: pageHeaders, body: notFound('ko') });
  add('the single-page shell is not served', { path: '/index.html' }, { status: 404, headers: pageHeaders, body: notFound('en-US') });
  add('pages are reached by route only', { path: `/${policy.pages.dir}/en-US${unframed}.html` }, { status: 404 });
  add('the server policy is never served (no-store)', { path: '/server/policy.json' }, { status: 404, headers: missingHeaders });
  add('the server directory is never served (no-store)', { path: '/server/' }, { status: 404, headers: missingHeaders });
  add('a path climbing back into server/ is not found', { path: `/${policy.assetDir}/../server/policy.json` }, { status: 404, headers: missingHeaders });

  // The root only redirects, keeping the query.
  add('/ → 302 /403', { path: '/' }, { status: 302, headers: { Location: policy.pages.rootRedirect, 'Cache-Control': headers.page['Cache-Control'], 'X-Content-Type-Options': 'nosniff' } });
  add('/?a=1&b=2 → 302 /403?a=1&b=2', { path: '/?a=1&b=2' }, { status: 302, headers: { Location: `${policy.pages.rootRedirect}?a=1&b=2` } });

  // Assets.
  add('hashed script, brotli: immutable for a year', { path: scriptPath, headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, { status: 200, headers: { ...assetHeaders, 'Content-Type': 'application/javascript; charset=utf-8', 'Content-Encoding': 'br' }, vary: vary('Accept-Encoding'), body: script, encoding: 'br' });
  add('hashed script, gzip', { path: scriptPath, headers: { 'Accept-Encoding': 'gzip' } }, { status: 200, headers: { ...assetHeaders, 'Content-Encoding': 'gzip' }, vary: vary('Accept-Encoding'), body: script, encoding: 'gzip' });
  add('hashed script, no encoding accepted', { path: scriptPath }, { status: 200, headers: { ...assetHeaders, 'Content-Encoding': null }, vary: vary('Accept-Encoding'), body: script });
  add('hashed script, br refused with q=0', { path: scriptPath, headers: { 'Accept-Encoding': 'br;q=0, gzip' } }, { status: 200, headers: { 'Content-Encoding': 'gzip' }, body: script, encoding: 'gzip' });
  if (style) add('hashed stylesheet', { path: style.slice(dist.length).replace(/\\/g, '/'), headers: { 'Accept-Encoding': 'br' } }, { status: 200, headers: { ...assetHeaders, 'Content-Type': 'text/css; charset=utf-8', 'Content-Encoding': 'br' }, body: style, encoding: 'br' });
  add('page, brotli', { path: unframed, headers: { 'Accept-Encoding': 'br', 'Accept-Language': 'ko' } }, { status: 200, headers: { ...pageHeaders, 'Content-Encoding': 'br' }, vary: vary('Accept-Language', 'Accept-Encoding'), body: page('ko', unframed), encoding: 'br' });
  add('page, gzip', { path: unframed, headers: { 'Accept-Encoding': 'gzip', 'Accept-Language': 'ar' } }, { status: 200, headers: { ...pageHeaders, 'Content-Encoding': 'gzip' }, vary: vary('Accept-Language', 'Accept-Encoding'), body: page('ar', unframed), encoding: 'gzip' });
  add('not-found page, brotli', { path: '/missing-page', headers: { 'Accept-Encoding': 'br', 'Accept-Language': 'zh-CN' } }, { status: 404, headers: { ...pageHeaders, 'Content-Encoding': 'br' }, body: notFound('zh-CN'), encoding: 'br' });
  add('missing hashed asset → plain 404, no-store (a CDN keeps nothing during a rolling deploy)', { path: `/${policy.assetDir}/js/missing.0123abcd.js` }, { status: 404, headers: missingHeaders, notBody: notFound('en-US') });
  add('missing asset with a page-like name → plain 404, no-store', { path: `/${policy.assetDir}/js/403` }, { status: 404, headers: missingHeaders });
  add(`/${policy.assetDir}/ (directory) → 404, no-store`, { path: `/${policy.assetDir}/` }, { status: 404, headers: missingHeaders });
  for (const dir of assetDirs.filter((d) => !d.includes('.')).slice(0, 2)) {
    add(`${dir}/ (directory) → 404, no-store`, { path: `${dir}/` }, { status: 404, headers: missingHeaders });
    add(`${dir} (directory, no slash) → 404, no-store`, { path: dir }, { status: 404, headers: missingHeaders });
  }

  // Byte ranges: one at most (nginx's max_ranges 1), on a file sent whole, never on a .br/.gz copy.
  const scriptSize = size(script);
  add('one range of a script → 206 with that range', { path: scriptPath, headers: { Range: 'bytes=0-99' } }, { status: 206, headers: { ...assetHeaders, 'Content-Range': `bytes 0-99/${scriptSize}`, 'Content-Length': '100', 'Accept-Ranges': null }, body: script, range: [0, 100] });
  add('a suffix range of a page → 206', { path: unframed, headers: { Range: 'bytes=-10', 'Accept-Language': 'ko' } }, { status: 206, headers: { ...pageHeaders, 'Content-Range': `bytes ${size(page('ko', unframed)) - 10}-${size(page('ko', unframed)) - 1}/${size(page('ko', unframed))}` }, body: page('ko', unframed), range: [size(page('ko', unframed)) - 10, size(page('ko', unframed))] });
  const overlapping = `bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${scriptSize - 1}`).join(',')}`;
  add('200 overlapping ranges → the whole file once (200), not a multipart answer 28 times its size', { path: scriptPath, headers: { Range: overlapping } }, { status: 200, headers: { ...assetHeaders, 'Accept-Ranges': 'bytes', 'Content-Range': null, 'Content-Length': String(scriptSize) }, body: script });
  add('two ranges → the whole file (200)', { path: unframed, headers: { Range: 'bytes=0-0,2-2' } }, { status: 200, headers: { 'Accept-Ranges': 'bytes', 'Content-Range': null }, body: page('en-US', unframed) });
  add('a range past the end → 416', { path: scriptPath, headers: { Range: `bytes=${scriptSize}-` } }, { status: 416, headers: { 'Content-Range': `bytes */${scriptSize}`, ETag: null } });
  add('a malformed range → 416', { path: scriptPath, headers: { Range: 'bytes=x-y' } }, { status: 416, headers: { 'Content-Range': `bytes */${scriptSize}` } });
  add('a range on the brotli copy is ignored (200, whole)', { path: scriptPath, headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'br' } }, { status: 200, headers: { 'Content-Encoding': 'br', 'Content-Range': null, 'Accept-Ranges': null }, body: script, encoding: 'br' });
  add('a range with another If-Range → the whole file', { path: scriptPath, headers: { Range: 'bytes=0-9', 'If-Range': '"0-0"' } }, { status: 200, headers: { 'Accept-Ranges': 'bytes', 'Content-Range': null }, body: script });
  add('a range with the file’s own If-Range → 206', { path: scriptPath, headers: { Range: 'bytes=0-9', 'If-Range': etagOf(script) } }, { status: 206, headers: { 'Content-Range': `bytes 0-9/${scriptSize}` }, body: script, range: [0, 10] });
  add('no range on a missing file', { path: `/${policy.assetDir}/js/missing.0123abcd.js`, headers: { Range: 'bytes=0-9' } }, { status: 404, headers: missingHeaders });

  // Revalidation of HTML.
  add('page revalidated: If-None-Match → 304', { path: unframed, headers: { 'Accept-Language': 'es-ES', 'If-None-Match': etagOf(page('es', unframed)) } }, { status: 304, headers: { 'Cache-Control': 'no-cache', ETag: etagOf(page('es', unframed)) } });
  // No revalidation confirms another locale's copy (issue 32): zh-CN's and zh-TW's copies of a
  // route may be of one size, and were written in the same second.
  const lastModifiedOf = (path) => new Date(Math.floor(statSync(path).mtimeMs / 1000) * 1000).toUTCString();
  for (const [asked, other] of [['zh-TW', 'zh-CN'], ['zh-CN', 'zh-TW'], ['ms', 'id'], ['es', 'pt']]) {
    for (const encoding of ['', '.br', '.gz']) {
      const file = `${page(other, unframed)}${encoding}`;
      const named = encoding === '.br' ? 'br' : encoding === '.gz' ? 'gzip' : null;
      add(`${asked} revalidated with ${other}'s validators${named ? ` (${named})` : ''} → 200 with ${asked}'s page`,
        { path: unframed, headers: { Cookie: `${cookieName}=${asked}`, ...(named ? { 'Accept-Encoding': named } : {}), 'If-None-Match': etagOf(file), 'If-Modified-Since': lastModifiedOf(file) } },
        { status: 200, body: page(asked, unframed), ...(named ? { encoding: named } : {}) });
      add(`${asked} revalidated by ${other}'s Last-Modified alone${named ? ` (${named})` : ''} → 200`,
        { path: unframed, headers: { Cookie: `${cookieName}=${asked}`, ...(named ? { 'Accept-Encoding': named } : {}), 'If-Modified-Since': lastModifiedOf(file) } },
        { status: 200, body: page(asked, unframed), ...(named ? { encoding: named } : {}) });
    }
  }
  for (const route of [unframed, `/${policy.pages.notFound}`]) {
    const validators = policy.locales.list.map((locale) => `${etagOf(page(locale, route))} ${lastModifiedOf(page(locale, route))}`);
    if (new Set(validators.map((v) => v.split(' ')[0])).size !== validators.length || new Set(validators.map((v) => v.slice(v.indexOf(' ')))).size !== validators.length) {
      add(`the nine locales' copies of ${route} have ETags and Last-Modified of their own (scripts/page-times.mjs; deploy copying modification times)`, { path: route }, { status: -1 });
    }
  }
  add('page, other ETag → 200', { path: unframed, headers: { 'Accept-Language': 'es-ES', 'If-None-Match': '"0-0"' } }, { status: 200, headers: { ETag: etagOf(page('es', unframed)) }, body: page('es', unframed) });

  // Methods.
  add(`HEAD ${unframed}: headers, no body`, { method: 'HEAD', path: unframed, headers: { 'Accept-Language': 'ko-KR' } }, { status: 200, headers: { ...pageHeaders, 'Content-Length': String(statSync(page('ko', unframed)).size), 'Accept-Ranges': 'bytes' }, emptyBody: true });
  for (const [method, path] of [['POST', unframed], ['PUT', '/'], ['DELETE', scriptPath], ['OPTIONS', unframed], ['PATCH', '/no/such/page'], ['TRACE', unframed], ['PROPFIND', unframed]]) {
    add(`${method} ${path.length > 30 ? `${path.slice(0, 27)}…` : path} → 405`, { method, path }, { status: 405, headers: { ...headers.common, Allow: policy.methods.join(', ') } });
  }
  // CSP violation reports: the demo's collector takes a POST (204, nothing kept by a CDN); production has none.
  const collector = policy.reports.collector;
  const report = JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/403', 'effective-directive': 'img-src', 'blocked-uri': 'https://evil.example' } });
  const reportHeaders = { 'Content-Type': 'application/csp-report' };
  if (collector) {
    add('demo: a CSP violation report is taken (204, no-store)', { method: 'POST', path: collector, headers: reportHeaders, body: report }, { status: 204, headers: { ...headers.missing, Allow: null, 'Content-Security-Policy': null }, emptyBody: true });
    // Issue 32: no other content type, no other site, nothing over maxBytes (refused unread).
    add('demo: a Reporting API batch is taken (204)', { method: 'POST', path: collector, headers: { 'Content-Type': 'application/reports+json' }, body: JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'http://x/403', effectiveDirective: 'img-src', blockedURL: 'https://evil.example' } }]) }, { status: 204 });
    for (const type of ['text/plain', 'application/json', 'multipart/form-data; boundary=x', 'application/csp-reportx']) {
      add(`demo: a ${type} body at the collector → 415`, { method: 'POST', path: collector, headers: { 'Content-Type': type }, body: report }, { status: 415, headers: { 'Cache-Control': 'no-store' } });
    }
    add('demo: a POST with no content type (as the demo’s service worker passes a report on) → 204', { method: 'POST', path: collector, headers: {}, body: report }, { status: 204 });
    add('demo: a report from another site (Origin) → 403', { method: 'POST', path: collector, headers: { ...reportHeaders, Origin: 'https://evil.example' }, body: report }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
    add(`demo: a report body over ${policy.reports.maxBytes} bytes → 413`, { method: 'POST', path: collector, headers: reportHeaders, body: 'x'.repeat(policy.reports.maxBytes + 1) }, { status: 413 });
    add('demo: the collector takes no other method', { method: 'PUT', path: collector, headers: reportHeaders, body: report }, { status: 405, headers: { ...headers.common, Allow: policy.methods.join(', ') } });
    add('demo: POST beside the collector → 405', { method: 'POST', path: `${collector}/x`, headers: reportHeaders, body: report }, { status: 405, headers: { ...headers.common, Allow: policy.methods.join(', ') } });
  } else {
    add('production: no report collector (POST → 405)', { method: 'POST', path: '/__csp-reports', headers: reportHeaders, body: report }, { status: 405, headers: { ...headers.common, Allow: policy.methods.join(', ') } });
  }

  // Requests that must not hurt the server.
  add('/% (malformed escape) → 400', { path: '/%' }, { status: 400 });
  add('/%zz → 400', { path: '/%zz' }, { status: 400 });
  add(`${unframed}%` + ' → 400', { path: `${unframed}%` }, { status: 400 });
  add('escaped traversal above the root → 400', { path: '/..%2f..%2f..%2fetc%2fpasswd' }, { status: 400 });
  add('traversal above the root → 400', { path: '/static/../../etc/passwd' }, { status: 400 });
  add('escaped page path is the page', { path: '/%34%30%33', headers: { 'Accept-Language': 'ko' } }, { status: 200, body: page('ko', unframed) });
  add('double slashes are merged', { path: `//${unframed.slice(1)}`, headers: { 'Accept-Language': 'ko' } }, { status: 200, body: page('ko', unframed) });
  add('still serving after the bad requests', { path: unframed, headers: { 'Accept-Language': 'ar' } }, { status: 200, body: page('ar', unframed) });

  // The demo's root files, or their absence in production.
  if (policy.rootFiles.includes('mockServiceWorker.js')) {
    add('demo: mock service worker, Service-Worker-Allowed: /', { path: '/mockServiceWorker.js' }, { status: 200, headers: { ...headers.rootFile, 'Service-Worker-Allowed': '/', 'Content-Security-Policy': null, 'Content-Type': 'application/javascript; charset=utf-8' }, body: join(dist, 'mockServiceWorker.js') });
  } else {
    add('production: no mock service worker', { path: '/mockServiceWorker.js' }, { status: 404, headers: { 'Service-Worker-Allowed': null } });
  }
  if (policy.rootFiles.includes('frame-demo.html')) {
    add('demo: frame page, its own policy', { path: '/frame-demo.html' }, { status: 200, headers: { ...headers.rootFile, 'Content-Security-Policy': policy.csp.rootFile }, body: join(dist, 'frame-demo.html') });
  } else {
    add('production: no frame demo', { path: '/frame-demo.html' }, { status: 404, headers: pageHeaders, body: notFound('en-US') });
  }
  return cases;
}

/**
 * The TLS variant of deploy/nginx.conf (its `listen 443 ssl` lines uncommented): nginx only,
 * over https. Every kind of answer carries HSTS; the same requests over plain HTTP carry none
 * (the `Strict-Transport-Security: null` expectations of serverCases).
 */
export function tlsCases(dist) {
  const policy = JSON.parse(readFileSync(join(dist, 'server', 'policy.json'), 'utf8'));
  const hsts = policy.headers.tls['Strict-Transport-Security'];
  const script = files(join(dist, policy.assetDir)).filter((file) => /\.js$/.test(file)).sort()[0];
  const framed = policy.framedRoutes[0] ?? '/403';
  const cases = [];
  const add = (name, request, expect) => cases.push({ name: `TLS: ${name}`, request: { method: 'GET', headers: {}, ...request }, expect: { ...expect, headers: { 'Strict-Transport-Security': hsts, ...expect.headers } } });
  add('page', { path: '/403', headers: { Cookie: `${policy.locales.cookie.read[0].name}=ar` } }, { status: 200, headers: { 'Content-Security-Policy': policy.csp.page }, body: join(dist, policy.pages.dir, 'ar', '403.html') });
  add('framed page', { path: framed }, { status: 200, headers: { 'Content-Security-Policy': policy.csp.framedPage } });
  add('not-found page', { path: '/no-such-page' }, { status: 404 });
  add('root redirect', { path: '/' }, { status: 302 });
  add('hashed asset', { path: script.slice(dist.length).replace(/\\/g, '/') }, { status: 200, headers: { 'Cache-Control': policy.cache.immutable } });
  add('missing asset', { path: `/${policy.assetDir}/js/missing.0123abcd.js` }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  add('hidden directory', { path: '/server/policy.json' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  add('method not allowed', { method: 'POST', path: '/403' }, { status: 405, headers: { Allow: policy.methods.join(', ') } });
  return cases;
}
