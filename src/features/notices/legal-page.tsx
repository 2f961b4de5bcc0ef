import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NoticeLayout } from '../NoticeLayout';
import type { LegalSection } from './legal-section';

/** A legal page: its sections in order, each with a heading, paragraphs and an optional list. */
export function LegalPage({ title, sections }: { title: ReactNode; sections: readonly LegalSection[] }) {
  const { t } = useLingui();
  return (
    <NoticeLayout title={title}>
      {sections.map((section) => (
        <section key={section.id} className="legal-section" aria-labelledby={`legal-${section.id}`}>
          <h2 id={`legal-${section.id}`}>{t(section.heading)}</h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{t(paragraph)}</p>
          ))}
          {section.items ? (
            <ul className="steps">
              {section.items.map((item, i) => (
                <li key={i}>{t(item)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </NoticeLayout>
  );
}
