// A bridge reply is never logged, only its kind and length. Whatever the app
// sends back (valid, of the wrong shape, unparsable JSON with a trailing comma, a bare string),
// if it contains the session's token, nothing that reaches the console contains it.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge, describeRaw } from '../../protocol/bridge/call';
import { ANDROID_INTERFACE, IOS_HANDLER, REPLY_CALLBACK } from '../../protocol/bridge/constants';
import type { BridgeRequest } from '../../protocol/bridge/envelope';
import { androidTransport, iosTransport, type BridgeHostWindow } from '../../protocol/bridge/transports';
import { log } from '../../protocol/log';

function fakeApp(platform: 'android' | 'ios') {
  const sent: BridgeRequest[] = [];
  const win: BridgeHostWindow = {};
  if (platform === 'android') win[ANDROID_INTERFACE] = { postMessage: (json: string) => sent.push(JSON.parse(json) as BridgeRequest) };
  else win.webkit = { messageHandlers: { [IOS_HANDLER]: { postMessage: (m: unknown) => sent.push(m as BridgeRequest) } } };
  const transport = platform === 'android' ? androidTransport(win) : iosTransport(win);
  return { win, sent, transport };
}

/** A token as the app would hand it over: long enough not to occur by chance. */
const token = fc.stringMatching(/^[A-Za-z0-9._-]{16,64}$/);
const text = fc.string({ maxLength: 40 });

/** Replies that contain `t`, in every shape the app (or a broken app) might send. */
function replyWith(t: string, id: string) {
  const metadata = { accessToken: t, deviceId: 'dev-1', network: 'wifi', country: 'SG' };
  return fc.oneof(
    // Unparsable JSON: a trailing comma, or cut short, or text around it.
    fc.constant(`{"id":"${id}","data":{"accessToken":"${t}",}}`),
    fc.tuple(text, text).map(([a, b]) => `${a}${t}${b}`),
    fc.nat({ max: 200 }).map((n) => JSON.stringify({ id, data: metadata }).slice(0, 40 + n) + ','),
    // Well formed, Android and iOS envelopes, as a string or an object, data nested as a string.
    fc.constant(JSON.stringify({ id, data: metadata })),
    fc.constant({ id, result: metadata }),
    fc.constant({ id, result: JSON.stringify(metadata) }),
    // Of the wrong shape: the token in a field that does not belong there, or a bad id.
    fc.constant({ id, result: { accessToken: 42, note: t } }),
    fc.constant(JSON.stringify({ id: t, data: metadata })),
    fc.constant({ id: '', result: t }),
    fc.array(fc.constant(t), { minLength: 1, maxLength: 3 }),
  );
}

describe('bridge replies in the log', () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => lines.push(args.map(String).join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => lines.push(args.map(String).join(' ')));
  });
  afterEach(() => vi.restoreAllMocks());

  it('logs an unparsable reply by its kind and length only', () => {
    const app = fakeApp('android');
    createBridge(app.transport, { timeoutMs: 1000, log });
    app.win[REPLY_CALLBACK]?.('{"id":"x","data":{"accessToken":"SECRET-TOKEN-123456",}}');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('[bridge] unparsable reply ignored');
    expect(lines[0]).not.toContain('SECRET');
    expect(describeRaw('abc')).toEqual({ kind: 'string', length: 3 });
    expect(describeRaw({ a: 1 })).toEqual({ kind: 'object', length: null });
    expect(describeRaw(null)).toEqual({ kind: 'null', length: null });
    expect(describeRaw([1, 2])).toEqual({ kind: 'array', length: 2 });
  });

  it.each(['android', 'ios'] as const)('never logs a token that came in a reply (%s, 1,000 runs)', async (platform) => {
    await fc.assert(
      fc.asyncProperty(
        token.chain((t) => fc.tuple(fc.constant(t), fc.array(replyWith(t, 'PLACEHOLDER'), { minLength: 1, maxLength: 4 }))),
        async ([t, replies]) => {
          lines = [];
          const app = fakeApp(platform);
          vi.useFakeTimers();
          try {
            const bridge = createBridge(app.transport, { timeoutMs: 50, log });
            const pending = bridge.call('getAppMetadata');
            const id = app.sent[0]!.id;
            for (const reply of replies) {
              const real = typeof reply === 'string' ? reply.replaceAll('PLACEHOLDER', id) : JSON.parse(JSON.stringify(reply).replaceAll('PLACEHOLDER', id));
              app.win[REPLY_CALLBACK]?.(real);
            }
            vi.advanceTimersByTime(60);
            await pending;
            bridge.dispose();
          } finally {
            vi.useRealTimers();
          }
          for (const line of lines) expect(line).not.toContain(t);
        },
      ),
    );
  });
});
