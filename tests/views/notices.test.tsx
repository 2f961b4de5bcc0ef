import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../machines/core/locales';
import type { Api } from '../../protocol/api/client';
import { ApiError } from '../../protocol/api/errors';
import { createFrameMessenger } from '../../protocol/frame/messenger';
import { buildSession } from '../../protocol/session';
import type { Services } from '../../src/services';
import { ExternalLink } from '../../src/shell/notice/links';
import { NoticeLayout } from '../../src/shell/notice/notice-layout';
import { Route as AccountConflict } from '../../src/routes/_pages/account-conflict';
import { Route as Compensation } from '../../src/routes/_pages/compensation';
import { Route as Help } from '../../src/routes/_pages/help';
import { Route as KoAnniversary } from '../../src/routes/_pages/ko-anniversary';
import { Route as OfficialCompensation } from '../../src/routes/_pages/official-compensation';
import { Route as OfficialCompensation2 } from '../../src/routes/_pages/official-compensation2';
import { Route as OfficialCompensation3 } from '../../src/routes/_pages/official-compensation3';
import { Route as PaymentError } from '../../src/routes/_pages/payment-error';
import { Route as PrivacyPolicy } from '../../src/routes/_pages/policy/privacy-policy';
import { Route as UserAgreement } from '../../src/routes/_pages/policy/user-agreement';
import { Route as PremiumDeduct } from '../../src/routes/_pages/premium-deduct';
import { Route as PurchaseAttention } from '../../src/routes/_pages/purchase-attention';
import { Route as RewardWarn } from '../../src/routes/_pages/reward-warn';
import { Route as ServiceCompensation } from '../../src/routes/_pages/service-compensation';
import { Route as ToApp } from '../../src/routes/_pages/toapp';
import { Route as UpdateGuide } from '../../src/routes/_pages/update-guide';
import { activate, renderTextPage, shown, testServices } from '../helpers/render';

const APK = 'https://download.mypikpak.com/app/android/PikPak-1.50.0.apk';

const component = (route: { options: { component?: unknown } }) => route.options.component as ComponentType;

/** Every page this issue adds, with its English title. */
const PAGES: [string, ComponentType, string][] = [
  ['/payment-error', component(PaymentError), 'Premium purchases were unavailable for a while'],
  ['/compensation', component(Compensation), 'About the recent payment problem'],
  ['/official-compensation', component(OfficialCompensation), 'Card subscriptions have been canceled'],
  ['/official-compensation2', component(OfficialCompensation2), 'Low-price Premium offer'],
  ['/official-compensation3', component(OfficialCompensation3), 'Thanks to our 5 million users: a fan discount'],
  ['/ko-anniversary', component(KoAnniversary), 'Anniversary fan discount: 25% off Premium'],
  ['/service-compensation', component(ServiceCompensation), 'Compensation for the server attack'],
  ['/premium-deduct', component(PremiumDeduct), 'Free Premium from invalid invitations has been withdrawn'],
  ['/reward-warn', component(RewardWarn), 'Warning: invalid invitations'],
  ['/purchase-attention', component(PurchaseAttention), 'Buy Premium only from official channels'],
  ['/account-conflict', component(AccountConflict), 'The account conflict is fixed'],
  ['/update-guide', component(UpdateGuide), 'How to update the app'],
  ['/help', component(Help), 'How to get files into PikPak'],
  ['/toapp', component(ToApp), 'Get the PikPak app'],
  ['/policy/user-agreement', component(UserAgreement), 'PikPak user agreement'],
  ['/policy/privacy-policy', component(PrivacyPolicy), 'PikPak privacy policy'],
];

/** The APK download's box for `apkCase`, once the runtime shows that case (the page's CSS hides the others). */
async function shownApkCase(apkCase: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('[data-apk-download]')).toHaveAttribute('data-apk-state', apkCase));
  const box = document.querySelector<HTMLElement>(`[data-apk-download] > [data-apk-case="${apkCase}"]`);
  if (!box) throw new Error(`no APK case ${apkCase}`);
  return box;
}

