import { createFileRoute } from '@tanstack/react-router';
import { PaymentErrorPage } from '../../features/notices/payment-error-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/payment-error')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: PaymentErrorPage });
