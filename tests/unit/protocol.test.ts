import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../protocol/config';
import { settingsDeepLink, viewDeepLink } from '../../protocol/deeplink';
import { redact } from '../../protocol/log';
import { buildSession } from '../../protocol/session';
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