function fakeApi(apkUrl: Api['apkUrl'] = async () => ({ url: APK })): Api {
  return { apkUrl } as Partial<Api> as Api;
}

function services(overrides: Partial<Services> = {}): Services {
  return testServices({ api: fakeApi(), ...overrides });
}

function inApp(base: Services = services()): Partial<Services> {
  return { bridge: { ...base.bridge, kind: 'android' } };
}

function withSession(isVip: boolean | null): Partial<Services> {
  const session = buildSession(isVip === null ? null : { isLogin: true, isVip, userID: '1002' }, null, 'test-device');
  return { session: () => session, sessionReady: Promise.resolve(session) };
}

/** A parent window on an allowed loopback origin that records what it receives. */
function framedBy(origin = 'http://localhost:4999') {
  const received: { message: unknown; origin: string }[] = [];
  const frame = createFrameMessenger({
    target: { postMessage: (message, targetOrigin) => received.push({ message, origin: targetOrigin }) },
    origin,
    allowlist: [],
    allowLoopback: true,
  });
  return { frame, received };
}

const structure = () => ({
  h1: screen.getAllByRole('heading', { level: 1 }).length,
  h2: screen.queryAllByRole('heading', { level: 2 }).length,
  links: screen.queryAllByRole('link').length,
  lists: screen.queryAllByRole('list').length,
});

/** Nothing is loading any more: no busy element and no skeleton. */
const settled = () => expect([...document.querySelectorAll('[aria-busy="true"], .ui-skeleton')].filter(shown)).toEqual([]);

/** The page's one toast region (src/ui/toast.tsx). */
const toastRegion = () => {
  const regions = document.querySelectorAll('.ui-toast-region');
  expect(regions).toHaveLength(1);
  return regions[0] as HTMLElement;
};

/** In the app, with the bridge's call recorded and answered by `answer`. */
function inAppWith(answer: (method: string, params: unknown) => { status: string; value: unknown }) {
  const base = services();
  const call = vi.fn(async (method: string, params?: unknown) => answer(method, params));
  return { call, services: services({ bridge: { ...base.bridge, kind: 'android', call: call as never } }) };
}

describe('every notice, help, download and legal page', () => {
  it.each(PAGES)('%s renders in English with its title as the one h1', async (_path, Page, title) => {
    await activate('en-US');
    renderTextPage(<Page />, services());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    await waitFor(settled);
  });

  const others = LOCALES.filter((l) => l !== 'en-US');
  it.each(others.flatMap((locale) => PAGES.map(([path, Page]) => [locale, path, Page] as const)))(
    'in %s, %s has the structure of the English page',
    async (locale: Locale, _path, Page) => {
      await activate('en-US');
      const english = renderTextPage(<Page />, services());
      await waitFor(settled);
      const expected = structure();
      english.unmount();

      await activate(locale);
      renderTextPage(<Page />, services());
      await waitFor(settled);
      expect(structure()).toEqual(expected);
      expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).not.toBe('');
      expect(document.body.textContent).not.toMatch(/undefined|\{\w+\}/);
    },
  );
});

const PaymentErrorPage = component(PaymentError);
const ServiceCompensationPage = component(ServiceCompensation);
const PremiumDeductPage = component(PremiumDeduct);
const ToAppPage = component(ToApp);
const HelpPage = component(Help);
const PurchaseAttentionPage = component(PurchaseAttention);
const OfficialCompensation2Page = component(OfficialCompensation2);
const RewardWarnPage = component(RewardWarn);
const CompensationPage = component(Compensation);
const UpdateGuidePage = component(UpdateGuide);

