import * as v from 'valibot';
import { DISPLAY_PARAGRAPH_MAX_GRAPHEMES, displayText } from '../display-text';

const Int = v.pipe(v.number(), v.integer());
const NonNegInt = v.pipe(Int, v.minValue(0));

/** An address the page may link to or open: https only; the host is checked where it is used (external-address.ts). */
const isHttps = (s: string) => {
  try {
    return new URL(s).protocol === 'https:';
  } catch {
    return false;
  }
};
const HttpsUrl = v.pipe(v.string(), v.url(), v.check(isHttps, 'not an https address'));
/**
 * Text another user wrote (a name, a channel title), or any other text of a reply the page
 * shows as it came (a card brand, a plan name, an IP address, a region, the reader's own
 * invitation code, the gift-code popup's texts), as the page may show it: no format or control
 * characters, NFC, spaces collapsed, at most 64 graphemes (protocol/display-text.ts). Every such
 * field of a reply is this, never a bare string. (A listed channel's `channel_id` is the one
 * exception: the requests carry it as the server wrote it, so the view shows it through the
 * same transform: src/features/channel-subscription/channel-name.tsx.)
 */
const UserText = v.pipe(v.string(), v.transform(displayText));
/** The same for a sentence or two (the gift-code popup's description): at most 400 graphemes. */
const UserParagraph = v.pipe(
  v.string(),
  v.transform((s) => displayText(s, DISPLAY_PARAGRAPH_MAX_GRAPHEMES)),
);
const PopupText = v.object({ text: UserText, color: v.optional(v.string()) });

/**
 * POST /vip/v1/order/activation-code. Only a reply that says it succeeded is one: `result`
 * (a non-empty string) and `add_days` are required, so `{}` or an error body answered with 200
 * is never read as a redemption (the error fields themselves are refused in http.ts).
 */
export const ActivationReply = v.object({
  add_days: NonNegInt,
  free_days: v.optional(NonNegInt, 0),
  invited_days: v.optional(NonNegInt, 0),
  result: v.pipe(v.string(), v.minLength(1)),
  data: v.optional(
    v.object({
      expire: v.optional(v.string()),
      status: v.optional(v.string()),
      type: v.optional(v.string()),
      user_id: v.optional(v.string()),
    }),
  ),
  popup: v.optional(
    v.object({
      title: v.optional(PopupText),
      description: v.optional(UserParagraph),
      image: v.optional(v.string()),
      button: v.optional(v.object({ text: UserText, color: v.optional(v.string()), deepLink: v.optional(v.string()) })),
      secondaryButton: v.optional(v.object({ text: UserText, color: v.optional(v.string()), deepLink: v.optional(v.string()) })),
      icon: v.optional(v.string()),
    }),
  ),
});

/** GET /user/v1/thumbnail */
export const ThumbnailReply = v.object({ thumbnail_link: HttpsUrl });

/** GET /drive/v1/privilege/area_accessible */
export const AreaAccessibleReply = v.object({ accessible: v.boolean(), area: v.optional(v.string()) });

/** Stripe's subscription statuses, all of them (machines/subscription/subscription.machine.ts sorts them into the page's states). */
const SubscriptionStatus = v.picklist(['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused']);
/** An ISO 4217 code as Stripe writes it (lower case); upper-cased for Intl. */
const Currency = v.pipe(v.string(), v.regex(/^[a-zA-Z]{3}$/), v.toUpperCase());
/** An ISO timestamp that the Date parser reads too (v.isoTimestamp admits offsets such as "+05" that it does not). */
const Instant = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check((s) => Number.isFinite(Date.parse(s)), 'a timestamp the Date parser reads'),
);
const Invoice = v.object({
  id: v.string(),
  created: Instant,
  amount: NonNegInt,
  currency: Currency,
  /** Stripe's invoice status; the page words paid, open, void and uncollectible, anything else neutrally. */
  status: v.string(),
  /** Designed after Stripe's hosted_invoice_url: opened only if it passes the external-address check. */
  hosted_invoice_url: v.optional(v.nullable(v.string()), null),
});
const Subscription = v.object({
  id: v.string(),
  status: SubscriptionStatus,
  plan: v.object({ name: UserText, interval: v.picklist(['month', 'year']), amount: NonNegInt, currency: Currency }),
  current_period_end: Instant,
  cancel_at_period_end: v.boolean(),
  payment_method: v.optional(v.nullable(v.object({ brand: UserText, last4: v.pipe(v.string(), v.regex(/^\d{4}$/)) })), null),
  invoices: v.optional(v.array(Invoice), []),
});
/** GET /vip/v1/stripe/subscription: null when the user never subscribed. */
export const SubscriptionReply = v.object({ subscription: v.nullable(Subscription) });
/** POST /vip/v1/stripe/cancelSubscription */
export const CancelSubscriptionReply = v.object({ subscription: Subscription });
/** POST /vip/v1/stripe/resumeSubscription (designed: README, "Subscription"): the pending cancel undone. */
export const ResumeSubscriptionReply = v.object({ subscription: Subscription });
/** POST /vip/v1/stripe/billingPortal (designed): the provider's page where the card is changed, opened only if allowed. */
export const BillingPortalReply = v.object({ url: v.pipe(v.string(), v.minLength(1)) });

