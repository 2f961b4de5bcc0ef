import type { Api } from '../protocol/api/client';
import { ApiError } from '../protocol/api/errors';

/**
 * The API client (ofetch and the response schemas) is its own chunk, downloaded at the first
 * call: text pages such as /403 never make one and never pay for it. A chunk that fails to
 * download rejects like a network failure, and the next call tries again.
 */
export function lazyApi(load: () => Promise<Api>): Api {
  let loading: Promise<Api> | null = null;
  const get = () => {
    loading ??= load().catch(() => {
      loading = null;
      throw new ApiError('network');
    });
    return loading;
  };
  return new Proxy({} as Api, {
    get: (_target, name) =>
      async (...args: unknown[]) => {
        const api = await get();
        const call = api[name as keyof Api] as (...a: unknown[]) => Promise<unknown>;
        return call(...args);
      },
  });
}