describe('figures on the pages', () => {
  it('credits 7 days in English and names no further days', async () => {
    await activate('en-US');
    renderTextPage(<PaymentErrorPage />, services());
    expect(screen.getByText(/we’ve added 7 days of free Premium/)).toBeInTheDocument();
    expect(screen.queryByText(/A further/)).toBeNull();
  });

  it('names a further 5 days in the Arabic notice only', async () => {
    await activate('en-US');
    const english = renderTextPage(<PaymentErrorPage />, services());
    const englishParagraphs = english.container.querySelectorAll('p').length;
    english.unmount();
    await activate('ar');
    const arabic = renderTextPage(<PaymentErrorPage />, services());
    expect(arabic.container.querySelectorAll('p')).toHaveLength(englishParagraphs + 1);
    expect(arabic.container.textContent).toMatch(/[5٥]/);
  });

  it('states the low-price offer from the constants: the discount and the share paid, formatted by Intl', async () => {
    await activate('en-US');
    renderTextPage(<OfficialCompensation2Page />, services());
    expect(screen.getByText(/for 7 days after the outage/)).toBeInTheDocument();
    expect(screen.getByText('Every plan is 25% off: you pay 75% of the regular price.')).toBeInTheDocument();
  });

  it('states the share paid as 7.5折 in Chinese, from the same constant', async () => {
    await activate('zh-CN');
    const { container } = renderTextPage(<OfficialCompensation2Page />, services());
    expect(container.textContent).toContain('7.5折');
    expect(container.textContent).not.toMatch(/7\.5\s*tenths|\{share\}/);
  });

  it('shows the offer as good news, and the invalid-invitation notice as a warning', async () => {
    await activate('en-US');
    const offer = renderTextPage(<OfficialCompensation2Page />, services());
    expect(offer.container.querySelector('.ui-banner[data-severity="success"]')).toHaveTextContent('25% off');
    offer.unmount();
    renderTextPage(<RewardWarnPage />, services());
    expect(screen.getByRole('alert')).toHaveAttribute('data-severity', 'warning');
    expect(screen.getByRole('alert')).toHaveTextContent('your free membership may be ended');
  });
});

