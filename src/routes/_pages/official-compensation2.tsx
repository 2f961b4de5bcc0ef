import { createFileRoute } from '@tanstack/react-router';
import { LowPriceOfferPage } from '../../features/notices/official-compensation2-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/official-compensation2')({ validateSearch: FramedSearch, component: LowPriceOfferPage });
