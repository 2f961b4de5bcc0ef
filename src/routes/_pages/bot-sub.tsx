import { createFileRoute } from '@tanstack/react-router';
import { ChannelSubscriptionPage } from '../../features/channel-subscription/channel-subscription-page';
import { channelSearch } from '../../features/channel-subscription/search';

export const Route = createFileRoute('/_pages/bot-sub')({ validateSearch: channelSearch, component: ChannelSubscriptionPage });
