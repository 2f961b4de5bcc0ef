import fc from 'fast-check';
import { runtimeConfig } from '../scripts/runtime-config';

(globalThis as Record<string, unknown>).__TEST_APP_CONFIG__ = runtimeConfig({}, true);
// Every property's run count: 1,000 in `npm test`, fewer in the inner loop (`npm run check`).
fc.configureGlobal({ numRuns: Number(process.env.PROPERTY_RUNS ?? 1000) });
