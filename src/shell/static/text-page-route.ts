/**
 * What a route file declares for a text page, spread into its options:
 * `createFileRoute(…)({ ...TEXT_PAGE, component: … })`. The page is pre-rendered for every
 * situation and never hydrated (src/ui/static-render.tsx): its words are in its HTML, and in
 * production no browser loads its catalog (the `_pages` layout's loader asks for it on the
 * pre-renderer and the development server).
 */
export const TEXT_PAGE = {
  staticData: { textPage: true },
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Pre-rendered for every situation and never hydrated (src/ui/static-render.tsx). */
    textPage?: boolean;
  }
}