describe('/service-compensation', () => {
  it('shows a current Premium user how to redeem the code', async () => {
    await activate('en-US');
    renderTextPage(<ServiceCompensationPage />, services(withSession(true)));
    expect(await screen.findByRole('heading', { level: 2, name: 'How to redeem your code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redeem a code' })).toHaveAttribute('href', '/activity/cdKey');
    expect(screen.getByText(/gift code for 2 days of free Premium/)).toBeInTheDocument();
    expect(screen.getByText(/within 6 days/)).toBeInTheDocument();
  });

  it('tells a member without Premium plainly that it is for current Premium users', async () => {
    await activate('en-US');
    renderTextPage(<ServiceCompensationPage />, services(withSession(false)));
    expect(await screen.findByText(/for current Premium members only/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Redeem a code' })).toBeNull();
    expect(screen.queryByText(/log in to that account/)).toBeNull();
  });

  it('tells a visitor who is not logged in to log in to the Premium account', async () => {
    await activate('en-US');
    renderTextPage(<ServiceCompensationPage />, services(withSession(null)));
    expect(await screen.findByText(/for current Premium members only/)).toBeInTheDocument();
    expect(screen.getByText(/log in to that account in the app/)).toBeInTheDocument();
  });
});

describe('notice layout', () => {
  it('posts open_feedback to an allowed parent and keeps the page where it is', async () => {
    await activate('en-US');
    const { frame, received } = framedBy();
    renderTextPage(<PremiumDeductPage />, services({ frame }));
    const link = screen.getByRole('link', { name: 'send us feedback' });
    expect(link).toHaveAttribute('href', '/drive/feedback');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(received).toEqual([{ message: { action: 'open_feedback' }, origin: 'http://localhost:4999' }]);
  });

  it('posts nothing to a parent outside the allowlist and opens the web drive instead', async () => {
    await activate('en-US');
    const { frame, received } = framedBy('https://evil.test');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTextPage(<PremiumDeductPage />, services({ frame }));
    fireEvent.click(screen.getByRole('link', { name: 'send us feedback' }));
    expect(received).toEqual([]);
    expect(open).toHaveBeenCalledWith('https://mypikpak.com/drive/feedback', '_blank', 'noopener');
  });

  it('in the app, asks the app to open its feedback page through the bridge’s send action', async () => {
    await activate('en-US');
    const { call, services: app } = inAppWith(() => ({ status: 'ok', value: null }));
    renderTextPage(<PremiumDeductPage />, app);
    const link = screen.getByRole('link', { name: 'send us feedback' });
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(call).toHaveBeenCalledWith('sendAction', { action: 'open_feedback' }));
    expect(call).toHaveBeenCalledTimes(1);
    // The app opened it: no steps, no toast.
    await act(async () => undefined);
    expect(screen.queryByRole('list', { name: 'How to send feedback' })).toBeNull();
    expect(toastRegion()).toBeEmptyDOMElement();
  });

  it.each(['timeout', 'unavailable', 'bad-reply'])('in the app, shows the steps to feedback when the send action ends in %s', async (status) => {
    await activate('en-US');
    const { call, services: app } = inAppWith(() => ({ status, value: null }));
    renderTextPage(<PremiumDeductPage />, app);
    expect(screen.queryByRole('list', { name: 'How to send feedback' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'send us feedback' }));
    const steps = await screen.findByRole('list', { name: 'How to send feedback' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Open Settings in the app.', '2Tap Feedback.']);
    const alert = steps.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('The app didn’t open feedback');
    // The way on: the app's Settings, a button inside the app.
    expect(within(alert).getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', 'pikpakapp://mypikpak.com/xpan/setting');
    // Focus follows the reader there.
    expect(alert.parentElement).toHaveFocus();
    expect(call).toHaveBeenCalledWith('sendAction', { action: 'open_feedback' });
  });

  it('in a browser, opens no app: the feedback link goes to the web drive’s feedback page', async () => {
    await activate('en-US');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTextPage(<PremiumDeductPage />, services());
    fireEvent.click(screen.getByRole('link', { name: 'send us feedback' }));
    expect(open).toHaveBeenCalledWith('https://mypikpak.com/drive/feedback', '_blank', 'noopener');
    expect(screen.queryByRole('list', { name: 'How to send feedback' })).toBeNull();
  });

  it('shows one toast at a time, in the design system’s toast: a new one replaces the old', async () => {
    await activate('en-US');
    renderTextPage(
      <NoticeLayout title="Test">
        <a href="/drive?action=show_invite_dialog">invite</a>
        <ExternalLink url="https://evil.test/app.apk">download</ExternalLink>
      </NoticeLayout>,
      services(inApp()),
    );
    fireEvent.click(screen.getByRole('button', { name: 'download' }));
    expect(toastRegion()).toHaveTextContent('This address can’t be opened from here.');
    fireEvent.click(screen.getByRole('link', { name: 'invite' }));
    expect(toastRegion()).toHaveTextContent(/^This works in the web drive\. Open the web drive in your browser and try again\.$/);
    expect(toastRegion().querySelectorAll('.ui-toast')).toHaveLength(1);
    expect(toastRegion()).toHaveAttribute('role', 'status');
    expect(document.querySelector('.notice-toast')).toBeNull();
  });

  it('in a browser, writes Settings → About → Check for updates as plain steps, not a link that would do nothing', async () => {
    await activate('en-US');
    renderTextPage(<PaymentErrorPage />, services());
    const path = screen.getByText('Settings → About → Check for updates');
    expect(path.closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open Settings' })).toBeNull();
    expect([...document.querySelectorAll('a[href^="pikpakapp:"]')].filter(shown)).toEqual([]);
  });

  it('in the app, gives the update its button to the app’s Settings', async () => {
    await activate('en-US');
    renderTextPage(<PaymentErrorPage />, services(inApp()));
    const button = screen.getByRole('link', { name: 'Open Settings' });
    expect(button).toHaveAttribute('href', 'pikpakapp://mypikpak.com/xpan/setting');
    expect(button).toHaveClass('button');
    expect(button).not.toHaveClass('button-secondary');
    expect(screen.getByText('Settings → About → Check for updates').closest('a')).toBeNull();
  });

  it('leads on from /payment-error in a browser: the download page, where the latest app is', async () => {
    await activate('en-US');
    renderTextPage(<PaymentErrorPage />, services());
    const getApp = screen.getByRole('link', { name: 'Get the PikPak app' });
    expect(getApp).toHaveAttribute('href', '/toapp');
    expect(getApp).not.toHaveClass('button-secondary');
  });

  it('leads on from /reward-warn in a browser to the app, where the invitations are; in the app it adds nothing', async () => {
    await activate('en-US');
    const browser = renderTextPage(<RewardWarnPage />, services());
    const openApp = screen.getByRole('link', { name: 'Open the PikPak app' });
    expect(openApp).toHaveAttribute('href', 'pikpakapp://mypikpak.com');
    expect(openApp).not.toHaveClass('button-secondary');
    browser.unmount();
    renderTextPage(<RewardWarnPage />, services(inApp()));
    expect(screen.queryByRole('link', { name: 'Open the PikPak app' })).toBeNull();
  });

  it('offers the offer through the app: Settings (to update) in the app, the download page in a browser', async () => {
    await activate('en-US');
    const browser = renderTextPage(<CompensationPage />, services());
    expect(screen.getByRole('link', { name: 'Get the PikPak app' })).toHaveAttribute('href', '/toapp');
    expect(screen.queryByRole('link', { name: 'Open Settings' })).toBeNull();
    browser.unmount();
    renderTextPage(<CompensationPage />, services(inApp()));
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', 'pikpakapp://mypikpak.com/xpan/setting');
    expect(screen.queryByRole('link', { name: 'Get the PikPak app' })).toBeNull();
  });

  it('sets no root font size from a script: the §2.7 rule is CSS, so a pre-rendered page paints at its final size', async () => {
    await activate('en-US');
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(700);
    renderTextPage(<PremiumDeductPage />, services());
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(document.documentElement.style.fontSize).toBe('');
    expect(document.querySelector('.notice')).not.toBeNull();
    width.mockRestore();
  });

  it('draws a decorative header illustration above the title', async () => {
    await activate('en-US');
    renderTextPage(<PremiumDeductPage />, services());
    const illustration = document.querySelector('.page-illustration svg');
    expect(illustration).toHaveAttribute('aria-hidden', 'true');
    expect(illustration?.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe('/toapp', () => {
  /** A primary button: filled, the page's one main action. */
  const expectPrimary = (element: HTMLElement) => {
    expect(element).toHaveClass('button');
    expect(element).not.toHaveClass('button-secondary');
    expect(element.querySelector('svg.ui-app-mark')).not.toBeNull();
  };
  const primaries = () => [...document.querySelectorAll('main .button:not(.button-secondary)')].filter(shown);
  const openOtherDevices = () => {
    const details = screen.getByText('Other devices').closest('details') as HTMLDetailsElement;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    return details;
  };

  it('says what the service offers in one line, with the advertised storage from the constants', async () => {
    await activate('en-US');
    renderTextPage(<ToAppPage />, services());
    // The figure and its unit stay on one line (a no-break space).
    expect(document.querySelector('main > p')?.textContent).toBe('Save files, links and magnet links to your cloud drive, with up to 10\u00a0TB of storage.');
    await waitFor(settled);
  });

  it('carries every platform’s download in its HTML, and shows the one the pre-paint script named', async () => {
    await activate('en-US');
    renderTextPage(<ToAppPage />, services(), { platform: 'android' });
    for (const name of ['PikPak for Android', 'PikPak for iPhone and iPad', 'PikPak on the web']) expect(document.body.textContent).toContain(name);
    expect(await screen.findByRole('link', { name: 'Download the APK' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['PikPak for Android']);
  });

  it('gives an Android browser one primary button: the APK, as a plain https link, with the install guide', async () => {
    await activate('en-US');
    renderTextPage(<ToAppPage />, services(), { platform: 'android' });
    const download = await screen.findByRole('link', { name: 'Download the APK' });
    expect(download).toHaveAttribute('href', APK);
    expect(download).toHaveAttribute('target', '_blank');
    expectPrimary(download);
    expect(primaries()).toEqual([download]);
    expect(screen.getByRole('heading', { level: 2, name: 'PikPak for Android' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the APK install guide' })).toHaveAttribute('href', 'https://mypikpak.com/help/apk-install');
    expect(screen.getByRole('link', { name: 'Open PikPak' })).toHaveAttribute('href', 'pikpakapp://mypikpak.com');
    // The others are folded below, as secondary buttons.
    expect(screen.queryAllByRole('link', { name: 'Open the App Store' }).filter(shown)).toEqual([]);
    openOtherDevices();
    expect(screen.getByRole('link', { name: 'Open the App Store' })).toHaveClass('button-secondary');
    expect(screen.getByRole('link', { name: 'Open the web drive' })).toHaveClass('button-secondary');
    expect(primaries()).toEqual([download]);
  });

  it('opens the APK through the view action inside the app', async () => {
    await activate('en-US');
    renderTextPage(<ToAppPage />, services(inApp()), { platform: 'android' });
    const download = await screen.findByRole('link', { name: 'Download the APK' });
    expect(download).toHaveAttribute('href', `pikpakapp://mypikpak.com/xpan/view?message=${encodeURIComponent(APK)}`);
    expect(screen.queryByRole('link', { name: 'Open PikPak' })).toBeNull();
  });

  it('explains a failed APK address and fetches it again on retry', async () => {
    await activate('en-US');
    const apkUrl = vi.fn<Api['apkUrl']>().mockRejectedValueOnce(new ApiError('network')).mockResolvedValueOnce({ url: APK });
    renderTextPage(<ToAppPage />, services({ api: fakeApi(apkUrl) }), { platform: 'android' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The download link couldn’t be loaded');
    expect(alert).toHaveAttribute('data-severity', 'danger');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Download the APK' })).toHaveAttribute('href', APK);
    expect(apkUrl).toHaveBeenCalledTimes(2);
    expect(apkUrl).toHaveBeenCalledWith('android');
  });

  it('offers no download for an APK address outside the allowlist, and says no usable link came', async () => {
    await activate('en-US');
    renderTextPage(<ToAppPage />, services({ ...inApp(), api: fakeApi(async () => ({ url: 'https://evil.test/x.apk' })) }), { platform: 'android' });
    expect(within(await shownApkCase('failed')).getByText('We couldn’t get the download link from our server. Try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the APK' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download the APK' })).toBeNull();
  });

  it('names a server error as ours, not the connection, with Try again as the main action', async () => {
    await activate('en-US');
    renderTextPage(<ToAppPage />, services({ api: fakeApi(async () => Promise.reject(new ApiError('server', 500))) }), { platform: 'android' });
    const alert = within(await shownApkCase('failed')).getByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t get the download link from our server. Try again.');
    expect(alert).not.toHaveTextContent(/connection/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).not.toHaveClass('button-secondary');
  });

  it('offers PikPak on the web, never Try again, when the server refuses the address (a 401: it needs no login)', async () => {
    await activate('en-US');
    renderTextPage(<ToAppPage />, services({ api: fakeApi(async () => Promise.reject(new ApiError('server', 401, 16))) }), { platform: 'android' });
    const alert = within(await shownApkCase('refused')).getByRole('alert');
    expect(alert).toHaveTextContent('Our server didn’t provide the download link. Use PikPak on the web instead.');
    expect(alert).not.toHaveTextContent(/login has expired/);
    expect(within(alert).getByRole('link', { name: 'Open the web drive' })).not.toHaveClass('button-secondary');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('gives iOS one primary button: the App Store, and asks for no APK address until Android is unfolded', async () => {
    await activate('en-US');
    const apkUrl = vi.fn<Api['apkUrl']>(async () => ({ url: APK }));
    renderTextPage(<ToAppPage />, services({ api: fakeApi(apkUrl) }), { platform: 'ios' });
    const store = await screen.findByRole('link', { name: 'Open the App Store' });
    expect(store).toHaveAttribute('href', 'https://apps.apple.com/app/id1616861537');
    expectPrimary(store);
    expect(primaries()).toEqual([store]);
    expect(apkUrl).not.toHaveBeenCalled();
    openOtherDevices();
    expect(await screen.findByRole('link', { name: 'Download the APK' })).toHaveClass('button-secondary');
    expect(apkUrl).toHaveBeenCalledTimes(1);
  });

  it('gives a desktop one primary button: the web drive, with both apps folded below', async () => {
    await activate('en-US');
    renderTextPage(<ToAppPage />, services());
    const web = await screen.findByRole('link', { name: 'Open the web drive' });
    expect(web).toHaveAttribute('href', 'https://mypikpak.com/drive');
    expectPrimary(web);
    expect(screen.queryByRole('link', { name: 'Open PikPak' })).toBeNull();
    const details = openOtherDevices();
    expect(within(details).getByRole('link', { name: 'Open the App Store' })).toHaveClass('button-secondary');
    expect(await within(details).findByRole('link', { name: 'Download the APK' })).toHaveClass('button-secondary');
    expect(primaries()).toEqual([web]);
  });
});

describe('/update-guide', () => {
  const primaries = () => [...document.querySelectorAll('main .button:not(.button-secondary)')].filter(shown).map((b) => b.textContent);

  it('in the app, makes Settings the main action', async () => {
    await activate('en-US');
    renderTextPage(<UpdateGuidePage />, services(inApp()), { platform: 'android' });
    await screen.findByRole('link', { name: 'Download the APK' });
    expect(primaries()).toEqual(['Open Settings']);
  });

  it('in an Android browser, makes the APK the main action and shows no Settings button', async () => {
    await activate('en-US');
    renderTextPage(<UpdateGuidePage />, services(), { platform: 'android' });
    await screen.findByRole('link', { name: 'Download the APK' });
    expect(primaries()).toEqual(['Download the APK']);
    expect(screen.queryByRole('link', { name: 'Open Settings' })).toBeNull();
  });

  it('in an iPhone browser, makes the App Store the main action', async () => {
    await activate('en-US');
    renderTextPage(<UpdateGuidePage />, services(), { platform: 'ios' });
    await screen.findByRole('link', { name: 'Download the APK' });
    expect(primaries()).toEqual(['Open the App Store']);
  });
});

describe('counted lists', () => {
  it('/help states as many ways as it has sections', async () => {
    await activate('en-US');
    renderTextPage(<HelpPage />, services());
    const sections = screen.getAllByRole('heading', { level: 2 }).length;
    expect(screen.getByText(new RegExp(`There are ${sections} ways to save files`))).toBeInTheDocument();
  });

  it('/purchase-attention counts its signs and states the one-month limit from the constants', async () => {
    await activate('en-US');
    renderTextPage(<PurchaseAttentionPage />, services());
    const signs = screen.getAllByRole('listitem');
    expect(screen.getByRole('heading', { level: 2, name: `${signs.length} signs of an illegal sale` })).toBeInTheDocument();
    expect(signs).toHaveLength(4);
    expect(screen.getByText('The Premium lasts less than 1 month.')).toBeInTheDocument();
  });
});

describe('/help', () => {
  it('offers the Telegram bot and the web drive in a browser', async () => {
    await activate('en-US');
    renderTextPage(<HelpPage />, services());
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Open the Telegram bot' })).toHaveAttribute('href', 'https://t.me/PikPak_Bot');
    expect(screen.getByRole('link', { name: 'Open the web drive' })).toHaveAttribute('href', 'https://mypikpak.com/drive');
    expect(screen.queryByRole('link', { name: 'Add a link' })).toBeNull();
  });

  it('asks the framing web drive to add a link', async () => {
    await activate('en-US');
    const { frame, received } = framedBy();
    renderTextPage(<HelpPage />, services({ frame }));
    fireEvent.click(screen.getByRole('link', { name: 'Add a link' }));
    expect(received).toEqual([{ message: { action: 'create_task' }, origin: 'http://localhost:4999' }]);
    expect(screen.queryByRole('link', { name: 'Open the web drive' })).toBeNull();
  });

  it('takes the app user back to their files', async () => {
    await activate('en-US');
    const base = services();
    const call = vi.fn(async () => ({ ok: true, value: null }));
    renderTextPage(<HelpPage />, services({ bridge: { ...base.bridge, kind: 'android', call: call as never } }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to my files' }));
    expect(call).toHaveBeenCalledWith('backToFilePage');
  });
});
