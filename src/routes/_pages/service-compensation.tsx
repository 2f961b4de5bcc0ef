import { createFileRoute } from '@tanstack/react-router';
import { ServiceCompensationPage } from '../../features/notices/service-compensation-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/service-compensation')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: ServiceCompensationPage });
