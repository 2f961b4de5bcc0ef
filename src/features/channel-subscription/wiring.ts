import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { channelActionsMachine, channelPageMachine, type ChannelPageActor } from '../../../machines/channel-subscription/channel-page.machine';
import type { ListedChannel } from '../../../machines/channel-subscription/channel-rules';
import { isLoggedIn, type Session } from '../../../protocol/session';
import { useHost } from '../../shell/host';
import type { PageWiring } from '../../shell/page-wiring';
import { useServices } from '../../shell/services-context';

/**
 * /bot-sub's wiring (§6: the token comes from the app session): the page machine with the
 * user's subscriptions (GET /contentSubscription/v1/subscribe), and each channel's Subscribe
 * and Cancel (`POST` / `DELETE` with `{channel_id}`) and their statistics provided. The host,
 * the session and the link's channel and title enter as the machine's input.
 */
export function useChannelPage({ session, channel, title }: { session: Session; channel: string | null; title: string | null }): PageWiring<ChannelPageActor> {
  const { api, track } = useServices();
  const host = useHost();
  const machine = useMemo(
    () =>
      channelPageMachine.provide({
        actors: {
          load: fromPromise<readonly ListedChannel[]>(async () => (await api.contentSubscriptions()).subscriptions),
          channelActions: channelActionsMachine.provide({
            actors: {
              subscribe: fromPromise<unknown, string>(({ input }) => api.subscribeContent({ channel_id: input })),
              cancel: fromPromise<unknown, string>(({ input }) => api.unsubscribeContent({ channel_id: input })),
            },
            actions: { track: (_, params) => void track(params.action, params.extra) },
          }),
        },
      }),
    [api, track],
  );
  const actor = useActorRef(machine, { input: { host, loggedIn: isLoggedIn(session), channel, title } });
  return { actor, host };
}
