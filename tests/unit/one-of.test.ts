import { describe, expect, it } from 'vitest';
import { isOneOf } from '../../machines/core/one-of';

describe('isOneOf', () => {
  it('accepts exactly the listed values, case and all', () => {
    const isReason = isOneOf(['porn', 'political', 'violence'] as const);
    expect(['porn', 'political', 'violence'].every(isReason)).toBe(true);
    expect([undefined, null, '', 'Porn', 'violence ', 'other'].some(isReason)).toBe(false);
  });
});
