import { createFileRoute } from '@tanstack/react-router';
import { PurchaseAttentionPage } from '../../features/notices/purchase-attention-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/purchase-attention')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: PurchaseAttentionPage });
