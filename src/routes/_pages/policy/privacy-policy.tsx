import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../../features/notices/legal-page';
import { FramedSearch } from '../../../features/notices/search';
import { TEXT_PAGE } from '../../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/policy/privacy-policy')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: PrivacyPolicyPage });
