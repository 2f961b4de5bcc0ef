import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { copyMachine } from '../../machines/core/copy.machine';
import {
  diagnosticsMachine,
  selectResult,
  type DiagnosticsActor,
  type ProbeOutcome,
} from '../../machines/diagnostics/diagnostics.machine';
import type { Verdict } from '../../machines/diagnostics/diagnostics-verdict';
import type { Locale } from '../../machines/core/locales';
import { DiagnosticsView } from '../../src/features/diagnostics/diagnostics-view';
import { CONNECTION_LABEL, STABILITY_LABEL, STATUS_LABEL, verdictText } from '../../src/features/diagnostics/level-text';
import { formatMs } from '../../src/features/diagnostics/results-summary';
import { NoticeLayout } from '../../src/shell/notice/notice-layout';
import { Route as Ping } from '../../src/routes/_pages/ping';
import { ApiError } from '../../protocol/api/errors';
import { ServicesContext } from '../../src/shell/services-context';
import type { Services } from '../../src/services';
import { activate, renderWithServices, testServices } from '../helpers/render';

const NOW = Date.UTC(2026, 10, 26, 9, 30);
const SEEN = { ip: '203.0.113.24', region: 'SG' };

interface Scenario {
  /** Probe times after the warm-up (null: no answer; 'error': an HTTP 500 after 63 ms); repeated to 20. */
  times: (number | null | 'error')[];
  status?: 'available' | 'unavailable' | 'unknown';
  networkType?: string | null;
}

const copied: string[] = [];
/** The copy region, writing to `copied`. */
const copier = copyMachine.provide({ actors: { writeClipboard: fromPromise(async ({ input }) => void copied.push(input.text)) } });

/** The diagnostics machine with probes that answer at once from the scenario. */
function actorFor({ times, status = 'available', networkType = null }: Scenario): DiagnosticsActor {
  let n = -1;
  const machine = diagnosticsMachine.provide({
    actors: {
      copy: copier,
      checkStatus: fromPromise(async () => {
        if (status === 'unknown') throw new Error('timeout');
        return { accessible: status === 'available' };
      }),
      readNetworkType: fromPromise(async () => networkType),
      probe: fromPromise<ProbeOutcome, { seq: number }>(async () => {
        n += 1;
        const t = n === 0 ? 50 : times[(n - 1) % times.length];
        if (t === null || t === undefined) throw new Error('offline');
        if (t === 'error') return { rttMs: 63, failure: { name: 'ApiError', kind: 'server', status: 500 } };
        return { rttMs: t, ...SEEN };
      }),
    },
  });
  return createActor(machine, { input: { now: () => NOW } });
}


async function show(scenario: Scenario, inApp = false) {
  const diagnostics = actorFor(scenario);
  renderWithServices(
    <NoticeLayout title="Network diagnostics">
      <DiagnosticsView diagnostics={diagnostics} host={inApp ? 'android' : 'absent'} />
    </NoticeLayout>,
  );
  act(() => void diagnostics.start());
  await waitFor(() => expect(selectResult(diagnostics.getSnapshot())).not.toBeNull());
  return diagnostics;
}

/** The cards by what they hold, in any language. */
const CARDS = { status: 'Service status', connection: 'Connection to PikPak’s servers', stability: 'Stability', network: 'Your network' } as const;
type CardName = keyof typeof CARDS;
const card = (name: CardName): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`.diag-card-${name}`);
  if (!found) throw new Error(`no ${name} card`);
  return found;
};
const levelIn = (name: CardName) => card(name).querySelector('.diag-level')?.textContent;

afterEach(() => {
  copied.length = 0;
});

