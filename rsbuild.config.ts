import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { linguiMacroSwcPlugin } from '@lingui/swc-plugin/options';
import { tanstackRouter } from '@tanstack/router-plugin/rspack';
import { runtimeConfig } from './scripts/runtime-config';

/**
 * MOCKS=1 builds the embedded default (fake backend and fake app host). It is on for
 * `npm start` and the browser-test build, and off for `npm run build`: the switch is a
 * compile-time constant, so production output carries no mock code at all.
 */
const mocks = process.env.MOCKS === '1' || (process.env.MOCKS !== '0' && process.env.NODE_ENV !== 'production');
const config = runtimeConfig(process.env, mocks);

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/main.tsx' },
    define: {
      __MOCKS__: JSON.stringify(mocks),
      __APP_CONFIG__: JSON.stringify(config),
    },
  },
  html: {
    template: './src/index.html',
    title: '',
  },
  output: {
    distPath: { root: process.env.DIST_DIR ?? 'dist' },
    // The mock service worker is served from mocks/public only when mocks are on.
    copy: mocks ? [{ from: './mocks/public' }] : [],
    legalComments: 'none',
    manifest: true,
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
    },
    rspack: (config, { appendPlugins }) => {
      // §8, §9: script chunks time out after 120 s.
      config.output = { ...config.output, chunkLoadTimeout: 120_000 };
      // The CSS runtime has no time-out, so styles are not split: all of them (a few KiB) go
      // into the one stylesheet the HTML links, and a page never waits on a style chunk.
      const split = config.optimization?.splitChunks;
      if (split) {
        split.cacheGroups = {
          ...(split.cacheGroups ?? {}),
          styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 100 },
        };
      }
      appendPlugins(tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }));
    },
  },
});
