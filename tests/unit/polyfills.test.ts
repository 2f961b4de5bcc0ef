import { describe, expect, it } from 'vitest';
import { missingApis } from '../../src/shell/polyfills';

/** Which engines download the core-js chunk (src/shell/polyfills.ts): only those that lack one of its APIs. */
describe('the polyfills an engine needs', () => {
  it('are none in a current engine, so it downloads nothing more', () => {
    expect(missingApis()).toEqual([]);
  });

  it('are all three in an engine of early 2020 (Chrome 80)', () => {
    const chrome80 = { Object: {}, Array: { prototype: {} }, String: { prototype: { includes: () => true } } };
    expect(missingApis(chrome80)).toEqual(['Object.hasOwn', 'Array.prototype.at', 'String.prototype.replaceAll']);
  });

  it('are only what it lacks (Chrome 85 to 91 had replaceAll but neither at nor hasOwn)', () => {
    const chrome88 = { Object: {}, Array: { prototype: {} }, String: { prototype: { replaceAll: () => '' } } };
    expect(missingApis(chrome88)).toEqual(['Object.hasOwn', 'Array.prototype.at']);
  });
});
