import { t } from '@lingui/core/macro';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activate } from '../helpers/render';
import { openRoute } from '../helpers/router';
import { appBridge, servicesFor, servicesFromApp, setupFakeBackend } from '../helpers/referral';

const backend = setupFakeBackend();
// The first render of a route loads its chunk and asks the fake app: slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const open = openRoute;

const inApp = (user: 'member' | 'premium' | 'guest') => servicesFromApp(appBridge('android', { user }));
const redeemed = () => backend.requests.filter((p) => p.endsWith('/activation-code'));

describe.each(['en-US', 'ar'] as const)('gift-code page (%s)', (locale) => {
  it('redeems a code from the link with one tap: days added and the new end of Premium in the locale’s date format', async () => {
    await activate(locale);
    open(inApp('member'), '/activity/cdKey?code=%20premium%2030%20');
    const field = await screen.findByRole('textbox', { name: t`Gift code` });
    expect(field).toHaveValue('premium30');
    expect(field).toHaveAttribute('autocapitalize', 'none');
    expect(field).toHaveAttribute('autocorrect', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('maxlength', '64');
    await userEvent.click(screen.getByRole('button', { name: t`Redeem` }));
    const result = await screen.findByText(t`Gift code redeemed`);
    const box = result.closest('.gift-result')!;
    expect(box).toHaveFocus();
    expect(box.textContent).toMatch(/30|٣٠/);
    expect(box.textContent).toContain(new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(Date.now() + 30 * 86_400_000)));
    expect(redeemed()).toHaveLength(1);
   }, 15_000);

  it('asks for the code when the field is empty, without a request', async () => {
    await activate(locale);
    open(inApp('member'), '/activity/cdKey');
    const field = await screen.findByRole('textbox', { name: t`Gift code` });
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: t`Redeem` }));
    expect(await screen.findByText(t`Enter your gift code.`)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(redeemed()).toEqual([]);
  });
});

describe('gift-code page: refusals, in the user’s words, the code kept', () => {
  it.each([
    ['USEDCODE', 'member', () => t`This gift code has already been used. Each code can be redeemed only once.`],
    ['NOPE-NOPE', 'member', () => t`We could not find this gift code. Check it for typing mistakes, or paste it again.`],
    ['EXPIRED90', 'member', () => t`This gift code has expired. Ask whoever gave it to you for a new one.`],
    ['COMP2DAYS', 'member', () => t`This code works only on accounts that currently have Premium.`],
  ] as const)('%s for %s', async (code, user, message) => {
    open(inApp(user), '/activity/cdKey');
    const field = await screen.findByRole('textbox', { name: t`Gift code` });
    await userEvent.type(field, code);
    await userEvent.click(screen.getByRole('button', { name: t`Redeem` }));
    expect(await screen.findByText(message())).toBeInTheDocument();
    expect(field).toHaveValue(code);
    expect(field).toHaveFocus();
    // No server text or code reaches the page.
    expect(document.body.textContent).not.toMatch(/activation_code|400[0-9]/);
  });

  it('says what to do when verification is needed, or the network fails', async () => {
    open(inApp('member'), '/activity/cdKey?code=VERIFY30');
    await userEvent.click(await screen.findByRole('button', { name: t`Redeem` }));
    expect(await screen.findByText(/We need to confirm it’s you/)).toBeInTheDocument();
    backend.faults = new Map([['activation-code', 'offline']]);
    await userEvent.click(screen.getByRole('button', { name: t`Redeem` }));
    expect(await screen.findByText(t`You seem to be offline. Check your connection and try again.`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t`Gift code` })).toHaveValue('VERIFY30');
  });

  it('shows the server popup as a dialog, its link only when allowed', async () => {
    open(inApp('member'), '/activity/cdKey?code=GIFTPOPUP');
    await userEvent.click(await screen.findByRole('button', { name: t`Redeem` }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to PikPak Premium' });
    const link = within(dialog).getByRole('link', { name: 'See Premium' });
    expect(link.getAttribute('href')).toBe('https://mypikpak.com/premium');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logged out in the app: asks to log in; in a browser: how to get the app; no request', async () => {
    open(inApp('guest'), '/activity/cdKey?code=PREMIUM30');
    expect(await screen.findByRole('heading', { name: t`Log in to redeem a gift code` })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    open(servicesFor('guest'), '/activity/cdKey');
    expect(await screen.findByRole('heading', { name: t`Redeem your code in the PikPak app` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t`Get the PikPak app` })).toHaveAttribute('href', '/toapp');
    expect(redeemed()).toEqual([]);
  });

  it('states the rules and links the community groups and /purchase-attention', async () => {
    open(servicesFor('guest'), '/activity/cdKey');
    expect(await screen.findByRole('heading', { name: t`How gift codes work` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t`How to recognize an illegal sale` })).toHaveAttribute('href', '/purchase-attention');
    expect(screen.getByRole('link', { name: t`Telegram group` })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/t\.me\//));
    expect(screen.getByRole('link', { name: t`WhatsApp group` })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/chat\.whatsapp\.com\//));
    expect(screen.getByRole('link', { name: t`KakaoTalk open chat` })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/open\.kakao\.com\//));
  });
});
