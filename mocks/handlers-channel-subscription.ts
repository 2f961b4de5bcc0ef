import { http, HttpResponse } from 'msw';
import { CHANNEL_REFUSALS } from '../machines/channel-subscription/channel-rules';
import type { Faults } from './faults';
import { fail, faulty, jsonBody, withUser } from './respond';
import type { Store } from './store';

/** A channel a user follows, as GET /contentSubscription/v1/subscribe lists it. */
interface ChannelSubscription {
  channel_id: string;
  title: string;
  subscribed_at: string;
}

/**
 * The Telegram channels the fake backend knows (id → title): `pikpak_demo` to subscribe in
 * the demo, and the two the premium user already follows. Any other valid name is refused as
 * an unknown channel (4041).
 */
const CHANNELS: Record<string, string> = {
  pikpak_demo: 'PikPak Demo',
  pikpak_news: 'PikPak News',
  '-1001234567890': 'Film Club ✦ 电影俱乐部',
};

const DAY = 86_400_000;

/** The subscriptions at start: none for member, two for premium (mocks/README.md). */
export function demoChannelSubscriptions(now: number) {
  return new Map<string, ChannelSubscription[]>([
    [
      '1002',
      [
        { channel_id: 'pikpak_news', title: CHANNELS.pikpak_news ?? '', subscribed_at: new Date(now - 40 * DAY).toISOString() },
        { channel_id: '-1001234567890', title: CHANNELS['-1001234567890'] ?? '', subscribed_at: new Date(now - 9 * DAY).toISOString() },
      ],
    ],
  ]);
}

const channelIdOf = (body: Record<string, unknown>) => (typeof body.channel_id === 'string' ? body.channel_id.trim().toLowerCase() : '');

/**
 * GET, POST and DELETE /contentSubscription/v1/subscribe (designed, protocol/api/README.md):
 * the list (with `?channel_id=`, the channel as the backend knows it, or null), subscribe
 * `{channel_id}` (again is no error; right after a cancel, the subscription comes back with its
 * date), cancel `{channel_id}` (404 4040 when not subscribed). All three take the `subscribe` fault.
 */
export function createChannelSubscriptionHandlers(store: Store, faults: () => Faults) {
  /** The subscriptions canceled here, by user and channel, for a subscribe that undoes the cancel. */
  const canceled = new Map<string, ChannelSubscription>();
  const missing = () => fail(400, { error: 'invalid_argument', error_code: 3, error_description: 'channel_id is required' });
  return [
    http.get(
      '*/contentSubscription/v1/subscribe',
      faulty('subscribe', faults, ({ request }) =>
        withUser(request, (user) => {
          const subscriptions = store.channelSubscriptions.get(user.userID) ?? [];
          // Asked for a link's channel: the channel as the backend knows it, or null (Telegram has none).
          const asked = new URL(request.url).searchParams.get('channel_id')?.trim().toLowerCase();
          if (!asked) return HttpResponse.json({ subscriptions });
          const title = CHANNELS[asked];
          return HttpResponse.json({ subscriptions, channel: title === undefined ? null : { channel_id: asked, title } });
        }),
      ),
    ),
    http.post(
      '*/contentSubscription/v1/subscribe',
      faulty('subscribe', faults, ({ request }) =>
        withUser(request, async (user) => {
          const id = channelIdOf(await jsonBody(request));
          if (!id) return missing();
          const title = CHANNELS[id];
          if (title === undefined) {
            return fail(404, { error: 'channel_not_found', error_code: CHANNEL_REFUSALS['channel-unknown'].code, error_description: 'no such channel' });
          }
          const list = store.channelSubscriptions.get(user.userID) ?? [];
          // A subscribe right after a cancel (Undo) restores the subscription with its date.
          const before = canceled.get(`${user.userID}:${id}`);
          canceled.delete(`${user.userID}:${id}`);
          if (!list.some((c) => c.channel_id === id)) list.push(before ?? { channel_id: id, title, subscribed_at: new Date().toISOString() });
          store.channelSubscriptions.set(user.userID, list);
          return HttpResponse.json({ result: 'subscribed' });
        }),
      ),
    ),
    http.delete(
      '*/contentSubscription/v1/subscribe',
      faulty('subscribe', faults, ({ request }) =>
        withUser(request, async (user) => {
          const id = channelIdOf(await jsonBody(request));
          if (!id) return missing();
          const list = store.channelSubscriptions.get(user.userID) ?? [];
          if (!list.some((c) => c.channel_id === id)) {
            return fail(404, { error: 'not_subscribed', error_code: CHANNEL_REFUSALS['not-subscribed'].code, error_description: 'not subscribed' });
          }
          const gone = list.find((c) => c.channel_id === id);
          if (gone) canceled.set(`${user.userID}:${id}`, gone);
          store.channelSubscriptions.set(user.userID, list.filter((c) => c.channel_id !== id));
          return HttpResponse.json({ result: 'cancelled' });
        }),
      ),
    ),
  ];
}
