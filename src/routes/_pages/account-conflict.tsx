import { createFileRoute } from '@tanstack/react-router';
import { AccountConflictPage } from '../../features/notices/account-conflict-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/account-conflict')({ validateSearch: FramedSearch, component: AccountConflictPage });