/** GET /vip/v1/activity/inviteCode */
export const InviteCodeReply = v.object({ code: v.pipe(v.string(), v.transform(displayText), v.minLength(1)) });
/** GET /vip/v1/activity/inviteInfo */
export const InviteInfoReply = v.object({
  invited_nums: NonNegInt,
  add_days: NonNegInt,
  join_vip_nums: NonNegInt,
  invited_join_days: NonNegInt,
  /** Designed (protocol/api/README.md, Referral): install rewards withdrawn for abuse; absent means no. */
  reward_withdrawn: v.optional(v.boolean(), false),
});
/** GET /vip/v1/activity/inviter */
export const InviterReply = v.object({ user_name: UserText, avatar: v.optional(v.string()) });
const RewardSource = v.picklist(['vip_rebate', 'invite_reward', 'relation']);
/** GET /vip/v1/activity/inviteList */
export const InviteListReply = v.object({
  data: v.array(
    v.object({
      invited_user: UserText,
      reward_source: RewardSource,
      reward_days: NonNegInt,
      time: v.string(),
    }),
  ),
});
/** GET /vip/v1/activity/checkInvite */
export const CheckInviteReply = v.object({ can_accept: v.boolean(), reason: v.optional(v.string()) });
/** GET /package/v1/apk/url/{id} */
export const ApkUrlReply = v.object({ url: HttpsUrl });
/** POST feedback /report */
export const ReportReply = v.object({ result: v.string() });
/** GET area_connectivity */
export const ConnectivityReply = v.object({ ip: UserText, region: UserText, server_time: v.number() });
/** GET /contentSubscription/v1/subscribe */
const ChannelSubscription = v.object({ channel_id: v.string(), title: UserText, subscribed_at: v.string() });
/** Asked with a link's `channel_id` (designed): the channel as the server knows it, or null when Telegram has no such channel. */
const KnownChannel = v.object({ channel_id: v.string(), title: UserText });
export const ContentSubscriptionsReply = v.object({ subscriptions: v.array(ChannelSubscription), channel: v.optional(v.nullable(KnownChannel)) });
/** POST and DELETE /contentSubscription/v1/subscribe */
export const ContentSubscriptionChange = v.object({ result: v.string() });
/** POST /config/v1/debug_options */
export const DebugOptionsReply = v.object({
  values: v.object({
    debug_options: v.object({
      allow_vconsole: v.object({
        enable: v.boolean(),
        uids: v.optional(v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), []),
      }),
    }),
  }),
});
/** POST /config/v1/checkClientVersion */
export const ClientVersionReply = v.object({
  upgrade_required: v.boolean(),
  min_version_code: NonNegInt,
  latest_version_name: v.optional(v.string()),
});

/*
 * The one type of each reply is its schema's output. Machines and rule modules (machines/)
 * may not import this file, so they declare only the fields they read and the feature's
 * wiring module checks, by passing these types in, that the replies have them
 * (machines/referral/referral-rules.ts, "Reply shapes").
 */
export type Subscription = v.InferOutput<typeof Subscription>;
/** One row of a subscription's billing history. */
export type Invoice = v.InferOutput<typeof Invoice>;
/** The inviter's totals (GET inviteInfo). */
export type InviteInfo = v.InferOutput<typeof InviteInfoReply>;
/** The public inviter lookup (GET inviter). */
export type Inviter = v.InferOutput<typeof InviterReply>;
/** One row of the invitation history (GET inviteList). */
export type InviteRow = v.InferOutput<typeof InviteListReply>['data'][number];
/** Whether the current user may still accept an invitation (GET checkInvite). */
export type CheckInvite = v.InferOutput<typeof CheckInviteReply>;
