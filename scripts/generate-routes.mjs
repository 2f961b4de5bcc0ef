// Writes src/routeTree.gen.ts from the files in src/routes, as the router's build plugin does
// (same options as rsbuild.config.ts), so that `npm run check` and `tsc` see a new route file
// without a dev server or a build having run first.
import { Generator, getConfig } from '@tanstack/router-generator';

export const ROUTER_OPTIONS = { target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' };

export async function generateRoutes(root = process.cwd()) {
  const config = getConfig(ROUTER_OPTIONS, root);
  await new Generator({ config, root }).run();
}

if (import.meta.url === `file://${process.argv[1]}`) await generateRoutes();
