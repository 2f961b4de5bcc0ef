import { t } from '@lingui/core/macro';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../src/services';
import { activate } from '../helpers/render';
import { openRoute } from '../helpers/router';
import { appBridge, servicesFor, servicesFromApp, setupFakeBackend } from '../helpers/referral';

const backend = setupFakeBackend();
// The first render of a route loads its chunk and asks the fake app: slow on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const open = openRoute;

/** The thumbnail service's requests, and the preview once shown. */
const thumbnails = () => backend.urls.filter((u) => u.pathname === '/user/v1/thumbnail');
const previewShown = () => document.querySelector('.report-preview');

/** The link field once the form takes input: read-only until the session is known, then the live form's. */
async function editableLink() {
  await waitFor(() => expect(screen.getByRole('textbox', { name: t`Link` })).not.toHaveAttribute('readonly'));
  return screen.getByRole('textbox', { name: t`Link` });
}

const reports = () => backend.requests.filter((p) => p === '/report');
const MAGNET = 'magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567';

describe.each(['en-US', 'ar'] as const)('report page (%s)', (locale) => {
  it('fills the link from the address, offers three reasons as one radio group, reports once, and ends on the success panel', async () => {
    await activate(locale);
    const app = appBridge('android', { user: 'member' });
    open(servicesFromApp(app), `/report?url=${encodeURIComponent(MAGNET)}&hash=abc123`);
    const link = await editableLink();
    await waitFor(() => expect(link).toHaveValue(MAGNET));
    const group = screen.getByRole('group', { name: t`What’s wrong with it?` });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: t`Political content` }));
    const submit = screen.getByRole('button', { name: t`Report` });
    await userEvent.click(submit);
    const panel = await screen.findByRole('status', { name: t`Report sent` });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText(t`Thank you. Our team will review the link.`)).toBeInTheDocument();
    // The one status message: the form and its preview are gone.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('.report-preview')).toBeNull();
    expect(reports()).toHaveLength(1);
    expect(backend.store.reports).toEqual([{ reportType: 'political', resource: MAGNET, userid: '1001' }]);
    // In the app, Done closes the page (finish self), once, however often it is tapped (issue 32: ten taps were ten calls).
    const done = within(panel).getByRole('button', { name: t`Done` });
    for (let tap = 0; tap < 10; tap += 1) await userEvent.click(done);
    expect(app.calls.filter((c) => c === 'finishSelf')).toHaveLength(1);
  }, 15_000);

  it('refuses an unusable link with the §8 message and asks for a reason, without a request', async () => {
    await activate(locale);
    open(servicesFor('guest'), '/report');
    const link = await editableLink();
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: t`Report` }));
    expect(await screen.findByText(t`This isn’t a valid link. Enter a web, FTP, magnet, ed2k or Thunder link.`)).toBeInTheDocument();
    expect(screen.getByText(t`Choose a reason.`)).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(reports()).toEqual([]);
  });
});

