import { createFileRoute } from '@tanstack/react-router';
import { PingPage } from '../../features/diagnostics/ping-page';

export const Route = createFileRoute('/_pages/ping')({ component: PingPage });
