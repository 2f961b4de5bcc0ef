// The preview server: serves a built output (`PORT=… npm run preview`, the browser tests, the
// budget and screenshot scripts) exactly as deploy/nginx.conf does in production, from the
// policy the build wrote to <dist>/server/policy.json (deploy/policy.ts): the pre-rendered page
// of the reader's language (the locale cookie, `__Host-locale` then `locale`, when it names one of the locales, else
// Accept-Language through the same generated rules as nginx's maps), the not-found page in
// that language with status 404 for unknown paths, a real 404 (no-store) for a missing asset
// or a directory, the precompressed .br/.gz files, one byte range at most (nginx's
// `max_ranges 1`), the cache rules and every security header. tests/server/ checks it against
// nginx with one request table.
// It never throws on a request: a malformed one gets 400, an unknown method 405.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

// As Debian's /etc/nginx/mime.types, with the charset nginx.conf adds (charset_types).
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/octet-stream',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const STATUS_BODY = {
  302: '<html>\r\n<head><title>302 Found</title></head>\r\n<body>\r\n<center><h1>302 Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  400: '<html>\r\n<head><title>400 Bad Request</title></head>\r\n<body>\r\n<center><h1>400 Bad Request</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  416: '<html>\r\n<head><title>416 Requested Range Not Satisfiable</title></head>\r\n<body>\r\n<center><h1>416 Requested Range Not Satisfiable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  404: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  405: '<html>\r\n<head><title>405 Not Allowed</title></head>\r\n<body>\r\n<center><h1>405 Not Allowed</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  403: '<html>\r\n<head><title>403 Forbidden</title></head>\r\n<body>\r\n<center><h1>403 Forbidden</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  413: '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  415: '<html>\r\n<head><title>415 Unsupported Media Type</title></head>\r\n<body>\r\n<center><h1>415 Unsupported Media Type</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
};

/**
 * The request path as nginx sees it ($uri): percent-decoded, `//` merged, `.` and `..`
 * resolved. null for what nginx refuses with 400 (bad escapes, NUL, climbing above the root).
 */
export function normalisePath(rawPath) {
  if (!rawPath.startsWith('/')) return null;
  let bytes;
  try {
    if (/%(?![0-9A-Fa-f]{2})/.test(rawPath)) return null;
    bytes = Buffer.from(rawPath.replace(/%([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  } catch {
    return null;
  }
  if (bytes.includes(0)) return null;
  const decoded = bytes.toString('utf8');
  const out = [];
  const parts = decoded.split('/');
  for (let i = 1; i < parts.length; i += 1) {
    const part = parts[i];
    const last = i === parts.length - 1;
    if (part === '' && !last) continue;
    if (part === '.') {
      if (last) out.push('');
      continue;
    }
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
      if (last) out.push('');
      continue;
    }
    out.push(part);
  }
  return `/${out.join('/')}`;
}

/** nginx's two Accept-Language maps: the deciding tag of the header, then the first rule that matches it. */
function localeOf(reading, header) {
  const value = typeof header === 'string' ? header : '';
  const tag = reading.tag.exec(value + reading.digitTable)?.[1] ?? '';
  for (const rule of reading.rules) if (rule.re.test(tag)) return rule.locale;
  return reading.fallback;
}

/**
 * nginx's range filter with `max_ranges 1` on a file of `size` bytes (ngx_http_range_parse):
 * { start, end } (end exclusive) for one satisfiable range; 'unsatisfiable' (416) for a
 * malformed header or ranges that all start past the end; null to send the whole file (no
 * `bytes=` header, several ranges, or a range from 0 that is empty).
 */
export function rangeOf(header, size) {
  if (typeof header !== 'string' || header.length < 7 || header.slice(0, 6).toLowerCase() !== 'bytes=') return null;
  const text = `${header.slice(6)}\0`;
  const digit = (c) => c >= '0' && c <= '9';
  let p = 0;
  let ranges = 1;
  const found = [];
  let total = 0n;
  const max = 2n ** 63n - 1n;
  const length = BigInt(size);
  for (;;) {
    let start = 0n;
    let end = 0n;
    let suffix = false;
    let open = false;
    while (text[p] === ' ') p += 1;
    if (text[p] !== '-') {
      if (!digit(text[p])) return 'unsatisfiable';
      while (digit(text[p])) {
        start = start * 10n + BigInt(text[p++]);
        if (start > max) return 'unsatisfiable';
      }
      while (text[p] === ' ') p += 1;
      if (text[p++] !== '-') return 'unsatisfiable';
      while (text[p] === ' ') p += 1;
      if (text[p] === ',' || text[p] === '\0') {
        end = length;
        open = true;
      }
    } else {
      suffix = true;
      p += 1;
    }
    if (!open) {
      if (!digit(text[p])) return 'unsatisfiable';
      while (digit(text[p])) {
        end = end * 10n + BigInt(text[p++]);
        if (end > max) return 'unsatisfiable';
      }
      while (text[p] === ' ') p += 1;
      if (text[p] !== ',' && text[p] !== '\0') return 'unsatisfiable';
      if (suffix) {
        start = end < length ? length - end : 0n;
        end = length - 1n;
      }
      end = end >= length ? length : end + 1n;
    }
    if (start < end) {
      found.push({ start, end });
      total += end - start;
      if (ranges-- === 0) return null;
    } else if (start === 0n) {
      return null;
    }
    if (text[p++] !== ',') break;
  }
  if (found.length === 0) return 'unsatisfiable';
  if (total > length) return null;
  return { start: Number(found[0].start), end: Number(found[0].end) };
}

function acceptsEncoding(header, token) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (name.toLowerCase() !== token) return false;
    return !params.some((p) => /^q=0(\.0{0,3})?$/i.test(p));
  });
}

