import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from '../../src/routeTree.gen';
import { parseSearch, stringifySearch } from '../../src/search-params';
import type { Services } from '../../src/services';
import { renderWithServices } from './render';

/** Renders the app's router at `path` (search read as the app reads it) with these services; returns the router. */
export function openRoute(services: Services, path: string) {
  const router = createRouter({ routeTree, context: { services }, parseSearch, stringifySearch, history: createMemoryHistory({ initialEntries: [path] }) });
  renderWithServices(<RouterProvider router={router} />, services);
  return router;
}
