import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../ui/forbidden-page';

export const Route = createFileRoute('/403')({ component: ForbiddenPage });
