import type { Api } from './client';
import { ApiError } from './errors';

/**
 * The names the lazy client answers: exactly the calls of the API client (§7). Listed here
 * because the client itself is not loaded yet; `satisfies` makes the compiler fail when a
 * call is added to or removed from protocol/api/client.ts without this list following.
 */
const API_CALLS = {
  redeemActivationCode: true,
  thumbnail: true,
  areaAccessible: true,
  stripeSubscription: true,
  cancelStripeSubscription: true,
  resumeStripeSubscription: true,
  stripeBillingPortal: true,
  inviteCode: true,
  inviteInfo: true,
  inviter: true,
  inviteList: true,
  checkInvite: true,
  apkUrl: true,
  report: true,
  areaConnectivity: true,
  contentSubscriptions: true,
  subscribeContent: true,
  unsubscribeContent: true,
  debugOptions: true,
  checkClientVersion: true,
} as const satisfies { [K in keyof Api]: true };

const isApiCall = (name: string | symbol): name is keyof Api => typeof name === 'string' && Object.hasOwn(API_CALLS, name);

/**
 * The API client (ofetch and the response schemas) is its own chunk, downloaded at the first
 * call: text pages such as /403 never make one and never pay for it. A chunk that fails to
 * download rejects like a network failure, and the next call tries again.
 *
 * Only the client's call names answer; anything else (`then`, symbols, `toJSON`) is
 * undefined, so the proxy is not mistaken for a promise (`await api` settles with the proxy)
 * and inspecting it calls nothing.
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
    get: (_target, name) => {
      if (!isApiCall(name)) return undefined;
      return async (...args: unknown[]) => {
        const api = await get();
        const call = api[name] as (...a: unknown[]) => Promise<unknown>;
        return call(...args);
      };
    },
    has: (_target, name) => isApiCall(name),
  });
}
