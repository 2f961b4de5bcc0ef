import { Trans, useLingui } from '@lingui/react/macro';
import type { NoticeDay } from '../../../machines/notices/notice-constants';
import { DocumentIllustration } from '../../ui/page-illustrations';
import { useNoticeFigures } from '../../shell/notice/figures';
import type { LegalSection } from './legal-section';
import { NoticeLayout } from '../../shell/notice/notice-layout';
import { PRIVACY_POLICY } from './privacy-policy';
import { USER_AGREEMENT } from './user-agreement';

/** A legal page: the date it took effect, then its sections in order, each with a heading, paragraphs and an optional list. */
function LegalPage({ title, effective, sections }: { title: string; effective: { day: NoticeDay; text: string }; sections: readonly LegalSection[] }) {
  const { t } = useLingui();
  const date = effective.text;
  return (
    <NoticeLayout title={title} illustration={<DocumentIllustration size="sm" />}>
      <p className="muted">
        <Trans comment="{date} is the day this text took effect (long date)">
          Effective date: <time dateTime={effective.day}>{date}</time>
        </Trans>
      </p>
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
  const { dates } = useNoticeFigures();
  return <LegalPage title={t`PikPak user agreement`} effective={dates.userAgreementEffective} sections={USER_AGREEMENT} />;
}

/** /policy/privacy-policy (§2.1). */
export function PrivacyPolicyPage() {
  const { t } = useLingui();
  const { dates } = useNoticeFigures();
  return <LegalPage title={t`PikPak privacy policy`} effective={dates.privacyPolicyEffective} sections={PRIVACY_POLICY} />;
}
