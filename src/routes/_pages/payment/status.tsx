import { createFileRoute } from '@tanstack/react-router';
import { paymentStatusSearch } from '../../../features/subscription/search';
import { PaymentStatusPage } from '../../../features/subscription/payment-status-page';

export const Route = createFileRoute('/_pages/payment/status')({ validateSearch: paymentStatusSearch, component: PaymentStatusPage });
