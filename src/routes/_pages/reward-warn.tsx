import { createFileRoute } from '@tanstack/react-router';
import { RewardWarningPage } from '../../features/notices/reward-warn-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/reward-warn')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: RewardWarningPage });
