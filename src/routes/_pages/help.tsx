import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../../features/notices/help-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/help')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: HelpPage });
