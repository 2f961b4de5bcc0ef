import { createFileRoute } from '@tanstack/react-router';
import { LowPriceOfferPage } from '../../features/notices/official-compensation2-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/official-compensation2')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: LowPriceOfferPage });
