import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../../features/notices/help-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/help')({ validateSearch: FramedSearch, component: HelpPage });