/** Every level of §4.4 the page can show, the scenario that leads to it, and its en-US words. */
const LEVELS: [string, Scenario, { connection: keyof typeof CONNECTION_LABEL; stability: keyof typeof STABILITY_LABEL | null; status: keyof typeof STATUS_LABEL; verdict: Verdict; tone: string }, string[]][] = [
  ['good and stable', { times: [50] }, { connection: 'good', stability: 'stable', status: 'available', verdict: { kind: 'good' }, tone: 'success' }, ['Good', 'Stable', 'Available', '50 ms']],
  ['fairly good', { times: [150] }, { connection: 'better', stability: 'stable', status: 'available', verdict: { kind: 'good' }, tone: 'success' }, ['Fairly good']],
  ['ordinary', { times: [300] }, { connection: 'ordinary', stability: 'stable', status: 'available', verdict: { kind: 'fair', because: 'time' }, tone: 'warning' }, ['Fair']],
  ['uncertain connection', { times: [600] }, { connection: 'uncertain', stability: 'stable', status: 'available', verdict: { kind: 'poor', because: 'time' }, tone: 'danger' }, ['Poor']],
  ['normal stability', { times: [60, 140] }, { connection: 'good', stability: 'normal', status: 'available', verdict: { kind: 'fair', because: 'stability' }, tone: 'warning' }, ['Mostly stable', '80 ms']],
  ['uncertain stability', { times: [50, 300] }, { connection: 'better', stability: 'uncertain', status: 'available', verdict: { kind: 'poor', because: 'stability' }, tone: 'danger' }, ['Unstable']],
  ['not available', { times: [50], status: 'unavailable' }, { connection: 'good', stability: 'stable', status: 'unavailable', verdict: { kind: 'unavailable' }, tone: 'danger' }, ['Not available in your region']],
  ['unknown status', { times: [50], status: 'unknown' }, { connection: 'good', stability: 'stable', status: 'unknown', verdict: { kind: 'unchecked' }, tone: 'info' }, ['Couldn’t check']],
  ['service errors', { times: ['error'] }, { connection: 'good', stability: 'stable', status: 'available', verdict: { kind: 'service-error' }, tone: 'danger' }, ['20 errors in 20 tests', '63 ms']],
  // The region check said available, but no probe reached the service: never "Available" beside "We couldn't reach the service".
  ['not connected', { times: [null] }, { connection: 'not-connected', stability: null, status: 'unknown', verdict: { kind: 'not-connected' }, tone: 'danger' }, ['Not connected']],
];

