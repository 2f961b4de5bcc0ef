import { createContext, useContext, type ReactNode } from 'react';

/**
 * Inside a text page (a route with `...TEXT_PAGE`): its parts render every situation a reader may
 * be in (in the app or a browser, framed or not, which phone, who is reading), each marked with
 * the facts that show it (<When>, src/shell/static/contract.ts), and the page's one runtime
 * (src/shell/static/runtime.ts) makes them act. The same on the pre-renderer, in the browser and
 * in view tests: a text page has one rendering. Provided by TextPageRoot.
 */
const AllSituationsContext = createContext(false);

export function AllSituations({ children }: { children: ReactNode }) {
  return <AllSituationsContext.Provider value>{children}</AllSituationsContext.Provider>;
}

/** True inside a text page: render each case, marked with its facts. */
export const useAllSituations = (): boolean => useContext(AllSituationsContext);
