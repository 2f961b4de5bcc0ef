import { createFileRoute } from '@tanstack/react-router';
import { OfficialCompensationPage } from '../../features/notices/official-compensation-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/official-compensation')({ validateSearch: FramedSearch, component: OfficialCompensationPage });
