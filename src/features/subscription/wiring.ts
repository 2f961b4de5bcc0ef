import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { paymentStatusMachine, type PaymentReturn, type PaymentStatusInput } from '../../../machines/payment-status.machine';
import { provideSubmission } from '../../../machines/submission.machine';
import { selectSubscriptionData, subscriptionMachine, type SubscriptionFacts, type SubscriptionInput } from '../../../machines/subscription.machine';
import type { Subscription } from '../../../protocol/api/schemas';
import { checkExternalAddress, INVOICE_HOSTS } from '../../../protocol/external-address';
import { isLoggedIn, type Session } from '../../../protocol/session';
import { useServices } from '../../shell/services-context';

/**
 * The subscription pages' wiring (§2.6): the one place where the services become the
 * implementations of the lifecycle and payment-status machines. Views take machines, inputs
 * and typed selectors from the hooks below.
 */

/** The product's web page where Premium is bought, opened in the app with its web page call. */
const PREMIUM_PAGE_URL = 'https://mypikpak.com/premium';

/** The card subscription (GET /vip/v1/stripe/subscription), typed as the reply's schema says. */
const selectSubscription = selectSubscriptionData<Subscription>;

/** /subscription: the lifecycle machine with its load, its cancel form and the purchase page provided. */
export function useSubscriptionWiring(session: Session) {
  const { api, bridge, config } = useServices();
  return useMemo(() => {
    const cancel = provideSubmission<string, Subscription>(async (id) => (await api.cancelStripeSubscription({ subscription_id: id })).subscription);
    const machine = subscriptionMachine.provide({
      actors: {
        load: fromPromise<SubscriptionFacts | null>(async () => (await api.stripeSubscription()).subscription),
        cancelForm: cancel.machine,
      },
      actions: {
        openPurchase: () => void bridge.call('openWebPage', { url: PREMIUM_PAGE_URL }),
      },
    });
    const input: SubscriptionInput = { loggedIn: isLoggedIn(session), host: bridge.kind };
    /** A hosted invoice's address, only when it is https on an allowed host (the provider's invoice hosts among them). */
    const invoiceHref = (url: string | null | undefined): string | null => {
      const checked = checkExternalAddress(url, [...config.externalHosts, ...INVOICE_HOSTS]);
      return checked.ok ? checked.url : null;
    };
    return { machine, input, selectSubscription, invoiceHref };
  }, [api, bridge, config, session]);
}

/** /payment/status: the payment-status machine with its check (the same subscription call) and the way back to the app. */
export function usePaymentStatusWiring(session: Session, status: PaymentReturn) {
  const { api, bridge, config } = useServices();
  return useMemo(() => {
    const machine = paymentStatusMachine.provide({
      actors: { check: fromPromise<SubscriptionFacts | null>(async () => (await api.stripeSubscription()).subscription) },
      actions: { closePage: () => void bridge.call('finishSelf') },
    });
    const inApp = bridge.kind !== 'absent';
    const input: PaymentStatusInput = { status, inApp, canCheck: inApp && isLoggedIn(session) };
    // In a browser, the app's deep link opens the app for someone who has it.
    return { machine, input, openAppHref: config.deepLinkBase };
  }, [api, bridge, config, session, status]);
}
