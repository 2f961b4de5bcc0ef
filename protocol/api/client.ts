import type { Config } from '../config';
import type { ClientUserInfo } from '../user-info';
import { createEndpoint, request, type RequestContext } from './http';
import * as S from './schemas';

export type ReportType = 'porn' | 'political' | 'violence';

/** One typed function per call of §7. Every one rejects only with ApiError. */
export function createApi(config: Config, ctx: RequestContext) {
  const t = config.apiTimeoutMs;
  const drive = createEndpoint(config.apiHosts.drive, t, ctx);
  const feedback = createEndpoint(config.apiHosts.feedback, t, ctx);
  // The access host answers diagnostics; a short time-out lets the page decide quickly.
  const access = createEndpoint(config.apiHosts.access, Math.min(t, 5000), ctx);
  const configHost = createEndpoint(config.apiHosts.config, t, ctx);

  return {
    redeemActivationCode: (body: { activation_code: string; page?: 'invite' }) =>
      request(drive, { method: 'POST', path: '/vip/v1/order/activation-code', schema: S.ActivationReply, headers: ['bearer', 'device', 'language'], body }),
    /** No token: §7 names none for it, and the address it carries comes from a link (README, "The preview"). */
    thumbnail: (query: { url: string; hash: string }) =>
      request(drive, { method: 'GET', path: '/user/v1/thumbnail', schema: S.ThumbnailReply, headers: [], query }),
    areaAccessible: () =>
      request(drive, { method: 'GET', path: '/drive/v1/privilege/area_accessible', schema: S.AreaAccessibleReply, headers: ['client'] }),
    stripeSubscription: () =>
      request(drive, { method: 'GET', path: '/vip/v1/stripe/subscription', schema: S.SubscriptionReply, headers: ['bearer'] }),
    cancelStripeSubscription: (body: { subscription_id: string }) =>
      request(drive, { method: 'POST', path: '/vip/v1/stripe/cancelSubscription', schema: S.CancelSubscriptionReply, headers: ['bearer'], body }),
    /** Designed (README, "Subscription"): undoes a cancel at the period's end. */
    resumeStripeSubscription: (body: { subscription_id: string }) =>
      request(drive, { method: 'POST', path: '/vip/v1/stripe/resumeSubscription', schema: S.ResumeSubscriptionReply, headers: ['bearer'], body }),
    /** Designed: a one-time address of the provider's page for changing the card. */
    stripeBillingPortal: (body: { subscription_id: string }) =>
      request(drive, { method: 'POST', path: '/vip/v1/stripe/billingPortal', schema: S.BillingPortalReply, headers: ['bearer'], body }),
    inviteCode: () =>
      request(drive, { method: 'GET', path: '/vip/v1/activity/inviteCode', schema: S.InviteCodeReply, headers: ['bearer', 'device', 'language'] }),
    inviteInfo: () =>
      request(drive, { method: 'GET', path: '/vip/v1/activity/inviteInfo', schema: S.InviteInfoReply, headers: ['bearer'] }),
    inviter: (code: string) =>
      request(drive, { method: 'GET', path: '/vip/v1/activity/inviter', schema: S.InviterReply, headers: ['language'], query: { code } }),
    inviteList: (query: { begin?: string; limit?: number } = {}) =>
      request(drive, { method: 'GET', path: '/vip/v1/activity/inviteList', schema: S.InviteListReply, headers: ['bearer'], query: { begin: query.begin, limit: query.limit ?? 30 } }),
    checkInvite: (userid: string) =>
      request(drive, { method: 'GET', path: '/vip/v1/activity/checkInvite', schema: S.CheckInviteReply, headers: ['bearer', 'device'], query: { userid } }),
    apkUrl: (id: string) =>
      request(drive, { method: 'GET', path: `/package/v1/apk/url/${encodeURIComponent(id)}`, schema: S.ApkUrlReply, headers: [] }),
    report: (body: { reportType: ReportType; resource: string; userInfo: ClientUserInfo }) =>
      request(feedback, { method: 'POST', path: '/report', schema: S.ReportReply, headers: ['device', 'language'], body: { ...body } }),
    /** A diagnostics probe: `probe` gives its own time-out and no retry. */
    areaConnectivity: (time: number, probe: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
      request(access, {
        method: 'GET',
        path: '/access_controller/v1/area_connectivity',
        schema: S.ConnectivityReply,
        headers: [],
        query: { time },
        retry: false,
        timeoutMs: probe.timeoutMs,
        signal: probe.signal,
      }),
    /** Designed: with a link's `channel_id`, the reply also says what the server knows of that channel (README, "Channel subscriptions"). */
    contentSubscriptions: (query: { channel_id?: string } = {}) =>
      request(drive, { method: 'GET', path: '/contentSubscription/v1/subscribe', schema: S.ContentSubscriptionsReply, headers: ['bearer', 'device'], query: { channel_id: query.channel_id } }),
    subscribeContent: (body: { channel_id: string }) =>
      request(drive, { method: 'POST', path: '/contentSubscription/v1/subscribe', schema: S.ContentSubscriptionChange, headers: ['bearer', 'device'], body }),
    unsubscribeContent: (body: { channel_id: string }) =>
      request(drive, { method: 'DELETE', path: '/contentSubscription/v1/subscribe', schema: S.ContentSubscriptionChange, headers: ['bearer', 'device'], body }),
    debugOptions: () =>
      request(configHost, { method: 'POST', path: '/config/v1/debug_options', schema: S.DebugOptionsReply, headers: [], body: { client: 'web' } }),
    checkClientVersion: (body: { platform: 'android' | 'ios'; version_code: number }) =>
      request(configHost, { method: 'POST', path: '/config/v1/checkClientVersion', schema: S.ClientVersionReply, headers: ['language'], body }),
  };
}

export type Api = ReturnType<typeof createApi>;
