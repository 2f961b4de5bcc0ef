import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import type { Locale } from '../../machines/core/locales';
import { parseConfig } from '../../protocol/config';
import { createFrameMessenger } from '../../protocol/frame/messenger';
import { buildSession } from '../../protocol/session';
import { createApi } from '../../protocol/api/client';
import { createBridge } from '../../protocol/bridge/call';
import { absentTransport } from '../../protocol/bridge/transports';
import { runtimeConfig } from '../../scripts/runtime-config';
import type { Services } from '../../src/services';
import { HTML_FACTS } from '../../src/shell/static/contract';
import { TextPageRoot } from '../../src/shell/static/text-page-root';
import type { Platform } from '../../src/shell/notice/device';
import { ServicesContext } from '../../src/shell/services-context';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

/** Loads a PO catalog (compiled on the fly by the Lingui Vite plugin) and activates it. */
export async function activate(locale: Locale) {
  const load = catalogs[`../../locales/${locale}/messages.po`];
  if (!load) throw new Error(`no catalog for ${locale}`);
  const { messages } = await load();
  i18n.loadAndActivate({ locale, messages });
}

/** Test services: no app, a fake backend reachable through MSW, a recording frame target. */
export function testServices(overrides: Partial<Services> = {}): Services {
  const config = parseConfig(runtimeConfig({}, true));
  const session = buildSession(null, null, 'test-device');
  const noop = () => undefined;
  return {
    config,
    bridge: createBridge(absentTransport(), { timeoutMs: 100, log: noop }),
    api: createApi(config, { token: () => null, deviceId: () => 'test-device', language: () => 'en-US', clientId: 'test' }),
    session: () => session,
    sessionReady: Promise.resolve(session),
    readSession: () => Promise.resolve(session),
    refreshSession: () => Promise.resolve(session),
    track: (action, extra = {}, category = 'page_event') => ({ type: 'event', category, action, extdata: extra }),
    frame: createFrameMessenger({ target: null, origin: null, allowlist: [], allowLoopback: false }),
    locale: null as never,
    titleClicked: noop,
    ...overrides,
  };
}

export function renderWithServices(ui: ReactElement, services: Services = testServices()) {
  return render(
    <ServicesContext.Provider value={services}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ServicesContext.Provider>,
  );
}

/**
 * A text page as a reader gets it in the React tree: every situation rendered, the facts the
 * pre-paint script would have set on <html> (`facts`: the platform, the app), and the text
 * pages' runtime at work (TextPageRoot).
 */
export function renderTextPage(ui: ReactElement, services: Services = testServices(), facts: { platform?: Platform } = {}) {
  vi.stubGlobal('IntersectionObserver', ShownObserver);
  if (facts.platform) document.documentElement.setAttribute(HTML_FACTS.platform, facts.platform);
  return renderWithServices(<TextPageRoot>{ui}</TextPageRoot>, services);
}

/** Shown as a reader sees it: neither the element nor a box around it is hidden (by its situation, a fold, `hidden`). */
export function shown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || getComputedStyle(node).display === 'none') return false;
    const parent = node.parentElement;
    if (parent instanceof HTMLDetailsElement && !parent.open && node.tagName !== 'SUMMARY') return false;
  }
  return true;
}

// "On screen", as the text pages' runtime asks before it loads a download (jsdom lays nothing
// out): an observed element is in view when nothing hides it.
class ShownObserver {
  private readonly targets = new Set<Element>();
  private readonly recheck = () => queueMicrotask(() => this.report());
  constructor(private readonly callback: IntersectionObserverCallback) {
    // A fold that opens brings its content on screen.
    document.addEventListener('toggle', this.recheck, true);
  }
  private report() {
    const entries = [...this.targets].filter(shown).map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
  observe(target: Element) {
    this.targets.add(target);
    this.recheck();
  }
  disconnect() {
    this.targets.clear();
    document.removeEventListener('toggle', this.recheck, true);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  takeRecords() {
    return [];
  }
}
