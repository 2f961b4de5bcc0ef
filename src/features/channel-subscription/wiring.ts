import { fromPromise } from 'xstate';
import { channelActionsMachine, channelPageMachine, type ChannelListParams } from '../../../machines/channel-subscription/channel-page.machine';
import type { ChannelListReply } from '../../../machines/channel-subscription/channel-rules';
import { createRequestMachine } from '../../../machines/core/request.machine';
import { isLoggedIn, type Session } from '../../../protocol/session';
import { definePage } from '../../shell/page-kit';

/**
 * /bot-sub's wiring (§6: the token comes from the app session): the page machine with the
 * user's subscriptions (GET /contentSubscription/v1/subscribe, with the link's channel), and each channel's Subscribe
 * and Cancel (`POST` / `DELETE` with `{channel_id}`) and their statistics provided. The host,
 * the session and the link's channel and title enter as the machine's input.
 */
export const useChannelPage = definePage({
  machine: ({ services: { api } }) =>
    channelPageMachine.provide({
      actors: {
        list: createRequestMachine<ChannelListReply, ChannelListParams>(({ channel }) => api.contentSubscriptions(channel === null ? {} : { channel_id: channel })),
        channelActions: channelActionsMachine.provide({
          actors: {
            subscribe: fromPromise<unknown, string>(({ input }) => api.subscribeContent({ channel_id: input })),
            cancel: fromPromise<unknown, string>(({ input }) => api.unsubscribeContent({ channel_id: input })),
          },
        }),
      },
    }),
  input: ({ host }, { session, channel, title }: { session: Session; channel: string | null; title: string | null }) => ({ host, loggedIn: isLoggedIn(session), channel, title }),
});
