import { createFileRoute } from '@tanstack/react-router';
import { CompensationPage } from '../../features/notices/compensation-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/compensation')({ validateSearch: FramedSearch, component: CompensationPage });
