import { ANDROID_INTERFACE, IOS_HANDLER, REPLY_CALLBACK } from '../protocol/bridge/constants';
import { parseFaults, type FaultKind } from './faults';
import { CURRENT_VERSION_CODE, CURRENT_VERSION_NAME, DEMO_USERS, type DemoUserKey } from './users';

/** What the fake app host pretends to be. Chosen by query parameters, remembered for the tab. */
export interface FakeHostState {
  host: 'android' | 'ios' | 'browser';
  user: DemoUserKey;
  version: number;
  lang: string;
  fault: string;
}

export const STATE_KEY = '__fakeHost';
/** Set for the tab once the fake app's verification screen has confirmed the reader. */
export const VERIFIED_KEY = '__fakeVerified';

export const DEFAULT_STATE: FakeHostState = { host: 'browser', user: 'member', version: CURRENT_VERSION_CODE, lang: '', fault: '' };

/** Query parameters override what the tab remembered; invalid values fall back to defaults. */
export function resolveState(search: string, remembered: string | null): FakeHostState {
  let base = DEFAULT_STATE;
  try {
    base = { ...DEFAULT_STATE, ...(remembered ? (JSON.parse(remembered) as Partial<FakeHostState>) : {}) };
  } catch {
    base = DEFAULT_STATE;
  }
  const q = new URLSearchParams(search);
  const host = q.get('__host') ?? base.host;
  const user = q.get('__user') ?? base.user;
  const version = Number(q.get('__version') ?? base.version);
  return {
    host: host === 'android' || host === 'ios' ? host : 'browser',
    user: user === 'guest' || user === 'premium' ? user : 'member',
    version: Number.isInteger(version) && version >= 0 ? version : CURRENT_VERSION_CODE,
    lang: (q.get('__lang') ?? base.lang).slice(0, 35),
    fault: (q.get('__fault') ?? base.fault).slice(0, 500),
  };
}

export type HostLog = (kind: 'bridge' | 'frame', text: string) => void;

type Reply = Record<string, unknown> | null | 'garbage';

function replyFor(state: FakeHostState, method: string, params: Record<string, unknown>, log: HostLog): Reply {
  const user = DEMO_USERS[state.user];
  switch (method) {
    case 'getUserInfo':
      return {
        isLogin: user !== null,
        isVip: user?.isVip ?? false,
        accountDeviceId: user?.accountDeviceId ?? '',
        userID: user?.userID ?? '',
        versionCode: state.version,
        versionName: state.version === CURRENT_VERSION_CODE ? CURRENT_VERSION_NAME : `0.${state.version}.0`,
        mobileType: state.host === 'ios' ? 'iPhone15,2' : 'Pixel 7',
        ...(state.lang ? { language: state.lang } : {}),
      };
    case 'getAppMetadata':
      return { ...(user ? { accessToken: user.token } : {}), deviceId: `demo-device-${state.host}`, network: 'wifi', country: 'SG' };
    case 'sendAction':
      // The fake app's log-in screen logs the reader in as the demo member; its verification
      // screen confirms them (the gift-code handler reads the flag). The page learns of either
      // only by reading the session again, as with the real app.
      if (params.action === 'open_login' && state.user === 'guest') {
        state.user = 'member';
        sessionStorage.setItem(STATE_KEY, JSON.stringify(state));
        log('bridge', 'log-in screen: logged in as the demo member');
      }
      if (params.action === 'open_verification') {
        sessionStorage.setItem(VERIFIED_KEY, '1');
        log('bridge', 'verification screen: the reader is confirmed');
      }
      return {};
    case 'share':
      // The fake app's share sheet: shown (logged), acknowledged.
      log('bridge', `share sheet ← ${JSON.stringify(params.url)}`);
      return {};
    case 'copyToClipboard':
      log('bridge', `clipboard ← ${JSON.stringify(params.text)}`);
      return { success: true };
    default:
      return {};
  }
}

/** How long the fake app takes to answer a bridge call, unless `__bridgeDelay` says otherwise. */
const DEFAULT_BRIDGE_DELAY_MS = 30;

/**
 * `__bridgeDelay=<ms>` in the address (read once when the page starts, not remembered for the
 * tab): the fake app answers every bridge call after that long, e.g. a slow app at start
 * (tests/e2e/app-language.spec.ts uses 1000). Missing or not a whole number from 0 to 60000: 30 ms.
 */
export function bridgeDelayOf(search: string): number {
  const value = new URLSearchParams(search).get('__bridgeDelay');
  if (value === null || !/^\d{1,5}$/.test(value)) return DEFAULT_BRIDGE_DELAY_MS;
  return Math.min(Number(value), 60_000);
}

/**
 * Installs a fake native bridge that answers as the apps do: Android through
 * `window.PikPakBridge.postMessage(json)` replying `{id, data}`, iOS through
 * `webkit.messageHandlers.pikpakBridge` replying `{id, result}`, after `delayMs`. Faults named
 * after a bridge method (`getUserInfo:timeout`, `getUserInfo:malformed`) make it stay silent or
 * reply garbage.
 */
export function installFakeBridge(win: Window, state: FakeHostState, log: HostLog, delayMs = DEFAULT_BRIDGE_DELAY_MS) {
  if (state.host === 'browser') return;
  const faults = parseFaults(state.fault);
  const w = win as unknown as Record<string, unknown>;
  const handle = (raw: unknown) => {
    const request = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { id: string; method: string; params: Record<string, unknown> };
    log('bridge', `${request.method}(${JSON.stringify(request.params)})`);
    const fault: FaultKind | undefined = faults.get(request.method);
    if (fault === 'timeout' || fault === 'offline') return;
    const value = fault === 'malformed' || fault === '500' ? 'garbage' : replyFor(state, request.method, request.params, log);
    setTimeout(() => {
      const callback = w[REPLY_CALLBACK];
      if (typeof callback !== 'function') return;
      if (value === 'garbage') {
        callback('{"id": broken json');
        return;
      }
      const reply = state.host === 'ios' ? { id: request.id, result: value } : { id: request.id, data: value };
      callback(state.host === 'ios' ? reply : JSON.stringify(reply));
    }, delayMs);
  };
  if (state.host === 'android') w[ANDROID_INTERFACE] = { postMessage: (json: string) => handle(json) };
  else w.webkit = { messageHandlers: { [IOS_HANDLER]: { postMessage: (message: unknown) => handle(message) } } };
}

/**
 * Logs every message the page posts to its parent. Works when the parent is same-origin
 * (a local test page); a cross-origin parent sees the messages itself.
 */
export function watchFrameMessages(win: Window, log: HostLog) {
  if (win.parent === win) return;
  try {
    const parent = win.parent;
    const original = parent.postMessage.bind(parent);
    parent.postMessage = ((message: unknown, targetOrigin: string) => {
      log('frame', `${JSON.stringify(message)} → ${targetOrigin}`);
      original(message, targetOrigin);
    }) as Window['postMessage'];
  } catch {
    log('frame', 'the parent is on another origin: it logs the messages it receives');
  }
}
