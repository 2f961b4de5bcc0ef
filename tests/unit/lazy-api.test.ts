import { describe, expect, it } from 'vitest';
import type { Api } from '../../protocol/api/client';
import { lazyApi } from '../../protocol/api/lazy';

/** Settles with the value, or with 'pending' if it has not settled within 50 ms. */
const within50ms = <T,>(value: Promise<T>) => Promise.race([value, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 50))]);

const client = { inviteCode: async () => ({ code: 'TESTCODE' }), inviter: async (code: string) => ({ code }) } as unknown as Api;

describe('lazy API proxy', () => {
  it('is not a thenable: awaiting it settles with the proxy itself, without loading the client', async () => {
    let loads = 0;
    const api = lazyApi(async () => {
      loads += 1;
      return client;
    });
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await within50ms((async () => await api)())).toBe(api);
    expect(await within50ms(Promise.resolve(api))).toBe(api);
    expect(loads).toBe(0);
  });

  it('resolves from an async function that returns it', async () => {
    const make = async () => lazyApi(async () => client);
    const api = await within50ms(make());
    expect(api).not.toBe('pending');
    if (api === 'pending') return;
    await expect(api.inviteCode()).resolves.toEqual({ code: 'TESTCODE' });
  });

  it('answers only the client’s call names', () => {
    const api = lazyApi(async () => client) as unknown as Record<string | symbol, unknown>;
    expect(api.inviteCode).toBeTypeOf('function');
    expect(api.debugOptions).toBeTypeOf('function');
    expect(api.toJSON).toBeUndefined();
    expect(api.constructor).toBeUndefined();
    expect(api[Symbol.toPrimitive]).toBeUndefined();
    expect(api[Symbol.iterator]).toBeUndefined();
    expect('inviteCode' in api).toBe(true);
    expect('then' in api).toBe(false);
  });

  it('still forwards calls and their arguments to the loaded client, loading it once', async () => {
    let loads = 0;
    const api = lazyApi(async () => {
      loads += 1;
      return client;
    });
    await expect(api.inviter('ABC123')).resolves.toEqual({ code: 'ABC123' });
    await expect(api.inviteCode()).resolves.toEqual({ code: 'TESTCODE' });
    expect(loads).toBe(1);
  });
});
