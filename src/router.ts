import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parseSearch, stringifySearch } from './search-params';
import type { Services } from './services';

/**
 * `history`: the pre-renderer's memory history (src/prerender.tsx); the browser's own
 * history otherwise. `hydrating`: the browser is about to hydrate pre-rendered HTML.
 */
export function createAppRouter(services: Services, { history, hydrating = false }: { history?: RouterHistory; hydrating?: boolean } = {}) {
  const router = createRouter({
    routeTree,
    history,
    context: { services },
    defaultPreload: 'intent',
    // On the server, scroll restoration would write an inline script into every page (a
    // CSP hash each); the browser restores scroll itself.
    scrollRestoration: !history,
    parseSearch,
    stringifySearch,
  });
  // The router renders its boundaries as on the server when `ssr` is set (Matches.js): the
  // hydrated tree then matches the HTML. Only the flag is set; the router's own server-state
  // serializer is not used (nothing is dehydrated, and it would double the router's size).
  if (hydrating) router.ssr = { manifest: undefined };
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
