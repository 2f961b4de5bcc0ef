/** What a route file declares for a text page: `createFileRoute(…)({ staticData: TEXT_PAGE, … })` (src/ui/static-render.tsx). */
export const TEXT_PAGE = { textPage: true } as const;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Pre-rendered for every situation and never hydrated (src/ui/static-render.tsx). */
    textPage?: boolean;
  }
}
