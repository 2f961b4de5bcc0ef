import type { ReactNode } from 'react';
import { useServices } from './services-context';

/** The brand every document title ends with. */
const BRAND = 'PikPak';

/**
 * The frame of every page: the document title (React hoists `<title>` into the head, also
 * when pre-rendered) and one h1, both from the page's localized `title`, with an optional
 * decorative illustration above the h1 (src/ui/illustrations.tsx). Five quick clicks on the
 * h1 may open the debug console.
 */
export function Page({ title, illustration, children }: { title: string; illustration?: ReactNode; children: ReactNode }) {
  const { titleClicked } = useServices();
  return (
    <main className="page">
      <title>{`${title} · ${BRAND}`}</title>
      {illustration ? <div className="page-illustration">{illustration}</div> : null}
      <h1 className="page-title" onClick={titleClicked}>
        {title}
      </h1>
      {children}
    </main>
  );
}
