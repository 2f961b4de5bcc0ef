import { Trans } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { wayOnMachine } from '../../machines/way-on.machine';
import { isInApp, useHost } from './host';
import { useHydrated } from './hydrated';
import { useServices } from './services-context';
import type { NoticeControl } from './notice/intercept';
import { useStaticRender } from '../ui/static-render';
import { When } from './static/when';

/**
 * The shell pages' way on (/403, not found): inside the app, back to the reader's files (the
 * way-on machine's action, provided here); in a browser, on to the web drive. The design
 * system's button classes without <Button>: the shell ships no icon code (the /403 budget).
 */
export function WayOn() {
  const { bridge, config } = useServices();
  const machine = useMemo(() => wayOnMachine.provide({ actions: { backToFiles: () => void bridge.call('backToFilePage') } }), [bridge]);
  const wayOn = useActorRef(machine);
  const host = useHost();
  // The server cannot know whether the app is reading: the way on keeps its place, unseen,
  // until the page is hydrated.
  const hydrated = useHydrated();
  // A text page (/403, not found) is never hydrated: both ways are in its HTML, and the page's
  // CSS shows the one for its host from the first paint (src/shell/static/when.tsx).
  if (useStaticRender()) {
    return (
      <div className="actions">
        <When facts={['app']} active={false}>
          <button type="button" className="button" data-notice-event={'files.open' satisfies NoticeControl}>
            <Trans>Back to my files</Trans>
          </button>
        </When>
        <When facts={['browser']} active={false}>
          <a className="button" href={config.webDriveUrl} rel="noopener">
            <Trans>Go to the web drive</Trans>
          </a>
        </When>
      </div>
    );
  }
  return (
    <div className="actions">
      {!hydrated ? (
        <span className="button way-on-pending" aria-hidden="true">
          &nbsp;
        </span>
      ) : isInApp(host) ? (
        <button type="button" className="button" onClick={() => wayOn.send({ type: 'files.open' })}>
          <Trans>Back to my files</Trans>
        </button>
      ) : (
        <a className="button" href={config.webDriveUrl} rel="noopener">
          <Trans>Go to the web drive</Trans>
        </a>
      )}
    </div>
  );
}
