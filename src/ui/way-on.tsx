import { Trans } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { FolderOpen, Globe } from 'lucide-react';
import { useMemo } from 'react';
import { wayOnMachine } from '../../machines/way-on.machine';
import { Button } from './button';
import { useServices } from './services-context';

/**
 * The shell pages' way on (/403, not found): inside the app, back to the reader's files (the
 * way-on machine's action, provided here); in a browser, on to the web drive.
 */
export function WayOn() {
  const { bridge, config } = useServices();
  const machine = useMemo(() => wayOnMachine.provide({ actions: { backToFiles: () => void bridge.call('backToFilePage') } }), [bridge]);
  const wayOn = useActorRef(machine);
  return (
    <div className="actions">
      {bridge.kind !== 'absent' ? (
        <Button icon={<FolderOpen aria-hidden="true" />} onClick={() => wayOn.send({ type: 'files.open' })}>
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
