import { useEffect, useRef, type ReactNode } from 'react';
import { useServices } from '../services-context';
import { TEXT_PAGE_BOX } from './contract';
import { runTextPage } from './runtime';
import { AllSituations } from './situations';

/**
 * A text page in the React tree: its parts render every situation (AllSituations), and once
 * it is on screen the one runtime of text pages (src/shell/static/runtime.ts) makes it act, as
 * the text-page script does on the pre-rendered page (src/text-page.ts). This is how a text page
 * opened in place from another page (a client navigation) works; a pre-rendered one is never
 * hydrated, so this effect never runs there.
 */
export function TextPageRoot({ children }: { children: ReactNode }) {
  const services = useServices();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => (box.current ? runTextPage(box.current, services) : undefined), [services]);
  return (
    <AllSituations>
      <div ref={box} className={TEXT_PAGE_BOX}>
        {children}
      </div>
    </AllSituations>
  );
}
