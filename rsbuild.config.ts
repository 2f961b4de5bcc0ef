import { defineConfig, type Rspack } from '@rsbuild/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pluginReact } from '@rsbuild/plugin-react';
import { linguiMacroSwcPlugin } from '@lingui/swc-plugin/options';
import { tanstackRouter } from '@tanstack/router-plugin/rspack';
import { parseConfig } from './protocol/config';
import { runtimeConfig } from './scripts/runtime-config';

type Compiler = Rspack.Compiler;
// `rsbuild build`, or `npm start`'s watching build (scripts/start.mjs).
const building = process.argv.includes('build') || process.env.RSBUILD_BUILD === '1';

/**
 * MOCKS=1 builds the embedded default (fake backend and fake app host). It is on for
 * `npm start` and the browser-test build, and off for `npm run build`: the switch is a
 * compile-time constant, so production output carries no mock code at all.
 */
const mocks = process.env.MOCKS === '1' || (process.env.MOCKS !== '0' && process.env.NODE_ENV !== 'production');
// Validated here, once: a bad configuration fails the build with every issue named.
const config = parseConfig(runtimeConfig(process.env, mocks));

/**
 * Writes chunk-map.json next to the manifest: for every module of the client build, the
 * JavaScript files of the chunk group that loads it (its chunk and the chunks loaded in
 * parallel). The pre-renderer preloads a page's route chunk and catalog from it.
 */
const chunkMapPlugin = {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('chunk-map', (stats) => {
      // chunkRelations: without it `siblings` is absent, and the chunks loaded beside a route's were never preloaded.
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, chunkRelations: true, ids: true });
      const byId = new Map((json.chunks ?? []).map((c) => [c.id, c]));
      const map: Record<string, string[]> = {};
      for (const chunk of json.chunks ?? []) {
        const files = new Set<string>();
        for (const id of [chunk.id, ...(chunk.siblings ?? [])]) {
          for (const f of byId.get(id)?.files ?? []) if (f.endsWith('.js')) files.add(`/${f}`);
        }
        for (const m of chunk.modules ?? []) {
          const name = (m.nameForCondition ?? m.name ?? '').replace(/\\/g, '/');
          const key = name.replace(/^.*?\/(src|locales|machines|protocol)\//, '$1/');
          if (!/^(src|locales)\//.test(key) || chunk.initial) continue;
          map[key] = [...new Set([...(map[key] ?? []), ...files])];
        }
      }
      const out = join(compiler.options.output.path ?? distRoot, 'chunk-map.json');
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify(map, null, 1));
    });
  },
};

const distRoot = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    // The support matrix (package.json `browserslist`, README "Engines"): SWC lowers our code and
    // every dependency's to it (a dependency ships syntax as new as it likes: xstate's `||=`,
    // web-vitals' class fields, the mock layer's static blocks). core-js is the polyfills themselves.
    include: [/[\\/]node_modules[\\/]/],
    exclude: [/[\\/]node_modules[\\/]core-js[\\/]/],
    define: {
      __MOCKS__: JSON.stringify(mocks),
      __APP_CONFIG__: JSON.stringify(config),
    },
  },
  html: {
    template: './src/index.html',
    title: '',
  },
  environments: {
    web: {
      // index: the pages that hydrate; text: the text pages' script (src/text-page.ts), without React.
      source: { entry: { index: './src/main.tsx', text: './src/text-page.ts' } },
      // The mock service worker and the frame demo are served from mocks/public only when mocks are on.
      output: { target: 'web', distPath: { root: distRoot }, copy: mocks ? [{ from: './mocks/public' }] : [] },
    },
    // The pre-paint script (src/pre-paint.ts), inlined into every pre-rendered page by
    // scripts/prerender.mjs: one self-contained file, lowered for engines older than the
    // support matrix too, so that a page those cannot start says so (src/shell/cannot-start.ts).
    ...(building
      ? {
          prepaint: {
            source: { entry: { prepaint: './src/pre-paint.ts' } },
            output: {
              target: 'web',
              distPath: { root: `${distRoot}/server/prepaint` },
              overrideBrowserslist: ['chrome >= 49', 'safari >= 10'],
              filenameHash: false,
              manifest: false,
              polyfill: 'off',
            },
            splitChunks: false,
            tools: { htmlPlugin: false },
          },
        }
      : {}),
    // The pre-renderer (src/prerender.tsx): the same pages, rendered to HTML in Node by
    // scripts/prerender.mjs at the end of `npm run build`. Only `rsbuild build` makes it.
    ...(building
      ? {
          node: {
            source: { entry: { prerender: './src/prerender.tsx' }, define: { __MOCKS__: 'false', __RUNTIME_CONFIG__: JSON.stringify(runtimeConfig(process.env, mocks)) } },
            output: { target: 'node', distPath: { root: `${distRoot}/server` }, manifest: false, minify: false },
            tools: { htmlPlugin: false },
          },
        }
      : {}),
  },
  output: {
    // core-js for the APIs our code and the dependencies call that the matrix lacks, each
    // polyfill bundled beside the module that uses it (`usage`), for the browserslist's engines.
    polyfill: 'off',
    legalComments: 'none',
    // Only a build writes the manifest: a development server never rewrites dist/.
    manifest: building,
  },
  performance: {
    removeConsole: false,
  },
  splitChunks: { preset: 'default' },
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? 'localhost',
    publicDir: mocks ? { name: 'mocks/public', copyOnBuild: false } : false,
  },
  dev: { lazyCompilation: false },
  tools: {
    swc: {
      jsc: { experimental: { plugins: [linguiMacroSwcPlugin({ useLinguiV5IdGeneration: true })] } },
      // Lower only what an engine of the matrix cannot run, not every feature one of them has a
      // bug in: without it, every default parameter is rewritten for a Safari-before-16.3 bug
      // that this code does not meet (+3 KiB brotli on a data page).
      env: { bugfixes: true },
    },
    rspack: (config, { appendPlugins, environment }) => {
      if (environment.name !== 'web') return;
      // §8, §9: script chunks time out after 120 s.
      config.output = { ...config.output, chunkLoadTimeout: 120_000 };
      // The CSS runtime has no time-out, so styles are not split: all of them (a few KiB) go
      // into the one stylesheet the HTML links, and a page never waits on a style chunk.
      const split = config.optimization?.splitChunks;
      if (split) {
        // The text pages' script is one file of its own: it shares no chunk with the pages that
        // hydrate, so neither pays for the other's split (one request before a text page works).
        split.chunks = (chunk) => chunk.name !== 'text';
        split.cacheGroups = {
          ...(split.cacheGroups ?? {}),
          styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 100 },
          // The API client's HTTP library stays in the client's own chunk (loaded at the first call),
          // rather than a vendor chunk of its own now that both entries may load the client.
          api: { name: 'api', test: /[\\/]node_modules[\\/](ofetch|destr|ufo)[\\/]/, chunks: 'async', enforce: true, priority: 90 },
        };
      }
      if (building) appendPlugins(chunkMapPlugin);
      appendPlugins(tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }));
    },
  },
});
