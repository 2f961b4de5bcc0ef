// Fixture for tests/unit/lint-boundaries.test.ts: half of a deliberate import cycle (a -> b -> a).
// The folder is in eslint.config.js's ignores; only that test lints it.
import { b } from './cycle-b';

export type A = { name: 'a' };
export const a = (): string => `a then ${b()}`;
