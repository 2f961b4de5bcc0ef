import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../protocol/config';
import { settingsDeepLink, viewDeepLink } from '../../protocol/deeplink';
import { redact } from '../../protocol/log';
import { createBridge, type Bridge, type BridgeResult } from '../../protocol/bridge/call';
import type { BridgeMethod } from '../../protocol/bridge/methods';
import { problemOf } from '../../machines/core/problem';
import { buildSession, createSessionReader, isLoggedIn, readSession } from '../../protocol/session';
import { createStats, STATS_QUEUE, type StatsQueueHost } from '../../protocol/stats';
import { deriveClientUserInfo, userTypeOf } from '../../protocol/user-info';
import { runtimeConfig } from '../../scripts/runtime-config';

const info = { isLogin: true, isVip: true, userID: '1002', accountDeviceId: 'acc-1', versionCode: 10500, versionName: '1.50.0', mobileType: 'Pixel 7', language: 'ar' };
const meta = { accessToken: 'secret-token-value', deviceId: 'dev-9', network: 'wifi', country: 'SG' };

describe('client user info', () => {
  it('derives user type 0, 1 and 2', () => {
    expect(userTypeOf(null)).toBe(0);
    expect(userTypeOf({ isLogin: false, isVip: true })).toBe(0);
    expect(userTypeOf({ isLogin: true, isVip: false })).toBe(1);
    expect(userTypeOf({ isLogin: true, isVip: true })).toBe(2);
  });

  it('builds the §3 record from the bridge replies, with userid 0 when absent', () => {
    expect(deriveClientUserInfo(info, meta)).toEqual({
      userType: 2, network: 'wifi', deviceid: 'dev-9', userid: '1002', versionCode: 10500, versionName: '1.50.0', phoneModel: 'Pixel 7', country: 'SG', language_app: 'ar',
    });
    expect(deriveClientUserInfo(null, null).userid).toBe('0');
  });
});

describe('session', () => {
  it('keeps the token in memory but out of serialisation and the user info record', () => {
    const session = buildSession(info, meta);
    expect(session.accessToken).toBe('secret-token-value');
    expect(JSON.stringify(session)).not.toContain('secret-token-value');
    expect(JSON.stringify(session.userInfo)).not.toContain('secret-token-value');
  });

  it('has no token when the user is not logged in', () => {
    expect(buildSession({ ...info, isLogin: false }, meta).accessToken).toBeNull();
  });

  it('gives a browser without an app its own device id', () => {
    expect(buildSession(null, null, 'uuid-1').uuid).toBe('uuid-1');
  });
});

/** A fake app whose answers the test sets per method; it counts the calls. */
function fakeApp(answers: Partial<Record<BridgeMethod, BridgeResult<BridgeMethod>>>, kind: Bridge['kind'] = 'android') {
  const calls: string[] = [];
  const bridge: Bridge = {
    kind,
    call: (async (method: BridgeMethod) => {
      calls.push(method);
      return answers[method] ?? { status: 'unavailable', value: null };
    }) as Bridge['call'],
    dispose: () => undefined,
  };
  return { bridge, calls, answers };
}

const ok = <T,>(value: T) => ({ status: 'ok' as const, value }) as BridgeResult<BridgeMethod>;
const failed = (status: 'timeout' | 'bad-reply' | 'unavailable') => ({ status, value: null }) as BridgeResult<BridgeMethod>;

describe('reading the session from the host', () => {
  it('gives a browser without an app an anonymous session, asking nothing', async () => {
    const app = fakeApp({}, 'absent');
    const session = await readSession(app.bridge);
    expect(isLoggedIn(session)).toBe(false);
    expect(app.calls).toEqual([]);
  });

  it('reads a logged-in member with the token', async () => {
    const session = await readSession(fakeApp({ getUserInfo: ok(info), getAppMetadata: ok(meta) }).bridge);
    expect(isLoggedIn(session)).toBe(true);
    expect(session.userID).toBe('1002');
  });

  it('reads a logged-out reply as logged out, even without the metadata', async () => {
    const session = await readSession(fakeApp({ getUserInfo: ok({ isLogin: false, isVip: false }), getAppMetadata: failed('timeout') }).bridge);
    expect(isLoggedIn(session)).toBe(false);
  });

  it.each([['timeout'], ['bad-reply'], ['unavailable']] as const)('rejects when the app did not answer getUserInfo (%s): "could not reach the app", not "logged out"', async (status) => {
    const reading = readSession(fakeApp({ getUserInfo: failed(status), getAppMetadata: ok(meta) }).bridge);
    await expect(reading).rejects.toMatchObject({ name: 'BridgeError', method: 'getUserInfo', status });
    expect(problemOf(await reading.catch((e: unknown) => e))).toEqual({ kind: 'app-unreachable', cause: status });
  });

  it('rejects when the app says logged in but gives no token in time', async () => {
    await expect(readSession(fakeApp({ getUserInfo: ok(info), getAppMetadata: failed('timeout') }).bridge)).rejects.toMatchObject({
      method: 'getAppMetadata',
      status: 'timeout',
    });
  });

  it('rejects after the bridge time-out when the app stays silent', async () => {
    const timers: (() => void)[] = [];
    const silent = { kind: 'android' as const, send: () => true, listen: () => () => undefined };
    const bridge = createBridge(silent, { timeoutMs: 1500, log: () => undefined, setTimer: (fn) => timers.push(fn), clearTimer: () => undefined });
    const reading = readSession(bridge);
    expect(timers).toHaveLength(2);
    for (const fire of timers) fire();
    await expect(reading).rejects.toMatchObject({ name: 'BridgeError', status: 'timeout' });
  });
});

