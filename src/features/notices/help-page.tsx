import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ExternalLink as ExternalLinkIcon, FolderOpen, Link as LinkIcon, Send } from 'lucide-react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { UploadIllustration } from '../../ui/page-illustrations';
import { Steps } from '../../ui/steps';
import { TELEGRAM_BOT_URL } from './constants';
import { ExternalButton } from '../../shell/notice/links';
import { noticeControlProps } from '../../shell/notice/intercept';
import { useServices } from '../../shell/services-context';
import { When } from '../../shell/static/when';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** A web-drive link that the framing web drive turns into its "add a link" dialog. */
const CREATE_TASK_LINK = '/drive?action=create_task';

/** /help (§2.1): the five ways to get files in. Framed by the web drive, "Add a link" asks it to. */
export function HelpPage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`How to get files into PikPak`} illustration={<UploadIllustration size="sm" />}>
      <Ways />
    </NoticeLayout>
  );
}

function Ways() {
  const { webDriveUrl } = useServices().config;
  // One card each; the introduction states how many there are.
  const ways: { id: string; title: ReactNode; steps: ReactNode[]; action?: ReactNode }[] = [
    {
      id: 'copy',
      title: <Trans>Copy a link</Trans>,
      steps: [
        <Trans>Copy a web link or magnet link in any app.</Trans>,
        <Trans>Open PikPak. It notices the copied link and offers to save it.</Trans>,
        <Trans>Tap Save. The file is downloaded straight to your cloud drive.</Trans>,
      ],
      action: (
        <When facts={['framed']}>
          <Button href={CREATE_TASK_LINK} icon={<LinkIcon aria-hidden="true" />}>
            <Trans>Add a link</Trans>
          </Button>
        </When>
      ),
    },
    {
      id: 'share',
      title: <Trans>Share from another app</Trans>,
      steps: [
        <Trans>In another app, tap Share on a link, photo, video or file.</Trans>,
        <Trans>Choose PikPak in the system share sheet.</Trans>,
        <Trans>Confirm, and it’s saved to your cloud drive.</Trans>,
      ],
    },
    {
      id: 'telegram',
      title: <Trans>Send it to our Telegram bot</Trans>,
      steps: [
        <Trans>Open the PikPak bot in Telegram and link it to your PikPak account.</Trans>,
        <Trans>Send or forward files, links or magnet links to the bot.</Trans>,
        <Trans>The bot saves them to your cloud drive.</Trans>,
      ],
      action: (
        <ExternalButton url={TELEGRAM_BOT_URL} variant="secondary" icon={<Send className="icon-directional" aria-hidden="true" />}>
          <Trans>Open the Telegram bot</Trans>
        </ExternalButton>
      ),
    },
    {
      id: 'upload',
      title: <Trans>Upload from your device</Trans>,
      steps: [
        <Trans>In the app, open your files and tap the add button.</Trans>,
        <Trans>Choose Upload and pick photos, videos or files from your device.</Trans>,
      ],
      action: (
        <When facts={['app']}>
          <GoToFiles />
        </When>
      ),
    },
    {
      id: 'web',
      title: <Trans>Use the web drive</Trans>,
      steps: [
        <Trans>Open the web drive in your browser and log in.</Trans>,
        <Trans>Drag files into the window to upload them, or paste a link to save it.</Trans>,
      ],
      action: (
        <When facts={['unframed']}>
          <Button variant="secondary" href={webDriveUrl} target="_blank" rel="noopener" icon={<ExternalLinkIcon className="icon-directional" aria-hidden="true" />}>
            <Trans>Open the web drive</Trans>
          </Button>
        </When>
      ),
    },
  ];
  const wayCount = ways.length;
  return (
    <>
      <p>
        <Plural
          value={wayCount}
          one="There is # way to save files, links and magnet links to your cloud drive."
          other="There are # ways to save files, links and magnet links to your cloud drive. Pick the one that suits you."
        />
      </p>

      {ways.map((way) => (
        <Card key={way.id} title={way.title}>
          <Steps steps={way.steps} />
          {way.action}
        </Card>
      ))}
    </>
  );
}

/** In the app: back to the reader's files, where the add button is (the notice machine asks the app). */
function GoToFiles() {
  return (
    <Button variant="secondary" icon={<FolderOpen aria-hidden="true" />} {...noticeControlProps('files.open')}>
      <Trans>Go to my files</Trans>
    </Button>
  );
}
