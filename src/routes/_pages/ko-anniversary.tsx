import { createFileRoute } from '@tanstack/react-router';
import { KoreanAnniversaryPage } from '../../features/notices/ko-anniversary-page';
import { FramedSearch } from '../../features/notices/search';

export const Route = createFileRoute('/_pages/ko-anniversary')({ validateSearch: FramedSearch, component: KoreanAnniversaryPage });
