import { Trans } from '@lingui/react/macro';
import { FolderOpen, Globe } from 'lucide-react';
import { Button } from './button';
import { useServices } from './services-context';

/**
 * The shell pages' way on (/403, not found): inside the app, back to the reader's files (the
 * caller's event to its notice machine); in a browser, on to the web drive.
 */
export function WayOn({ onBackToFiles }: { onBackToFiles: () => void }) {
  const { bridge, config } = useServices();
  return (
    <div className="actions">
      {bridge.kind !== 'absent' ? (
        <Button icon={<FolderOpen aria-hidden="true" />} onClick={onBackToFiles}>
          <Trans>Back to my files</Trans>
        </Button>
      ) : (
        <Button href={config.webDriveUrl} rel="noopener" icon={<Globe aria-hidden="true" />}>
          <Trans>Go to the web drive</Trans>
        </Button>
      )}
    </div>
  );
}
