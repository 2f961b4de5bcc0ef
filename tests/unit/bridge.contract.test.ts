import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../protocol/bridge/call';
import { ANDROID_INTERFACE, IOS_HANDLER, REPLY_CALLBACK } from '../../protocol/bridge/constants';
import type { BridgeRequest } from '../../protocol/bridge/envelope';
import { absentTransport, androidTransport, detectTransport, iosTransport, type BridgeHostWindow } from '../../protocol/bridge/transports';

/** A fake app that records every request and answers the way each platform does. */
function fakeApp(platform: 'android' | 'ios') {
  const sent: BridgeRequest[] = [];
  const win: BridgeHostWindow = {};
  const receive = (request: BridgeRequest) => sent.push(request);
  if (platform === 'android') win[ANDROID_INTERFACE] = { postMessage: (json: string) => receive(JSON.parse(json) as BridgeRequest) };
  else win.webkit = { messageHandlers: { [IOS_HANDLER]: { postMessage: (m: unknown) => receive(m as BridgeRequest) } } };
  const reply = (id: string, value: unknown) => {
    const envelope = platform === 'ios' ? { id, result: value } : { id, data: value };
    win[REPLY_CALLBACK]?.(platform === 'android' ? JSON.stringify(envelope) : envelope);
  };
  const transport = platform === 'android' ? androidTransport(win) : iosTransport(win);
  return { win, sent, reply, transport };
}

const userInfo = { isLogin: true, isVip: false, userID: '1001', accountDeviceId: 'a1', versionCode: 10500, versionName: '1.50.0', mobileType: 'Pixel', language: 'ko-KR' };

describe.each(['android', 'ios'] as const)('bridge over the %s transport', (platform) => {
  const setup = () => {
    const app = fakeApp(platform);
    const log = vi.fn();
    const bridge = createBridge(app.transport, { timeoutMs: 1000, log });
    return { ...app, bridge, log };
  };

  it('is detected from the window', () => {
    expect(detectTransport(fakeApp(platform).win).kind).toBe(platform);
  });

  it('sends the method, its params and a fresh id', async () => {
    const { bridge, sent, reply } = setup();
    const pending = bridge.call('copyToClipboard', { text: 'TESTCODE' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'copyToClipboard', params: { text: 'TESTCODE' } });
    reply(sent[0]!.id, { success: true });
    await expect(pending).resolves.toEqual({ status: 'ok', value: { success: true } });
  });

  it('matches replies to calls by id, whatever their order', async () => {
    const { bridge, sent, reply } = setup();
    const a = bridge.call('getUserInfo');
    const b = bridge.call('copyToClipboard', { text: 'x' });
    reply(sent[1]!.id, { success: false });
    reply(sent[0]!.id, userInfo);
    await expect(a).resolves.toMatchObject({ status: 'ok', value: { userID: '1001', isLogin: true } });
    await expect(b).resolves.toEqual({ status: 'ok', value: { success: false } });
  });

  it('settles as timeout when the app never answers', async () => {
    vi.useFakeTimers();
    const { bridge, log } = setup();
    const pending = bridge.call('getUserInfo');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({ status: 'timeout', value: null });
    expect(log).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('gives an empty value and a log line for a reply of the wrong shape', async () => {
    const { bridge, sent, reply, log } = setup();
    const pending = bridge.call('getUserInfo');
    reply(sent[0]!.id, { isLogin: 'perhaps' });
    await expect(pending).resolves.toEqual({ status: 'bad-reply', value: null });
    expect(log).toHaveBeenCalledWith('bridge', expect.stringContaining('bad reply'));
  });

  it('ignores unparsable replies without throwing', () => {
    const { win, log } = setup();
    expect(() => win[REPLY_CALLBACK]?.('{"id": nope')).not.toThrow();
    expect(() => win[REPLY_CALLBACK]?.(undefined)).not.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('bridge without an app (plain browser)', () => {
  it('settles every call at once as unavailable', async () => {
    const bridge = createBridge(absentTransport(), { timeoutMs: 1000, log: vi.fn() });
    expect(bridge.kind).toBe('absent');
    await expect(bridge.call('getUserInfo')).resolves.toEqual({ status: 'unavailable', value: null });
    await expect(bridge.call('finishSelf')).resolves.toEqual({ status: 'unavailable', value: null });
  });

  it('is what a window with no bridge objects gets', () => {
    expect(detectTransport({}).kind).toBe('absent');
  });
});