describe('report page', () => {
  it('says the §8 failure (what did not happen, the cause, what to do), keeps the link and the reason, and sends again after a fix', async () => {
    backend.faults = new Map([['report', '500']]);
    open(servicesFor('guest'), '/report');
    const link = await editableLink();
    await userEvent.type(link, 'https://example.com/harm');
    await userEvent.click(screen.getByRole('radio', { name: t`Violence or gore` }));
    await userEvent.click(screen.getByRole('button', { name: t`Report` }));
    const failed = (await screen.findByText('The report wasn’t sent')).closest('.ui-banner')!;
    expect(failed).toHaveTextContent('Something went wrong on our side. Your link and reason are still filled in, so you can try again.');
    expect(failed).not.toHaveTextContent(/later/);
    expect(link).toHaveValue('https://example.com/harm');
    expect(screen.getByRole('radio', { name: t`Violence or gore` })).toBeChecked();
    backend.faults = new Map();
    // The form's button now says what it does after a failure: try again.
    await userEvent.click(screen.getByRole('button', { name: t`Try again` }));
    const panel = await screen.findByRole('status', { name: 'Report sent' });
    expect(backend.store.reports).toEqual([{ reportType: 'violence', resource: 'https://example.com/harm', userid: '0' }]);
    // Outside the app there is no page to close: Done goes on to the web drive; another report starts empty.
    expect(within(panel).getByRole('link', { name: t`Go to the web drive` })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    await userEvent.click(within(panel).getByRole('button', { name: t`Report another link` }));
    expect(screen.getByRole('textbox', { name: t`Link` })).toHaveValue('');
  });

  it('drops a link parameter that is not a link and shows it only as text', async () => {
    open(servicesFor('guest'), `/report?url=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(await editableLink()).toHaveValue('');
    expect(document.querySelector('img[src=x]')).toBeNull();
  });

  it('asks the thumbnail service only after the reader taps Show preview, never on page load', async () => {
    open(servicesFromApp(appBridge('android', { user: 'member' })), `/report?url=${encodeURIComponent(MAGNET)}&hash=abc`);
    const show = await screen.findByRole('button', { name: t`Show preview` }, { timeout: 8000 });
    expect(thumbnails()).toEqual([]);
    expect(previewShown()).toBeNull();
    await userEvent.click(show);
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(await screen.findByRole('img', { name: t`Preview of the reported link`, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t`Show preview` })).not.toBeInTheDocument();
  });

  it('shows the preview below the form only as an https image from the thumbnail call, once it has loaded, and nothing when it fails', async () => {
    open(servicesFromApp(appBridge('android', { user: 'member' })), `/report?url=${encodeURIComponent(MAGNET)}&hash=abc`);
    await userEvent.click(await screen.findByRole('button', { name: t`Show preview` }, { timeout: 8000 }));
    const img = await screen.findByRole('img', { name: t`Preview of the reported link`, hidden: true });
    expect(img).toHaveAttribute('src', expect.stringMatching(/^https:\/\//));
    // Nothing takes room until the image is there, and then it comes after the form: the form never moves.
    expect(img.closest('figure')).not.toBeVisible();
    fireEvent.load(img);
    expect(screen.getByRole('img', { name: t`Preview of the reported link` })).toBeVisible();
    const form = document.querySelector('form.report-form')!;
    expect(form.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    document.body.innerHTML = '';
    backend.faults = new Map([['thumbnail', '500']]);
    open(servicesFromApp(appBridge('android', { user: 'member' })), `/report?url=${encodeURIComponent(MAGNET)}&hash=abc`);
    await editableLink();
    await userEvent.click(await screen.findByRole('button', { name: t`Show preview` }));
    await waitFor(() => expect(backend.requests.filter((p) => p.endsWith('/thumbnail')).length).toBeGreaterThan(0));
    expect(screen.queryByRole('img', { name: t`Preview of the reported link` })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // The thumbnail service may fetch the address it is given, so a link must
  // not make the reader's page ask it for an address inside a network, nor hand it the token.
  // (Found by element, not by wording: the page's sentences are being reworded.)
  const linkField = () => document.querySelector<HTMLInputElement>('input[name="link"]');

  /** Opens the page, waits for the link to be filled, reports it: every call the page makes on its own was made by then. */
  async function openAndReport(services: Services, link: string) {
    open(services, `/report?url=${encodeURIComponent(link)}&hash=abc123`);
    await waitFor(() => expect(linkField()).toHaveValue(link));
    await userEvent.click(document.querySelector<HTMLInputElement>('input[type="radio"][value="violence"]')!);
    await userEvent.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await waitFor(() => expect(backend.store.reports).toHaveLength(1));
  }

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/latest/meta-data/',
    'http://2852039166/',
    'https://[fd00::1]/x.mp4',
    'https://localhost/x.mp4',
    'https://metadata/computeMetadata/v1/',
    'http://example.com/x.mp4',
  ])('asks no preview for %s, even in the app, and still reports it', async (link) => {
    await openAndReport(servicesFromApp(appBridge('android', { user: 'member' })), link);
    expect(previewShown()).toBeNull();
    expect(thumbnails()).toEqual([]);
    expect(backend.store.reports).toEqual([{ reportType: 'violence', resource: link, userid: '1001' }]);
  });

  it('asks no preview outside the app, even for a magnet link', async () => {
    await openAndReport(servicesFor('member'), MAGNET);
    expect(previewShown()).toBeNull();
    expect(thumbnails()).toEqual([]);
  });

  it('in the app, asks the preview without the token, for what identifies the file only', async () => {
    const tracked = `${MAGNET}&dn=film&tr=${encodeURIComponent('http://169.254.169.254/announce')}`;
    open(servicesFromApp(appBridge('android', { user: 'member' })), `/report?url=${encodeURIComponent(tracked)}&hash=abc123`);
    await userEvent.click(await screen.findByRole('button', { name: t`Show preview` }, { timeout: 8000 }));
    await waitFor(() => expect(document.querySelector('.report-preview img')).toHaveAttribute('src', expect.stringMatching(/^https:\/\//)));
    expect(thumbnails().map((u) => [u.searchParams.get('url'), u.searchParams.get('hash')])).toEqual([[MAGNET, 'abc123']]);
    const index = backend.urls.findIndex((u) => u.pathname === '/user/v1/thumbnail');
    expect(backend.headers[index]!.get('authorization')).toBeNull();
    // The reported link is the whole link, as the app gave it.
    expect(linkField()).toHaveValue(tracked);
  });
});
