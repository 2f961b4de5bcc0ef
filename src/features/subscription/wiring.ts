import { fromCallback, fromPromise } from 'xstate';
import { paymentStatusMachine, type PaymentReturn } from '../../../machines/subscription/payment-status.machine';
import { cardUpdateMachine, subscriptionMachine } from '../../../machines/subscription/subscription.machine';
import type { Problem } from '../../../machines/core/problem';
import { createRequestMachine } from '../../../machines/core/request.machine';
import type { Subscription } from '../../../protocol/api/schemas';
import { checkExternalAddress, INVOICE_HOSTS } from '../../../protocol/external-address';
import { isLoggedIn, type Session } from '../../../protocol/session';
import { definePage } from '../../shell/page-kit';

/**
 * The subscription pages' wiring (§2.6): the one place where the services become the
 * implementations of the lifecycle and payment-status machines. Each page hook starts its
 * page's machine with the host, the session and the query as input.
 */

/** The product's web page where Premium is bought, opened in the app with its web page call. */
const PREMIUM_PAGE_URL = 'https://mypikpak.com/premium';

/**
 * The subscription as the page may show it: a hosted invoice keeps its address only when it
 * is https on one of the payment provider's hosts, else it has none.
 */
function withCheckedInvoices(subscription: Subscription | null, hosts: readonly string[]): Subscription | null {
  if (!subscription) return null;
  const invoices = subscription.invoices.map((invoice) => {
    const checked = checkExternalAddress(invoice.hosted_invoice_url, hosts);
    return { ...invoice, hosted_invoice_url: checked.ok ? checked.url : null };
  });
  return { ...subscription, invoices };
}

/** A reply's address that fails the check is not opened: the page says it could not read the answer. */
const UNUSABLE_ADDRESS: Problem = { kind: 'bad-reply' };

/** /subscription: the lifecycle machine with its load, its cancel, its renewal, the card's update and the purchase page provided. */
export const useSubscriptionPage = definePage({
  machine: ({ services: { api, bridge } }) => {
    // Payment and billing addresses (invoices, Pay now, the billing portal) open only on the payment
    // provider's own hosts: never on the other external hosts (chats, stores, our own pages).
    const hosts = INVOICE_HOSTS;
    /** The tab readied by the reader's tap on Update payment method, until the provider's page opens in it. */
    let tab: Window | null = null;
    return subscriptionMachine.provide({
      actors: {
        load: createRequestMachine<Subscription | null>(async () => withCheckedInvoices((await api.stripeSubscription()).subscription, hosts)),
        cancel: fromPromise<Subscription | null, { id: string }>(async ({ input }) =>
          withCheckedInvoices((await api.cancelStripeSubscription({ subscription_id: input.id })).subscription, hosts),
        ),
        resume: fromPromise<Subscription | null, { id: string }>(async ({ input }) =>
          withCheckedInvoices((await api.resumeStripeSubscription({ subscription_id: input.id })).subscription, hosts),
        ),
        card: cardUpdateMachine.provide({
          actions: {
            // Within the reader's tap: a tab opened later, when the address has come, would be blocked.
            prepareTab: () => {
              tab = window.open('', '_blank');
            },
            openPortal: (_, { url }) => {
              if (tab && !tab.closed) {
                tab.opener = null;
                tab.location.href = url;
              } else window.location.assign(url);
              tab = null;
            },
            closeTab: () => {
              tab?.close();
              tab = null;
            },
          },
          actors: {
            // Back on this page: shown again (the tab switched back, the app resumed, or restored from the back-forward cache).
            returns: fromCallback(({ sendBack }) => {
              const onVisible = () => {
                if (document.visibilityState === 'visible') sendBack({ type: 'card.returned' });
              };
              const onShow = (event: PageTransitionEvent) => {
                if (event.persisted) sendBack({ type: 'card.returned' });
              };
              document.addEventListener('visibilitychange', onVisible);
              window.addEventListener('pageshow', onShow);
              return () => {
                document.removeEventListener('visibilitychange', onVisible);
                window.removeEventListener('pageshow', onShow);
              };
            }),
            // The provider's one-time page, opened only when it passes the check (billing.stripe.com).
            portal: createRequestMachine<string, { id: string }>(async ({ id }) => {
              const checked = checkExternalAddress((await api.stripeBillingPortal({ subscription_id: id })).url, hosts);
              if (!checked.ok) throw UNUSABLE_ADDRESS;
              return checked.url;
            }),
          },
        }),
      },
      actions: {
        openPurchase: () => void bridge.call('openWebPage', { url: PREMIUM_PAGE_URL }),
      },
    });
  },
  input: ({ host }, { session }: { session: Session }) => ({ loggedIn: isLoggedIn(session), host }),
});

/** /payment/status: the payment-status machine with its check (the same subscription call) and the way back to the app. */
export const usePaymentStatusPage = definePage({
  machine: ({ services: { api, bridge } }) =>
    paymentStatusMachine.provide({
      actors: { check: fromPromise<Subscription | null>(async () => (await api.stripeSubscription()).subscription) },
      actions: { closePage: () => void bridge.call('finishSelf') },
    }),
  // In a browser, the app's deep link opens the app for someone who has it. Only a payment made
  // since the page opened (or just before) is confirmed (machines/subscription/payment-status.machine.ts, confirmsPayment).
  input: ({ services, host }, { session, status }: { session: Session; status: PaymentReturn }) => ({
    status,
    host,
    loggedIn: isLoggedIn(session),
    appLink: services.config.deepLinkBase,
    openedAt: Date.now(),
  }),
});
