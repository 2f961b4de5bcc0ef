import { describe, expect, it } from 'vitest';
import { FRAME_ACTIONS } from '../../protocol/frame/actions';
import { decideLink } from '../../protocol/frame/links';
import { createFrameMessenger, type MessageTarget } from '../../protocol/frame/messenger';

/** A parent window that records what it was sent. */
function recordingParent() {
  const sent: { message: unknown; targetOrigin: string }[] = [];
  const target: MessageTarget = { postMessage: (message, targetOrigin) => sent.push({ message, targetOrigin }) };
  return { sent, target };
}

const allowlist = ['https://mypikpak.com'];

describe('frame messenger', () => {
  it('posts each of the twelve actions to the allowlisted origin named by the query', () => {
    const parent = recordingParent();
    const messenger = createFrameMessenger({ target: parent.target, origin: 'https://mypikpak.com', allowlist, allowLoopback: false });
    expect(messenger.connected).toBe(true);
    for (const action of FRAME_ACTIONS) expect(messenger.post({ action })).toBe(true);
    expect(parent.sent.map((s) => s.targetOrigin)).toEqual(FRAME_ACTIONS.map(() => 'https://mypikpak.com'));
    expect(parent.sent.map((s) => s.message)).toEqual(FRAME_ACTIONS.map((action) => ({ action })));
  });

  it.each([null, '', '*', 'https://evil.example', 'https://mypikpak.com.evil.example', 'http://mypikpak.com', 'http://localhost:3000'])(
    'posts nothing for origin %j',
    (origin) => {
      const parent = recordingParent();
      const messenger = createFrameMessenger({ target: parent.target, origin, allowlist, allowLoopback: false });
      expect(messenger.connected).toBe(false);
      expect(messenger.post({ action: 'open_feedback' })).toBe(false);
      expect(parent.sent).toEqual([]);
    },
  );

  it('admits a loopback parent only in the embedded default', () => {
    const parent = recordingParent();
    const messenger = createFrameMessenger({ target: parent.target, origin: 'http://127.0.0.1:4999', allowlist, allowLoopback: true });
    messenger.post({ action: 'login_required' });
    expect(parent.sent).toEqual([{ message: { action: 'login_required' }, targetOrigin: 'http://127.0.0.1:4999' }]);
  });

  it('posts nothing when the page is not framed', () => {
    const messenger = createFrameMessenger({ target: null, origin: 'https://mypikpak.com', allowlist, allowLoopback: false });
    expect(messenger.post({ action: 'open_feedback' })).toBe(false);
  });
});

describe('link decisions', () => {
  const base = 'https://activity.mypikpak.com/payment-error?origin=https://mypikpak.com';

  it('sends open_feedback for the feedback page', () => {
    expect(decideLink({ href: '/drive/feedback' }, base)).toEqual({ kind: 'post', message: { action: 'open_feedback' } });
    expect(decideLink({ href: 'https://mypikpak.com/drive/feedback/' }, base)).toEqual({ kind: 'post', message: { action: 'open_feedback' } });
  });

  it('turns a /drive link whose action starts with an action into that message, with the other parameters', () => {
    expect(decideLink({ href: '/drive/all?action=open_redeem_box' }, base)).toEqual({ kind: 'post', message: { action: 'open_redeem_box' } });
    expect(decideLink({ href: '/drive?action=show_popup_window_summer&id=7' }, base)).toEqual({
      kind: 'post',
      message: { action: 'show_popup_window', data: { id: '7' } },
    });
  });

  it('leaves /drive links without a known action, and other paths, to the browser', () => {
    expect(decideLink({ href: '/drive?action=format_disk' }, base)).toEqual({ kind: 'default' });
    expect(decideLink({ href: '/drivers?action=open_feedback' }, base)).toEqual({ kind: 'default' });
    expect(decideLink({ href: '/help' }, base)).toEqual({ kind: 'default' });
  });

  it('opens target=_blank links in a new window', () => {
    expect(decideLink({ href: 'https://t.me/PikPak_Bot', target: '_blank' }, base)).toEqual({ kind: 'open-window', href: 'https://t.me/PikPak_Bot' });
  });

  it('never opens script addresses in a new window', () => {
    expect(decideLink({ href: 'javascript:alert(1)', target: '_blank' }, base)).toEqual({ kind: 'default' });
  });
});
