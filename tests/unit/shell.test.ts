import { describe, expect, it } from 'vitest';
import { ApiError } from '../../protocol/api/errors';
import type { Api } from '../../protocol/api/client';
import { lazyApi } from '../../protocol/api/lazy';
import { isChunkLoadError } from '../../src/shell/chunk-error';
import { formatFaults, parseFaults } from '../../mocks/faults';
import { DEFAULT_STATE, resolveState } from '../../mocks/fake-host';

describe('chunk-failure detection', () => {
  it('recognises script and style chunk failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 7 failed.')).toBe(false);
  });
});

describe('lazy API client', () => {
  it('loads the client once, at the first call', async () => {
    let loads = 0;
    const api = lazyApi(async () => {
      loads += 1;
      return { inviteCode: async () => ({ code: 'TESTCODE' }) } as unknown as Api;
    });
    expect(loads).toBe(0);
    await expect(api.inviteCode()).resolves.toEqual({ code: 'TESTCODE' });
    await api.inviteCode();
    expect(loads).toBe(1);
  });

  it('turns a chunk that fails to download into a network ApiError, and tries again next time', async () => {
    let attempts = 0;
    const api = lazyApi(async () => {
      attempts += 1;
      if (attempts === 1) throw Object.assign(new Error('Loading chunk api failed.'), { name: 'ChunkLoadError' });
      return { inviteInfo: async () => ({ invited_nums: 1 }) } as unknown as Api;
    });
    const error = await api.inviteInfo().catch((e: unknown) => e);
    expect(error instanceof ApiError && error.kind).toBe('network');
    await expect(api.inviteInfo()).resolves.toEqual({ invited_nums: 1 });
  });
});

describe('fake host parameters', () => {
  it('reads the host, user, version, language and faults from the query', () => {
    expect(resolveState('?__host=ios&__user=premium&__version=1&__lang=ar&__fault=inviteList:500', null)).toEqual({
      host: 'ios', user: 'premium', version: 1, lang: 'ar', fault: 'inviteList:500',
    });
  });

  it('remembers the tab’s choice and lets the query override it', () => {
    const remembered = JSON.stringify({ ...DEFAULT_STATE, host: 'android', user: 'guest' });
    expect(resolveState('?__user=member', remembered)).toMatchObject({ host: 'android', user: 'member' });
  });

  it('falls back to defaults for nonsense', () => {
    expect(resolveState('?__host=windows&__user=root&__version=-3', '{broken')).toEqual(DEFAULT_STATE);
  });

  it('parses comma-separated faults and ignores unknown kinds', () => {
    const faults = parseFaults('inviteList:500, activation-code:timeout,report:explode,');
    expect(formatFaults(faults)).toBe('inviteList:500,activation-code:timeout');
  });
});
