import { HttpResponse } from 'msw';
import { GIFT_CODE_REFUSALS, type GiftCodeRefusal } from '../machines/gift-code/gift-code-rules';
import { VERIFIED_KEY } from './fake-host';
import type { Store } from './store';
import type { DemoUser } from './users';

/** A gift code of the fake backend (mocks/README.md, "Gift codes"). */
export interface GiftCode {
  days: number;
  /** The user id that redeemed it; codes are single-use (§5, §9). */
  usedBy: string | null;
  /** Past its end date. */
  expired?: boolean;
  /** Only for accounts with current Premium (the server-attack compensation code, §6). */
  premiumOnly?: boolean;
  /** The server asks for a verification before redeeming it. */
  verification?: boolean;
  /** The reply carries a server popup (a dialog with a link). */
  popup?: boolean;
}

/** The popup of GIFTPOPUP: text as the server would send it, a link on the allowlist. */
const DEMO_POPUP = {
  title: { text: 'Welcome to PikPak Premium' },
  description: 'Your gift is active. See what Premium includes.',
  button: { text: 'See Premium', deepLink: 'https://mypikpak.com/premium' },
  secondaryButton: { text: 'Close' },
};

/** The demo codes beyond PREMIUM30, TRIAL7 and USEDCODE. */
export const DEMO_GIFT_CODES: [string, GiftCode][] = [
  ['EXPIRED90', { days: 90, usedBy: null, expired: true }],
  ['COMP2DAYS', { days: 2, usedBy: null, premiumOnly: true }],
  ['VERIFY30', { days: 30, usedBy: null, verification: true }],
  ['GIFTPOPUP', { days: 7, usedBy: null, popup: true }],
];

const DAY = 86_400_000;

const verifiedInThisTab = () => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(VERIFIED_KEY) === '1';

const DESCRIPTION: Record<GiftCodeRefusal, string> = {
  unknown: 'no such code',
  used: 'code already used',
  expired: 'code expired',
  'not-eligible': 'code is for current Premium users only',
  verification: 'verification required',
};

function refuse(refusal: GiftCodeRefusal) {
  const { code, error } = GIFT_CODE_REFUSALS[refusal];
  return HttpResponse.json({ error, error_code: code, error_description: DESCRIPTION[refusal] }, { status: 400 });
}

/**
 * POST /vip/v1/order/activation-code for a gift code (not the invitation page's `page:
 * 'invite'`): the designed refusals of protocol/api/README.md, or the days added to the end
 * of the user's current Premium. The code is compared as the server would: spaces removed,
 * upper case.
 */
export function redeemGiftCode(store: Store, user: DemoUser, typed: string): Response {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  const gift = store.giftCodes.get(code);
  if (!gift) return refuse('unknown');
  if (gift.usedBy) return refuse('used');
  if (gift.expired) return refuse('expired');
  if (gift.premiumOnly && !user.isVip) return refuse('not-eligible');
  // The fake app's verification screen confirms the reader for the tab (mocks/fake-host.ts).
  if (gift.verification && !verifiedInThisTab()) return refuse('verification');
  gift.usedBy = user.userID;
  const current = store.premiumUntil.get(user.userID) ?? Date.now();
  const until = Math.max(current, Date.now()) + gift.days * DAY;
  store.premiumUntil.set(user.userID, until);
  const expire = new Date(until).toISOString();
  return HttpResponse.json({
    add_days: gift.days,
    free_days: 0,
    invited_days: 0,
    result: 'ACCEPTED',
    data: { expire, status: 'ok', type: 'premium', user_id: user.userID },
    ...(gift.popup ? { popup: DEMO_POPUP } : {}),
  });
}
