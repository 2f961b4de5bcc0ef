import type * as v from 'valibot';
import { fromCallback } from 'xstate';
import { giftCodePageMachine } from '../../../machines/gift-code/gift-code-page.machine';
import { giftRedemptionOf, type GiftPopup, type GiftResult } from '../../../machines/gift-code/gift-code-rules';
import { giftCodeOfLink } from '../../../machines/gift-code/gift-code-text';
import { createSubmissionMachine, type SubmissionActor } from '../../../machines/core/submission.machine';
import type { ActivationReply } from '../../../protocol/api/schemas';
import { checkImageAddress } from '../../../protocol/external-address';
import { isLoggedIn, type Session } from '../../../protocol/session';
import type { Services } from '../../services';
import { copyWith } from '../../shell/copy';
import { deepLinksOf } from '../../shell/deep-links';
import { isInApp, type Host } from '../../shell/host';
import { definePage } from '../../shell/page-kit';
import { popupLinkOf } from './popup';

export type { GiftPopup, GiftResult };

/** The Premium purchase page the app opens (as /subscription's Get Premium does). */
const PREMIUM_PAGE_URL = 'https://mypikpak.com/premium';

type Popup = NonNullable<v.InferOutput<typeof ActivationReply>['popup']>;

/** The code form on the shared submission machine, reading the reply into what the page shows. */
function giftCodeForm(services: Pick<Services, 'api' | 'config'>, inApp: boolean) {
  const popupOf = (popup: Popup | undefined, config: Services['config']): GiftPopup | null => {
    if (!popup) return null;
    const title = popup.title?.text ?? null;
    const description = popup.description ?? null;
    if (!title && !description) return null;
    const rules = { inApp, deepLinkBase: config.deepLinkBase, externalHosts: config.externalHosts };
    const image = popup.image && checkImageAddress(popup.image, config.imageHosts).ok ? popup.image : null;
    const action = popup.button ? { text: popup.button.text, href: popupLinkOf(popup.button.deepLink, rules) } : null;
    return { title, description, image, action, dismiss: popup.secondaryButton?.text ?? null };
  };
  return createSubmissionMachine<string, GiftResult>(async (code) => {
    const reply = await services.api.redeemActivationCode({ activation_code: code });
    return { ...giftRedemptionOf(reply), popup: popupOf(reply.popup, services.config) };
  });
}

/**
 * In a browser, this page (on `origin`) with the link's code as the app's deep link (the view
 * action), or null: only when the page's address passes the deep-link check (an https page
 * on an allowed host), so a page served anywhere else offers copy and get-the-app instead.
 */
export function openAppHrefOf(config: Services['config'], host: Host, code: string | null, origin: string): string | null {
  const linkCode = giftCodeOfLink(code);
  if (isInApp(host) || linkCode === null) return null;
  const page = new URL('/activity/cdKey', origin);
  page.searchParams.set('code', linkCode);
  const view = deepLinksOf(config).view(page.href);
  return view.ok ? view.href : null;
}

/** The gift-code form: a code in, the redemption out. */
export type GiftCodeForm = SubmissionActor<string, GiftResult>;

/**
 * /activity/cdKey's page hook: the page machine, which offers the form when logged in (else
 * log in or get the app), with the code form on the shared submission machine (child `form`),
 * sending `POST /vip/v1/order/activation-code {activation_code}` with the app session's token
 * and device id, started with the code of the link (`code`, the validated query); in a
 * browser, the link's code with a copy (the app's clipboard or the browser's) and the deep
 * link that carries it to the app.
 */
export const useGiftCodePage = definePage({
  machine: ({ services, inApp }) =>
    giftCodePageMachine.provide({
      actors: {
        form: giftCodeForm(services, inApp),
        copy: copyWith(services),
        // Inside the app: the page shown again is the reader back from one of the app's screens.
        returns: fromCallback(({ sendBack }) => {
          if (!inApp) return undefined;
          const onVisible = () => {
            if (document.visibilityState === 'visible') sendBack({ type: 'page.returned' });
          };
          document.addEventListener('visibilitychange', onVisible);
          return () => document.removeEventListener('visibilitychange', onVisible);
        }),
      },
      actions: {
        openPurchase: () => void services.bridge.call('openWebPage', { url: PREMIUM_PAGE_URL }),
      },
    }),
  // The page's origin: the hook runs after hydration only (under SessionGate).
  input: ({ services, host }, { session, code }: { session: Session; code: string | null }) => ({
    loggedIn: isLoggedIn(session),
    host,
    code,
    openAppHref: openAppHrefOf(services.config, host, code, window.location.origin),
  }),
});
