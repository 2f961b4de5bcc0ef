import { createFileRoute } from '@tanstack/react-router';
import { ServiceCompensationPage } from '../../features/notices/service-compensation-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/service-compensation')({ validateSearch: FramedSearch, component: ServiceCompensationPage });
