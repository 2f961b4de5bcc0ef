import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useMemo } from 'react';
import type * as v from 'valibot';
import { giftCodePageMachine, type GiftCodePageActor } from '../../../machines/gift-code/gift-code-page.machine';
import { giftRedemptionOf, type GiftPopup, type GiftResult } from '../../../machines/gift-code/gift-code-rules';
import { giftCodeOfLink } from '../../../machines/gift-code/gift-code-text';
import { createSubmissionMachine, type SubmissionActor } from '../../../machines/core/submission.machine';
import type { ActivationReply } from '../../../protocol/api/schemas';
import { checkImageAddress } from '../../../protocol/external-address';
import { isLoggedIn, type Session } from '../../../protocol/session';
import type { Services } from '../../services';
import { copyWith } from '../../shell/copy';
import { deepLinksOf } from '../../shell/deep-links';
import { isInApp, useHost, type Host } from '../../shell/host';
import type { PageWiring } from '../../shell/page-wiring';
import { useServices } from '../../shell/services-context';
import { popupLinkOf } from './popup';

export type { GiftPopup, GiftResult };

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
export function useGiftCodePage({ session, code }: { session: Session; code: string | null }): PageWiring<GiftCodePageActor> {
  const services = useServices();
  const host = useHost();
  const inApp = isInApp(host);
  const machine = useMemo(() => giftCodePageMachine.provide({ actors: { form: giftCodeForm(services, inApp), copy: copyWith(services) } }), [services, inApp]);
  // The page's origin: the hook runs after hydration only (under SessionGate).
  const openAppHref = useMemo(() => openAppHrefOf(services.config, host, code, window.location.origin), [services, host, code]);
  const actor = useActorRef(machine, { input: { loggedIn: isLoggedIn(session), host, code, openAppHref } });
  // The form's statistics (gift_code_submit, _success, _failure) and the code's copies (gift_code_copy);
  // a layout effect, so their first reports are heard.
  useLayoutEffect(() => {
    const { form, copy } = actor.getSnapshot().children;
    const subs = [form?.on('track', (e) => void services.track(e.action, e.extra)), copy?.on('track', (e) => void services.track(e.action, e.extra))];
    return () => subs.forEach((sub) => sub?.unsubscribe());
  }, [actor, services]);
  return { actor, host };
}
