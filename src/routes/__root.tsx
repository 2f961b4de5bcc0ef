import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Services } from '../services';
import { ErrorScreen } from '../ui/error-screen';
import { NotFound } from '../shell/not-found';

export interface RouterContext {
  services: Services;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
});
