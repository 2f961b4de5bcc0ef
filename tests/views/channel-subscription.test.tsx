import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PIKPAK_BOT_URL } from '../../machines/channel-subscription/channel-rules';
import { ApiError } from '../../protocol/api/errors';
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
  it('names the link’s channel as the server does (name and handle, never the link’s title); one tap subscribes and ends on the success panel with Undo, which puts it back; Done closes the page', async () => {
    await activate(locale);
    const app = appBridge('ios', { user: 'member' });
    const services = servicesFromApp(app);
    const subscribe = vi.spyOn(services.api, 'subscribeContent');
    const title = 'PikPak Official Announcements ✅';
    openRoute(services, `/bot-sub?channel=@PikPak_Demo&title=${encodeURIComponent(title)}`);
    // The server's name heads the card, with the handle isolated left to right; the link's title is nowhere.
    expect(await screen.findByRole('heading', { name: 'PikPak Demo' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('@pikpak_demo')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByText(title)).toBeNull();
    expect(screen.getByText(t`Not subscribed`)).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    // One tap: the one request, and the success panel in the card's place, focused.
    await userEvent.click(screen.getByRole('button', { name: t`Subscribe` }));
    const panel = await screen.findByRole('status', { name: subscribedTo('PikPak Demo') });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText(t`New posts from this channel will be saved to your PikPak drive automatically.`)).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({ channel_id: 'pikpak_demo' });
    expect(backend.store.channelSubscriptions.get('1001')?.map((c) => c.channel_id)).toEqual(['pikpak_demo']);
    // Undo: canceled again, the card as it was, focus on its state.
    await userEvent.click(within(panel).getByRole('button', { name: t`Undo` }));
    await waitFor(() => expect(screen.getByText(t`Not subscribed`).closest('p')).toHaveFocus());
    expect(backend.store.channelSubscriptions.get('1001')).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t`Subscribe` }));
    await userEvent.click(within(await screen.findByRole('status', { name: subscribedTo('PikPak Demo') })).getByRole('button', { name: t`Done` }));
    expect(app.calls).toContain('finishSelf');
    expect(services.tracked).toEqual(['channel_subscribe_submit', 'channel_subscribe_success', 'channel_cancel_submit', 'channel_cancel_success', 'channel_subscribe_submit', 'channel_subscribe_success']);
  });

  it('a canceled row says so at once: not subscribed, no date, one message with Undo, which restores the row with its date', async () => {
    await activate(locale);
    openRoute(inApp('premium', 'ios').services, '/bot-sub');
    const list = await screen.findByRole('list', {}, { timeout: 4000 });
    const [news, film] = within(list).getAllByRole('listitem');
    if (!news || !film) throw new Error('two rows expected');
    const since = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(backend.store.channelSubscriptions.get('1002')?.[0]?.subscribed_at ?? ''));
    expect(within(news).getByText(t`Subscribed since ${since}`)).toBeInTheDocument();
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
    expect(within(news).queryByText(t`Subscribed since ${since}`)).toBeNull();
    expect(within(news).queryByRole('button', { name: t`Subscribe` })).toBeNull();
    expect(within(news).queryByRole('button', { name: t`Cancel subscription` })).toBeNull();
    expect(backend.store.channelSubscriptions.get('1002')?.map((c) => c.channel_id)).toEqual(['-1001234567890']);
    const before = posts();
    await userEvent.click(within(message).getByRole('button', { name: t`Undo` }));
    // Back exactly as it was: its date, its Cancel, no message; the server's record has its date too.
    await waitFor(() => expect(within(news).getByText(t`Subscribed since ${since}`)).toHaveFocus());
    expect(within(news).queryByRole('status')).toBeNull();
    expect(within(news).getByRole('button', { name: t`Cancel subscription` })).toBeInTheDocument();
    expect(posts()).toBe(before + 1);
    expect(new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(backend.store.channelSubscriptions.get('1002')?.[1]?.subscribed_at ?? ''))).toBe(since);
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
  it('a link naming a channel Telegram does not have: said when the list loads, before any tap, with its id isolated left to right and the PikPak bot as the way on', async () => {
    openRoute(inApp('member', 'ios').services, `/bot-sub?channel=-1009876543210&title=${encodeURIComponent('PikPak Official ✅')}`);
    const panel = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(panel).getByRole('heading', { name: t`Channel not found` })).toBeInTheDocument();
    expect(within(panel).getByText('-1009876543210').tagName).toBe('BDI');
    expect(within(panel).getByText('-1009876543210')).toHaveAttribute('dir', 'ltr');
    expect(document.body.textContent).not.toContain('PikPak Official');
    expect(within(panel).getByRole('link', { name: t`Open the PikPak bot` }).getAttribute('href')).toContain(encodeURIComponent(PIKPAK_BOT_URL));
    expect(within(panel).getByRole('link', { name: t`Manage subscriptions` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t`Subscribe` })).toBeNull();
    // One request: the list, asked with the link's channel; nothing sent.
    expect(backend.urls.map((u) => `${u.pathname}${u.search}`)).toEqual(['/contentSubscription/v1/subscribe?channel_id=-1009876543210']);
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

  it('a channel in the user’s list: the server’s name and the handle, not the link’s title; Cancel from the card, then Undo puts it back', async () => {
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
    // Subscribed again, as it was: its state focused, its Cancel, no message.
    await waitFor(() => expect(screen.getByText(t`Subscribed. New posts are saved to your drive automatically.`).closest('p')).toHaveFocus());
    expect(screen.getByRole('button', { name: t`Cancel subscription` })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('no subscriptions: says so and opens the PikPak bot through the app', async () => {
    openRoute(inApp('member', 'ios').services, '/bot-sub');
    expect(await screen.findByRole('heading', { name: t`You’re not subscribed to any channels` })).toBeInTheDocument();
    const bot = screen.getByRole('link', { name: t`Open the PikPak bot` });
    expect(bot.getAttribute('href')).toContain(`xpan/view?message=${encodeURIComponent(PIKPAK_BOT_URL)}`);
  });

  it('a subscribe answered “no such channel”: said in the user’s words, with the PikPak bot as the way on instead of a retry', async () => {
    backend.faults = new Map();
    const services = inApp('member', 'ios').services;
    vi.spyOn(services.api, 'subscribeContent').mockRejectedValue(new ApiError('server', 404, 4041, 'channel_not_found'));
    openRoute(services, '/bot-sub?channel=pikpak_demo');
    await userEvent.click(await screen.findByRole('button', { name: t`Subscribe` }, { timeout: 4000 }));
    expect(await screen.findByText(/We couldn’t find this channel on Telegram/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/channel_not_found|4041/);
    expect(screen.getByRole('link', { name: t`Open the PikPak bot` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t`Try again` })).toBeNull();
    expect(screen.queryByRole('button', { name: t`Subscribe` })).toBeNull();
  });

  it('a failed subscribe keeps its message with Try again (the main action), which sends the one request again and ends on the success panel', async () => {
    backend.faults = new Map([['subscribe.POST', 'offline']]);
    openRoute(inApp('member', 'ios').services, '/bot-sub?channel=pikpak_demo');
    await userEvent.click(await screen.findByRole('button', { name: t`Subscribe` }, { timeout: 4000 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t`Couldn’t subscribe to this channel`);
    expect(alert).toHaveTextContent(t`You seem to be offline. Check your connection and try again.`);
    expect(screen.queryByRole('button', { name: t`Subscribe` })).toBeNull();
    const retry = screen.getByRole('button', { name: t`Try again` });
    expect(retry).not.toHaveClass('button-secondary');
    backend.faults = new Map();
    await userEvent.click(retry);
    expect(await screen.findByRole('status', { name: subscribedTo('PikPak Demo') })).toBeInTheDocument();
  });

  it('a cancel whose login expired offers Log in, never Try again, and carries the cancel on when the reader is back', async () => {
    backend.faults = new Map([['subscribe.DELETE', '401']]);
    const app = appWithScreens('premium', 'ios');
    openRoute(app.services, '/bot-sub');
    const list = await screen.findByRole('list', {}, { timeout: 4000 });
    const [news] = within(list).getAllByRole('listitem');
    if (!news) throw new Error('a row expected');
    await userEvent.click(within(news).getByRole('button', { name: t`Cancel subscription` }));
    await userEvent.click(within(news).getByRole('button', { name: t`Yes, cancel` }));
    expect(await within(news).findByRole('alert')).toHaveTextContent(t`The subscription wasn’t canceled`);
    expect(within(news).queryByRole('button', { name: t`Try again` })).toBeNull();
    backend.faults = new Map();
    await userEvent.click(within(news).getByRole('button', { name: t`Log in` }));
    expect(app.actions).toEqual(['open_login']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await within(news).findByText(t`Subscription canceled`)).toBeInTheDocument();
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
