import { t } from '@lingui/core/macro';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAppHrefOf } from '../../src/features/gift-code/wiring';
import { activate, testServices } from '../helpers/render';
import { openRoute } from '../helpers/router';
import { appWithScreens, inApp, servicesFor, setupFakeBackend } from '../helpers/referral';

const backend = setupFakeBackend();
// The first render of a route loads its chunk and asks the fake app: slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const open = openRoute;

const redeemed = () => backend.requests.filter((p) => p.endsWith('/activation-code'));

/** The reader comes back from the app's screen. */
const comeBack = () => document.dispatchEvent(new Event('visibilitychange'));

afterEach(() => sessionStorage.clear());

describe.each(['en-US', 'ar'] as const)('gift-code page (%s)', (locale) => {
  it('redeems a code from the link with one tap, ending on the success panel: days added, the new end of Premium, Done closes the page', async () => {
    await activate(locale);
    const app = appWithScreens('member');
    open(app.services, '/activity/cdKey?code=%20premium%2030%20');
    const field = await screen.findByRole('textbox', { name: t`Gift code` });
    expect(field).toHaveValue('premium30');
    expect(field).toHaveAttribute('autocapitalize', 'none');
    expect(field).toHaveAttribute('autocorrect', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('maxlength', '64');
    await userEvent.click(screen.getByRole('button', { name: t`Redeem` }));
    const panel = await screen.findByRole('status', { name: /30|٣٠/ });
    expect(panel).toHaveFocus();
    const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(Date.now() + 30 * 86_400_000));
    expect(within(panel).getByText(t`Premium now runs until ${until}.`)).toBeInTheDocument();
    // The one status message: the form and its banners are gone.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(redeemed()).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('button', { name: t`Done` }));
    expect(app.calls).toContain('finishSelf');
    await userEvent.click(within(panel).getByRole('button', { name: t`Redeem another code` }));
    expect(await screen.findByRole('textbox', { name: t`Gift code` })).toHaveValue('');
  }, 15_000);

  it('logged out in the app: Log in asks the app, and back logged in the form has the link’s code', async () => {
    await activate(locale);
    const app = appWithScreens('guest');
    open(app.services, '/activity/cdKey?code=PREMIUM30');
    expect(await screen.findByRole('heading', { name: t`Log in to redeem a gift code` })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t`Log in` }));
    expect(app.actions).toEqual(['open_login']);
    comeBack();
    expect(await screen.findByRole('textbox', { name: t`Gift code` })).toHaveValue('PREMIUM30');
    expect(redeemed()).toEqual([]);
  });

  it('asks for the code when the field is empty, without a request', async () => {
    await activate(locale);
    open(inApp('member').services, '/activity/cdKey');
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
    ['NOPE-NOPE', 'member', () => t`We couldn’t find this gift code. Check it for typing mistakes, or paste it again.`],
    ['EXPIRED90', 'member', () => t`This gift code has expired. Ask whoever gave it to you for a new one.`],
  ] as const)('%s for %s', async (code, user, message) => {
    open(inApp(user).services, '/activity/cdKey');
    const field = await screen.findByRole('textbox', { name: t`Gift code` });
    await userEvent.type(field, code);
    await userEvent.click(screen.getByRole('button', { name: t`Redeem` }));
    expect(await screen.findByText(message())).toBeInTheDocument();
    expect(field).toHaveValue(code);
    expect(field).toHaveFocus();
    // No server text or code reaches the page.
    expect(document.body.textContent).not.toMatch(/activation_code|400[0-9]/);
  });

  it('a code for Premium members, redeemed by a member: Get Premium opens the app’s purchase page, the code kept for later', async () => {
    const app = appWithScreens('member');
    open(app.services, '/activity/cdKey?code=COMP2DAYS');
    await userEvent.click(await screen.findByRole('button', { name: t`Redeem` }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(t`The code wasn’t redeemed`);
    expect(banner).toHaveTextContent(t`This code works only on accounts that have Premium. Get Premium first, then redeem it—we’ll keep your code here.`);
    expect(screen.getByRole('textbox', { name: t`Gift code` })).toHaveValue('COMP2DAYS');
    // Get Premium is the main action; Redeem steps back to a secondary button.
    expect(screen.getByRole('button', { name: t`Redeem` })).toHaveClass('button-secondary');
    await userEvent.click(screen.getByRole('button', { name: t`Get Premium` }));
    expect(app.calls).toContain('openWebPage');
    expect(screen.getByRole('textbox', { name: t`Gift code` })).toHaveValue('COMP2DAYS');
    expect(redeemed()).toHaveLength(1);
  });

  it('a server error: Try again is the main action, the words never say “later”, and the code is kept', async () => {
    open(inApp('member').services, '/activity/cdKey?code=TRIAL7');
    backend.faults = new Map([['activation-code', '500']]);
    await userEvent.click(await screen.findByRole('button', { name: t`Redeem` }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(t`Something went wrong on our side. We’ve kept your code, so you can try again.`);
    expect(banner.textContent).not.toMatch(/later/i);
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: t`Try again` }));
    expect(await screen.findByRole('status', { name: /7/ })).toBeInTheDocument();
  });

  it('verification: Confirm it’s you asks the app, and back on the page the code is redeemed again by itself', async () => {
    const app = appWithScreens('member');
    open(app.services, '/activity/cdKey?code=VERIFY30');
    await userEvent.click(await screen.findByRole('button', { name: t`Redeem` }));
    expect(await screen.findByText(t`Confirm it’s you to redeem this code`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t`Confirm it’s you` }));
    expect(app.actions).toEqual(['open_verification']);
    expect(redeemed()).toHaveLength(1);
    // Back from the app's screen: no second tap on Redeem.
    comeBack();
    expect(await screen.findByRole('status', { name: /30/ })).toHaveFocus();
    expect(screen.queryByText(t`Confirm it’s you to redeem this code`)).not.toBeInTheDocument();
    expect(redeemed()).toHaveLength(2);
  });

  it('the page shown again redeems nothing by itself unless a code waits for the reader’s verification', async () => {
    open(inApp('member').services, '/activity/cdKey?code=USEDCODE');
    await userEvent.click(await screen.findByRole('button', { name: t`Redeem` }));
    expect(await screen.findByText(t`This gift code has already been used. Each code can be redeemed only once.`)).toBeInTheDocument();
    comeBack();
    await act(async () => undefined);
    expect(redeemed()).toHaveLength(1);
  });

  it('a redemption without a reply (offline) is not told as “not redeemed”: the outcome is unknown, check Premium first; the code is kept', async () => {
    open(inApp('member').services, '/activity/cdKey?code=TRIAL7');
    backend.faults = new Map([['activation-code', 'offline']]);
    await userEvent.click(await screen.findByRole('button', { name: t`Redeem` }));
    const unsure = await screen.findByRole('alert');
    expect(unsure).toHaveTextContent(t`We don’t know whether your code was redeemed`);
    expect(unsure).toHaveTextContent(t`We didn’t get an answer from the server, so the code may have been redeemed. Check your Premium’s end date in the app before you try again.`);
    expect(screen.queryByText(t`The code wasn’t redeemed`)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t`Gift code` })).toHaveValue('TRIAL7');
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: t`Redeem` }));
    expect(await screen.findByRole('status', { name: /7/ })).toBeInTheDocument();
  });

  it.each(['empty', 'error-200'] as const)('a 200 reply that does not say success (%s) is never “days added”: the failure is said and the code kept', async (kind) => {
    open(inApp('member').services, '/activity/cdKey?code=TRIAL7');
    backend.faults = new Map([['activation-code', kind]]);
    await userEvent.click(await screen.findByRole('button', { name: t`Redeem` }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /\d/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/days? of Premium added|Premium now ends/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t`Gift code` })).toHaveValue('TRIAL7');
  });

  it('a server popup joins the success panel: its words under the outcome, its link as the one lesser action; no dialog', async () => {
    open(inApp('member').services, '/activity/cdKey?code=GIFTPOPUP');
    await userEvent.click(await screen.findByRole('button', { name: t`Redeem` }));
    const panel = await screen.findByRole('status', { name: /7/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Welcome to PikPak Premium' })).toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: 'See Premium' });
    expect(link.getAttribute('href')).toBe('https://mypikpak.com/premium');
    // Done stays the one primary action; the popup's link takes the lesser place.
    expect(within(panel).queryByRole('button', { name: t`Redeem another code` })).not.toBeInTheDocument();
    expect(panel).toHaveFocus();
  });

  it('in a browser: the link’s code shown and copied, how to redeem it in the app, and no request', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(servicesFor('guest'), '/activity/cdKey?code=%20PREMIUM30');
    expect(await screen.findByRole('heading', { name: t`Redeem your code in the PikPak app` })).toBeInTheDocument();
    const chip = screen.getByRole('group', { name: t`Your gift code` });
    const value = chip.querySelector('bdi')!;
    expect(value).toHaveTextContent('PREMIUM30');
    expect(value).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(chip).getByRole('button', { name: t`Copy code` }));
    expect(await within(chip).findByText(t`Copied to clipboard`)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('PREMIUM30');
    expect(screen.getByRole('link', { name: t`Get the PikPak app` })).toHaveAttribute('href', '/toapp');
    // This test's page is not on an allowed https host: no deep link can carry it.
    expect(screen.queryByRole('link', { name: t`Open in the app` })).not.toBeInTheDocument();
    expect(redeemed()).toEqual([]);
  });

  it('in a browser, a malformed code from the link is not shown as a code', async () => {
    open(servicesFor('guest'), `/activity/cdKey?code=${encodeURIComponent('<b>PREMIUM30</b>')}`);
    expect(await screen.findByRole('heading', { name: t`Redeem your code in the PikPak app` })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: t`Your gift code` })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('PREMIUM30');
  });

  it('carries the code to the app by its view deep link only from a page on an allowed https host', () => {
    const { config } = testServices();
    const href = openAppHrefOf(config, 'absent', ' PREMIUM30', 'https://mypikpak.com');
    expect(href).toBe(`${config.deepLinkBase}/xpan/view?message=${encodeURIComponent('https://mypikpak.com/activity/cdKey?code=PREMIUM30')}`);
    expect(openAppHrefOf(config, 'absent', 'PREMIUM30', 'http://localhost:3000')).toBeNull();
    expect(openAppHrefOf(config, 'absent', 'PREMIUM30', 'https://evil.example')).toBeNull();
    expect(openAppHrefOf(config, 'absent', '<b>x</b>', 'https://mypikpak.com')).toBeNull();
    expect(openAppHrefOf(config, 'android', 'PREMIUM30', 'https://mypikpak.com')).toBeNull();
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
