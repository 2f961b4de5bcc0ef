import { createFileRoute } from '@tanstack/react-router';
import { CompensationPage } from '../../features/notices/compensation-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/compensation')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: CompensationPage });
