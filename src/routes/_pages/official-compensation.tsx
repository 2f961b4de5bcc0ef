import { createFileRoute } from '@tanstack/react-router';
import { OfficialCompensationPage } from '../../features/notices/official-compensation-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/official-compensation')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: OfficialCompensationPage });
