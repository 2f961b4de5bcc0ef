import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '../../machines/locales';
import { parseConfig } from '../../protocol/config';
import { createFrameMessenger } from '../../protocol/frame/messenger';
import { buildSession } from '../../protocol/session';
import { createApi } from '../../protocol/api/client';
import { createBridge } from '../../protocol/bridge/call';
import { absentTransport } from '../../protocol/bridge/transports';
import { runtimeConfig } from '../../scripts/runtime-config';
import type { Services } from '../../src/services';
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
