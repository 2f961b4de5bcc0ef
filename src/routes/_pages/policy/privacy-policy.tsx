import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../../features/notices/legal-page';
import { FramedSearch } from '../../../features/notices/search';

export const Route = createFileRoute('/_pages/policy/privacy-policy')({ validateSearch: FramedSearch, component: PrivacyPolicyPage });
