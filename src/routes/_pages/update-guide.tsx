import { createFileRoute } from '@tanstack/react-router';
import { UpdateGuidePage } from '../../features/app-download/update-guide-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/update-guide')({ validateSearch: FramedSearch, component: UpdateGuidePage });
