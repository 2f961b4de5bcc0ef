import { createFileRoute } from '@tanstack/react-router';
import { GetTheAppPage } from '../../features/app-download/toapp-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/toapp')({ validateSearch: FramedSearch, component: GetTheAppPage });
