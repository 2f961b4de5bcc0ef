import { useMemo } from 'react';
import type * as v from 'valibot';
import { giftCodeInput, giftRedemptionOf, type GiftRedemption } from '../../../machines/gift-code-rules';
import { provideSubmission } from '../../../machines/submission.machine';
import type { ActivationReply } from '../../../protocol/api/schemas';
import { checkImageAddress } from '../../../protocol/external-address';
import { useServices } from '../../shell/services-context';
import { popupLinkOf } from './popup';

/** A server popup as the page shows it: its texts, and only the links and image it may follow. */
export interface GiftPopup {
  title: string | null;
  description: string | null;
  image: string | null;
  action: { text: string; href: string | null } | null;
  dismiss: string | null;
}

/** A redeemed gift code: days, new end of Premium, and the server's popup if it sent one. */
export type GiftResult = GiftRedemption & { popup: GiftPopup | null };

type Popup = NonNullable<v.InferOutput<typeof ActivationReply>['popup']>;

/**
 * The gift-code page's wiring: the code form on the shared submission machine,
 * sending `POST /vip/v1/order/activation-code {activation_code}` with the app session's
 * token and device id, and reading the reply into what the page shows.
 */
export function useGiftCodeWiring() {
  const services = useServices();
  return useMemo(() => {
    const { api, bridge, config } = services;
    const rules = { inApp: bridge.kind !== 'absent', deepLinkBase: config.deepLinkBase, externalHosts: config.externalHosts };
    const popupOf = (popup: Popup | undefined): GiftPopup | null => {
      if (!popup) return null;
      const title = popup.title?.text ?? null;
      const description = popup.description ?? null;
      if (!title && !description) return null;
      const image = popup.image && checkImageAddress(popup.image, config.imageHosts).ok ? popup.image : null;
      const action = popup.button ? { text: popup.button.text, href: popupLinkOf(popup.button.deepLink, rules) } : null;
      return { title, description, image, action, dismiss: popup.secondaryButton?.text ?? null };
    };
    return {
      form: provideSubmission<string, GiftResult>(async (code) => {
        const reply = await api.redeemActivationCode({ activation_code: code });
        return { ...giftRedemptionOf(reply), popup: popupOf(reply.popup) };
      }),
      formInput: giftCodeInput,
    };
  }, [services]);
}
