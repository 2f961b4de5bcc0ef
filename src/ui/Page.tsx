import type { ReactNode } from 'react';
import { useServices } from './services-context';

/** The frame of every page: one h1 (five quick clicks on it may open the debug console). */
export function Page({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { titleClicked } = useServices();
  return (
    <main className="page">
      <h1 className="page-title" onClick={titleClicked}>
        {title}
      </h1>
      {children}
    </main>
  );
}
