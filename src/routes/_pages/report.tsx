import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../../features/report/report-page';
import { reportSearch } from '../../features/report/search';

export const Route = createFileRoute('/_pages/report')({ validateSearch: reportSearch, component: ReportPage });