describe.each<Locale>(['en-US', 'ar'])('diagnostics page in %s', (locale) => {
  it.each(LEVELS)('shows %s with its label, its verdict and no stray level', async (_name, scenario, expected, english) => {
    await activate(locale);
    await show(scenario);
    const connection = i18n._(CONNECTION_LABEL[expected.connection]);
    expect(levelIn('connection')).toBe(connection);
    expect(levelIn('status')).toBe(i18n._(STATUS_LABEL[expected.status]));
    if (expected.stability) expect(levelIn('stability')).toBe(i18n._(STABILITY_LABEL[expected.stability]));
    // §4.4 "don't show": no stability level when the service could not be reached; the card keeps its room and says so.
    else expect(card('stability').querySelector('.diag-level')).toBeNull();
    expect(screen.getByText(i18n._(verdictText(expected.verdict).title))).toBeInTheDocument();
    // The verdict's colour is the worst badge's, and a headline figure stands above it whenever a probe was answered.
    expect(document.querySelector('.diag-summary .ui-banner')).toHaveAttribute('data-severity', expected.tone);
    expect(document.querySelector('.diag-headline-figure .diag-figure') === null).toBe(expected.connection === 'not-connected');
    if (expected.connection === 'not-connected') expect(screen.queryByText(i18n._(STATUS_LABEL.available))).toBeNull();
    if (locale === 'en-US') {
      for (const words of english) expect(screen.getAllByText(words).length).toBeGreaterThan(0);
      // The cards are regions named by their headings.
      for (const name of Object.values(CARDS)) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    // No skeleton and nothing busy once a result is shown.
    expect(document.querySelector('.diag-skeleton')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the public address left to right and no network type outside the app', async () => {
    await activate(locale);
    await show({ times: [50] });
    const ip = within(card('network')).getByText(SEEN.ip);
    expect(ip.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(card('network')).queryByText(/Wi-Fi/)).toBeNull();
    expect(within(card('network')).getAllByRole('definition')).toHaveLength(2);
  });
});

describe('diagnostics page while it measures, and its room (issue 31, item 4)', () => {
  /** A run whose probes answer with `times` after the warm-up, then wait until released. */
  function heldRun(times: number[]) {
    let n = -1;
    let release: (() => void) | null = null;
    const machine = diagnosticsMachine.provide({
      actors: {
        checkStatus: fromPromise<{ accessible: boolean }>(async () => ({ accessible: true })),
        readNetworkType: fromPromise<string | null>(async () => null),
        probe: fromPromise<ProbeOutcome, { seq: number }>(async () => {
          n += 1;
          if (n > times.length) await new Promise<void>((resolve) => (release = resolve));
          return { rttMs: n === 0 ? 400 : (times[n - 1] ?? 50), ...SEEN };
        }),
      },
    });
    const diagnostics = createActor(machine, { input: { now: () => NOW } });
    return { diagnostics, release: () => release?.() };
  }

  it('shows a live figure, the median so far, while the button says it is testing', async () => {
    await activate('en-US');
    const { diagnostics } = heldRun([40, 80, 60]);
    renderWithServices(<DiagnosticsViewIn diagnostics={diagnostics} />);
    expect(screen.getByText('Waiting for the first answer from Singapore…')).toBeInTheDocument();
    act(() => void diagnostics.start());
    await screen.findByText('Test 4 of 20');
    // The warm-up (400 ms) is not counted: the median of 40, 80 and 60.
    expect(document.querySelector('.diag-headline-figure')).toHaveTextContent('60 ms');
    expect(screen.getByText('Median round trip to Singapore so far.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Testing…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Retest' })).toBeNull();
  });

  it('keeps every row in every state: the same rows while checking as with any result', async () => {
    await activate('en-US');
    const rows = () => [...document.querySelectorAll('.diag-row dt')].map((dt) => dt.textContent);
    const { diagnostics } = heldRun([]);
    renderWithServices(<DiagnosticsViewIn diagnostics={diagnostics} />);
    const checking = rows();
    expect(checking).toHaveLength(8);
    expect(document.querySelectorAll('.diag-summary > .diag-headline, .diag-summary > .diag-summary-body')).toHaveLength(2);
    cleanup();
    for (const times of [[50], [null], ['error'], [60, 140]] as Scenario['times'][]) {
      await show({ times });
      expect(rows()).toEqual(checking);
      expect(document.querySelectorAll('.diag-summary > .diag-headline, .diag-summary > .diag-summary-body')).toHaveLength(2);
      cleanup();
    }
  });

  it('shows one spread measure, jitter, with the same figure beside the headline and in the stability card', async () => {
    await activate('en-US');
    await show({ times: [60, 140] });
    expect(document.querySelector('.diag-headline-spread')).toHaveTextContent('Jitter 80 ms');
    expect(within(card('stability')).getByText('80 ms')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/±/);
  });

  it('in Arabic, each time is one run of number and unit in the reader’s order, not forced left to right', async () => {
    await activate('ar');
    await show({ times: [46] });
    const ms = formatMs(i18n, 46);
    expect(ms).toContain('مللي ثانية');
    const figures = [...document.querySelectorAll('.diag-figure')].filter((el) => el.textContent === ms);
    expect(figures.length).toBeGreaterThanOrEqual(2);
    for (const figure of figures) {
      expect(figure.tagName).toBe('BDI');
      // dir=auto: the run takes the direction of its words, so the number stays before its unit in Arabic.
      expect(figure).not.toHaveAttribute('dir', 'ltr');
    }
  });
});

describe('diagnostics page (en-US)', () => {
  it('shows checking with the probe count and skeletons before the first result', async () => {
    await activate('en-US');
    const diagnostics = createActor(diagnosticsMachine, { input: { now: () => NOW } });
    renderWithServices(
      <NoticeLayout title="Network diagnostics">
        <DiagnosticsView diagnostics={diagnostics} host="absent" />
      </NoticeLayout>,
    );
    expect(screen.getByText('Checking your connection…')).toBeInTheDocument();
    expect(screen.getByText('Getting ready…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('max', '20');
    expect(document.querySelectorAll('.diag-skeleton').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('button', { name: 'Copy results' })).toBeDisabled();
  });

  it('greys the last result during a retest and counts the probes', async () => {
    await activate('en-US');
    let release: (() => void) | null = null;
    let calls = 0;
    const machine = diagnosticsMachine.provide({
      actors: {
        checkStatus: fromPromise<{ accessible: boolean }>(async () => ({ accessible: true })),
        readNetworkType: fromPromise<string | null>(async () => null),
        probe: fromPromise<ProbeOutcome, { seq: number }>(async () => {
          calls += 1;
          // The second run stops at its third probe until released.
          if (calls === 24) await new Promise<void>((resolve) => (release = resolve));
          return { rttMs: 50, ...SEEN };
        }),
      },
    });
    const diagnostics = createActor(machine, { input: { now: () => NOW } });
    renderWithServices(<DiagnosticsViewIn diagnostics={diagnostics} />);
    act(() => void diagnostics.start());
    await screen.findByText('Your connection to the service is good.');
    fireEvent.click(screen.getByRole('button', { name: 'Retest' }));
    await screen.findByText('Test 2 of 20');
    expect(screen.getByText('Testing again…')).toBeInTheDocument();
    expect(document.querySelector('.diag-results')).toHaveAttribute('data-stale', 'true');
    expect(within(card('connection')).getByText('50 ms')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Testing…' })).toHaveAttribute('aria-busy', 'true');
    act(() => release?.());
    await screen.findByText('Your connection to the service is good.');
    expect(document.querySelector('.diag-results')).not.toHaveAttribute('data-stale');
  });

  it('shows the app’s network type inside the app', async () => {
    await activate('en-US');
    await show({ times: [50], networkType: 'wifi' }, true);
    expect(within(card('network')).getByText('Wi-Fi')).toBeInTheDocument();
  });

  it('copies a text summary for support: date, status, times, levels, address', async () => {
    await activate('en-US');
    await show({ times: [80, 100] });
    fireEvent.click(screen.getByRole('button', { name: 'Copy results' }));
    await screen.findByText('Copied to clipboard');
    const text = copied[0]!;
    expect(text.split('\n')[0]).toBe('PikPak network diagnostics');
    expect(text).toContain('Date: Nov 26, 2026');
    expect(text).toContain('Service status: Available');
    expect(text).toContain('Connection time to Singapore: 90 ms (Good)');
    expect(text).toContain('Stability: Stable (jitter 20 ms, loss 0%)');
    // One spread measure, jitter, in the copy as on the page.
    expect(text).not.toMatch(/Spread|±/);
    expect(text).toContain('Public IP address: 203.0.113.24 (SG)');
  });

  it('renders the page through its route with the app’s services and a result from the fake API', async () => {
    await activate('en-US');
    const PingPage = Ping.options.component!;
    const services = testServices();
    const api = {
      ...services.api,
      areaAccessible: async () => ({ accessible: true }),
      areaConnectivity: async () => ({ ip: SEEN.ip, region: 'SG', server_time: NOW }),
    };
    renderWithServices(<PingPage />, { ...services, api });
    expect(screen.getByRole('heading', { level: 1, name: 'Network diagnostics' })).toBeInTheDocument();
    await screen.findByText(/Your connection to the service is good\.|Your connection works/, undefined, { timeout: 5000 });
    expect(within(card('network')).getByText(SEEN.ip)).toBeInTheDocument();
  });
});

describe('diagnostics page with probes answered by an HTTP error (en-US)', () => {
  it.each([new ApiError('server', 500), new ApiError('server', 401, 16), new ApiError('bad-response')])('counts %s as an answer: timed, and the service answered with an error', async (error) => {
    await activate('en-US');
    const PingPage = Ping.options.component!;
    const services = testServices();
    const api = { ...services.api, areaAccessible: async () => ({ accessible: true }), areaConnectivity: () => Promise.reject(error) };
    renderWithServices(<PingPage />, { ...services, api });
    await screen.findByText('The service answered with an error.', undefined, { timeout: 5000 });
    expect(screen.queryByText('We couldn’t reach the service.')).toBeNull();
    expect(screen.queryByText(/Check that you’re online/)).toBeNull();
    expect(levelIn('connection')).not.toBe('Not connected');
    expect(document.querySelector('.diag-headline')).not.toBeNull();
    expect(within(card('status')).getByText('20 errors in 20 tests')).toBeInTheDocument();
    // The next actions stay: retest and copy for support.
    expect(screen.getByRole('button', { name: 'Retest' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copy results' })).toBeEnabled();
  });
});

describe('diagnostics page on an old engine, the service unreachable (en-US)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says it could not reach the service when a probe fails with an error the client did not make, its entry as Chromium 92 gives it', async () => {
    await activate('en-US');
    const PingPage = Ping.options.component!;
    const services = testServices();
    // Chromium 92 (and Safari 14) have no responseStatus; a failed request's entry holds zeros.
    let last = 0;
    const failedEntry = () => ({
      name: `https://access.mypikpak.com/access_controller/v1/area_connectivity?time=${last}`,
      entryType: 'resource',
      startTime: 10,
      duration: 12,
      toJSON: () => ({}),
      requestStart: 0,
      responseStart: 0,
      responseEnd: 22,
      transferSize: 0,
      nextHopProtocol: '',
    });
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => [failedEntry()]);
    const api = {
      ...services.api,
      areaAccessible: () => Promise.reject(new TypeError('undefined is not a function')),
      areaConnectivity: (time: number) => {
        last = time;
        return Promise.reject(new TypeError('undefined is not a function'));
      },
    };
    renderWithServices(<PingPage />, { ...services, api });
    await screen.findByText('We couldn’t reach the service.', undefined, { timeout: 5000 });
    expect(screen.queryByText('The service answered with an error.')).toBeNull();
    expect(document.querySelector('.diag-headline-figure .diag-figure')).toBeNull();
    expect(levelIn('connection')).toBe('Not connected');
  });
});

describe('diagnostics page on an engine without Intl.DisplayNames (Chrome 80, Safari 14.0)', () => {
  const displayNames = Object.getOwnPropertyDescriptor(Intl, 'DisplayNames');
  let root: Root | null = null;
  afterEach(() => {
    if (displayNames) Object.defineProperty(Intl, 'DisplayNames', displayNames);
    act(() => root?.unmount());
    root = null;
    document.body.replaceChildren();
  });

  /** The page's services, the probes answering at once from a reader in Malaysia. */
  const services = (): Services => {
    const base = testServices();
    return {
      ...base,
      api: { ...base.api, areaAccessible: async () => ({ accessible: true }), areaConnectivity: async () => ({ ip: SEEN.ip, region: 'MY', server_time: NOW }) },
    };
  };

  it.each<[Locale, string, string]>([
    ['en-US', 'Server location: Singapore', 'Singapore'],
    ['zh-CN', '服务器位置：新加坡', '新加坡'],
    ['ar', 'موقع الخادم: سنغافورة', 'سنغافورة'],
  ])('hydrates the pre-rendered page in %s without a mismatch and names the service centre (%s)', async (locale, centre, name) => {
    // The server: Node, with Intl.DisplayNames, renders the page as the pre-renderer does.
    await activate(locale);
    const PingPage = Ping.options.component!;
    const html = renderToString(
      <ServicesContext.Provider value={services()}>
        <I18nProvider i18n={i18n}>
          <PingPage />
        </I18nProvider>
      </ServicesContext.Provider>,
    );
    expect(html).toContain(centre);

    // The browser: an engine without Intl.DisplayNames, its own fresh modules (no name cached
    // by the server's render), hydrating that HTML.
    Object.defineProperty(Intl, 'DisplayNames', { value: undefined, configurable: true, writable: true });
    vi.resetModules();
    const fresh = await import('../helpers/render');
    const { i18n: browserI18n } = await import('@lingui/core');
    const { I18nProvider: BrowserI18nProvider } = await import('@lingui/react');
    const { ServicesContext: BrowserServices } = await import('../../src/shell/services-context');
    const BrowserPingPage = (await import('../../src/routes/_pages/ping')).Route.options.component!;
    await fresh.activate(locale);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const logged = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(
        container,
        <BrowserServices.Provider value={services()}>
          <BrowserI18nProvider i18n={browserI18n}>
            <BrowserPingPage />
          </BrowserI18nProvider>
        </BrowserServices.Provider>,
        { onRecoverableError: recoverable },
      );
    });
    // The first render matched the HTML: no hydration error (#418), no client re-render.
    expect(recoverable).not.toHaveBeenCalled();
    expect(logged.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);

    // The reader sees the centre by name, and their own region by its code where the engine has no names.
    await waitFor(() => expect(container.querySelector('.diag-summary')).toHaveAttribute('data-state', 'done'), { timeout: 5000 });
    expect(container.querySelector('.diag-card-connection .diag-card-note')).toHaveTextContent(centre);
    expect(container.querySelector('.diag-headline-caption')).toHaveTextContent(name);
    expect(within(container.querySelector<HTMLElement>('.diag-card-network')!).getByText('MY')).toBeInTheDocument();
  });
});

function DiagnosticsViewIn({ diagnostics }: { diagnostics: DiagnosticsActor }) {
  return (
    <NoticeLayout title="Network diagnostics">
      <DiagnosticsView diagnostics={diagnostics} host="absent" />
    </NoticeLayout>
  );
}
