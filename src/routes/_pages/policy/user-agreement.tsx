import { createFileRoute } from '@tanstack/react-router';
import { UserAgreementPage } from '../../../features/notices/legal-page';
import { FramedSearch } from '../../../features/notices/search';

export const Route = createFileRoute('/_pages/policy/user-agreement')({ validateSearch: FramedSearch, component: UserAgreementPage });
