import { afterEach, beforeEach } from 'vitest';
import { createApi } from '../../protocol/api/client';
import type { Bridge } from '../../protocol/bridge/call';
import { buildSession, createSessionReader, type Session } from '../../protocol/session';
import type { Faults } from '../../mocks/faults';
import { VERIFIED_KEY } from '../../mocks/fake-host';
import { createHandlers } from '../../mocks/handlers';
import { createStore, type Store } from '../../mocks/store';
import { DEMO_USERS } from '../../mocks/users';
import type { Services } from '../../src/services';
import { serveFakeBackend } from './fake-backend';
import { activate, testServices } from './render';

/** What a test may change or read of the fake backend; reset before every test. */
export interface FakeBackend {
  store: Store;
  faults: Faults;
  /** Paths of the requests made, in order. */
  requests: string[];
  /** The requests' addresses, in order. */
  urls: URL[];
  /** The requests' headers, in order. */
  headers: Headers[];
  /** The MSW server: `server.use(…)` puts a reply of the test's own over the fake backend's for one test. */
  readonly server: ReturnType<typeof serveFakeBackend>['server'];
}

/**
 * The fake backend (MSW in Node) over a fresh store per test, with English activated.
 * Call once at the top of a test file.
 */
export function setupFakeBackend(): FakeBackend {
  const proxy = new Proxy({} as Store, { get: (_, key) => backend.store[key as keyof Store] });
  const { server } = serveFakeBackend(...createHandlers(proxy, () => backend.faults));
  const backend: FakeBackend = { store: createStore(Date.UTC(2026, 10, 1), { withdrawn: false }), faults: new Map(), requests: [], urls: [], headers: [], server };
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    backend.requests.push(url.pathname);
    backend.urls.push(url);
    backend.headers.push(new Headers(request.headers));
  });
  beforeEach(async () => {
    backend.store = createStore(Date.UTC(2026, 10, 1), { withdrawn: false });
    backend.faults = new Map();
    backend.requests = [];
    backend.urls = [];
    backend.headers = [];
    await activate('en-US');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });
  return backend;
}

export type User = 'member' | 'premium' | 'guest';

/** How the fake app answers who is reading: as the user it holds, or not in time, or with garbage. */
type HostReply = 'answer' | 'timeout' | 'bad-reply';

/**
 * A fake app bridge that records every call's method, and the text of clipboard calls. It
 * answers getUserInfo and getAppMetadata for `user` (a guest is logged out) while
 * `host.reply` is 'answer'; set it to 'timeout' or 'bad-reply' to make the app fail to answer.
 */
export function appBridge(kind: 'android' | 'ios' = 'android', options: { user?: User; versionCode?: number } = {}) {
  const copied: string[] = [];
  const calls: string[] = [];
  const host: { reply: HostReply } = { reply: 'answer' };
  const demo = options.user && options.user !== 'guest' ? DEMO_USERS[options.user] : null;
  const bridge: Bridge = {
    kind,
    call: (async (method: string, params?: { text?: string }) => {
      calls.push(method);
      if (method === 'getUserInfo' || method === 'getAppMetadata') {
        if (host.reply !== 'answer') return { status: host.reply, value: null };
        if (method === 'getUserInfo') {
          const info = demo ? { isLogin: true, isVip: demo.isVip, userID: demo.userID } : { isLogin: false, isVip: false };
          return { status: 'ok', value: { ...info, versionCode: options.versionCode ?? 10500 } };
        }
        return { status: 'ok', value: { deviceId: 'test-device', ...(demo ? { accessToken: demo.token } : {}) } };
      }
      if (method === 'copyToClipboard') {
        copied.push(params?.text ?? '');
        return { status: 'ok', value: { success: true } };
      }
      return { status: 'ok', value: null };
    }) as Bridge['call'],
    dispose: () => undefined,
  };
  return { bridge, copied, calls, host };
}

type TestServices = Services & { tracked: string[] };

function recorded(base: Services, session: () => Session): TestServices {
  const tracked: string[] = [];
  return {
    ...base,
    api: createApi(base.config, { token: () => session().accessToken, deviceId: () => 'test-device', language: () => 'en-US', clientId: 'test' }),
    track: (action, extra = {}) => {
      tracked.push(action);
      return { type: 'event', category: 'page_event', action, extdata: extra };
    },
    tracked,
  };
}

/** Services for a demo user talking to the fake backend; `tracked` lists statistics actions. */
export function servicesFor(user: User, options: { bridge?: Bridge; versionCode?: number } = {}): TestServices {
  const demo = user === 'guest' ? null : DEMO_USERS[user];
  const base = testServices();
  const info = demo ? { isLogin: true, isVip: demo.isVip, userID: demo.userID, versionCode: options.versionCode ?? 10500 } : null;
  const session = buildSession(info, demo ? { accessToken: demo.token, deviceId: 'test-device' } : null, 'test-device');
  return {
    ...recorded(base, () => session),
    bridge: options.bridge ?? base.bridge,
    session: () => session,
    sessionReady: Promise.resolve(session),
    readSession: () => Promise.resolve(session),
    refreshSession: () => Promise.resolve(session),
  };
}

/** Services that read the session from a fake app (`appBridge`) the way the site does: the test decides whether the app answers. */
export function servicesFromApp(app: ReturnType<typeof appBridge>): TestServices {
  const reader = createSessionReader(app.bridge);
  return {
    ...recorded(testServices(), reader.current),
    bridge: app.bridge,
    session: reader.current,
    sessionReady: reader.ready,
    readSession: reader.read,
    refreshSession: reader.refresh,
  };
}

/**
 * A reader in the fake app (`appBridge`) as this user, the session read from the app as the site
 * reads it: `services` for the page, `calls` the bridge calls made, `copied` the clipboard texts.
 */
export function inApp(user: User, kind: 'android' | 'ios' = 'android') {
  const app = appBridge(kind, { user });
  return { services: servicesFromApp(app), calls: app.calls, copied: app.copied };
}

/**
 * A fake app whose log-in screen logs a guest in as member and whose verification screen
 * confirms the reader for the tab, as the fake host does (mocks/fake-host.ts): the bridge
 * answers as the user it holds now; `calls` lists every call and `actions` the sendAction ones.
 */
export function appWithScreens(first: User, kind: 'android' | 'ios' = 'android') {
  const apps = { guest: appBridge(kind, { user: 'guest' }), member: appBridge(kind, { user: 'member' }), premium: appBridge(kind, { user: 'premium' }) };
  let user = first;
  const calls: string[] = [];
  const actions: string[] = [];
  const bridge: Bridge = {
    kind,
    call: (async (method: string, params?: { action?: string }) => {
      calls.push(method);
      if (method === 'sendAction') {
        actions.push(params?.action ?? '');
        if (params?.action === 'open_login' && user === 'guest') user = 'member';
        if (params?.action === 'open_verification') sessionStorage.setItem(VERIFIED_KEY, '1');
        return { status: 'ok', value: null };
      }
      return apps[user].bridge.call(method as never, params as never);
    }) as Bridge['call'],
    dispose: () => undefined,
  };
  return { services: servicesFromApp({ ...apps[first], bridge }), calls, actions };
}