describe('the session reader', () => {
  it('shares the first reading, and asks the app again only after a failure', async () => {
    const app = fakeApp({ getUserInfo: failed('timeout'), getAppMetadata: failed('timeout') });
    const reader = createSessionReader(app.bridge);
    // The start-up reading never fails for those who only need a session: it is anonymous then.
    expect(isLoggedIn(await reader.ready)).toBe(false);
    await expect(reader.read()).rejects.toMatchObject({ name: 'BridgeError' });
    expect(app.calls.filter((m) => m === 'getUserInfo')).toHaveLength(2);
    app.answers.getUserInfo = ok(info);
    app.answers.getAppMetadata = ok(meta);
    const session = await reader.read();
    expect(isLoggedIn(session)).toBe(true);
    expect(reader.current()).toBe(session);
    // A reading that succeeded is kept: no further call to the app.
    expect(await reader.read()).toBe(session);
    expect(app.calls.filter((m) => m === 'getUserInfo')).toHaveLength(3);
  });

  it('answers read() with the reading in flight, without a second call', async () => {
    const app = fakeApp({ getUserInfo: ok(info), getAppMetadata: ok(meta) });
    const reader = createSessionReader(app.bridge);
    const [a, b] = await Promise.all([reader.read(), reader.read()]);
    expect(a).toBe(b);
    expect(await reader.ready).toBe(a);
    expect(app.calls).toEqual(['getUserInfo', 'getAppMetadata']);
  });

  it('reads again on refresh() once the last reading has settled: a reader back from logging in is seen', async () => {
    const app = fakeApp({ getUserInfo: ok({ isLogin: false, isVip: false, versionCode: 10500 }), getAppMetadata: ok({ deviceId: 'd' }) });
    const reader = createSessionReader(app.bridge);
    expect(isLoggedIn(await reader.read())).toBe(false);
    // The reader logs in in the app's screen, and comes back.
    app.answers.getUserInfo = ok(info);
    app.answers.getAppMetadata = ok(meta);
    const [a, b] = await Promise.all([reader.refresh(), reader.refresh()]);
    expect(a).toBe(b);
    expect(isLoggedIn(a)).toBe(true);
    expect(reader.current()).toBe(a);
    // One reading at start, one for the two refreshes in flight together.
    expect(app.calls.filter((m) => m === 'getUserInfo')).toHaveLength(2);
  });
});

describe('statistics', () => {
  it('pushes {type, category, action, extdata} to the global queue, never with a token', () => {
    const host: StatsQueueHost = {};
    const track = createStats(host, () => deriveClientUserInfo(info, meta));
    track('page_view', { page: '/403', accessToken: 'leak', nested: { Authorization: 'Bearer leak' } });
    track('click', {}, 'notice');
    const queue = host[STATS_QUEUE] as { category: string; extdata: Record<string, unknown> }[];
    expect(queue).toHaveLength(2);
    expect(queue[0]).toMatchObject({ type: 'event', category: 'page_event', action: 'page_view', extdata: { userType: 2, page: '/403' } });
    expect(queue[1]?.category).toBe('notice');
    expect(JSON.stringify(queue)).not.toContain('leak');
  });

  it('redacts secrets at any depth', () => {
    expect(redact({ a: [{ token: 'x' }], password: 'y', ok: 1 })).toEqual({ a: [{ token: '[redacted]' }], password: '[redacted]', ok: 1 });
  });
});

describe('deep links', () => {
  const config = { deepLinkBase: 'pikpakapp://mypikpak.com', externalHosts: ['*.mypikpak.com'] };

  it('opens Settings at xpan/setting', () => {
    expect(settingsDeepLink(config)).toBe('pikpakapp://mypikpak.com/xpan/setting');
  });

  it('wraps an allowed external address in the view action', () => {
    const r = viewDeepLink(config, 'https://download.mypikpak.com/app.apk', vi.fn());
    expect(r).toEqual({ ok: true, href: 'pikpakapp://mypikpak.com/xpan/view?message=https%3A%2F%2Fdownload.mypikpak.com%2Fapp.apk' });
  });

  it('refuses and logs an address off the allowlist', () => {
    const log = vi.fn();
    expect(viewDeepLink(config, 'https://evil.example/app.apk', log)).toEqual({ ok: false, reason: 'host-not-allowed' });
    expect(log).toHaveBeenCalledWith('deeplink', expect.stringContaining('host-not-allowed'));
  });
});

describe('runtime configuration', () => {
  it('accepts the default configuration', () => {
    expect(parseConfig(runtimeConfig({}, false)).parentOrigins).toContain('https://mypikpak.com');
  });

  it('fails loudly, naming the field, for a bad one', () => {
    expect(() => parseConfig({ ...runtimeConfig({}, false), parentOrigins: ['*'] })).toThrow(/parentOrigins/);
    expect(() => parseConfig(runtimeConfig({ API_DRIVE_HOST: 'http://api.example.com' }, false))).toThrow(/apiHosts\.drive/);
  });
});
