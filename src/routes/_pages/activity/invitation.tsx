import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '../../../features/referral/invitation-page';

export const Route = createFileRoute('/_pages/activity/invitation')({ component: InvitationPage });
