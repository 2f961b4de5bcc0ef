import { http, HttpResponse } from 'msw';
import type * as v from 'valibot';
import type { CheckInvite, InviteInfoReply, InviteRow, Inviter } from '../protocol/api/schemas';
import type { Faults } from './faults';
import type { Store } from './store';
import { REFERRAL_RULES } from '../machines/referral/referral-rules';
import { createChannelSubscriptionHandlers } from './handlers-channel-subscription';
import { createPingHandlers } from './handlers-ping';
import { redeemGiftCode } from './handlers-gift-code';
import { CURRENT_VERSION_NAME, DEMO_USERS } from './users';
import { createSubscriptionHandlers } from './handlers-subscription';
import { fail, faulty, jsonBody, withUser } from './respond';

const DAY = 86_400_000;

/** Every call of §7 over the in-memory store. */
export function createHandlers(store: Store, faults: () => Faults) {
  return [
    http.post(
      '*/vip/v1/order/activation-code',
      faulty('activation-code', faults, ({ request }) =>
        withUser(request, async (user) => {
          const body = await jsonBody(request);
          const code = typeof body.activation_code === 'string' ? body.activation_code.trim().toUpperCase() : '';
          if (!code) return fail(400, { error: 'invalid_argument', error_code: 3, error_description: 'activation_code is required' });
          if (body.page === 'invite') {
            const inviter = store.inviteCodes.get(code);
            if (!inviter || inviter === user.userID || store.relations.has(user.userID)) {
              return fail(400, { error: 'invite_code_invalid', error_code: 4002, error_description: 'invitation code cannot be used' });
            }
            store.relations.set(user.userID, inviter);
            store.history.get(inviter)?.unshift({ invited_user: user.name, reward_source: 'relation', reward_days: 0, time: new Date().toISOString() });
            const days = REFERRAL_RULES.friendRewardDays;
            // The friend's days go on the end of their current Premium, as a gift code's do.
            const until = Math.max(store.premiumUntil.get(user.userID) ?? Date.now(), Date.now()) + days * DAY;
            store.premiumUntil.set(user.userID, until);
            const expire = new Date(until).toISOString();
            return HttpResponse.json({ add_days: days, free_days: 0, invited_days: days, result: 'ACCEPTED', data: { expire, status: 'ok', type: 'invite', user_id: user.userID } });
          }
          return redeemGiftCode(store, user, code);
        }),
      ),
    ),
    http.get(
      '*/user/v1/thumbnail',
      faulty('thumbnail', faults, ({ request }) => {
        const url = new URL(request.url).searchParams.get('url');
        if (!url) return fail(400, { error: 'invalid_argument', error_code: 3, error_description: 'url is required' });
        return HttpResponse.json({ thumbnail_link: 'https://static.mypikpak.com/demo/thumbnail.png' });
      }),
    ),
    ...createSubscriptionHandlers(store, faults),
    http.get(
      '*/vip/v1/activity/inviteCode',
      faulty('inviteCode', faults, ({ request }) => withUser(request, (user) => HttpResponse.json({ code: user.inviteCode }))),
    ),
    http.get(
      '*/vip/v1/activity/inviteInfo',
      faulty('inviteInfo', faults, ({ request }) =>
        withUser(request, (user) => {
          const rows = store.history.get(user.userID) ?? [];
          const of = (source: string) => rows.filter((r) => r.reward_source === source);
          const sum = (source: string) => of(source).reduce((n, r) => n + r.reward_days, 0);
          const withdrawn = store.rewardsWithdrawn.has(user.userID);
          return HttpResponse.json({
            invited_nums: of('invite_reward').length,
            // Withdrawn install rewards no longer count; purchase bonuses continue (§4).
            add_days: withdrawn ? 0 : sum('invite_reward'),
            join_vip_nums: new Set(of('vip_rebate').map((r) => r.invited_user)).size,
            invited_join_days: sum('vip_rebate'),
            ...(withdrawn ? { reward_withdrawn: true } : {}),
          } satisfies v.InferInput<typeof InviteInfoReply>);
        }),
      ),
    ),
    http.get(
      '*/vip/v1/activity/inviter',
      faulty('inviter', faults, ({ request }) => {
        const code = (new URL(request.url).searchParams.get('code') ?? '').toUpperCase();
        const inviterId = store.inviteCodes.get(code);
        const inviter = inviterId ? Object.values(DEMO_USERS).find((u) => u?.userID === inviterId) : null;
        if (!inviter) return fail(404, { error: 'invite_code_not_found', error_code: 4004, error_description: 'no such invitation code' });
        return HttpResponse.json({ user_name: inviter.name } satisfies Inviter);
      }),
    ),
    http.get(
      '*/vip/v1/activity/inviteList',
      faulty('inviteList', faults, ({ request }) =>
        withUser(request, (user) => {
          const params = new URL(request.url).searchParams;
          const limit = Math.min(Math.max(Number(params.get('limit') ?? 30) || 30, 1), 100);
          const begin = params.get('begin');
          const rows = store.history.get(user.userID) ?? [];
          const start = begin ? rows.findIndex((r) => r.time < begin) : 0;
          return HttpResponse.json({ data: start < 0 ? [] : rows.slice(start, start + limit) } satisfies { data: InviteRow[] });
        }),
      ),
    ),
    http.get(
      '*/vip/v1/activity/checkInvite',
      faulty('checkInvite', faults, ({ request }) =>
        withUser(request, (user) =>
          HttpResponse.json((store.relations.has(user.userID) ? { can_accept: false, reason: 'already_invited' } : { can_accept: true }) satisfies CheckInvite),
        ),
      ),
    ),
    http.get(
      '*/package/v1/apk/url/:id',
      faulty('url', faults, ({ params }) =>
        HttpResponse.json({ url: `https://download.mypikpak.com/app/${encodeURIComponent(String(params.id))}/PikPak-${CURRENT_VERSION_NAME}.apk` }),
      ),
    ),
    http.post(
      '*/report',
      faulty('report', faults, async ({ request }) => {
        const body = await jsonBody(request);
        const resource = typeof body.resource === 'string' ? body.resource.trim() : '';
        if (!resource || !['porn', 'political', 'violence'].includes(String(body.reportType))) {
          return fail(400, { error: 'invalid_argument', error_code: 3, error_description: 'reportType and resource are required' });
        }
        const info = body.userInfo as { userid?: unknown } | undefined;
        store.reports.push({ reportType: String(body.reportType), resource, userid: String(info?.userid ?? '0') });
        return HttpResponse.json({ result: 'ok' });
      }),
    ),
    ...createChannelSubscriptionHandlers(store, faults),
    ...createPingHandlers(faults),
    http.post(
      '*/config/v1/debug_options',
      faulty('debug_options', faults, () => HttpResponse.json({ values: { debug_options: { allow_vconsole: store.debugOptions } } })),
    ),
    http.post(
      '*/config/v1/checkClientVersion',
      faulty('checkClientVersion', faults, async ({ request }) => {
        const body = await jsonBody(request);
        const version = Number(body.version_code);
        return HttpResponse.json({
          upgrade_required: !Number.isFinite(version) || version < store.minVersionCode,
          min_version_code: store.minVersionCode,
          latest_version_name: CURRENT_VERSION_NAME,
        });
      }),
    ),
  ];
}
