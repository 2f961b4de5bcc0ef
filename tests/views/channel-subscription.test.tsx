import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PIKPAK_BOT_URL } from '../../machines/channel-subscription/channel-rules';
import { activate } from '../helpers/render';
import { openRoute } from '../helpers/router';
import { appBridge, appWithScreens, inApp, servicesFor, servicesFromApp, setupFakeBackend } from '../helpers/referral';

/** The success panel's name: "Subscribed to <0/>" in the active language, the channel's name in its place. */
const subscribedTo = (name: string) => i18n._(generateMessageId('Subscribed to <0/>')).replace('<0/>', name);

const backend = setupFakeBackend();
// The first render of a route loads its chunk and asks the fake app: slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const posts = () => backend.requests.filter((p) => p.endsWith('/subscribe')).length;

describe.each(['en-US', 'ar'] as const)('channel subscription page (%s)', (locale) => {
  it('names the link’s channel by its handle; subscribes after a confirmation and ends on the success panel: Done closes the page, Manage subscriptions lists it', async () => {
    await activate(locale);
    const app = appBridge('ios', { user: 'member' });
    const services = servicesFromApp(app);
    const subscribe = vi.spyOn(services.api, 'subscribeContent');
    const title = 'PikPak Official Announcements ✅';
    openRoute(services, `/bot-sub?channel=@PikPak_Demo&title=${encodeURIComponent(title)}`);
    // The channel is named by its handle; the link's title is never the heading, only labelled as the link's.
    const heading = await screen.findByRole('heading', { name: '@pikpak_demo' }, { timeout: 4000 });
    expect(heading.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    const label = screen.getByText(title).closest('p');
    expect(label).toHaveClass('channel-link-title');
    if (locale === 'en-US') expect(label).toHaveTextContent(`Name in the link (unverified): ${title}`);
    expect(screen.getByText(t`Not subscribed`)).toBeInTheDocument();
    // A channel not in the user's list: Subscribe asks first, naming it by its handle; nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: t`Subscribe` }));
    let confirm = screen.getByRole('group');
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('@pikpak_demo');
    expect(confirm).not.toHaveTextContent(title);
    await userEvent.click(within(confirm).getByRole('button', { name: t`Cancel` }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(subscribe).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t`Subscribe` }));
    confirm = screen.getByRole('group');
    await userEvent.click(within(confirm).getByRole('button', { name: t`Subscribe` }));
    // The success panel in the card's place: the one status message, focused.
    const panel = await screen.findByRole('status', { name: subscribedTo('@pikpak_demo') });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText('@pikpak_demo').tagName).toBe('BDI');
    expect(within(panel).getByText(t`New posts from this channel will be saved to your PikPak drive automatically.`)).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(t`Subscribed. New posts are saved to your drive automatically.`)).toBeNull();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({ channel_id: 'pikpak_demo' });
    expect(backend.store.channelSubscriptions.get('1001')?.map((c) => c.channel_id)).toEqual(['pikpak_demo']);
    await userEvent.click(within(panel).getByRole('button', { name: t`Done` }));
    expect(app.calls).toContain('finishSelf');
    // The lesser way on: the reader's list, where the channel now is, with its server name.
    await userEvent.click(within(panel).getByRole('link', { name: t`Manage subscriptions` }));
    const list = await screen.findByRole('list');
    expect(within(list).getByText('PikPak Demo')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: t`Cancel subscription` })).toBeInTheDocument();
    expect(services.tracked).toEqual(['channel_subscribe_submit', 'channel_subscribe_success']);
  });

  it('a canceled row says so at once: not subscribed, no date, one message with Undo, which subscribes again with one request', async () => {
    await activate(locale);
    openRoute(inApp('premium', 'ios').services, '/bot-sub');
    const list = await screen.findByRole('list', {}, { timeout: 4000 });
    const [news, film] = within(list).getAllByRole('listitem');
    if (!news || !film) throw new Error('two rows expected');
    const since = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(backend.store.channelSubscriptions.get('1002')?.[0]?.subscribed_at ?? ''));
    expect(within(news).getByText(t`Subscribed on ${since}`)).toBeInTheDocument();
    // Keeping the subscription asks nothing.
    await userEvent.click(within(news).getByRole('button', { name: t`Cancel subscription` }));
    await userEvent.click(within(news).getByRole('button', { name: t`Keep subscription` }));
    await userEvent.click(within(news).getByRole('button', { name: t`Cancel subscription` }));
    await userEvent.click(within(news).getByRole('button', { name: t`Yes, cancel` }));
    const message = await within(news).findByRole('status');
    expect(message).toHaveTextContent(t`Subscription canceled`);
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
    // The row's new state, and nothing that contradicts it.
    expect(within(news).getByText(t`Not subscribed`)).toBeInTheDocument();
    expect(within(news).queryByText(t`Subscribed on ${since}`)).toBeNull();
    expect(within(news).queryByRole('button', { name: t`Subscribe` })).toBeNull();
    expect(within(news).queryByRole('button', { name: t`Cancel subscription` })).toBeNull();
    expect(backend.store.channelSubscriptions.get('1002')?.map((c) => c.channel_id)).toEqual(['-1001234567890']);
    const before = posts();
    await userEvent.click(within(message).getByRole('button', { name: t`Undo` }));
    await waitFor(() => expect(within(news).getByText(t`Subscribed`)).toHaveFocus());
    expect(within(news).queryByRole('status')).toBeNull();
    expect(within(news).getByRole('button', { name: t`Cancel subscription` })).toBeInTheDocument();
    expect(posts()).toBe(before + 1);
    expect(backend.store.channelSubscriptions.get('1002')?.map((c) => c.channel_id)).toEqual(['-1001234567890', 'pikpak_news']);
  });

  it('outside the app: asks to install the app, and requests nothing', async () => {
    await activate(locale);
    openRoute(servicesFor('member'), '/bot-sub?channel=pikpak_demo');
    expect(await screen.findByRole('heading', { name: t`Install the PikPak app to finish subscribing` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t`Get the PikPak app` })).toHaveAttribute('href', '/toapp');
    expect(backend.requests).toEqual([]);
  });
});

