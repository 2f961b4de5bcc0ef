import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import type { Services } from '../services';
import { ErrorScreen } from '../ui/error-screen';
import { NotFound } from '../shell/not-found';
import { isTextPage } from '../shell/static/text-page-route';
import { TextPageRoot } from '../shell/static/text-page-root';

export interface RouterContext {
  services: Services;
}

/** Every page; a text page (`...TEXT_PAGE`, and the not-found page) in its one rendering and runtime. */
function Pages() {
  const text = useMatches({ select: (matches) => isTextPage(matches) });
  return text ? (
    <TextPageRoot>
      <Outlet />
    </TextPageRoot>
  ) : (
    <Outlet />
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Pages,
  notFoundComponent: () => (
    <TextPageRoot>
      <NotFound />
    </TextPageRoot>
  ),
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
});
