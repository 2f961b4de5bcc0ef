import { createFileRoute } from '@tanstack/react-router';
import { FanDiscountPage } from '../../features/notices/official-compensation3-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/official-compensation3')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: FanDiscountPage });
