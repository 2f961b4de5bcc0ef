import { describe, expect, it } from 'vitest';
import { channelIdentityOf } from '../../machines/channel-subscription/channel-rules';

/** How /bot-sub names a channel. */
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

  it('names a link’s channel as the server knows it (not listed), and then drops the link’s title', () => {
    expect(channelIdentityOf('pikpak_demo', list, 'PikPak Official', { channel_id: 'pikpak_demo', title: 'PikPak Demo' })).toMatchObject({
      handle: '@pikpak_demo',
      name: 'PikPak Demo',
      linkTitle: null,
      listed: false,
    });
    // The server's answer about another channel names nothing.
    expect(channelIdentityOf('pikpak_demo', list, 'PikPak Official', { channel_id: 'other_one', title: 'Other' })).toMatchObject({ name: null, linkTitle: 'PikPak Official' });
  });
});
