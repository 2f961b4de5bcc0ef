import { createFileRoute } from '@tanstack/react-router';
import { AccountConflictPage } from '../../features/notices/account-conflict-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/account-conflict')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: AccountConflictPage });
