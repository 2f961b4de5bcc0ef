import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../shell/forbidden-page';

export const Route = createFileRoute('/403')({ component: ForbiddenPage });
