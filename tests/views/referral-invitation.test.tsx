import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseFaults } from '../../mocks/faults';
import { createStore } from '../../mocks/store';
import type { Services } from '../../src/services';
import { appBridge, servicesFor, servicesFromApp, setupFakeBackend } from '../helpers/referral';
import { openRoute } from '../helpers/router';

const backend = setupFakeBackend();

const open = (services: Services, path = '/activity/invitation') => openRoute(services, path);

const historyList = () => screen.getByRole('list', { name: 'Invitation history' });
const dataRows = () => within(historyList()).getAllByRole('listitem');

/** The history starts compact (its first 5 rows); "Show all" shows the whole first page. */
async function showAll() {
  await waitFor(() => expect(dataRows()).toHaveLength(5));
  await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
  await waitFor(() => expect(dataRows()).toHaveLength(30));
}

// Each test renders the whole page through the router against the fake backend: allow for a busy machine.
describe('invitation page', { timeout: 15_000 }, () => {
  it('asks a logged-out visitor to log in through the app, without any request', async () => {
    open(servicesFor('guest'));
    expect(await screen.findByRole('heading', { name: 'Log in to invite friends' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invite friends, earn Premium');
    expect(document.title).toBe('Invite friends, earn Premium · PikPak');
    expect(screen.getByRole('link', { name: 'Get the PikPak app' })).toHaveAttribute('href', '/toapp');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How rewards work' })).toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });

  it('shows the code, the totals and the history as a list: the friend, the source and date, the days gained', async () => {
    open(servicesFor('member'));
    expect(await screen.findByText('TESTCODE', {}, { timeout: 5000 })).toBeInTheDocument();
    const totals = screen.getByRole('heading', { name: 'Your rewards' }).closest('section')!;
    expect(within(totals).getByText('Friends invited').nextSibling).toHaveTextContent('19');
    expect(within(totals).getByText('Premium days from purchase rewards').nextSibling).toHaveTextContent('613');
    // Compact first: five rows, no paging, and "Show all".
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await showAll();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/rows? shown/)).not.toBeInTheDocument();
    const row = dataRows()[0]!;
    // The friend's name is isolated, so that it keeps its own order in Arabic.
    expect(row.querySelector('bdi')?.textContent).toMatch(/^user_\d+$/);
    const time = row.querySelector('time')!;
    expect(time.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(time.textContent).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(time.getAttribute('datetime')!)));
    const texts = dataRows().map((r) => r.textContent ?? '');
    expect(texts.some((t) => t.includes('Purchase reward'))).toBe(true);
    expect(texts.some((t) => t.includes('Install invitation'))).toBe(true);
    // Gains are "+N days" (a plural), in the accent colour.
    const gain = dataRows().find((r) => /\+\d+ days?$/.test(r.textContent ?? ''))!;
    expect(gain.querySelector('[data-tone="accent"]')?.textContent).toMatch(/^\+\d+ days?$/);
    // A browser has no app version to check.
    expect(backend.requests.filter((p) => p.endsWith('/checkClientVersion'))).toEqual([]);
  });

  it('says why a history row gave no days', async () => {
    open(servicesFor('member'));
    await showAll();
    const joined = dataRows().find((r) => r.textContent?.includes('Joined through your invitation'))!;
    expect(joined.querySelector('[data-tone="muted"]')).toHaveTextContent('No days');
    expect(joined.querySelector('[data-tone="accent"]')).toBeNull();
    // Why joining gave nothing is said once, under the list, not on every joining row.
    expect(joined).not.toHaveTextContent('Joining earns no days');
    expect(screen.getAllByText('Joining earns no days by itself; the install and purchases do.')).toHaveLength(1);
    const gains = dataRows().filter((r) => !r.textContent?.includes('Joined through your invitation'));
    for (const r of gains) expect(r).not.toHaveTextContent('No days');
  });

  it('loads the next page with Load more, without duplicates, then stops', async () => {
    open(servicesFor('member'));
    await showAll();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(dataRows()).toHaveLength(51));
    const rows = dataRows().map((r) => `${r.querySelector('time')!.getAttribute('datetime')} ${r.textContent}`);
    expect(new Set(rows).size).toBe(51);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/inviteList'))).toHaveLength(2);
  });

  it('keeps the rows shown when a page fails, and retries it', async () => {
    open(servicesFor('member'));
    await showAll();
    backend.faults = parseFaults('inviteList:500');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = (await screen.findByText('More of your history couldn’t be loaded')).closest('[role="alert"]')!;
    expect(alert).toHaveTextContent('Something went wrong on our side. Try again.');
    expect(alert).toHaveAttribute('data-severity', 'danger');
    expect(dataRows()).toHaveLength(30);
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(dataRows()).toHaveLength(51));
  });

  it('tells someone who has earned nothing how to earn, instead of a row of zeros', async () => {
    open(servicesFor('premium'));
    const empty = (await screen.findByRole('heading', { name: 'No invitations yet' })).closest('section')!;
    expect(empty).toHaveTextContent('Share your link: when a friend installs PikPak from it and logs in, you get 5 days of Premium.');
    expect(screen.queryByRole('list', { name: 'Invitation history' })).not.toBeInTheDocument();
    await screen.findByText('VIPFRIEND');
    expect(screen.queryByRole('heading', { name: 'Your rewards' })).not.toBeInTheDocument();
    expect(screen.queryByText('Friends invited')).not.toBeInTheDocument();
  });

  it('leads with the reward and Share, and puts the friend’s-code entry above the history', async () => {
    open(servicesFor('member', { bridge: appBridge().bridge }));
    const share = await screen.findByRole('button', { name: 'Share your invitation link' });
    // The headline's figures are the rules' constants.
    expect(screen.getByRole('heading', { level: 2, name: 'Get 5 days of Premium for your first friend' })).toBeInTheDocument();
    expect(screen.getByText(/Then 2 more days for each friend after that\. Install rewards count for up to 50 friends, and you also get 30% of the Premium days your friends buy\./)).toBeInTheDocument();
    // Progress near the top: what was earned, before the ways to share.
    const earned = screen.getByText(/^You’ve earned \d+ Premium days so far\.$/);
    expect(Boolean(earned.compareDocumentPosition(share) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    const entry = await screen.findByRole('heading', { name: 'Were you invited by a friend?' });
    const history = screen.getByRole('heading', { name: 'Invitation history' });
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(share, entry)).toBe(true);
    expect(follows(entry, history)).toBe(true);
  });

  it('copies the link through the app and confirms', async () => {
    const { bridge, copied } = appBridge();
    const services = servicesFor('member', { bridge });
    open(services);
    await screen.findByText('TESTCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(copied).toEqual([`${window.location.origin}/activity/invited?code=TESTCODE`]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(copied.at(-1)).toBe('TESTCODE'));
    expect(services.tracked).toContain('invitation_copy');
  });

  it('copies through the browser clipboard outside the app', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(servicesFor('member'));
    await screen.findByText('TESTCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('TESTCODE');
  });

  it('refuses an empty code before any request', async () => {
    open(servicesFor('premium'));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Enter an invitation code first.')).toBeInTheDocument();
    // The field shows its error state, is described by the error, and has the focus back.
    const field = screen.getByLabelText('Your friend’s invitation code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter an invitation code first.'));
    expect(field).toHaveFocus();
    expect(backend.requests.filter((p) => p.endsWith('/activation-code'))).toEqual([]);
  });

  it('says why the server refused a code that cannot be used, and keeps what was typed', async () => {
    open(servicesFor('premium'));
    const field = await screen.findByLabelText('Your friend’s invitation code');
    await userEvent.type(field, 'NOSUCHCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText(/This invitation code can’t be accepted\. Check it with your friend/)).toBeInTheDocument();
    expect(screen.queryByText('Couldn’t confirm the code. Try again later.')).not.toBeInTheDocument();
    expect(field).toHaveValue('NOSUCHCODE');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('an acceptance without a reply (offline) is not told as failed: the outcome is unknown, check Premium first; the code is kept', async () => {
    backend.faults = parseFaults('activation-code:offline');
    open(servicesFor('premium'));
    const field = await screen.findByLabelText('Your friend’s invitation code');
    await userEvent.type(field, 'TESTCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(
      await screen.findByText('We don’t know whether the invitation was accepted: we didn’t get an answer from the server. Check your Premium’s end date in the app before you try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Couldn’t confirm the code. Try again later.')).not.toBeInTheDocument();
    expect(field).toHaveValue('TESTCODE');
  });

  it('says it couldn’t confirm the code, try again later, when the server fails, and sends again after an edit', async () => {
    backend.faults = parseFaults('activation-code:500');
    const services = servicesFor('premium');
    open(services);
    const field = await screen.findByLabelText('Your friend’s invitation code', {}, { timeout: 5000 });
    await userEvent.type(field, 'TESTCOD');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Couldn’t confirm the code. Try again later.')).toBeInTheDocument();
    expect(services.tracked).toEqual(expect.arrayContaining(['invite_code_submit', 'invite_code_failure']));
    backend.faults = new Map();
    await userEvent.type(field, 'E');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('heading', { name: 'Invitation accepted' })).toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/activation-code'))).toHaveLength(2);
  });

  it('a 200 reply with an empty body is not “Invitation accepted”; one with an error body is the refusal it states', async () => {
    backend.faults = parseFaults('activation-code:empty');
    open(servicesFor('premium'));
    const field = await screen.findByLabelText('Your friend’s invitation code');
    await userEvent.type(field, 'TESTCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Couldn’t confirm the code. Try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitation accepted' })).not.toBeInTheDocument();
    expect(field).toHaveValue('TESTCODE');
    backend.faults = parseFaults('activation-code:error-200');
    await userEvent.type(field, '{Backspace}E');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText(/This invitation code can’t be accepted\. Check it with your friend/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitation accepted' })).not.toBeInTheDocument();
    expect(screen.queryByText(/days added/)).not.toBeInTheDocument();
  });

  it('refuses the user’s own code before any request', async () => {
    open(servicesFor('member'));
    await userEvent.type(await screen.findByLabelText('Your friend’s invitation code'), ' testcode ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('This is your own invitation code. Enter the code of the friend who invited you.')).toBeInTheDocument();
    const field = screen.getByLabelText('Your friend’s invitation code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This is your own invitation code.'));
    expect(field).toHaveFocus();
    expect(screen.queryByText('Couldn’t confirm the code. Try again later.')).not.toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/activation-code'))).toEqual([]);
  });

  it('tells a user who was already invited that they cannot accept again', async () => {
    backend.store.relations.set('1002', '1001');
    open(servicesFor('premium'));
    expect(await screen.findByText(/This account can no longer accept an invitation/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your friend’s invitation code')).not.toBeInTheDocument();
  });

  it('opens the share sheet with the invitation link and a line on the reward where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const services = servicesFor('member');
      open(services);
      await screen.findByText('TESTCODE');
      await userEvent.click(await screen.findByRole('button', { name: 'Share your invitation link' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Join me on PikPak',
        text: 'Install PikPak from my link and get 5 extra Premium days.',
        url: `${window.location.origin}/activity/invited?code=TESTCODE`,
      });
      expect(services.tracked).toContain('invitation_share_link');
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('in the app, Share opens the app’s share sheet through the bridge with the link; nothing is copied', async () => {
    const { bridge, copied, calls } = appBridge();
    const sent: unknown[] = [];
    const spy = { ...bridge, call: (async (method: string, params?: unknown) => {
      if (method === 'share') sent.push(params);
      return bridge.call(method as never, params as never);
    }) as typeof bridge.call };
    open(servicesFor('member', { bridge: spy }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share your invitation link' }));
    await waitFor(() => expect(calls).toContain('share'));
    expect(sent).toEqual([{ title: 'Join me on PikPak', text: 'Install PikPak from my link and get 5 extra Premium days.', url: `${window.location.origin}/activity/invited?code=TESTCODE` }]);
    expect(copied).toEqual([]);
  });

  it('an app that does not know the share call: the link is copied instead, and the page says so under the button', async () => {
    const { bridge, copied } = appBridge();
    const old = { ...bridge, call: (async (method: string, params?: unknown) =>
      method === 'share' ? { status: 'timeout', value: null } : bridge.call(method as never, params as never)) as typeof bridge.call };
    open(servicesFor('member', { bridge: old }));
    const share = await screen.findByRole('button', { name: 'Share your invitation link' });
    await userEvent.click(share);
    await waitFor(() => expect(copied).toEqual([`${window.location.origin}/activity/invited?code=TESTCODE`]));
    expect(share.parentElement).toHaveTextContent('Copied to clipboard');
  });

  it('in a browser without a share sheet the button says Copy invitation link, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      open(servicesFor('member'));
      await screen.findByText('TESTCODE');
      expect(screen.queryByRole('button', { name: 'Share your invitation link' })).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Copy invitation link' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/activity/invited?code=TESTCODE`));
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('goes back to the app’s file page to share a file, and links to the web drive in a browser', async () => {
    const { bridge, calls } = appBridge();
    const services = servicesFor('member', { bridge });
    open(services);
    const choose = await screen.findByRole('button', { name: 'Choose a file to share' });
    // It says what will happen before it leaves the page.
    expect(choose).toHaveAccessibleDescription('Opens your files in the app; pick a file and share it.');
    await userEvent.click(choose);
    expect(calls).toContain('backToFilePage');
    expect(services.tracked).toContain('invitation_open_drive');
  });

  it('offers the web drive for sharing a file in a browser', async () => {
    const services = servicesFor('member');
    open(services);
    expect(await screen.findByRole('link', { name: 'Open the web drive to share a file' })).toHaveAttribute('href', services.config.webDriveUrl);
    expect(screen.queryByRole('button', { name: 'Choose a file to share' })).not.toBeInTheDocument();
  });

  it('accepts a friend’s code with one request however many clicks, then shows the result with its figure and date in the card, and the page stays', async () => {
    open(servicesFor('premium'));
    const field = await screen.findByLabelText('Your friend’s invitation code');
    expect(field).toHaveAccessibleDescription('Enter their invitation code within 12 hours of installing the app.');
    await userEvent.type(field, 'testcode');
    const confirm = screen.getByRole('button', { name: 'Confirm code' });
    await userEvent.tripleClick(confirm);
    const panel = (await screen.findByRole('heading', { name: 'Invitation accepted' }, { timeout: 5000 })).closest('[role="status"]')!;
    expect(panel).toHaveTextContent('You joined through your friend’s invitation: 5 extra Premium days added.');
    // The fake backend adds the days to the end of premium's Premium (17 days ahead).
    const until = new Date(backend.store.premiumUntil.get('1002')!);
    expect(panel).toHaveTextContent(`Premium now runs until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(until)}.`);
    // The result stays in the code's card; nothing in it closes the page, which stays (Share, the history).
    expect(panel.closest('.ui-card')).toHaveTextContent('Were you invited by a friend?');
    expect(within(panel as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invitation history' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(screen.queryByText('Enter their invitation code within 12 hours of installing the app.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your friend’s invitation code')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/activation-code'))).toHaveLength(1);
    expect(backend.store.relations.get('1002')).toBe('1001');
  });

  it('shows an old app the upgrade steps with a copy button, and writes the clipboard only when asked', async () => {
    const { bridge, copied } = appBridge('ios');
    const services = servicesFor('member', { bridge, versionCode: 1 });
    open(services);
    const prompt = (await screen.findByText('Your app is out of date')).closest('[role="alert"]')!;
    expect(prompt).toHaveAttribute('data-severity', 'warning');
    expect(prompt).toHaveTextContent('To update PikPak, open the app’s Settings, then About, then Check for updates');
    // The guide with the download, one tap away.
    expect(within(prompt as HTMLElement).getByRole('link', { name: 'How to update the app' })).toHaveAttribute('href', '/update-guide');
    expect(screen.queryByText(/These steps were copied/)).not.toBeInTheDocument();
    // Nothing unasked: the page has settled (code shown, version checked) and the clipboard is untouched.
    await screen.findByText('TESTCODE');
    await waitFor(() => expect(services.tracked).toContain('invitation_app_too_old'));
    expect(copied).toEqual([]);
    expect(screen.queryByText('Copied to clipboard')).not.toBeInTheDocument();
    await userEvent.click(within(prompt as HTMLElement).getByRole('button', { name: 'Copy the steps' }));
    await waitFor(() => expect(copied).toHaveLength(1));
    expect(copied[0]).toContain('Check for updates');
    expect(within(prompt as HTMLElement).getByRole('status')).toHaveTextContent('Copied to clipboard');
    expect(services.tracked).toContain('invitation_copy');
  });

  it('arriving by “Enter your friend’s code” (#enter-code), the code field has focus', async () => {
    window.location.hash = 'enter-code';
    try {
      open(servicesFor('member', { bridge: appBridge().bridge }));
      const field = await screen.findByRole('textbox', { name: 'Your friend’s invitation code' });
      await waitFor(() => expect(field).toHaveFocus());
    } finally {
      window.location.hash = '';
    }
  });

  it('checks the version of a current app once and shows no prompt', async () => {
    open(servicesFor('member', { bridge: appBridge().bridge }));
    await screen.findByText('TESTCODE');
    expect(backend.requests.filter((p) => p.endsWith('/checkClientVersion'))).toHaveLength(1);
    expect(screen.queryByText('Your app is out of date')).not.toBeInTheDocument();
  });

  it('warns a user whose rewards were withdrawn, with a link to the notice', async () => {
    backend.store = createStore(Date.UTC(2026, 10, 1), { withdrawn: true });
    open(servicesFor('member'));
    expect(await screen.findByText('Your invitation rewards were withdrawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read why and how to ask for a review' })).toHaveAttribute('href', '/premium-deduct');
    // The headline's promise gives way to the withdrawal.
    expect(screen.queryByRole('heading', { name: 'Get 5 days of Premium for your first friend' })).not.toBeInTheDocument();
  });

  it('states the rules with the figures of the rules module, the worked examples included', async () => {
    open(servicesFor('guest'));
    // Behind "How rewards work": a disclosure, closed until the reader opens it.
    const rules = (await screen.findByRole('heading', { name: 'How rewards work' })).closest('details')!;
    expect(rules).not.toHaveAttribute('open');
    await userEvent.click(within(rules).getByText('How rewards work'));
    expect(rules).toHaveAttribute('open');
    expect(screen.getByText(/4 monthly purchases of 30 days give you 36 days, and an annual purchase of 365 days gives you 110 days/)).toBeInTheDocument();
    expect(screen.getByText(/within 365 days of registering, you get 30% of the days bought/)).toBeInTheDocument();
    expect(screen.getByText(/gives you 5 extra Premium days, and each following one gives you 2 days, for your first 50/)).toBeInTheDocument();
    expect(screen.getByText(/within 30 minutes/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the code cannot be loaded', async () => {
    backend.faults = parseFaults('inviteCode:offline');
    open(servicesFor('member'));
    const panel = (await screen.findByRole('heading', { name: 'Your invitation code and rewards couldn’t be loaded' })).closest('section')!;
    expect(panel).toHaveAttribute('role', 'alert');
    expect(panel).toHaveTextContent('You seem to be offline. Check your connection and try again.');
    // The ways to invite keep their place: their copy buttons there but disabled, never empty cards.
    const methods = screen.getByRole('heading', { name: 'Ways to invite' }).closest('section')!;
    expect(within(methods).getByRole('button', { name: 'Copy link' })).toBeDisabled();
    expect(within(methods).getByRole('button', { name: 'Copy code' })).toBeDisabled();
    backend.faults = new Map();
    await userEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('TESTCODE')).toBeInTheDocument();
  });

  it('shows placeholders, not a loading line, while the page loads', async () => {
    open(servicesFor('member'));
    expect(await screen.findByText('Loading your invitation history…')).toHaveClass('visually-hidden');
    expect(screen.queryByText('Loading…', { selector: 'p' })).not.toBeInTheDocument();
    await screen.findByText('TESTCODE');
  });
});

describe('invitation page when the app does not answer who is reading', { timeout: 15_000 }, () => {
  it.each([['timeout'], ['bad-reply']] as const)('says it could not reach the app (%s), with a retry, and never asks a member to log in', async (reply) => {
    const app = appBridge('android', { user: 'member' });
    app.host.reply = reply;
    open(servicesFromApp(app));
    const panel = (await screen.findByRole('heading', { name: 'We couldn’t check whether you’re logged in' })).closest('section')!;
    expect(panel).toHaveAttribute('role', 'alert');
    expect(panel).toHaveTextContent('Couldn’t reach the PikPak app. Try again.');
    expect(screen.queryByRole('heading', { name: 'Log in to invite friends' })).not.toBeInTheDocument();
    expect(screen.queryByText(/log in/i)).not.toBeInTheDocument();
    expect(backend.requests).toEqual([]);
    // The retry asks the app again; this time it answers, and the member's page appears.
    app.host.reply = 'answer';
    const asked = app.calls.filter((m) => m === 'getUserInfo').length;
    await userEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('TESTCODE')).toBeInTheDocument();
    expect(app.calls.filter((m) => m === 'getUserInfo').length).toBe(asked + 1);
    expect(screen.queryByRole('heading', { name: 'Log in to invite friends' })).not.toBeInTheDocument();
  });

  it('keeps failing honestly when the retry gets no answer either', async () => {
    const app = appBridge('android', { user: 'member' });
    app.host.reply = 'timeout';
    open(servicesFromApp(app));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const asked = app.calls.filter((m) => m === 'getUserInfo').length;
    await userEvent.click(retry);
    await waitFor(() => expect(app.calls.filter((m) => m === 'getUserInfo')).toHaveLength(asked + 1));
    expect(await screen.findByRole('heading', { name: 'We couldn’t check whether you’re logged in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in to invite friends' })).not.toBeInTheDocument();
  });

  /** A member's app that answers getAppMetadata without the token the first `times` times. */
  function tokenlessApp(times: number) {
    const app = appBridge('android', { user: 'member' });
    let left = times;
    const call: typeof app.bridge.call = async (method, ...rest) => {
      const reply = await app.bridge.call(method, ...rest);
      if (method !== 'getAppMetadata' || left <= 0) return reply;
      left -= 1;
      return { ...reply, value: { deviceId: 'test-device' } } as typeof reply;
    };
    return { ...app, bridge: { ...app.bridge, call } };
  }
  const metadataCalls = (app: { calls: string[] }) => app.calls.filter((m) => m === 'getAppMetadata').length;

  it('reads the session again when the app says logged in but gives no token, and shows the member’s page rather than Log in', async () => {
    const app = tokenlessApp(1);
    open(servicesFromApp(app));
    expect(await screen.findByText('TESTCODE', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in to invite friends' })).not.toBeInTheDocument();
    expect(metadataCalls(app)).toBe(2);
  });

  it('an app that says logged in and never gives a token: Log in after one more reading, not a loop', async () => {
    const app = tokenlessApp(Number.POSITIVE_INFINITY);
    open(servicesFromApp(app));
    expect(await screen.findByRole('heading', { name: 'Log in to invite friends' }, { timeout: 8000 })).toBeInTheDocument();
    expect(metadataCalls(app)).toBe(2);
  });

  it('asks for a log-in only when the app says the user is logged out, with the way to log in', async () => {
    const app = appBridge('android', { user: 'guest' });
    open(servicesFromApp(app));
    expect(await screen.findByRole('heading', { name: 'Log in to invite friends' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Inside the app there is no store link: the app is already there, and shows its log-in screen.
    expect(screen.queryByRole('link', { name: 'Get the PikPak app' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.calls).toContain('sendAction'));
  });
});
