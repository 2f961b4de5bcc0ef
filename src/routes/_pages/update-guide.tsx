import { createFileRoute } from '@tanstack/react-router';
import { UpdateGuidePage } from '../../features/app-download/update-guide-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/update-guide')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: UpdateGuidePage });
