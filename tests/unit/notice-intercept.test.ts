import { describe, expect, it } from 'vitest';
import { decideLink } from '../../protocol/frame/links';
import { outcomeOf } from '../../src/shell/notice/intercept';

const BASE = 'https://pages.example/premium-deduct?origin=https%3A%2F%2Fmypikpak.com';
const WEB_DRIVE = 'https://mypikpak.com/drive';
const browser = { connected: false, inApp: false, webDriveUrl: WEB_DRIVE };
const framed = { connected: true, inApp: false, webDriveUrl: WEB_DRIVE };
const app = { connected: false, inApp: true, webDriveUrl: WEB_DRIVE };
const click = (href: string, target: string | null = null) => decideLink({ href, target }, BASE);

describe('notice link clicks', () => {
  it('posts the feedback action to an allowed parent', () => {
    expect(outcomeOf(click('/drive/feedback'), framed)).toEqual({ kind: 'post', message: { action: 'open_feedback' } });
  });

  it('posts a web-drive action with its parameters to an allowed parent', () => {
    expect(outcomeOf(click('/drive?action=create_task&url=x'), framed)).toEqual({
      kind: 'post',
      message: { action: 'create_task', data: { url: 'x' } },
    });
  });

  it('opens the web drive’s feedback page in a browser without an allowed parent', () => {
    expect(outcomeOf(click('/drive/feedback'), browser)).toEqual({ kind: 'open', href: 'https://mypikpak.com/drive/feedback' });
  });

  it('opens the web drive for other drive actions in a browser without an allowed parent', () => {
    expect(outcomeOf(click('/drive?action=create_task'), browser)).toEqual({ kind: 'open', href: WEB_DRIVE });
  });

  it('asks the app to open its feedback page inside the app, and explains other web-drive actions', () => {
    expect(outcomeOf(click('/drive/feedback'), app)).toEqual({ kind: 'app-feedback' });
    expect(outcomeOf(click('/drive?action=show_invite_dialog'), app)).toEqual({ kind: 'toast', code: 'action-unavailable' });
  });

  it('opens target=_blank links in a new window', () => {
    expect(outcomeOf(click('https://t.me/PikPak_Bot', '_blank'), framed)).toEqual({ kind: 'open', href: 'https://t.me/PikPak_Bot' });
  });

  it('leaves other links to the browser', () => {
    expect(outcomeOf(click('/activity/cdKey'), framed)).toEqual({ kind: 'browser' });
    expect(outcomeOf(click('pikpakapp://mypikpak.com/xpan/setting'), framed)).toEqual({ kind: 'browser' });
  });
});