describe('channel subscription page', () => {
  it('a numeric channel id from a link is shown as the id, isolated left to right, never as the link’s title', async () => {
    openRoute(inApp('member', 'ios').services, `/bot-sub?channel=-1009876543210&title=${encodeURIComponent('PikPak Official ✅')}`);
    await screen.findByRole('button', { name: t`Subscribe` }, { timeout: 4000 });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('-1009876543210');
    expect(heading).not.toHaveTextContent('PikPak Official');
    expect(within(heading).getByText('-1009876543210').tagName).toBe('BDI');
    expect(within(heading).getByText('-1009876543210')).toHaveAttribute('dir', 'ltr');
  });

  it('one status message at a time: cancelling a second row takes the first row’s message away', async () => {
    openRoute(inApp('premium', 'ios').services, '/bot-sub');
    const list = await screen.findByRole('list', {}, { timeout: 4000 });
    const [news, film] = within(list).getAllByRole('listitem');
    if (!news || !film) throw new Error('two rows expected');
    for (const row of [news, film]) {
      await userEvent.click(within(row).getByRole('button', { name: t`Cancel subscription` }));
      await userEvent.click(within(row).getByRole('button', { name: t`Yes, cancel` }));
      await within(row).findByRole('status');
    }
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(within(news).getByText(t`Not subscribed`)).toBeInTheDocument();
    // The first row offers Subscribe again, as a row's own button.
    expect(within(news).getByRole('button', { name: t`Subscribe` })).toBeInTheDocument();
  });

  it('a channel in the user’s list: the server’s name and the handle, not the link’s title; Cancel from the card, then Undo', async () => {
    openRoute(inApp('premium', 'ios').services, '/bot-sub?channel=pikpak_news&title=PikPak%20Official%20Announcements');
    expect(await screen.findByRole('heading', { name: 'PikPak News' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('@pikpak_news')).toBeInTheDocument();
    expect(screen.queryByText(/PikPak Official Announcements/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t`Cancel subscription` }));
    await userEvent.click(screen.getByRole('button', { name: t`Yes, cancel` }));
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent(t`Subscription canceled`);
    expect(screen.getByText(t`Not subscribed`)).toBeInTheDocument();
    await userEvent.click(within(message).getByRole('button', { name: t`Undo` }));
    // Subscribed again: the task ends on the success panel.
    expect(await screen.findByRole('status', { name: subscribedTo('PikPak News') })).toHaveFocus();
  });

  it('no subscriptions: says so and opens the PikPak bot through the app', async () => {
    openRoute(inApp('member', 'ios').services, '/bot-sub');
    expect(await screen.findByRole('heading', { name: t`You’re not subscribed to any channels` })).toBeInTheDocument();
    const bot = screen.getByRole('link', { name: t`Open the PikPak bot` });
    expect(bot.getAttribute('href')).toContain(`xpan/view?message=${encodeURIComponent(PIKPAK_BOT_URL)}`);
  });

  it('an unknown channel: said in the user’s words, with Done and the list instead of a retry', async () => {
    openRoute(inApp('member', 'ios').services, '/bot-sub?channel=no_such_channel');
    await userEvent.click(await screen.findByRole('button', { name: t`Subscribe` }, { timeout: 4000 }));
    await userEvent.click(within(screen.getByRole('group')).getByRole('button', { name: t`Subscribe` }));
    expect(await screen.findByText(/We couldn’t find this channel on Telegram/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/channel_not_found|4041/);
    expect(screen.getByRole('button', { name: t`Done` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t`Manage subscriptions` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t`Try again` })).toBeNull();
    expect(screen.queryByRole('button', { name: t`Subscribe` })).toBeNull();
  });

  it('a failed subscribe keeps its message with Try again, which sends the one request again and ends on the success panel', async () => {
    backend.faults = new Map([['subscribe.POST', 'offline']]);
    openRoute(inApp('member', 'ios').services, '/bot-sub?channel=pikpak_demo');
    await userEvent.click(await screen.findByRole('button', { name: t`Subscribe` }, { timeout: 4000 }));
    await userEvent.click(within(screen.getByRole('group')).getByRole('button', { name: t`Subscribe` }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t`You seem to be offline. Check your connection and try again.`);
    expect(screen.queryByRole('button', { name: t`Subscribe` })).toBeNull();
    backend.faults = new Map();
    await userEvent.click(within(alert).getByRole('button', { name: t`Try again` }));
    expect(await screen.findByRole('status', { name: subscribedTo('@pikpak_demo') })).toBeInTheDocument();
  });

  it('a failed load says so with a retry', async () => {
    backend.faults = new Map([['subscribe', 'offline']]);
    openRoute(inApp('member', 'ios').services, '/bot-sub');
    expect(await screen.findByRole('heading', { name: t`Your subscriptions couldn’t be loaded` }, { timeout: 3000 })).toBeInTheDocument();
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: t`Try again` }));
    expect(await screen.findByRole('heading', { name: t`You’re not subscribed to any channels` })).toBeInTheDocument();
  });

  it('logged out in the app: Log in asks the app, and back logged in the page shows the list; nothing requested before', async () => {
    const app = appWithScreens('guest', 'ios');
    openRoute(app.services, '/bot-sub');
    expect(await screen.findByRole('heading', { name: t`Log in to manage subscriptions` })).toBeInTheDocument();
    expect(backend.requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: t`Log in` }));
    expect(app.actions).toEqual(['open_login']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('heading', { name: t`You’re not subscribed to any channels` })).toBeInTheDocument();
  });
});
