import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectCanShare, selectInApp, selectOrigin, type InvitationPageActor } from '../../../machines/invitation-page.machine';
import { inviteLink, REFERRAL_RULES } from '../../../machines/referral-rules';
import { useServices } from '../../ui/services-context';

/**
 * The three ways to invite (§2.2, §4.1): the install link (copy, or share where the browser
 * has a share sheet), the invitation code (copy), and a shared file (the app's file page, or
 * the web drive in a browser). Copying, sharing and opening the file page are page events.
 */
export function InviteMethods({ page, code }: { page: InvitationPageActor; code: string | null }) {
  const { config } = useServices();
  const origin = useSelector(page, selectOrigin);
  const canShare = useSelector(page, selectCanShare);
  const inApp = useSelector(page, selectInApp);
  const hours = REFERRAL_RULES.codeWindowHours;
  const fileHours = REFERRAL_RULES.fileWindowHours;
  const link = code && origin ? inviteLink(origin, code) : null;

  return (
    <section className="referral-section" aria-labelledby="referral-methods-title">
      <h2 id="referral-methods-title">
        <Trans>Ways to invite</Trans>
      </h2>
      <div className="referral-card">
        <h3>
          <Trans>Install link</Trans>
        </h3>
        <p>
          <Trans>Send your link. Your friend installs the app from it and logs in.</Trans>
        </p>
        {link ? <p className="referral-link">{link}</p> : null}
        <div className="actions">
          <button type="button" className="button" disabled={!link} onClick={() => link && page.send({ type: 'copy.request', subject: 'link', text: link })}>
            <Trans>Copy link</Trans>
          </button>
          {canShare && link ? (
            <button type="button" className="button button-secondary" onClick={() => page.send({ type: 'share.request', url: link })}>
              <Trans>Share link</Trans>
            </button>
          ) : null}
        </div>
      </div>
      <div className="referral-card">
        <h3>
          <Trans>Invitation code</Trans>
        </h3>
        <p>
          <Trans>Your friend installs the app, logs in and enters your code within {hours} hours of installing.</Trans>
        </p>
        {code ? (
          <p>
            <span className="muted">
              <Trans>Your code:</Trans>
            </span>{' '}
            <span className="referral-code">{code}</span>
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="button" disabled={!code} onClick={() => code && page.send({ type: 'copy.request', subject: 'code', text: code })}>
            <Trans>Copy code</Trans>
          </button>
        </div>
      </div>
      <div className="referral-card">
        <h3>
          <Trans>Share a file</Trans>
        </h3>
        <p>
          <Trans>
            Share a file from your drive. Your friend creates an account and saves the file within {fileHours} hours; the install reward also needs the app installed within {fileHours} hours of creating the account.
          </Trans>
        </p>
        <div className="actions">
          {inApp ? (
            <button type="button" className="button" onClick={() => page.send({ type: 'drive.open' })}>
              <Trans>Choose a file to share</Trans>
            </button>
          ) : (
            <a className="button" href={config.webDriveUrl} rel="noopener" onClick={() => page.send({ type: 'drive.open' })}>
              <Trans>Open the web drive to share a file</Trans>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
