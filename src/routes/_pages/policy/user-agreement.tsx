import { createFileRoute } from '@tanstack/react-router';
import { UserAgreementPage } from '../../../features/notices/legal-page';
import { FramedSearch } from '../../../features/notices/search';
import { TEXT_PAGE } from '../../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/policy/user-agreement')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: UserAgreementPage });
