import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../protocol/api/errors';
import { activate } from '../helpers/render';
import { openRoute } from '../helpers/router';
import { inApp, servicesFor, setupFakeBackend } from '../helpers/referral';

const backend = setupFakeBackend();

/** The tab window.open readies on the reader's tap (jsdom opens none): where it was sent, and whether it was closed. */
function fakeTab() {
  const tab = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return tab;
}
const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
/** The premium user's period end in the fake store (now + 17 days). */
const PERIOD_END = new Date(NOW + 17 * DAY);

const longDate = (locale: string, date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date).replace(/\s+/g, ' ');
/** Intl's text with its no-break spaces as the page's text content compares them (Testing Library folds white space). */
const folded = (text: string) => text.replace(/\s+/g, ' ');
const money = (locale: string, amount: number) => folded(new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount));
const cancels = () => backend.requests.filter((p) => p.endsWith('/cancelSubscription'));
const resumes = () => backend.requests.filter((p) => p.endsWith('/resumeSubscription'));
const premiumSub = () => backend.store.subscriptions.get('1002')!;
/** The premium user's newest invoice paid as the payment page opens (the only payment /payment/status confirms). */
const paidJustNow = () => void (premiumSub().invoices[0]!.created = new Date().toISOString());

describe('/subscription', { timeout: 20_000 }, () => {

  it('shows the active plan: name, price and interval, next charge, card, and three invoices on the provider’s host', async () => {
    openRoute(servicesFor('premium'), '/subscription');
    const plan = (await screen.findByRole('heading', { name: 'Your plan' }, { timeout: 5000 })).closest('section')!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your subscription');
    expect(document.title).toBe('Your subscription · PikPak');
    expect(within(plan).getByText('Premium')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(plan).toHaveTextContent(`${money('en-US', 10.99)} per month`);
    expect(within(plan).getByText('Next charge').nextSibling).toHaveTextContent(longDate('en-US', PERIOD_END));
    expect(plan).toHaveTextContent('Visa ending in 4242');
    const history = screen.getByRole('list', { name: 'Billing history' });
    const links = within(history).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/invoice\.stripe\.com\/i\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('aria-label')).toMatch(/^Invoice from .+ \(opens in a new tab\)$/);
    }
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Paid');
    // A live subscription is never offered for sale again.
    expect(screen.queryByRole('button', { name: /Get Premium/ })).not.toBeInTheDocument();
  });

  it('formats the price and the dates in the reader’s language (Korean)', async () => {
    await activate('ko');
    openRoute(servicesFor('premium'), '/subscription');
    const plan = (await screen.findByText('Premium')).closest('section')!;
    expect(plan).toHaveTextContent(money('ko', 10.99));
    expect(plan).toHaveTextContent(longDate('ko', PERIOD_END));
    expect(plan.querySelector('time')).toHaveAttribute('datetime', PERIOD_END.toISOString());
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(longDate('ko', new Date(premiumSub().invoices[0]!.created)));
  });

  it('formats the price and the dates in Arabic', async () => {
    await activate('ar');
    openRoute(servicesFor('premium'), '/subscription');
    const plan = (await screen.findByText('Premium')).closest('section')!;
    expect(plan).toHaveTextContent(money('ar', 10.99));
    expect(plan).toHaveTextContent(longDate('ar', PERIOD_END));
  });

  it('cancels only after the confirmation says what happens, with one request, ends on the success, and Renew undoes it with one request', async () => {
    const { services, calls } = inApp('premium');
    openRoute(services, '/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }, { timeout: 5000 }));
    const confirm = screen.getByRole('heading', { name: 'Cancel your subscription?' });
    // Focus moves into the confirmation's heading.
    expect(confirm.contains(document.activeElement)).toBe(true);
    const step = confirm.closest('section')!;
    expect(step).toHaveTextContent(`Premium continues until ${longDate('en-US', PERIOD_END)}, then stops. You won’t be charged again.`);
    expect(cancels()).toEqual([]);
    await userEvent.click(within(step).getByRole('radio', { name: 'It costs too much' }));
    expect(within(step).getByRole('radio', { name: 'It costs too much' })).toBeChecked();
    const go = within(step).getByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(go);
    await userEvent.click(go);
    // The success, in the task's place: the one status message, focused, with the date, Done and the undo.
    const canceled = await screen.findByRole('status', { name: 'Subscription canceled' });
    expect(canceled).toHaveFocus();
    expect(canceled).toHaveTextContent(`Premium continues until ${longDate('en-US', PERIOD_END)}, then stops. You won’t be charged again.`);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cancels()).toHaveLength(1);
    expect(services.tracked).toEqual(expect.arrayContaining(['subscription_cancel_submit', 'subscription_cancel_success', 'subscription_cancel_reason']));

    const renew = within(canceled).getByRole('button', { name: 'Renew' });
    await userEvent.click(renew);
    const renewed = await screen.findByRole('status', { name: 'Subscription renewed' });
    expect(renewed).toHaveTextContent(`Premium continues. The next charge of ${money('en-US', 10.99)} is on ${longDate('en-US', PERIOD_END)}.`);
    expect(resumes()).toHaveLength(1);
    expect(premiumSub().cancel_at_period_end).toBe(false);
    await userEvent.click(within(renewed).getByRole('button', { name: 'Done' }));
    expect(calls).toContain('finishSelf');
  });

  it('goes back without a request when the reader keeps Premium', async () => {
    openRoute(servicesFor('premium'), '/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep Premium' }));
    const start = screen.getByRole('button', { name: 'Cancel subscription' });
    expect(start).toHaveFocus();
    expect(cancels()).toEqual([]);
  });

  it('keeps the subscription after a failed cancel and says so', async () => {
    backend.faults = new Map([['cancelSubscription', '500']]);
    const services = servicesFor('premium');
    openRoute(services, '/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(within(screen.getByRole('heading', { name: 'Cancel your subscription?' }).closest('section')!).getByRole('button', { name: 'Cancel subscription' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your subscription wasn’t canceled');
    expect(alert).toHaveTextContent('Something went wrong on our side. Try again. Premium continues as before.');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(cancels()).toHaveLength(1);
    expect(services.tracked).not.toContain('subscription_cancel_reason');
  });

  it('a cancel whose reply never came is not told as failed: the outcome is unknown, the subscription is read again, and the page offers what it now allows', async () => {
    const { services } = inApp('premium');
    // The cancel reaches the server, but its reply is lost (the time-out).
    const cancelThenLose = async (body: { subscription_id: string }) => {
      await services.api.cancelStripeSubscription(body);
      throw new ApiError('timeout');
    };
    openRoute({ ...services, api: { ...services.api, cancelStripeSubscription: cancelThenLose } }, '/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }, { timeout: 5000 }));
    await userEvent.click(within(screen.getByRole('heading', { name: 'Cancel your subscription?' }).closest('section')!).getByRole('button', { name: 'Cancel subscription' }));
    const checked = (await screen.findByText('We checked your subscription again')).closest('[role="status"]');
    expect(checked).toHaveTextContent('What you see here is how your subscription stands now.');
    expect(screen.queryByText(/wasn’t canceled|Premium continues as before/)).not.toBeInTheDocument();
    // Read again: the cancel went through, so Renew is offered, not Cancel again.
    expect(await screen.findByText('Your subscription has been canceled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/subscription'))).toHaveLength(2);
  });

  it('a cancel with no reply (offline) says the outcome is unknown while it reads again; the cancel is offered again only once the subscription says it is active', async () => {
    backend.faults = new Map([['cancelSubscription', 'offline']]);
    let answer: () => void = () => undefined;
    const { services } = inApp('premium');
    let loads = 0;
    const slowSecondLoad = async () => {
      loads += 1;
      if (loads === 2) await new Promise<void>((resolve) => (answer = resolve));
      return services.api.stripeSubscription();
    };
    openRoute({ ...services, api: { ...services.api, stripeSubscription: slowSecondLoad } }, '/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }, { timeout: 5000 }));
    await userEvent.click(within(screen.getByRole('heading', { name: 'Cancel your subscription?' }).closest('section')!).getByRole('button', { name: 'Cancel subscription' }));
    const unknown = await screen.findByRole('alert');
    expect(unknown).toHaveTextContent('We don’t know yet whether your subscription was canceled');
    expect(unknown).toHaveTextContent('We’re checking your subscription again.');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('We checked your subscription again')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(cancels()).toHaveLength(1);
  });

  it('a renewal with no reply: unknown, read again, and when the subscription cannot be read either, says so and offers only to check again', async () => {
    premiumSub().cancel_at_period_end = true;
    backend.faults = new Map([['resumeSubscription', 'offline']]);
    const { services } = inApp('premium');
    let loads = 0;
    // The second read (the one after the renewal's lost reply) fails too.
    const secondLoadFails = async () => {
      loads += 1;
      if (loads === 2) throw new ApiError('server', 500);
      return services.api.stripeSubscription();
    };
    openRoute({ ...services, api: { ...services.api, stripeSubscription: secondLoadFails } }, '/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Renew subscription' }, { timeout: 5000 }));
    expect(await screen.findByText('Your subscription couldn’t be loaded')).toBeInTheDocument();
    expect(screen.getByText('We don’t know yet whether your subscription was renewed')).toBeInTheDocument();
    expect(screen.queryByText('Your subscription wasn’t renewed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew subscription' })).not.toBeInTheDocument();
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We checked your subscription again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew subscription' })).toBeInTheDocument();
    expect(resumes()).toHaveLength(1);
  });

  it('while cancelling: Premium continues until the date; Renew sends one request and shows the next charge', async () => {
    premiumSub().cancel_at_period_end = true;
    openRoute(inApp('premium').services, '/subscription');
    expect(await screen.findByText('Your subscription has been canceled', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Premium ends on').nextSibling).toHaveTextContent(longDate('en-US', PERIOD_END));
    expect(screen.queryByRole('button', { name: /Cancel subscription|Get Premium/ })).not.toBeInTheDocument();
    const renew = screen.getByRole('button', { name: 'Renew subscription' });
    await userEvent.dblClick(renew);
    const renewed = await screen.findByRole('status', { name: 'Subscription renewed' });
    expect(renewed).toHaveTextContent(longDate('en-US', PERIOD_END));
    expect(resumes()).toHaveLength(1);
    expect(within(renewed).getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('while cancelling: a failed renewal says so, keeps the cancel, and Renew stays', async () => {
    premiumSub().cancel_at_period_end = true;
    backend.faults = new Map([['resumeSubscription', '500']]);
    openRoute(inApp('premium').services, '/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Renew subscription' }, { timeout: 5000 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your subscription wasn’t renewed');
    expect(alert).toHaveTextContent('Premium will still end on ');
    expect(screen.getByText('Ends soon')).toBeInTheDocument();
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: 'Renew subscription' }));
    expect(await screen.findByRole('status', { name: 'Subscription renewed' })).toBeInTheDocument();
  });

  it('a payment past due: the warning with the amount due and the card, Pay now on the open invoice’s page, the open invoice marked Due, and no purchase', async () => {
    const due = 'https://invoice.stripe.com/i/acct_1Demo/in_due';
    premiumSub().status = 'past_due';
    premiumSub().invoices.unshift({ ...premiumSub().invoices[0]!, id: 'in_due', status: 'open', hosted_invoice_url: due } as never);
    openRoute(inApp('premium').services, '/subscription');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Your last payment didn’t go through');
    expect(alert).toHaveTextContent(`Amount due: ${money('en-US', 10.99)}`);
    expect(alert).toHaveTextContent('We’ll retry the payment on your Visa card ending in 4242.');
    expect(screen.getByText('Past due')).toBeInTheDocument();
    const [open, paid] = within(screen.getByRole('list', { name: 'Billing history' })).getAllByRole('listitem');
    expect(within(open!).getByText('Due')).toHaveClass('subscription-badge');
    expect(within(paid!).getByText('Paid')).not.toHaveClass('subscription-badge');
    const pay = screen.getByRole('link', { name: 'Pay now (opens in a new tab)' });
    expect(pay).toHaveAttribute('href', due);
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get Premium/ })).not.toBeInTheDocument();
  });

  it('a payment past due without a payable invoice: Update payment method opens the provider’s page in one tap, and a failure offers a retry', async () => {
    const tab = fakeTab();
    premiumSub().status = 'past_due';
    backend.faults = new Map([['billingPortal', '500']]);
    openRoute(inApp('premium').services, '/subscription');
    await screen.findByText('Past due', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update payment method' }));
    expect(await screen.findByText('Couldn’t open the secure page')).toBeInTheDocument();
    // The tab readied by the tap is closed: nothing blank is left behind.
    expect(tab.close).toHaveBeenCalledTimes(1);
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The same tap opens the provider's page: no second button to tap.
    await waitFor(() => expect(tab.location.href).toBe('https://billing.stripe.com/p/session/demo_sub_1Demo'));
    expect(tab.opener).toBeNull();
    expect(window.open).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('link', { name: /Open the payment page/ })).not.toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/billingPortal'))).toHaveLength(2);
  });

  it('Update payment method sits in the payment-method row; back from the provider’s page, the subscription is read again and says “Card updated”', async () => {
    const tab = fakeTab();
    openRoute(inApp('premium').services, '/subscription');
    const plan = (await screen.findByRole('heading', { name: 'Your plan' }, { timeout: 5000 })).closest('section')!;
    const row = within(plan).getByText('Payment method').closest('div')!;
    expect(row).toHaveTextContent('Visa ending in 4242');
    await userEvent.click(within(row).getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(tab.location.href).toBe('https://billing.stripe.com/p/session/demo_sub_1Demo'));
    expect(within(row).queryByText('Card updated')).not.toBeInTheDocument();
    const reads = backend.requests.filter((p) => p.endsWith('/stripe/subscription')).length;
    // The reader comes back to the page (the fake backend played the card's change there).
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await within(plan).findByText('Card updated')).toBeInTheDocument();
    expect(plan).toHaveTextContent('Mastercard ending in 4444');
    expect(backend.requests.filter((p) => p.endsWith('/stripe/subscription'))).toHaveLength(reads + 1);
  });

  it('while cancelling, the card can still be updated', async () => {
    premiumSub().cancel_at_period_end = true;
    openRoute(inApp('premium').services, '/subscription');
    await screen.findByText('Ends soon', {}, { timeout: 5000 });
    const row = screen.getByText('Payment method').closest('div')!;
    expect(within(row).getByRole('button', { name: 'Update payment method' })).toBeEnabled();
  });

  it('an active subscription offers to update the card; a portal address off the allowlist is not opened', async () => {
    const { services } = inApp('premium');
    openRoute({ ...services, api: { ...services.api, stripeBillingPortal: async () => ({ url: 'https://billing.stripe.com.evil.test/p' }) } }, '/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Update payment method' }, { timeout: 5000 }));
    expect(await screen.findByText('Couldn’t open the secure page')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continue to secure page/ })).not.toBeInTheDocument();
  });

  it('payment links open only on the payment provider’s hosts: a chat, a store or our own page is never “Pay now”, “Continue to secure page” or an invoice', async () => {
    // Every address here is on the configured external hosts (chats, stores, our pages), none is the provider's.
    const elsewhere = ['https://t.me/pay_here', 'https://play.google.com/store/apps/details?id=x', 'https://www.mypikpak.com/pay'];
    premiumSub().status = 'past_due';
    premiumSub().invoices.unshift({ ...premiumSub().invoices[0]!, id: 'in_due', status: 'open', hosted_invoice_url: 'https://chat.whatsapp.com/abc' } as never);
    premiumSub().invoices.slice(1).forEach((invoice, n) => Object.assign(invoice, { hosted_invoice_url: elsewhere[n] }));
    const { services } = inApp('premium');
    openRoute({ ...services, api: { ...services.api, stripeBillingPortal: async () => ({ url: 'https://open.kakao.com/o/pay' }) } }, '/subscription');
    await screen.findByText('Past due', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Billing history' });
    expect(within(history).queryAllByRole('link')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Update payment method' }));
    expect(await screen.findByText('Couldn’t open the secure page')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continue to secure page/ })).not.toBeInTheDocument();
  });

  it('an expired subscription offers Premium again through the app’s web page call', async () => {
    const ended = new Date(NOW - 5 * DAY);
    Object.assign(premiumSub(), { status: 'canceled', cancel_at_period_end: true, current_period_end: ended.toISOString() });
    const { services, calls } = inApp('premium');
    openRoute(services, '/subscription');
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.getByText('Premium ended on').nextSibling).toHaveTextContent(longDate('en-US', ended));
    await userEvent.click(screen.getByRole('button', { name: 'Get Premium again' }));
    expect(calls).toContain('openWebPage');
  });

  it('an expired subscription in a browser says Premium is bought in the app', async () => {
    Object.assign(premiumSub(), { status: 'canceled', current_period_end: new Date(NOW - DAY).toISOString() });
    openRoute(servicesFor('premium'), '/subscription');
    expect(await screen.findByText('You can buy Premium in the PikPak app.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the PikPak app' })).toHaveAttribute('href', '/toapp');
  });

  it('without a card subscription: none here, how to get Premium, and the stores manage theirs', async () => {
    const { services, calls } = inApp('member');
    openRoute(services, '/subscription');
    expect(await screen.findByRole('heading', { name: 'You have no subscription here' })).toBeInTheDocument();
    expect(screen.getByText('Bought Premium in Google Play or the App Store?')).toBeInTheDocument();
    expect(screen.getByText(/Google Play, then Payments & subscriptions/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Premium' }));
    expect(calls).toContain('openWebPage');
  });

  it('logged out in a browser: Open the PikPak app (no log-in offered where there is none), get the app, and nothing is asked of the server', async () => {
    openRoute(servicesFor('guest'), '/subscription');
    expect(await screen.findByRole('heading', { name: 'Manage your subscription in the PikPak app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the PikPak app' })).toHaveAttribute('href', 'pikpakapp://mypikpak.com');
    expect(screen.getByRole('link', { name: 'Get the PikPak app' })).toHaveAttribute('href', '/toapp');
    expect(backend.requests).toEqual([]);
  });

  it('logged out in the app: Log in asks the app for its log-in screen', async () => {
    const { services, calls } = inApp('guest');
    openRoute(services, '/subscription');
    expect(await screen.findByRole('heading', { name: 'Log in to see your subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get the PikPak app' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(calls).toContain('sendAction');
    expect(backend.requests).toEqual([]);
  });

  it('says when the subscription could not be loaded, and tries again', async () => {
    backend.faults = new Map([['subscription', '500']]);
    openRoute(servicesFor('premium'), '/subscription');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscription couldn’t be loaded');
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();
  });

  it('opens no invoice whose address fails the check', async () => {
    const refused = ['http://invoice.stripe.com/i/x', 'https://invoice.stripe.com.evil.test/i/x', 'javascript:alert(1)'];
    premiumSub().invoices.forEach((invoice, n) => Object.assign(invoice, { hosted_invoice_url: refused[n] }));
    openRoute(servicesFor('premium'), '/subscription');
    const history = await screen.findByRole('list', { name: 'Billing history' });
    expect(within(history).queryAllByRole('link')).toEqual([]);
    expect(within(history).getAllByText('No invoice')).toHaveLength(3);
  });
});

describe('/payment/status', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('success in the app, once the subscription confirms it: the payment’s amount and date, Premium’s end, and Done', async () => {
    paidJustNow();
    const { services, calls } = inApp('premium');
    openRoute(services, '/payment/status?status=success');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('Payment status');
    const panel = await screen.findByRole('status', { name: 'Payment received' });
    const paid = premiumSub().invoices[0]!;
    expect(panel).toHaveTextContent(`You paid ${money('en-US', 10.99)} on ${longDate('en-US', new Date(paid.created))}.`);
    expect(panel).toHaveTextContent(`Premium is active until ${longDate('en-US', PERIOD_END)}.`);
    expect(within(panel).getByRole('link', { name: 'View your subscription' })).toHaveAttribute('href', '/subscription');
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(calls).toContain('finishSelf');
  });

  it.each([
    ['its newest payment is 25 days old', () => Object.assign(premiumSub().invoices[0]!, { created: new Date(Date.now() - 25 * DAY).toISOString() })],
    ['its newest invoice is still open', () => Object.assign(premiumSub().invoices[0]!, { status: 'open', created: new Date().toISOString() })],
  ])('a link’s status=success with an active subscription whose %s is not confirmed as a payment', async (_, change) => {
    change();
    openRoute(inApp('premium').services, '/payment/status?status=success');
    await waitFor(() => expect(backend.requests.filter((p) => p.endsWith('/subscription')).length).toBeGreaterThanOrEqual(1), { timeout: 5000 });
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
    expect(document.querySelector('.ui-success')).toBeNull();
  });

  it('success in Korean: the amount and dates in Korean', async () => {
    await activate('ko');
    paidJustNow();
    openRoute(inApp('premium').services, '/payment/status?status=success');
    await waitFor(() => expect(document.querySelector('.ui-success')).toHaveTextContent(longDate('ko', PERIOD_END)), { timeout: 5000 });
    expect(document.querySelector('.ui-success')).toHaveTextContent(money('ko', 10.99));
  });

  it('a check answered 401 stops and says the session ended, with Log in', async () => {
    backend.faults = new Map([['subscription', '401']]);
    const { services, calls } = inApp('member');
    openRoute(services, '/payment/status?status=pending');
    expect(await screen.findByText('Your login has expired', {}, { timeout: 5000 })).toBeInTheDocument();
    const checks = backend.requests.filter((p) => p.endsWith('/subscription')).length;
    expect(checks).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(calls).toContain('sendAction');
  });

  it('logged out in the app: log in to confirm the payment, nothing checked before', async () => {
    openRoute(inApp('guest').services, '/payment/status?status=success');
    expect(await screen.findByText('Log in to confirm your payment', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });

  it('pending in the app: checks until the subscription is active, then success', async () => {
    openRoute(inApp('member').services, '/payment/status?status=pending');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await waitFor(() => expect(backend.requests.filter((p) => p.endsWith('/subscription')).length).toBeGreaterThanOrEqual(1));
    backend.store.subscriptions.set('1001', { ...premiumSub(), id: 'sub_member', invoices: [{ ...premiumSub().invoices[0]!, created: new Date().toISOString() }] });
    expect(await screen.findByText('Payment received', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('pending for more than 30 s: still being processed, what to do, and check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { services } = inApp('member');
    openRoute({ ...services, api: { ...services.api, stripeSubscription: () => new Promise(() => undefined) } }, '/payment/status?status=pending');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('Your payment is still being processed')).toBeInTheDocument();
    expect(screen.getByText(/Don’t pay again/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
  });

  it('pending in a browser: what it means and how to see the result in the app', async () => {
    openRoute(servicesFor('guest'), '/payment/status?status=pending');
    expect(await screen.findByText('Your payment is being processed')).toBeInTheDocument();
    expect(screen.getByText('To confirm a payment, open Premium in the PikPak app, or look for the receipt we email after every payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the PikPak app' })).toHaveAttribute('href', 'pikpakapp://mypikpak.com');
    expect(backend.requests).toEqual([]);
  });

  it('success in a browser: never claimed on the link’s word; where to confirm it instead', async () => {
    openRoute(servicesFor('guest'), '/payment/status?status=success');
    expect(await screen.findByText('Confirm your payment in the app', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/We can’t confirm payments on this page\. Don’t pay again: open Premium in the PikPak app, or check for the receipt we email/)).toBeInTheDocument();
    expect(screen.queryByText(/doesn’t prove|went wrong/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment received|Your payment went through/)).not.toBeInTheDocument();
    expect(document.querySelector('.ui-success')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the PikPak app' })).toHaveAttribute('href', 'pikpakapp://mypikpak.com');
    expect(screen.getByRole('link', { name: 'Get the PikPak app' })).toHaveAttribute('href', '/toapp');
    expect(backend.requests).toEqual([]);
  });

  it('failed: what went wrong and how to try again, in Arabic too', async () => {
    openRoute(servicesFor('guest'), '/payment/status?status=failed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment didn’t go through');
    expect(screen.getByText(/You weren’t charged/)).toBeInTheDocument();
    expect(screen.getByText(/To try again, open Premium in the PikPak app/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the PikPak app' })).toHaveAttribute('href', '/toapp');
  });

  it('failed in the app: back to the app to try again', async () => {
    const { services, calls } = inApp('member');
    await activate('ar');
    openRoute(services, '/payment/status?status=failed');
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: /Back to the app|العودة/ }));
    expect(calls).toContain('finishSelf');
  });

  it.each(['bogus', 'SUCCESS', ''])('status=%s is unknown in the app: a neutral message and the subscription page', async (status) => {
    const { services } = inApp('premium');
    openRoute(services, `/payment/status?status=${status}`);
    expect(await screen.findByText('We can’t tell how your payment went')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your subscription' })).toHaveAttribute('href', '/subscription');
  });

  it('an unknown result in a browser: Open the PikPak app, not the subscription page (which has no log-in there)', async () => {
    openRoute(servicesFor('guest'), '/payment/status?status=bogus');
    expect(await screen.findByText('We can’t tell how your payment went')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the PikPak app' })).toHaveAttribute('href', 'pikpakapp://mypikpak.com');
    expect(screen.queryByRole('link', { name: 'View your subscription' })).not.toBeInTheDocument();
  });

  it('a pending check that fails is said at once, with Try again (never “later”), and the checks go on', async () => {
    const { services } = inApp('member');
    backend.faults = new Map([['subscription', '500']]);
    openRoute(services, '/payment/status?status=pending');
    expect(await screen.findByText('Your payment couldn’t be checked')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We’re still checking your payment. Don’t pay again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/later/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(backend.requests.filter((p) => p.endsWith('/subscription')).length).toBeGreaterThanOrEqual(2));
  });
});
