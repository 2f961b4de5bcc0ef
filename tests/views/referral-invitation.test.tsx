import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseFaults } from '../../mocks/faults';
import { createStore } from '../../mocks/store';
import { routeTree } from '../../src/routeTree.gen';
import { parseSearch, stringifySearch } from '../../src/search-params';
import type { Services } from '../../src/services';
import { renderWithServices } from '../helpers/render';
import { appBridge, servicesFor, setupFakeBackend } from '../helpers/referral';

const backend = setupFakeBackend();

function open(services: Services, path = '/activity/invitation') {
  const router = createRouter({ routeTree, context: { services }, parseSearch, stringifySearch, history: createMemoryHistory({ initialEntries: [path] }) });
  renderWithServices(<RouterProvider router={router} />, services);
  return router;
}

const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('invitation page', () => {
  it('asks a logged-out visitor to log in through the app, without any request', async () => {
    open(servicesFor('guest'));
    expect(await screen.findByRole('heading', { name: 'Log in to invite friends' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invite friends, earn Premium');
    expect(document.title).toBe('Invite friends, earn Premium · PikPak');
    expect(screen.getByRole('link', { name: 'Get the PikPak app' })).toHaveAttribute('href', '/toapp');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    expect(backend.requests).toEqual([]);
  });

  it('shows the code, the totals and a history table with time, event and Premium days', async () => {
    open(servicesFor('member'));
    expect(await screen.findByText('TESTCODE')).toBeInTheDocument();
    const totals = screen.getByRole('heading', { name: 'Your rewards' }).closest('section')!;
    expect(within(totals).getByText('Friends invited').nextSibling).toHaveTextContent('19');
    expect(within(totals).getByText('Premium days from purchase bonuses').nextSibling).toHaveTextContent('613');
    await waitFor(() => expect(dataRows()).toHaveLength(30));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Event', 'Premium days obtained']);
    const [time, event] = within(dataRows()[0]!).getAllByRole('cell');
    expect(time!.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(time!.textContent).not.toMatch(/T\d\d:/);
    expect(['Purchase bonus', 'Install invitation', 'Relationship established']).toContain(event!.textContent);
    // A browser has no app version to check.
    expect(backend.requests.filter((p) => p.endsWith('/checkClientVersion'))).toEqual([]);
  });

  it('loads the next page with Load more, without duplicates, then stops', async () => {
    open(servicesFor('member'));
    await waitFor(() => expect(dataRows()).toHaveLength(30));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(dataRows()).toHaveLength(51));
    const times = dataRows().map((r) => r.querySelector('time')!.getAttribute('datetime'));
    expect(new Set(times).size).toBe(51);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/inviteList'))).toHaveLength(2);
  });

  it('keeps the rows shown when a page fails, and retries it', async () => {
    open(servicesFor('member'));
    await waitFor(() => expect(dataRows()).toHaveLength(30));
    backend.faults = parseFaults('inviteList:500');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByText(/More of your history could not be loaded\./);
    expect(alert).toHaveTextContent('More of your history could not be loaded. Something went wrong on our side. Try again later.');
    expect(dataRows()).toHaveLength(30);
    backend.faults = new Map();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(dataRows()).toHaveLength(51));
  });

  it('shows the empty message for a user with no history', async () => {
    open(servicesFor('premium'));
    expect(await screen.findByText('No invitations yet. Invite a friend and your rewards will appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
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
    expect(backend.requests.filter((p) => p.endsWith('/activation-code'))).toEqual([]);
  });

  it('says why the server refused a code that cannot be used, and keeps what was typed', async () => {
    open(servicesFor('premium'));
    const field = await screen.findByLabelText('Your friend’s invitation code');
    await userEvent.type(field, 'NOSUCHCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText(/This invitation code cannot be accepted\. Check it with your friend/)).toBeInTheDocument();
    expect(screen.queryByText('Redemption failed, please try again later')).not.toBeInTheDocument();
    expect(field).toHaveValue('NOSUCHCODE');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says redemption failed, please try again later, when the server cannot be reached, and sends again after an edit', async () => {
    backend.faults = parseFaults('activation-code:offline');
    const services = servicesFor('premium');
    open(services);
    const field = await screen.findByLabelText('Your friend’s invitation code');
    await userEvent.type(field, 'TESTCOD');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Redemption failed, please try again later')).toBeInTheDocument();
    expect(services.tracked).toEqual(expect.arrayContaining(['invite_code_submit', 'invite_code_failure']));
    backend.faults = new Map();
    await userEvent.type(field, 'E');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Invitation code confirmed successfully')).toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/activation-code'))).toHaveLength(2);
  });

  it('refuses the user’s own code before any request', async () => {
    open(servicesFor('member'));
    await userEvent.type(await screen.findByLabelText('Your friend’s invitation code'), ' testcode ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('This is your own invitation code. Enter the code of the friend who invited you.')).toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/activation-code'))).toEqual([]);
  });

  it('tells a user who was already invited that they cannot accept again', async () => {
    backend.store.relations.set('1002', '1001');
    open(servicesFor('premium'));
    expect(await screen.findByText(/This account can no longer accept an invitation/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your friend’s invitation code')).not.toBeInTheDocument();
  });

  it('opens the share sheet with the invitation link where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const services = servicesFor('member');
      open(services);
      await screen.findByText('TESTCODE');
      await userEvent.click(await screen.findByRole('button', { name: 'Share link' }));
      expect(share).toHaveBeenCalledWith({ title: 'Join me on PikPak', url: `${window.location.origin}/activity/invited?code=TESTCODE` });
      expect(services.tracked).toContain('invitation_share_link');
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('goes back to the app’s file page to share a file, and links to the web drive in a browser', async () => {
    const { bridge, calls } = appBridge();
    const services = servicesFor('member', { bridge });
    open(services);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a file to share' }));
    expect(calls).toContain('backToFilePage');
    expect(services.tracked).toContain('invitation_open_drive');
  });

  it('offers the web drive for sharing a file in a browser', async () => {
    const services = servicesFor('member');
    open(services);
    expect(await screen.findByRole('link', { name: 'Open the web drive to share a file' })).toHaveAttribute('href', services.config.webDriveUrl);
    expect(screen.queryByRole('button', { name: 'Choose a file to share' })).not.toBeInTheDocument();
  });

  it('accepts a friend’s code with one request however many clicks', async () => {
    open(servicesFor('premium'));
    await userEvent.type(await screen.findByLabelText('Your friend’s invitation code'), 'testcode');
    const confirm = screen.getByRole('button', { name: 'Confirm code' });
    await userEvent.tripleClick(confirm);
    expect(await screen.findByText('Invitation code confirmed successfully')).toBeInTheDocument();
    expect(screen.getByText('Invitation relationship established')).toBeInTheDocument();
    expect(screen.getByText('Congratulations on your 5 days Premium!')).toBeInTheDocument();
    expect(backend.requests.filter((p) => p.endsWith('/activation-code'))).toHaveLength(1);
    expect(backend.store.relations.get('1002')).toBe('1001');
  });

  it('prompts an old app to upgrade and copies the guidance, again on request', async () => {
    const { bridge, copied } = appBridge('ios');
    const services = servicesFor('member', { bridge, versionCode: 1 });
    open(services);
    expect(await screen.findByText('Current app version is too low')).toBeInTheDocument();
    await waitFor(() => expect(copied).toHaveLength(1));
    expect(copied[0]).toContain('Check for updates');
    expect(screen.getByText(copied[0]!)).toBeInTheDocument();
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(services.tracked).toEqual(expect.arrayContaining(['invitation_app_too_old', 'invitation_copy']));
    await userEvent.click(screen.getByRole('button', { name: 'Copy the steps again' }));
    await waitFor(() => expect(copied).toEqual([copied[0], copied[0]]));
  });

  it('checks the version of a current app once and shows no prompt', async () => {
    open(servicesFor('member', { bridge: appBridge().bridge }));
    await screen.findByText('TESTCODE');
    expect(backend.requests.filter((p) => p.endsWith('/checkClientVersion'))).toHaveLength(1);
    expect(screen.queryByText('Current app version is too low')).not.toBeInTheDocument();
  });

  it('warns a user whose rewards were withdrawn, with a link to the notice', async () => {
    backend.store = createStore(Date.UTC(2026, 10, 1), { withdrawn: true });
    open(servicesFor('member'));
    expect(await screen.findByText('Your invitation rewards were withdrawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read why and how to ask for a review' })).toHaveAttribute('href', '/premium-deduct');
  });

  it('states the rules with the figures of the rules module, the worked examples included', async () => {
    open(servicesFor('guest'));
    await screen.findByRole('heading', { name: 'Rules' });
    expect(screen.getByText(/4 monthly purchases of 30 days give you 36 days, and an annual purchase of 365 days gives you 110 days/)).toBeInTheDocument();
    expect(screen.getByText(/within 365 days of registering, you get 30% of the days bought/)).toBeInTheDocument();
    expect(screen.getByText(/gives you 5 extra Premium days, and each following one gives you 2 days, for your first 50/)).toBeInTheDocument();
    expect(screen.getByText(/within 30 minutes/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the code cannot be loaded', async () => {
    backend.faults = parseFaults('inviteCode:offline');
    open(servicesFor('member'));
    expect(await screen.findByText(/Your invitation code and rewards could not be loaded\./)).toHaveTextContent(
      'Your invitation code and rewards could not be loaded. You seem to be offline. Check your connection and try again.',
    );
    backend.faults = new Map();
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByText('TESTCODE')).toBeInTheDocument();
  });
});
