import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { AccountsIllustration } from '../../ui/page-illustrations';
import { List, ListRow } from '../../ui/list-row';
import { FeedbackLink } from '../../shell/notice/links';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** /account-conflict (§1.3): the two-accounts fault fixed; support can switch accounts. */
export function AccountConflictPage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`The account conflict is fixed`} illustration={<AccountsIllustration size="sm" />}>
      <h2>
        <Trans>What went wrong</Trans>
      </h2>
      <p>
        <Trans>
          Older versions of the app could create two accounts for one mobile number when the number was entered in different
          formats, for example with and without the country code.
        </Trans>
      </p>
      <h2>
        <Trans>What has changed</Trans>
      </h2>
      <List>
        <ListRow leading={<CircleCheck />} title={<Trans>Your mobile number now logs in to your current account only.</Trans>} className="notice-change" />
        <ListRow
          leading={<CircleCheck />}
          title={<Trans>Premium time left on your other accounts has been added to this account.</Trans>}
          className="notice-change"
        />
      </List>
      <h2>
        <Trans>Want to use a different account?</Trans>
      </h2>
      <p>
        <Trans>
          Our support team can switch you to another of your accounts. <FeedbackLink>Send us feedback</FeedbackLink> to ask.
        </Trans>
      </p>
    </NoticeLayout>
  );
}
