import { createFileRoute } from '@tanstack/react-router';
import { PremiumDeductPage } from '../../features/notices/premium-deduct-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/premium-deduct')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: PremiumDeductPage });
