import { requireCatalog } from '../../i18n';

/**
 * What a route file declares for a text page, spread into its options:
 * `createFileRoute(…)({ ...TEXT_PAGE, component: … })`. The page is pre-rendered for every
 * situation and never hydrated (src/ui/static-render.tsx); its loader asks for the `text`
 * catalog, which only the pre-renderer and the development server load (src/i18n.ts).
 */
export const TEXT_PAGE = {
  staticData: { textPage: true },
  loader: () => requireCatalog('text'),
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Pre-rendered for every situation and never hydrated (src/ui/static-render.tsx). */
    textPage?: boolean;
  }
}
