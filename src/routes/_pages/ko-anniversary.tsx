import { createFileRoute } from '@tanstack/react-router';
import { KoreanAnniversaryPage } from '../../features/notices/ko-anniversary-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/ko-anniversary')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: KoreanAnniversaryPage });
