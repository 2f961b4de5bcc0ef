// `npm run check`: the inner loop, about a minute after a change to a file. Types
// (incremental), lint (cached) and the paths named in comments and Markdown
// (scripts/paths-check.mjs) side by side, then the vitest files related to what changed
// since the last commit (git), properties at 100 runs. `npm test` is the full gate: run it
// before a commit lands (CI runs it).
import { existsSync } from 'node:fs';
import { runPlan } from './steps.mjs';

const CACHE = 'node_modules/.cache/companion';
const plan = [
  // The route tree is generated from src/routes (a new route file needs no dev server).
  ['routes: generate src/routeTree.gen.ts', 'node', ['scripts/generate-routes.mjs']],
  // The compiled catalogs are generated (git ignores them); types read them.
  ['catalogs: compile', 'node', ['scripts/compile-catalogs.mjs']],
  [
    [['types (incremental)', 'npx', ['tsc', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsbuildinfo`]]],
    [
      ['lint (cached)', 'npx', ['eslint', '.', '--max-warnings', '0', '--cache', '--cache-strategy', 'content', '--cache-location', `${CACHE}/eslint`]],
      ['unused files, exports and dependencies (knip)', 'npx', ['knip']],
    ],
    [['paths: every path a comment or Markdown names exists, the README Layout is current', 'node', ['scripts/paths-check.mjs']]],
  ],
  ['tests related to the change (vitest --changed)', 'npx', ['vitest', 'run', '--changed', '--passWithNoTests'], { PROPERTY_RUNS: '100' }],
];

if (!existsSync('node_modules')) {
  console.error('Run npm install first.');
  process.exit(1);
}
if (!(await runPlan(plan))) process.exit(1);
console.log('\nThe inner loop passed. Before a commit lands, run npm test (the full gate: builds, browsers, budgets).');
