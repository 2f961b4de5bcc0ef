import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../shell/forbidden-page';
import { TEXT_PAGE } from '../shell/static/text-page-route';

export const Route = createFileRoute('/403')({ ...TEXT_PAGE, component: ForbiddenPage });
