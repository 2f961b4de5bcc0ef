// `npm start`: the site as production serves it, with the embedded default (the fake backend
// and the fake app host), rebuilt on every change. rsbuild builds the pages (MOCKS=1, into
// dist-dev/) and watches the sources; after each build the pre-renderer writes every route in
// the nine locales (scripts/prerender.mjs) and the preview server (scripts/serve.mjs, nginx's
// rules) serves them: a text page is its pre-rendered HTML and its one runtime, a page that
// hydrates hydrates, exactly as a reader gets them. Reload the browser after "ready".
//   PORT (3000), HOST (localhost): where it serves.
import { spawn, spawnSync } from 'node:child_process';
import { createRsbuild, loadConfig } from '@rsbuild/core';

const DIST = 'dist-dev';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
process.env.MOCKS = '1';
process.env.DIST_DIR = DIST;
// rsbuild.config.ts builds the pre-renderer and the pre-paint script only for a build.
process.env.RSBUILD_BUILD = '1';

const lenient = spawnSync('node', ['scripts/compile-catalogs.mjs', '--lenient'], { stdio: 'inherit' });
if (lenient.status !== 0) process.exit(lenient.status ?? 1);

let server = null;
const restartServer = () => {
  server?.kill();
  server = spawn('node', ['scripts/serve.mjs', DIST, String(port)], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, HOST: host } });
};

const { content } = await loadConfig({ cwd: process.cwd() });
const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: content });
rsbuild.onAfterBuild(({ stats }) => {
  if (stats?.hasErrors()) return console.error('start: the build failed; fix it and save again.');
  const started = Date.now();
  const prerender = spawnSync('node', ['scripts/prerender.mjs', DIST], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
  if (prerender.status !== 0) return console.error('start: the pre-renderer failed (above); fix it and save again.');
  // The server reads the policy (CSP hashes) once: a new build may change them.
  restartServer();
  console.log(`start: ready at http://localhost:${port}/help (pre-rendered in ${Date.now() - started} ms)`);
});
process.on('SIGINT', () => {
  server?.kill();
  process.exit(0);
});
await rsbuild.build({ watch: true });
