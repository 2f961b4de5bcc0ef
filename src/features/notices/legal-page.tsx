import { useLingui } from '@lingui/react/macro';
import { DocumentIllustration } from '../../ui/page-illustrations';
import type { LegalSection } from './legal-section';
import { NoticeLayout } from './notice-layout';
import { PRIVACY_POLICY } from './privacy-policy';
import { USER_AGREEMENT } from './user-agreement';

/** A legal page: its sections in order, each with a heading, paragraphs and an optional list. */
function LegalPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  const { t } = useLingui();
  return (
    <NoticeLayout title={title} illustration={<DocumentIllustration size="sm" />}>
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

/** /policy/user-agreement (§2.1). */
export function UserAgreementPage() {
  const { t } = useLingui();
  return <LegalPage title={t`PikPak user agreement`} sections={USER_AGREEMENT} />;
}

/** /policy/privacy-policy (§2.1). */
export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return <LegalPage title={t`PikPak privacy policy`} sections={PRIVACY_POLICY} />;
}
