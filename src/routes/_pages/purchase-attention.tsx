import { createFileRoute } from '@tanstack/react-router';
import { PurchaseAttentionPage } from '../../features/notices/purchase-attention-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/purchase-attention')({ validateSearch: FramedSearch, component: PurchaseAttentionPage });
