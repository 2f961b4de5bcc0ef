import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type * as v from 'valibot';
import { giftCodeEntryOf, giftCodeInput, giftRedemptionOf, type GiftCodeEntry, type GiftRedemption } from '../../../machines/gift-code-rules';
import { createSubmissionMachine, type SubmissionActor } from '../../../machines/submission.machine';
import type { ActivationReply } from '../../../protocol/api/schemas';
import { checkImageAddress } from '../../../protocol/external-address';
import { isLoggedIn, type Session } from '../../../protocol/session';
import type { Services } from '../../services';
import { isInApp, useHost } from '../../shell/host';
import type { PageWiring } from '../../shell/page-wiring';
import { useServices } from '../../shell/services-context';
import { useTrackReports } from '../../shell/use-track-reports';
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

/** The gift-code form: a code in, the redemption out. */
export type GiftCodeForm = SubmissionActor<string, GiftResult>;

/**
 * /activity/cdKey's page hook: the code form on the shared submission machine, sending
 * `POST /vip/v1/order/activation-code {activation_code}` with the app session's token and
 * device id, started with the code of the link (`code`, the validated query); and what the
 * page offers this reader (`entry`: the form when logged in, else log in or get the app).
 */
export function useGiftCodePage({ session, code }: { session: Session; code: string | null }): PageWiring<GiftCodeForm> & { entry: GiftCodeEntry } {
  const services = useServices();
  const host = useHost();
  const inApp = isInApp(host);
  const machine = useMemo(() => giftCodeForm(services, inApp), [services, inApp]);
  const actor = useActorRef(machine, { input: giftCodeInput(code) });
  useTrackReports(actor, services.track);
  return { actor, host, entry: giftCodeEntryOf(isLoggedIn(session), inApp) };
}
