import { createFileRoute } from '@tanstack/react-router';
import { PremiumDeductPage } from '../../features/notices/premium-deduct-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/premium-deduct')({ validateSearch: FramedSearch, component: PremiumDeductPage });
