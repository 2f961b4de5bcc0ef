// Development helper: `npx jiti tests/server/write-policy.ts <dist> [--demo]` writes
// <dist>/server/policy.json and nginx/*.conf for an output whose build did not (yet) call
// deploy/policy.ts, hashing every distinct inline <script> and <style> of its pages, then
// compresses the output. The production build does this itself (scripts/prerender.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxIncludes, serverPolicy } from '../../deploy/policy';
import { runtimeConfig } from '../../scripts/runtime-config';
// @ts-expect-error plain JavaScript build script without types
import { compress } from '../../scripts/compress.mjs';

function files(dir: string, ending = '.html'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path, ending) : entry.name.endsWith(ending) ? [path] : [];
  });
}

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

export function inlineHashes(dist: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of files(join(dist, 'pages'))) {
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) scripts.add(sha(m[1]!));
    for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha(m[1]!));
  }
  return { scriptHashes: [...scripts], styleHashes: [...styles] };
}

const [, , dist, flag] = process.argv;
if (dist) {
  const demo = flag === '--demo';
  // The routes whose search declares a framed behaviour (as the build's FRAMED_ROUTES).
  const routes = join(import.meta.dirname ?? '.', '../../src/routes');
  const framedRoutes = files(routes, '.tsx')
    .filter((file) => readFileSync(file, 'utf8').includes('FramedSearch'))
    .map((file) => file.slice(routes.length).replace(/^\/_pages/, '').replace(/\.tsx$/, ''));
  const policy = serverPolicy({ config: runtimeConfig({}, demo), framedRoutes, ...inlineHashes(dist), demo });
  mkdirSync(join(dist, 'server', 'nginx'), { recursive: true });
  writeFileSync(join(dist, 'server', 'policy.json'), JSON.stringify(policy, null, 1));
  for (const [name, text] of Object.entries(nginxIncludes(policy))) writeFileSync(join(dist, 'server', 'nginx', name), text);
  await compress(dist);
  console.log(`policy written to ${dist}/server (${policy.csp.page.length} characters of CSP)`);
}
