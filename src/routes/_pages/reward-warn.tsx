import { createFileRoute } from '@tanstack/react-router';
import { RewardWarningPage } from '../../features/notices/reward-warn-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/reward-warn')({ validateSearch: FramedSearch, component: RewardWarningPage });