function fileStat(path) {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** The legacy single-page output (no pre-rendered pages yet): history fallback to index.html. */
function legacyPolicy() {
  const common = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
  return { legacy: true, locales: { default: 'en-US', rules: {} }, methods: ['GET', 'HEAD'], headers: { common, asset: { ...common, 'Cache-Control': 'public, max-age=31536000, immutable' }, page: { ...common, 'Cache-Control': 'no-cache' }, byFile: { 'mockServiceWorker.js': { 'Service-Worker-Allowed': '/' } } } };
}

export function loadPolicy(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'server', 'policy.json'), 'utf8'));
  } catch {
    return null;
  }
}

const REPORTS_KEPT = 200;
/** The report bodies browsers send (report-uri; the Reporting API). */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * A text from a report as the server log may show it: every control character (C0, DEL, C1:
 * newlines, ANSI escapes), the line and paragraph separators and the bidirectional controls
 * written as `\u{…}`, and `\` doubled, so that a report can neither start a line of its own
 * nor colour or rewrite the terminal.
 */
export function forLog(text) {
  const escaped = (c) => `\\u{${c.charCodeAt(0).toString(16)}}`;
  // Built from its code points: the pattern names the control characters it escapes.
  const unsafe = new RegExp(`[${['0000-001f', '007f-009f', '061c', '200e', '200f', '2028', '2029', '202a-202e', '2066-2069'].map((range) => range.split('-').map((code) => `\\u${code}`).join('-')).join('')}]`, 'g');
  return String(text).replace(/\\/g, '\\\\').replace(unsafe, escaped);
}

/**
 * An address from a report without its query and fragment (issue 32: gift and invitation
 * codes arrive in `?code=`): what the collector keeps of the page and of what was blocked.
 */
export function withoutQuery(address) {
  const cut = address.search(/[?#]/);
  return cut === -1 ? address : address.slice(0, cut);
}

/** The violations in a report body, in one shape; anything unreadable is no report. Addresses lose their query. */
export function reportsIn(body) {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const text = (value) => (typeof value === 'string' ? value.slice(0, 500) : '');
  const address = (value) => (typeof value === 'string' ? withoutQuery(value).slice(0, 500) : '');
  const one = (r, via) => (r && typeof r === 'object' ? { via, page: address(r['document-uri'] ?? r.documentURL), directive: text(r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive']), blocked: address(r['blocked-uri'] ?? r.blockedURL) } : null);
  // report-uri: {"csp-report": {...}}; Reporting API: [{type: "csp-violation", body: {...}}, ...]
  const found = Array.isArray(parsed) ? parsed.filter((r) => r?.type === 'csp-violation').map((r) => one(r.body, 'report-to')) : [one(parsed?.['csp-report'], 'report-uri')];
  return found.filter((r) => r !== null);
}

export function createHandler(dir) {
  const root = resolve(dir);
  const policy = loadPolicy(root) ?? legacyPolicy();
  if (policy.legacy) console.warn(`serve: no ${join(dir, 'server', 'policy.json')}; serving ${dir} as a single-page output without the server policy`);
  const generated = policy.locales.rules;
  const cookie = policy.locales.cookie ?? { read: [], values: [] };
  const cookieReads = (cookie.read ?? []).map((read) => new RegExp(read.pattern));
  const reading = {
    tag: new RegExp(generated.tagPattern ?? '(?!)', 'i'),
    digitTable: generated.digitTable ?? '',
    rules: (generated.rules ?? []).map((rule) => ({ locale: rule.locale, re: new RegExp(rule.pattern, 'i') })),
    fallback: generated.fallback ?? policy.locales.default,
  };
  const allow = policy.methods.join(', ');
  for (const [header, locale] of policy.locales.examples ?? []) {
    const read = localeOf(reading, header);
    if (read !== locale) throw new Error(`serve: the locale rules of ${dir}/server/policy.json read ${JSON.stringify(header)} as ${read}, the locale table says ${locale}`);
  }
  /**
   * nginx's cookie maps: for each name in turn (`__Host-locale`, then `locale`), the first entry
   * of the Cookie headers joined with `; ` (as nginx's $http_cookie) when it is exactly one of
   * the locales; else Accept-Language.
   */
  const requestLocale = (req) => {
    const header = (req.headersDistinct?.cookie ?? []).join('; ');
    for (const read of cookieReads) {
      const value = read.exec(header)?.[1];
      if (value !== undefined && cookie.values.includes(value)) return value;
    }
    return localeOf(reading, req.headers['accept-language']);
  };
  const missing = policy.headers.missing ?? policy.headers.common;
  const collector = policy.reports?.collector ?? null;
  /** The demo's violation reports, newest last (at most REPORTS_KEPT). */
  const reports = [];

  /**
   * The demo's report collector: POST a report (report-uri's application/csp-report or the
   * Reporting API's application/reports+json) → 204, nginx's answer too; GET → the reports
   * kept, as JSON (preview server only: nginx keeps nothing). As nginx's generated location
   * (deploy/policy.ts): a body over policy.reports.maxBytes → 413 (read no further), another
   * site's Origin → 403, another content type → 415 (none is taken: see below). What is logged
   * is escaped (forLog).
   */
  function collect(req, res) {
    const limit = policy.reports?.maxBytes ?? 64 * 1024;
    const declared = Number(req.headers['content-length'] ?? 0);
    // The answer, then the connection closed: the rest of the body is never read.
    const refuse = (status) => {
      req.pause();
      res.on('finish', () => req.socket.destroySoon());
      send(req, res, status, { ...missing, 'Content-Type': 'text/html; charset=utf-8', Connection: 'close' }, STATUS_BODY[status]);
    };
    if (req.method === 'POST' && declared > limit) return refuse(413);
    const origin = req.headers.origin;
    // The preview server speaks plain http only.
    if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) return refuse(403);
    if (req.method === 'GET') return send(req, res, 200, { ...missing, 'Content-Type': 'application/json' }, JSON.stringify(reports));
    // None at all is taken too: the demo's own service worker (mocks/) passes a report on in
    // no-cors mode, which drops a Content-Type that is not CORS-safelisted.
    const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== '' && !REPORT_TYPES.includes(type)) return refuse(415);
    const chunks = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        if (!over) {
          req.removeAllListeners('data');
          refuse(413);
        }
        over = true;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (over) return;
      for (const report of reportsIn(Buffer.concat(chunks).toString('utf8'))) {
        reports.push(report);
        console.warn(`serve: CSP violation: ${forLog(report.directive)} blocked ${forLog(report.blocked)} on ${forLog(report.page)}`);
      }
      reports.splice(0, Math.max(0, reports.length - REPORTS_KEPT));
      send(req, res, 204, missing, '');
    });
    req.on('error', () => res.destroy());
  }

  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error('serve: request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end();
    }
  };

  function send(req, res, status, headers, body) {
    const buffer = typeof body === 'string' ? Buffer.from(body) : body;
    const all = { ...headers, 'Content-Length': String(buffer.length) };
    // An empty value is no header (nginx's add_header with an empty value adds none).
    res.writeHead(status, Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')));
    res.end(req.method === 'HEAD' ? undefined : buffer);
  }

  function error(req, res, status, headers) {
    send(req, res, status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, STATUS_BODY[status] ?? '');
  }

  /** A file as nginx's static, gzip_static and brotli_static handlers send it. */
  function sendFile(req, res, status, file, headers) {
    const stat = fileStat(file);
    if (!stat) return false;
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let served = file;
    let servedStat = stat;
    const extra = {};
    const ae = req.headers['accept-encoding'];
    const br = fileStat(`${file}.br`);
    const gz = fileStat(`${file}.gz`);
    if (br && acceptsEncoding(ae, 'br')) {
      [served, servedStat, extra['Content-Encoding']] = [`${file}.br`, br, 'br'];
    } else if (gz && acceptsEncoding(ae, 'gzip')) {
      [served, servedStat, extra['Content-Encoding']] = [`${file}.gz`, gz, 'gzip'];
    }
    const vary = [headers.Vary, br || gz ? 'Accept-Encoding' : ''].filter(Boolean).join(', ');
    const etag = `"${Math.floor(servedStat.mtimeMs / 1000).toString(16)}-${servedStat.size.toString(16)}"`;
    const lastModified = new Date(Math.floor(servedStat.mtimeMs / 1000) * 1000).toUTCString();
    const all = { ...headers, ...extra, Vary: vary, 'Content-Type': type, 'Last-Modified': lastModified, ETag: etag };
    if (status === 200 && (req.headers['if-none-match'] === etag || (req.headers['if-none-match'] === undefined && req.headers['if-modified-since'] === lastModified))) {
      const notModified = { ...all };
      delete notModified['Content-Type'];
      res.writeHead(304, Object.fromEntries(Object.entries(notModified).filter(([, value]) => value !== '')));
      res.end();
      return true;
    }
    // As nginx: an error page keeps its ETag but loses Last-Modified.
    if (status !== 200) delete all['Last-Modified'];
    // nginx's range filter (max_ranges 1) on a file it sends whole; never on a precompressed copy.
    if (status === 200 && !extra['Content-Encoding']) {
      const range = ranged(req, servedStat.size, etag, lastModified);
      if (range === 'unsatisfiable') {
        // nginx's 416: its error page, no validators, and the location's add_header set twice
        // (once for the file, once for the error page), as nginx 1.22 sends it.
        const twice = Object.fromEntries(Object.entries(headers).filter(([name, value]) => name !== 'Vary' && value !== '').map(([name, value]) => [name, [value, value]]));
        const varies = [br || gz ? 'Accept-Encoding' : '', headers.Vary ?? '', headers.Vary ?? ''].filter(Boolean);
        send(req, res, 416, { ...twice, ...(varies.length > 0 ? { Vary: varies } : {}), 'Content-Type': 'text/html; charset=utf-8', 'Content-Range': `bytes */${servedStat.size}` }, STATUS_BODY[416]);
        return true;
      }
      if (range) {
        const body = readFileSync(served).subarray(range.start, range.end);
        send(req, res, 206, { ...all, 'Content-Range': `bytes ${range.start}-${range.end - 1}/${servedStat.size}` }, body);
        return true;
      }
      all['Accept-Ranges'] = 'bytes';
    }
    send(req, res, status, all, readFileSync(served));
    return true;
  }

  /** The range to send, as nginx decides with `max_ranges 1` (If-Range compared with the file's validators). */
  function ranged(req, size, etag, lastModified) {
    const header = req.headersDistinct?.range?.[0];
    if (typeof header !== 'string' || header.length < 7 || header.slice(0, 6).toLowerCase() !== 'bytes=') return null;
    const ifRange = req.headersDistinct?.['if-range']?.[0];
    if (ifRange !== undefined) {
      if (ifRange.length >= 2 && ifRange.endsWith('"')) {
        if (ifRange !== etag) return null;
      } else if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(ifRange) || Date.parse(ifRange) !== Date.parse(lastModified)) {
        // nginx compares an HTTP date with the file's time (this reads the usual RFC 1123 form only).
        return null;
      }
    }
    return rangeOf(header, size);
  }

  function handle(req, res) {
    const common = policy.headers.common;
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    // As nginx: the path ends at '?' or at a fragment mark.
    const rawPath = (queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)).split('#')[0];
    const query = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
    const path = normalisePath(rawPath);
    if (path === null) return error(req, res, 400, {});
    if (collector !== null && path === collector && (req.method === 'POST' || req.method === 'GET')) return collect(req, res);
    if (!policy.methods.includes(req.method ?? '')) return error(req, res, 405, { ...common, Allow: allow });

    if (policy.legacy) return legacy(req, res, path);

    const locale = requestLocale(req);
    const pages = join(root, policy.pages.dir);
    const notFound = () => {
      if (!sendFile(req, res, 404, join(pages, locale, `${policy.pages.notFound}.html`), policy.headers.page)) error(req, res, 404, policy.headers.page);
    };

    if (path === '/') {
      return send(req, res, 302, { ...policy.headers.page, Location: `${policy.pages.rootRedirect}${query ? `?${query}` : ''}`, 'Content-Type': 'text/html' }, STATUS_BODY[302]);
    }
    const assetPrefix = `/${policy.assetDir}/`;
    if (path.startsWith(assetPrefix)) {
      if (path.endsWith('/') || !sendFile(req, res, 200, join(root, ...path.split('/')), policy.headers.asset)) error(req, res, 404, missing);
      return;
    }
    if (policy.hiddenDirs.some((hidden) => path.startsWith(`/${hidden}/`))) return error(req, res, 404, missing);
    if (path.startsWith(`/${policy.pages.dir}/`)) return error(req, res, 404, policy.headers.page);
    if (policy.framedRoutes.includes(path)) {
      if (!sendFile(req, res, 200, join(pages, locale, `${path.slice(1)}.html`), policy.headers.framedPage)) notFound();
      return;
    }
    const rootFile = policy.rootFiles.find((name) => path === `/${name}`);
    if (rootFile) {
      if (!sendFile(req, res, 200, join(root, rootFile), { ...policy.headers.rootFile, ...(policy.headers.byFile[rootFile] ?? {}) })) error(req, res, 404, missing);
      return;
    }
    const page = join(pages, locale, `${path.slice(1)}.html`);
    if (!page.startsWith(pages + sep) || !sendFile(req, res, 200, page, policy.headers.page)) notFound();
  }

  /** Before the pre-rendered output exists: the single-page shell for every path. */
  function legacy(req, res, path) {
    const file = join(root, ...path.split('/'));
    const isAsset = extname(path) !== '' && !path.endsWith('.html');
    const name = path.slice(1);
    if (file.startsWith(root + sep) && !path.endsWith('/') && sendFile(req, res, 200, file, path.startsWith('/static/') ? policy.headers.asset : { ...policy.headers.page, ...(policy.headers.byFile[name] ?? {}) })) return;
    if (isAsset) return error(req, res, 404, policy.headers.common);
    if (!sendFile(req, res, 200, join(root, 'index.html'), policy.headers.page)) error(req, res, 404, policy.headers.common);
  }
}

export function serve(dir, port, host = '127.0.0.1') {
  const server = createServer(createHandler(dir));
  // A request nginx would refuse before reading it (bad request line or headers): 400, no crash.
  // A method name Node's parser does not know (nginx answers those too): 405 as for any other.
  const policy = loadPolicy(resolve(dir)) ?? legacyPolicy();
  const methodNotAllowed = Object.entries({ ...policy.headers.common, Allow: policy.methods.join(', ') }).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  server.on('clientError', (error, socket) => {
    if (!socket.writable) return socket.destroy();
    // nginx reads the target before the method: a bad target is a 400 whatever the method.
    const target = String(error.rawPacket ?? '').split('\r\n')[0]?.split(' ')[1] ?? '';
    const targetPath = target.split('?')[0].split('#')[0];
    if (error.code === 'HPE_INVALID_METHOD' && normalisePath(targetPath) !== null) socket.end(`HTTP/1.1 405 Not Allowed\r\n${methodNotAllowed}Content-Type: text/html; charset=utf-8\r\nContent-Length: ${STATUS_BODY[405].length}\r\nConnection: close\r\n\r\n${STATUS_BODY[405]}`);
    else socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.env.PORT ?? process.argv[3] ?? 4173);
  await serve(dir, port, process.env.HOST ?? '127.0.0.1');
  console.log(`serving ${dir} at http://127.0.0.1:${port}`);
}
