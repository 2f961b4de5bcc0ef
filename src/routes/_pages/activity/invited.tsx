import { createFileRoute } from '@tanstack/react-router';
import { InvitedPage } from '../../../features/referral/invited-page';
import { invitedSearch } from '../../../features/referral/invited-search';

export const Route = createFileRoute('/_pages/activity/invited')({ validateSearch: invitedSearch, component: InvitedPage });
