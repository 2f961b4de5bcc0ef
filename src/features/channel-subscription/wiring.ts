import { useMemo } from 'react';
import type * as v from 'valibot';
import { provideRequest } from '../../../machines/request.machine';
import { provideSubmission } from '../../../machines/submission.machine';
import type { ContentSubscriptionsReply } from '../../../protocol/api/schemas';
import { useServices } from '../../shell/services-context';

/** One channel the user follows, as GET /contentSubscription/v1/subscribe lists it. */
export type ChannelSubscription = v.InferOutput<typeof ContentSubscriptionsReply>['subscriptions'][number];

/**
 * The channel subscription page's wiring (§6: the token comes from the app session):
 * the user's subscriptions on the shared request machine, subscribing and cancelling on the
 * shared submission machine (`POST` / `DELETE /contentSubscription/v1/subscribe {channel_id}`).
 */
export function useChannelWiring() {
  const { api } = useServices();
  return useMemo(
    () => ({
      list: provideRequest<readonly ChannelSubscription[]>(async () => (await api.contentSubscriptions()).subscriptions),
      subscribe: provideSubmission<string, true>(async (id) => {
        await api.subscribeContent({ channel_id: id });
        return true;
      }),
      cancel: provideSubmission<string, true>(async (id) => {
        await api.unsubscribeContent({ channel_id: id });
        return true;
      }),
    }),
    [api],
  );
}
