import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseFaults } from '../../mocks/faults';
import * as v from 'valibot';
import { invitedSearch } from '../../src/features/referral/invited-search';
import { parseSearch } from '../../src/search-params';
import { activate } from '../helpers/render';
import { openRoute } from '../helpers/router';
import { appBridge, servicesFor, servicesFromApp, setupFakeBackend } from '../helpers/referral';

const backend = setupFakeBackend();

const open = openRoute;

describe('invited landing page', () => {
  it('names the inviter, what the friend gets, the steps and the 12-hour window', async () => {
    const services = servicesFor('guest');
    open(services, '/activity/invited?code=TESTCODE');
    // The file's first render also loads the page's modules: allow for a busy machine.
    expect(await screen.findByText('Mia W.', {}, { timeout: 5000 })).toBeInTheDocument();
    // The inviter's name is isolated, so that it keeps its order in a right-to-left sentence.
    expect(screen.getByText('Mia W.').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You’re invited to PikPak');
    expect(screen.getByText(/invited you to PikPak/)).toHaveTextContent('Mia W. invited you to PikPak.');
    expect(screen.getByText('Join with this invitation and get 5 extra Premium days.')).toBeInTheDocument();
    const steps = screen.getByRole('heading', { name: 'How to accept' }).closest('section')!;
    expect(within(steps).getAllByRole('listitem')[2]).toHaveTextContent('Within 12 hours of installing, enter the invitation code TESTCODE in the app');
    // The code to copy sits with the steps that ask for it.
    expect(within(steps).getByRole('heading', { name: 'Your friend’s invitation code' })).toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download the Android app (APK)' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/download\.mypikpak\.com\//));
    expect(screen.getByRole('link', { name: 'Get PikPak on the App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/id1616861537');
    expect(screen.getByRole('link', { name: 'Use PikPak in your browser' })).toHaveAttribute('href', services.config.webDriveUrl);
    expect(services.tracked).toEqual(['invited_page_view']);
    await userEvent.click(screen.getByRole('link', { name: 'Get PikPak on the App Store' }));
    expect(services.tracked).toContain('invited_open_app_store');
  });

  it('on a computer, the steps say the app goes on a phone or tablet', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36');
    open(servicesFor('guest'), '/activity/invited?code=TESTCODE');
    const steps = (await screen.findByRole('heading', { name: 'How to accept' }, { timeout: 5000 })).closest('section')!;
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('Install PikPak on your phone or tablet: open this page there, or use the buttons above.');
    expect(steps).not.toHaveTextContent('Install PikPak from this page.');
  });

  it('says so when no inviter has the code', async () => {
    open(servicesFor('guest'), '/activity/invited?code=NOSUCHCODE');
    expect(await screen.findByText(/We couldn’t find this invitation code/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to accept' })).not.toBeInTheDocument();
  });

  it.each([['/activity/invited'], ['/activity/invited?code=%3Cscript%3E'], ['/activity/invited?code=ab']])('explains a link without a valid code (%s)', async (path) => {
    open(servicesFor('guest'), path);
    expect(await screen.findByText(/This invitation link has no valid invitation code/)).toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/inviter'))).toEqual([]);
  });

  it('validates the code parameter as a string: letters and digits, upper-cased; anything else is absent, never a throw', () => {
    expect(v.parse(invitedSearch, { code: ' testcode ' })).toEqual({ code: 'TESTCODE' });
    // The router reads parameters as strings, so an all-digit code keeps its digits.
    expect(v.parse(invitedSearch, parseSearch('?code=00012345'))).toEqual({ code: '00012345' });
    expect(v.parse(invitedSearch, parseSearch('?code=123456E7'))).toEqual({ code: '123456E7' });
    expect(v.parse(invitedSearch, { code: 12345678 })).toEqual({ code: undefined });
    expect(v.parse(invitedSearch, { code: 'a b' })).toEqual({ code: undefined });
    expect(v.parse(invitedSearch, { code: ['TESTCODE'] })).toEqual({ code: undefined });
    expect(v.parse(invitedSearch, {})).toEqual({ code: undefined });
  });

  it('shows the code prominently with a copy button on iOS', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    const services = servicesFor('guest');
    open(services, '/activity/invited?code=TESTCODE');
    const box = (await screen.findByText(/App Store can’t pass your invitation on/)).closest('section')!;
    expect(screen.getAllByRole('heading', { name: 'Your friend’s invitation code' })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Your friend’s invitation code');
    expect(within(box).getByText('TESTCODE').tagName).toBe('BDI');
    await userEvent.click(within(box).getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('TESTCODE');
    expect(services.tracked).toContain('invited_copy_code');
  });

  it('lets a logged-in app user accept the invitation in place, with no install steps, and ends on the success pattern with Done', async () => {
    const { bridge, calls } = appBridge();
    const services = servicesFor('premium', { bridge });
    open(services, '/activity/invited?code=TESTCODE');
    await screen.findByRole('button', { name: 'Accept the invitation' });
    // Inside the app there is nothing to install: no steps, no code to copy for later.
    expect(screen.queryByRole('heading', { name: 'How to accept' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Install PikPak from this page/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy code' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    const panel = (await screen.findByRole('heading', { name: 'Invitation accepted' })).closest('section')!;
    expect(panel).toHaveTextContent('You joined through your friend’s invitation: 5 extra Premium days added.');
    expect(panel).toHaveTextContent(/Premium now runs until [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    await waitFor(() => expect(document.activeElement).toBe(panel));
    // Done closes the page in the app.
    await userEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(calls).toContain('finishSelf'));
    expect(backend.requests.filter((p) => p.endsWith('/checkInvite'))).toHaveLength(1);
    expect(services.tracked).toEqual(expect.arrayContaining(['invited_page_view', 'invite_code_submit', 'invite_code_success']));
    expect(screen.queryByRole('heading', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('tells an app user who was already invited that they cannot accept again, and offers to invite their own friends', async () => {
    backend.store.relations.set('1002', '1001');
    open(servicesFor('premium', { bridge: appBridge().bridge }), '/activity/invited?code=TESTCODE');
    expect(await screen.findByText(/This account can no longer accept an invitation/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite your own friends' })).toHaveAttribute('href', '/activity/invitation');
  });

  it.each([['/activity/invited?code=NOSUCHCODE', /We couldn’t find this invitation code\. Check the code with your friend and enter it yourself\./], ['/activity/invited', /Ask your friend for their code and enter it yourself/]])(
    'sends an app user whose link has no usable code to enter it by hand (%s), with no download',
    async (path, says) => {
      open(servicesFor('premium', { bridge: appBridge().bridge }), path);
      expect(await screen.findByText(says)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Enter your friend’s code' })).toHaveAttribute('href', '/activity/invitation#enter-code');
      expect(screen.queryByRole('heading', { name: 'Get the app' })).not.toBeInTheDocument();
    },
  );

  it('knows an app user’s own invitation link: says whose it is and offers Share, never Accept', async () => {
    const { bridge, calls } = appBridge();
    const services = servicesFor('member', { bridge });
    open(services, '/activity/invited?code=TESTCODE');
    const card = (await screen.findByRole('heading', { name: 'This is your invitation link' }, { timeout: 5000 })).closest('.ui-card')!;
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
    // No inviter to name: the link is the reader's own.
    expect(screen.queryByText(/invited you to PikPak/)).not.toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('link', { name: 'See your rewards' })).toHaveAttribute('href', '/activity/invitation');
    const share = within(card as HTMLElement).getByRole('button', { name: 'Share your invitation link' });
    await waitFor(() => expect(share).toBeEnabled());
    await userEvent.click(share);
    // The app's share sheet, as on the invitation page.
    await waitFor(() => expect(calls).toContain('share'));
    expect(services.tracked).toContain('invited_share_own_link');
    expect(backend.requests.filter((p) => p.endsWith('/activation-code'))).toEqual([]);
  });

  it('looks up an all-digit code with its digits', async () => {
    open(servicesFor('guest'), '/activity/invited?code=00012345');
    expect(await screen.findByText(/We couldn’t find this invitation code/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get the app' })).toBeInTheDocument();
    expect(backend.urls.filter((u) => u.pathname.endsWith('/inviter')).map((u) => u.searchParams.get('code'))).toEqual(['00012345']);
  });

  it('asks a logged-out app user to log in, with a button that asks the app for its log-in screen', async () => {
    const { bridge, calls } = appBridge();
    open(servicesFor('guest', { bridge }), '/activity/invited?code=TESTCODE');
    expect(await screen.findByRole('heading', { name: 'Log in to accept' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to accept' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls).toContain('sendAction'));
  });

  it('offers a retry when the inviter lookup fails, and recovers', async () => {
    backend.faults = parseFaults('inviter:500');
    const base = servicesFor('guest');
    open(base, '/activity/invited?code=TESTCODE');
    const alert = (await screen.findByText('We couldn’t check who invited you')).closest('[role="alert"]')!;
    expect(alert).toHaveAttribute('data-severity', 'danger');
    expect(alert).toHaveTextContent('Something went wrong on our side. Try again.');
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mia W.')).toBeInTheDocument();
  });

  it('keeps the inviter’s name in order in Arabic', async () => {
    await activate('ar');
    open(servicesFor('guest'), '/activity/invited?code=TESTCODE');
    const name = await screen.findByText('Mia W.');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement?.tagName).toBe('STRONG');
    // The Arabic sentence around it, with the name as one isolated run.
    expect(name.closest('p')?.textContent).toMatch(/[\u0600-\u06ff]/);
    expect(name.closest('p')?.textContent).not.toMatch(/invited you/);
  });

  it('writes every day count as a plural', async () => {
    open(servicesFor('guest'), '/activity/invited?code=TESTCODE');
    expect(await screen.findByText('Join with this invitation and get 5 extra Premium days.')).toBeInTheDocument();
    expect(screen.getByText('Your 5 extra Premium days usually arrive within 30 minutes.')).toBeInTheDocument();
  });
});

describe('invited landing page inside an app that does not answer who is reading', () => {
  it('says it could not reach the app, with a retry, and asks for no log-in', async () => {
    const app = appBridge('android', { user: 'premium' });
    app.host.reply = 'timeout';
    open(servicesFromApp(app), '/activity/invited?code=TESTCODE');
    const panel = (await screen.findByRole('heading', { name: 'We couldn’t check whether you’re logged in' })).closest('section')!;
    expect(panel).toHaveTextContent('Couldn’t reach the PikPak app. Try again.');
    expect(screen.queryByRole('heading', { name: 'Log in to accept' })).not.toBeInTheDocument();
    app.host.reply = 'answer';
    await userEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Accept the invitation' })).toBeInTheDocument();
  });

  it('asks for a log-in when the app says the user is logged out', async () => {
    open(servicesFromApp(appBridge('ios', { user: 'guest' })), '/activity/invited?code=TESTCODE');
    expect(await screen.findByRole('heading', { name: 'Log in to accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
