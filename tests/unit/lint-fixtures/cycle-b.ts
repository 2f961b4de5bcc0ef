// Fixture for tests/unit/lint-boundaries.test.ts: the other half of the cycle (b -> a).
import { a, type A } from './cycle-a';

export const b = (): string => 'b';
export const again = (): string => a();
export const name: A['name'] = 'a';
