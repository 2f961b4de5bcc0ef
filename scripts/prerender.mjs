// The last step of `npm run build`: writes every route in each of the nine
// locales as HTML that paints from the first response, from the Node bundle
// (<dist>/server/prerender.js, built from src/prerender.tsx by the same `rsbuild build`):
//   <dist>/pages/<locale>/<route>.html and <dist>/pages/<locale>/404.html
// Each page: <html lang dir>, its title, the stylesheet inlined, one inline script (the same
// on every page, so one CSP hash), the entry scripts deferred, the route's chunk and the
// locale's catalog preloaded for hydration, and a hidden message for when the entry script
// cannot load. Also writes <dist>/server/policy.json and the nginx includes from
// deploy/policy.ts, with the hashes of the inline script and style.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stampLocaleTimes } from './page-times.mjs';

const dist = resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
// The embedded default (fake backend, fake app host) ships the mock service worker.
const demo = existsSync(join(dist, 'mockServiceWorker.js'));
const server = await import(pathToFileURL(join(dist, 'server', 'prerender.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const chunkMap = JSON.parse(readFileSync(join(dist, 'chunk-map.json'), 'utf8'));

const entryScripts = (html) => [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((m) => m[1]);
const scripts = entryScripts(template);
// The text pages' script (src/text-page.ts): no React, no router, no catalog; its own entry.
const textTemplate = readFileSync(join(dist, 'text.html'), 'utf8');
const textScripts = entryScripts(textTemplate);
if (textScripts.length === 0) throw new Error('prerender: no text-page script in text.html');
const styleHref = template.match(/<link href="([^"]+\.css)" rel="stylesheet">/)?.[1];
if (scripts.length === 0 || !styleHref) throw new Error('prerender: no entry scripts or stylesheet in index.html');
// The stylesheet, and the text pages' situations generated from their typed contract (src/shell/static/contract.ts).
const css = [readFileSync(join(dist, styleHref), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, '').trim(), server.situationStyles()].join('\n');

// The one inline script, the same on every page (so one hash in the policy): the pre-paint
// script (src/pre-paint.ts, src/shell/pre-paint/pre-paint.ts), built by rsbuild's `prepaint`
// environment for every engine, old ones included. It marks the app and the reader's platform
// before the first paint, holds the text for the app's language, keeps a text page's early
// taps, and shows #boot-failure or #cannot-start (below) when the page's script cannot load or start.
const prePaintFile = join(dist, 'server', 'prepaint', 'static', 'js', 'prepaint.js');
if (!existsSync(prePaintFile)) throw new Error(`prerender: no pre-paint script at ${prePaintFile} (rsbuild build makes it)`);
const inlineScript = readFileSync(prePaintFile, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '').trim();
if (/<\/script/i.test(inlineScript)) throw new Error('prerender: the pre-paint script contains </script');
const TAPS = server.EARLY_TAPS;
const sha = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunk files that load a module (see chunkMapPlugin in rsbuild.config.ts). */
function chunksOf(prefix) {
  return Object.entries(chunkMap)
    .filter(([module]) => module.startsWith(prefix))
    .flatMap(([, files]) => files);
}

/** The route file of a path: /activity/invitation → src/routes/_pages/activity/invitation.tsx (or the shell's). */
function routeChunks(path) {
  if (path === null) return [];
  const name = path.slice(1);
  return [...chunksOf(`src/routes/_pages/${name}.tsx`), ...chunksOf(`src/routes/${name}.tsx`)];
}

const decodeHtml = (text) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' })[name]);

/** A description cut at a word near 160 characters (Chinese has no spaces: cut at the length). */
function shorten(text) {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  const space = cut.lastIndexOf(' ');
  return `${space >= 100 ? cut.slice(0, space) : cut}…`;
}

/** Paragraphs that are not the page's subject: asides and dates (`muted`), status and loading lines. */
const NOT_A_SUMMARY = /\bclass="[^"]*\bmuted\b|\brole="status"|\baria-live=|\baria-busy=/;
/** Chinese, Japanese and Korean: a short line is still a sentence there, so no length floor. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/**
 * The page's description for search results and link previews: the first paragraph of its
 * pre-rendered text (in its language) that is not an aside or a status line and is a sentence
 * (20 characters or more; any length in Chinese and Korean), cut at a word near 160 characters;
 * the title when the page has no paragraph before its data loads.
 */
function extractDescription(html, title) {
  for (const [, attributes, inner] of html.matchAll(/<p\b([^>]*)>([\s\S]*?)<\/p>/g)) {
    if (NOT_A_SUMMARY.test(attributes)) continue;
    const text = decodeHtml(inner.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
    if (text.length === 0 || (text.length < 20 && !CJK.test(text))) continue;
    return shorten(text);
  }
  return decodeHtml(title).replace(/ · PikPak$/, '');
}

function extractTitle(html) {
  // React writes the page's <title> where the page renders it; the head gets the same text.
  const m = html.match(/<title>([^<]*)<\/title>/);
  return m ? m[1] : 'PikPak';
}

/**
 * The link-preview image (og:image, twitter:image), from our own origin: a 1200 × 630 PNG in the
 * brand's accent (#1a5fd0, src/ui/tokens.css) with a white disc, kept in the repository
 * (src/assets/link-preview.png); content-hashed under /static/ (cached as every static file).
 */
const preview = { png: readFileSync(new URL('../src/assets/link-preview.png', import.meta.url)), width: 1200, height: 630 };
const previewPath = `/static/image/preview.${createHash('sha256').update(preview.png).digest('hex').slice(0, 10)}.png`;
mkdirSync(join(dist, 'static', 'image'), { recursive: true });
writeFileSync(join(dist, previewPath), preview.png);
// SITE_ORIGIN (scripts/runtime-config.ts): absolute addresses in the previews when it is known.
const siteOrigin = server.RUNTIME_CONFIG.siteOrigin ?? '';
if (siteOrigin && !/^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(siteOrigin)) throw new Error(`prerender: SITE_ORIGIN must be an https origin, got ${siteOrigin}`);

let count = 0;
const framedRoutes = new Set();
for (const locale of server.LOCALES) {
  const pages = await server.renderLocale(locale);
  const failure = server.BOOT_FAILURE[locale];
  const cannot = server.CANNOT_START_TEXT[locale];
  const cannotStart = server.CANNOT_START;
  for (const page of pages) {
    if (page.framed) framedRoutes.add(page.path);
    const usesPages = page.path !== null && page.path !== '/403';
    // A text page loads the text-page script only: its words are all in its HTML.
    const preload = page.text ? [] : [
      // The pathless layout of every page but /403 and the not-found page (it loads the page's catalog).
      ...(usesPages ? chunksOf('src/routes/_pages.tsx') : []),
      ...routeChunks(page.path),
      ...chunksOf(`locales/${locale}/shell.ts`),
      ...(usesPages ? chunksOf(`locales/${locale}/page-catalogs.ts`) : []),
      ...(usesPages ? chunksOf(`locales/${locale}/pages/${page.path.slice(1).replaceAll('/', '-')}.ts`) : []),
    ];
    const title = extractTitle(page.html);
    // The page's own preview text when it names one (src/prerender.tsx), else its first paragraph.
    const description = escapeHtml(page.description ? shorten(page.description) : extractDescription(page.html, title));
    // The title without the site's name, which og:site_name carries.
    const previewTitle = title.replace(/ · PikPak$/, '');
    const image = `${siteOrigin}${previewPath}`;
    const head = [
      '<meta charset="utf-8" />',
      '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
      '<meta name="color-scheme" content="light dark" />',
      '<meta name="referrer" content="strict-origin-when-cross-origin" />',
      '<link rel="icon" href="data:," />',
      `<title>${title}</title>`,
      `<meta name="description" content="${description}" />`,
      // Link previews in chat apps and social sites (an invitation link shared from the app, /toapp, /help).
      `<meta property="og:title" content="${previewTitle}" />`,
      `<meta property="og:description" content="${description}" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="PikPak" />',
      `<meta property="og:locale" content="${locale.replace('-', '_')}" />`,
      siteOrigin && page.path !== null ? `<meta property="og:url" content="${siteOrigin}${page.path}" />` : '',
      `<meta property="og:image" content="${image}" />`,
      '<meta property="og:image:type" content="image/png" />',
      `<meta property="og:image:width" content="${preview.width}" />`,
      `<meta property="og:image:height" content="${preview.height}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:title" content="${previewTitle}" />`,
      `<meta name="twitter:description" content="${description}" />`,
      `<meta name="twitter:image" content="${image}" />`,
      page.framed ? `<meta name="apple-itunes-app" content="${escapeHtml(server.SMART_BANNER_CONTENT)}" />` : '',
      `<style>${css}</style>`,
      `<script>${inlineScript}</script>`,
      ...(page.text ? textScripts : scripts).map((src) => `<script defer src="${src}"></script>`),
      ...[...new Set(preload)].map((href) => `<link rel="preload" as="script" href="${href}" />`),
    ].filter(Boolean);
    const body = [
      // The design system's banner (src/ui/banner.tsx) as plain HTML: its content column, then the action.
      `<div id="boot-failure" class="ui-banner boot-failure" data-severity="danger" role="alert" hidden><div class="ui-banner-content"><p class="ui-banner-title">${escapeHtml(failure.message)}</p><div class="ui-banner-action"><a class="button" href="">${escapeHtml(failure.retry)}</a></div></div></div>`,
      // Shown by the pre-paint script or an entry when the page's script cannot start here (src/shell/cannot-start.ts).
      `<div id="${cannotStart.id}" class="ui-banner boot-failure" data-severity="warning" role="alert" hidden><div class="ui-banner-content"><p class="ui-banner-title">${escapeHtml(cannot.title)}</p><div class="ui-banner-body">` +
        ['android', 'ios', 'desktop'].map((platform) => `<p ${cannotStart.platformAttribute}="${platform}">${escapeHtml(cannot[platform])}</p>`).join('') +
        `</div><div class="ui-banner-action"><a class="button" href="">${escapeHtml(cannot.retry)}</a></div></div></div>`,
      `<div id="root" data-prerendered${page.text ? ` ${TAPS.textPage}` : ''}>${page.html}</div>`,
      `<noscript><p class="page">${escapeHtml(failure.message)}</p></noscript>`,
    ];
    const html = `<!doctype html>\n<html lang="${locale}" dir="${server.directionOf(locale)}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
    const file = join(dist, 'pages', locale, `${page.path === null ? '404' : page.path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    count += 1;
  }
}

// Each locale's pages a modification time of its own, so that no ETag or Last-Modified of one
// locale's copy of a route is another's (scripts/page-times.mjs; compress.mjs keeps it).
stampLocaleTimes(join(dist, 'pages'), server.LOCALES);

// The client-rendered shell is not served: every page is pre-rendered.
rmSync(join(dist, 'index.html'));
rmSync(join(dist, 'text.html'));
const hashes = { scriptHashes: [sha(inlineScript)], styleHashes: [sha(css)] };
mkdirSync(join(dist, 'server'), { recursive: true });
const policy = server.serverPolicy({ config: server.RUNTIME_CONFIG, framedRoutes: [...framedRoutes].sort(), ...hashes, demo });
writeFileSync(join(dist, 'server', 'policy.json'), JSON.stringify(policy, null, 1));
mkdirSync(join(dist, 'server', 'nginx'), { recursive: true });
for (const [name, text] of Object.entries(server.nginxIncludes(policy))) writeFileSync(join(dist, 'server', 'nginx', name), text);
console.log(`prerender: ${count} pages (${server.LOCALES.length} locales) in ${dist}/pages`);
