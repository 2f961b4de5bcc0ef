import { createFileRoute } from '@tanstack/react-router';
import { GetTheAppPage } from '../../features/app-download/toapp-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/toapp')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: GetTheAppPage });
