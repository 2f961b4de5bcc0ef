import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Copy, FolderOpen } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { InvitationPageActor } from '../../../machines/referral/invitation-page.machine';
import { REFERRAL_RULES, selectCopyActor, selectInApp, selectInvitationWebDriveUrl, selectInviteLink } from '../../../machines/referral/invitation-page.view';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CodeChip } from '../../ui/code-chip';
import { Skeleton } from '../../ui/skeleton';
import { useCopyFeedback } from '../../shell/copy-feedback';

/**
 * The three ways to invite (§2.2, §4.1): the install link (copy; sharing it is the page's main
 * action, above), the invitation code (copy), and a shared file
 * (the app's file page, or the web drive in a browser). Copying, sharing and opening the file
 * page are page events; the link and the code are code chips on the page's one copy region.
 */
export function InviteMethods({ page, code, loading: isLoading }: { page: InvitationPageActor; code: string | null; loading: boolean }) {
  const { t } = useLingui();
  const link = useSelector(page, (s) => selectInviteLink(s, code));
  const copy = useSelector(page, selectCopyActor);
  const linkCopy = useCopyFeedback(copy, 'link');
  const codeCopy = useCopyFeedback(copy, 'code');
  const hours = REFERRAL_RULES.codeWindowHours;
  // Loading: placeholders; failed (said once above): the copy buttons stay in their place, disabled, never an empty card.
  const loading = isLoading ? <Skeleton label={t`Loading your invitation code…`} shape="text" lines={1} /> : null;
  const unavailable = (label: ReactNode) =>
    loading ?? (
      <Button variant="secondary" block disabled icon={<Copy aria-hidden="true" />}>
        {label}
      </Button>
    );

  return (
    <section className="referral-section" aria-labelledby="referral-methods-title">
      <h2 id="referral-methods-title">
        <Trans>Ways to invite</Trans>
      </h2>
      <Card title={<Trans>Install link</Trans>} level={3}>
        <p>
          <Trans>Send your link. Your friend installs the app from it and logs in.</Trans>
        </p>
        {link ? (
          <CodeChip
            kind="link"
            value={link}
            copyLabel={<Trans>Copy link</Trans>}
            onCopy={() => page.send({ type: 'copy.request', subject: 'link', text: link })}
            copied={linkCopy.copied}
            status={linkCopy.status}
          />
        ) : (
          unavailable(<Trans>Copy link</Trans>)
        )}
      </Card>
      <Card title={<Trans>Invitation code</Trans>} level={3}>
        <p>
          <Trans>Your friend installs the app, logs in and enters your code within <Plural value={hours} one="# hour" other="# hours" /> of installing.</Trans>
        </p>
        {code ? (
          <CodeChip
            value={code}
            copyLabel={<Trans>Copy code</Trans>}
            onCopy={() => page.send({ type: 'copy.request', subject: 'code', text: code })}
            copied={codeCopy.copied}
            status={codeCopy.status}
          />
        ) : (
          unavailable(<Trans>Copy code</Trans>)
        )}
      </Card>
      <ShareFile page={page} />
    </section>
  );
}

/** A shared file: inside the app, its file page (the page says so before it leaves); in a browser, the web drive. */
function ShareFile({ page }: { page: InvitationPageActor }) {
  const inApp = useSelector(page, selectInApp);
  const webDriveUrl = useSelector(page, selectInvitationWebDriveUrl);
  const hintId = useId();
  const fileHours = REFERRAL_RULES.fileWindowHours;
  return (
    <Card title={<Trans>Share a file</Trans>} level={3}>
      <p>
        <Trans>
          Share a file from your drive. Your friend creates an account and saves the file within <Plural value={fileHours} one="# hour" other="# hours" />; the install reward also needs the app installed within <Plural value={fileHours} one="# hour" other="# hours" /> of creating the account.
        </Trans>
      </p>
      {inApp ? (
        <>
          <Button variant="secondary" icon={<FolderOpen aria-hidden="true" />} aria-describedby={hintId} onClick={() => page.send({ type: 'drive.open' })}>
            <Trans>Choose a file to share</Trans>
          </Button>
          <p id={hintId} className="referral-hint">
            <Trans>Opens your files in the app; pick a file and share it.</Trans>
          </p>
        </>
      ) : (
        <Button variant="secondary" href={webDriveUrl} rel="noopener" icon={<FolderOpen aria-hidden="true" />} onClick={() => page.send({ type: 'drive.open' })}>
          <Trans>Open the web drive to share a file</Trans>
        </Button>
      )}
    </Card>
  );
}
