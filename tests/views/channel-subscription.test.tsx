import { t } from '@lingui/core/macro';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activate } from '../helpers/render';
import { openRoute } from '../helpers/router';
import { appBridge, servicesFor, servicesFromApp, setupFakeBackend } from '../helpers/referral';

const backend = setupFakeBackend();
// The first render of a route loads its chunk and asks the fake app: slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const inApp = (user: 'member' | 'premium' | 'guest') => servicesFromApp(appBridge('ios', { user }));

describe.each(['en-US', 'ar'] as const)('channel subscription page (%s)', (locale) => {
  it('names the link’s channel by its handle and its title only as the link’s; subscribes after a confirmation, then cancels after another', async () => {
    await activate(locale);
    const services = inApp('member');
    const posts = vi.spyOn(services.api, 'subscribeContent');
    const title = 'PikPak Official Announcements ✅';
    openRoute(services, `/bot-sub?channel=@PikPak_Demo&title=${encodeURIComponent(title)}`);
    // The channel is named by its handle; the link's title is never the heading, only labelled as the link's.
    const heading = await screen.findByRole('heading', { name: '@pikpak_demo' }, { timeout: 4000 });
    expect(heading.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    const given = screen.getByText(title);
    const label = given.closest('p');
    expect(label).toHaveClass('channel-link-title');
    expect(label?.textContent?.replace(title, '').trim()).not.toBe('');
    if (locale === 'en-US') expect(label).toHaveTextContent(`Name given by the link (not verified): ${title}`);
    expect(screen.getByText(t`Not subscribed`)).toBeInTheDocument();
    // A channel not in the user's list: Subscribe asks first, naming it by its handle; nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: t`Subscribe` }));
    let confirm = screen.getByRole('group');
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('@pikpak_demo');
    expect(confirm).not.toHaveTextContent(title);
    expect(posts).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: t`Cancel` }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(posts).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t`Subscribe` }));
    confirm = screen.getByRole('group');
    await userEvent.click(within(confirm).getByRole('button', { name: t`Subscribe` }));
    expect(await screen.findByText(t`Subscribed`)).toBeInTheDocument();
    expect(posts).toHaveBeenCalledTimes(1);
    expect(posts).toHaveBeenCalledWith({ channel_id: 'pikpak_demo' });
    expect(backend.store.channelSubscriptions.get('1001')?.map((c) => c.channel_id)).toEqual(['pikpak_demo']);
    await userEvent.click(await screen.findByRole('button', { name: t`Cancel subscription` }));
    // The confirmation step: nothing is sent yet.
    confirm = screen.getByRole('group');
    expect(confirm).toHaveFocus();
    expect(backend.store.channelSubscriptions.get('1001')).toHaveLength(1);
    await userEvent.click(within(confirm).getByRole('button', { name: t`Yes, cancel` }));
    expect(await screen.findByText(t`Subscription canceled`)).toBeInTheDocument();
    expect(backend.store.channelSubscriptions.get('1001')).toEqual([]);
    expect(posts).toHaveBeenCalledTimes(1);
    // Statistics through the page's wiring.
    expect(services.tracked).toEqual(['channel_subscribe_submit', 'channel_subscribe_success', 'channel_cancel_submit', 'channel_cancel_success']);
  }, 15_000);

  it('a numeric channel id from a link is shown as the id, isolated left to right, never as the link’s title', async () => {
    await activate(locale);
    const title = 'PikPak Official Announcements ✅';
    openRoute(inApp('member'), `/bot-sub?channel=-1009876543210&title=${encodeURIComponent(title)}`);
    await screen.findByRole('button', { name: t`Subscribe` }, { timeout: 4000 });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('-1009876543210');
    expect(heading).not.toHaveTextContent(title);
    expect(within(heading).getByText('-1009876543210').tagName).toBe('BDI');
    expect(within(heading).getByText('-1009876543210')).toHaveAttribute('dir', 'ltr');
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
  it('lists the user’s subscriptions, each with Cancel; keeping one asks nothing', async () => {
    openRoute(inApp('premium'), '/bot-sub');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('PikPak News')).toBeInTheDocument();
    const first = within(list).getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: t`Cancel subscription` }));
    await userEvent.click(within(first).getByRole('button', { name: t`Keep subscription` }));
    expect(backend.requests.filter((p) => p.endsWith('/subscribe'))).toHaveLength(1);
    await userEvent.click(within(first).getByRole('button', { name: t`Cancel subscription` }));
    await userEvent.click(within(first).getByRole('button', { name: t`Yes, cancel` }));
    expect(await within(first).findByText(t`Subscription canceled`)).toBeInTheDocument();
    expect(backend.store.channelSubscriptions.get('1002')?.map((c) => c.channel_id)).toEqual(['-1001234567890']);
  });

  it('a channel in the user’s list: the server’s name and the handle, not the link’s title', async () => {
    openRoute(inApp('premium'), '/bot-sub?channel=pikpak_news&title=PikPak%20Official%20Announcements');
    expect(await screen.findByRole('heading', { name: 'PikPak News' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('@pikpak_news')).toBeInTheDocument();
    expect(screen.queryByText(/PikPak Official Announcements/)).toBeNull();
    expect(screen.getByRole('button', { name: t`Cancel subscription` })).toBeInTheDocument();
  });

  it('says Currently not subscribed for a user without subscriptions', async () => {
    openRoute(inApp('member'), '/bot-sub');
    expect(await screen.findByRole('heading', { name: t`You’re not subscribed to any channels` })).toBeInTheDocument();
  });

  it('says an unknown channel and a failed load in the user’s words, with a retry', async () => {
    openRoute(inApp('member'), '/bot-sub?channel=no_such_channel');
    await userEvent.click(await screen.findByRole('button', { name: t`Subscribe` }));
    await userEvent.click(within(screen.getByRole('group')).getByRole('button', { name: t`Subscribe` }));
    expect(await screen.findByText(/We couldn’t find this channel on Telegram/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/channel_not_found|4041/);
    document.body.innerHTML = '';
    backend.faults = new Map([['subscribe', 'offline']]);
    openRoute(inApp('member'), '/bot-sub');
    expect(await screen.findByRole('heading', { name: t`Your subscriptions could not be loaded.` }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(t`You seem to be offline. Check your connection and try again.`)).toBeInTheDocument();
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: t`Try again` }));
    expect(await screen.findByRole('heading', { name: t`You’re not subscribed to any channels` })).toBeInTheDocument();
  });

  it('logged out in the app: asks to log in, no request', async () => {
    openRoute(inApp('guest'), '/bot-sub?channel=pikpak_demo');
    expect(await screen.findByRole('heading', { name: t`Log in to manage subscriptions` })).toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });
});
