import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { isInApp } from './host';
import { useServices } from './services-context';
import { useWayOn } from './shell-wiring';

export interface DoneActionProps {
  /** Where "Done" goes in a browser (the web drive by default). */
  browserHref?: string;
  /** Its label there, when "Done" would not say where it goes. */
  browserLabel?: ReactNode;
}

/**
 * The one primary action of a completed task (SuccessPanel's `done`): in the app, "Done"
 * closes the page (`finishSelf`, the way-on machine's `page.done`); in a browser, a link on
 * (the web drive unless the page names another place).
 */
export function DoneAction({ browserHref, browserLabel }: DoneActionProps) {
  const { config } = useServices();
  const { actor: wayOn, host } = useWayOn();
  if (isInApp(host)) {
    return (
      <Button block onClick={() => wayOn.send({ type: 'page.done' })}>
        <Trans>Done</Trans>
      </Button>
    );
  }
  return (
    <Button block href={browserHref ?? config.webDriveUrl} rel="noopener">
      {browserLabel ?? <Trans>Go to the web drive</Trans>}
    </Button>
  );
}
