// Framed mode is not believed from the query alone. Where the browser gives
// location.ancestorOrigins, the origin named by `?origin=` must be the parent's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFrameMessenger, type MessageTarget } from '../../protocol/frame/messenger';

const allowlist = ['https://mypikpak.com', 'https://www.mypikpak.com'];

function recordingParent() {
  const sent: { message: unknown; targetOrigin: string }[] = [];
  const target: MessageTarget = { postMessage: (message, targetOrigin) => sent.push({ message, targetOrigin }) };
  return { sent, target };
}

describe('frame messenger and the parent the browser names', () => {
  it('connects when the parent is the named origin', () => {
    const parent = recordingParent();
    const m = createFrameMessenger({ target: parent.target, origin: 'https://mypikpak.com', allowlist, allowLoopback: false, ancestorOrigins: ['https://mypikpak.com'] });
    expect(m.connected).toBe(true);
    expect(m.post({ action: 'open_feedback' })).toBe(true);
    expect(parent.sent).toEqual([{ message: { action: 'open_feedback' }, targetOrigin: 'https://mypikpak.com' }]);
  });

  it('stays unframed when another site frames the page naming an allowed origin', () => {
    const parent = recordingParent();
    const m = createFrameMessenger({ target: parent.target, origin: 'https://mypikpak.com', allowlist, allowLoopback: false, ancestorOrigins: ['https://evil.example', 'https://mypikpak.com'] });
    expect(m.connected).toBe(false);
    expect(m.post({ action: 'open_feedback' })).toBe(false);
    expect(parent.sent).toEqual([]);
  });

  it('stays unframed when the browser names no parent at all, or an opaque one', () => {
    for (const ancestors of [[], ['null']]) {
      const parent = recordingParent();
      const m = createFrameMessenger({ target: parent.target, origin: 'https://mypikpak.com', allowlist, allowLoopback: false, ancestorOrigins: ancestors });
      expect(m.connected).toBe(false);
    }
  });

  it('keeps the query alone where the browser lacks ancestorOrigins (Firefox)', () => {
    const parent = recordingParent();
    for (const ancestorOrigins of [undefined, null]) {
      const m = createFrameMessenger({ target: parent.target, origin: 'https://mypikpak.com', allowlist, allowLoopback: false, ancestorOrigins });
      expect(m.connected).toBe(true);
    }
  });

  it('connects only when the parent is exactly the allowed named origin (1,000 runs)', () => {
    const origin = fc.oneof(fc.constantFrom(...allowlist, 'https://evil.example', 'http://mypikpak.com', 'null', '*'), fc.tuple(fc.constantFrom('https', 'http'), fc.stringMatching(/^[a-z]{1,8}(\.[a-z]{2,5}){0,2}$/)).map(([scheme, host]) => `${scheme}://${host}`));
    fc.assert(
      fc.property(origin, fc.array(origin, { maxLength: 3 }), (named, ancestors) => {
        const parent = recordingParent();
        const m = createFrameMessenger({ target: parent.target, origin: named, allowlist, allowLoopback: false, ancestorOrigins: ancestors });
        expect(m.connected).toBe(allowlist.includes(named) && ancestors[0] === named);
        m.post({ action: 'login_required' });
        expect(parent.sent.every((s) => s.targetOrigin === ancestors[0])).toBe(true);
      }),
    );
  }, 30_000);
});
