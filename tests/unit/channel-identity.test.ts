import { describe, expect, it } from 'vitest';
import { channelIdentityOf, subscribeNeedsConfirmation } from '../../machines/channel-subscription/channel-rules';

/** How /bot-sub names a channel, and which Subscribe is confirmed first. */
describe('channel identity', () => {
  const list = [
    { channel_id: 'pikpak_news', title: 'PikPak News' },
    { channel_id: '-1001234567890', title: 'Film Club ✦ 电影俱乐部' },
  ];

  it('never takes a link’s title as the channel’s name: the handle names it, the title is only the link’s', () => {
    const c = channelIdentityOf('-1009876543210', list, 'PikPak Official Announcements ✅');
    expect(c).toEqual({
      id: '-1009876543210',
      numeric: true,
      handle: '-1009876543210',
      name: null,
      linkTitle: 'PikPak Official Announcements ✅',
      listed: false,
    });
    expect(channelIdentityOf('pikpak_demo', list, 'PikPak Official')).toMatchObject({ handle: '@pikpak_demo', numeric: false, name: null, linkTitle: 'PikPak Official' });
  });

  it('takes the name from the user’s list where it knows the channel, and then drops the link’s title', () => {
    expect(channelIdentityOf('pikpak_news', list, 'PikPak Official Announcements')).toMatchObject({
      handle: '@pikpak_news',
      name: 'PikPak News',
      linkTitle: null,
      listed: true,
    });
    expect(channelIdentityOf('-1001234567890', list, null)).toMatchObject({ handle: '-1001234567890', name: 'Film Club ✦ 电影俱乐部', listed: true });
  });

  it('a listed channel without a server title is named by its handle', () => {
    expect(channelIdentityOf('pikpak_x', [{ channel_id: 'pikpak_x', title: '' }], 'Evil')).toMatchObject({ name: null, linkTitle: 'Evil', listed: true });
  });

  it('confirms Subscribe for a channel not in the list (every Cancel is confirmed: tests/machines/channel-page.machine.test.ts)', () => {
    expect(subscribeNeedsConfirmation(channelIdentityOf('-1009876543210', list, 'x'))).toBe(true);
    expect(subscribeNeedsConfirmation(channelIdentityOf('pikpak_news', list))).toBe(false);
  });
});
