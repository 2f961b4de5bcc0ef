import { createFileRoute } from '@tanstack/react-router';
import { PaymentErrorPage } from '../../features/notices/payment-error-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/payment-error')({ validateSearch: FramedSearch, component: PaymentErrorPage });
