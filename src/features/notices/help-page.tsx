import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useServices } from '../../ui/services-context';
import { TELEGRAM_BOT_URL } from './constants';
import { ExternalLink } from './links';
import { useNotice } from './notice-context';
import { NoticeLayout } from './notice-layout';

/** A web-drive link that the framing web drive turns into its "add a link" dialog. */
const CREATE_TASK_LINK = '/drive?action=create_task';
/** The ways below, one section each; the introduction states how many there are. */
const WAYS = ['way-copy', 'way-share', 'way-telegram', 'way-upload', 'way-web'] as const;

/** /help (§2.1): the five ways to get files in. Framed by the web drive, "Add a link" asks it to. */
export function HelpPage() {
  const { t } = useLingui();
  const { bridge, config, frame } = useServices();
  const inApp = bridge.kind !== 'absent';
  // Framed by the web drive, the page is already in it: no need to open it again.
  const inWebDrive = frame.connected;
  const wayCount = WAYS.length;
  return (
    <NoticeLayout title={t`How to get files into PikPak`}>
      <p>
        <Plural
          value={wayCount}
          one="There is # way to save files, links and magnet links to your cloud drive."
          other="There are # ways to save files, links and magnet links to your cloud drive. Pick the one that suits you."
        />
      </p>

      <section className="notice-way" aria-labelledby={WAYS[0]}>
        <h2 id={WAYS[0]}>
          <Trans>Copy a link</Trans>
        </h2>
        <ol className="steps">
          <li>
            <Trans>Copy a web link or magnet link in any app.</Trans>
          </li>
          <li>
            <Trans>Open PikPak. It notices the copied link and offers to save it.</Trans>
          </li>
          <li>
            <Trans>Tap Save. The file is downloaded straight to your cloud drive.</Trans>
          </li>
        </ol>
        {inWebDrive ? (
          <div className="actions">
            <a className="button" href={CREATE_TASK_LINK}>
              <Trans>Add a link</Trans>
            </a>
          </div>
        ) : null}
      </section>

      <section className="notice-way" aria-labelledby={WAYS[1]}>
        <h2 id={WAYS[1]}>
          <Trans>Share from another app</Trans>
        </h2>
        <ol className="steps">
          <li>
            <Trans>In another app, tap Share on a link, photo, video or file.</Trans>
          </li>
          <li>
            <Trans>Choose PikPak in the system share sheet.</Trans>
          </li>
          <li>
            <Trans>Confirm, and it is saved to your cloud drive.</Trans>
          </li>
        </ol>
      </section>

      <section className="notice-way" aria-labelledby={WAYS[2]}>
        <h2 id={WAYS[2]}>
          <Trans>Send it to our Telegram bot</Trans>
        </h2>
        <ol className="steps">
          <li>
            <Trans>Open the PikPak bot in Telegram and link it to your PikPak account.</Trans>
          </li>
          <li>
            <Trans>Send or forward files, links or magnet links to the bot.</Trans>
          </li>
          <li>
            <Trans>The bot saves them to your cloud drive.</Trans>
          </li>
        </ol>
        <div className="actions">
          <ExternalLink url={TELEGRAM_BOT_URL} className="button">
            <Trans>Open the Telegram bot</Trans>
          </ExternalLink>
        </div>
      </section>

      <section className="notice-way" aria-labelledby={WAYS[3]}>
        <h2 id={WAYS[3]}>
          <Trans>Upload from your device</Trans>
        </h2>
        <ol className="steps">
          <li>
            <Trans>In the app, open your files and tap the add button.</Trans>
          </li>
          <li>
            <Trans>Choose Upload and pick photos, videos or files from your device.</Trans>
          </li>
        </ol>
        {inApp ? <GoToFiles /> : null}
      </section>

      <section className="notice-way" aria-labelledby={WAYS[4]}>
        <h2 id={WAYS[4]}>
          <Trans>Use the web drive</Trans>
        </h2>
        <ol className="steps">
          <li>
            <Trans>Open the web drive in your browser and log in.</Trans>
          </li>
          <li>
            <Trans>Drag files into the window to upload them, or paste a link to save it.</Trans>
          </li>
        </ol>
        {inWebDrive ? null : (
          <div className="actions">
            <a className="button" href={config.webDriveUrl} target="_blank" rel="noopener">
              <Trans>Open the web drive</Trans>
            </a>
          </div>
        )}
      </section>
    </NoticeLayout>
  );
}

/** In the app: back to the reader's files, where the add button is (the notice machine asks the app). */
function GoToFiles() {
  const { notice } = useNotice();
  return (
    <div className="actions">
      <button type="button" className="button" onClick={() => notice.send({ type: 'files.open' })}>
        <Trans>Go to my files</Trans>
      </button>
    </div>
  );
}
