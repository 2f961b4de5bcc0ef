import { createFileRoute } from '@tanstack/react-router';
import { FanDiscountPage } from '../../features/notices/official-compensation3-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/official-compensation3')({ validateSearch: FramedSearch, component: FanDiscountPage });
