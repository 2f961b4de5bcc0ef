import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { runtimeConfig } from '../scripts/runtime-config';

(globalThis as Record<string, unknown>).__TEST_APP_CONFIG__ = runtimeConfig({}, true);
afterEach(() => cleanup());
