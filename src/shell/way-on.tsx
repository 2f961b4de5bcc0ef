import { Trans } from '@lingui/react/macro';
import { isInApp } from './host';
import { useServices } from './services-context';
import { useWayOn } from './shell-wiring';
import type { NoticeControl } from './notice/intercept';
import { When } from './static/when';

/**
 * The shell pages' way on (/403, not found): inside the app, back to the reader's files (the
 * way-on machine's action, provided here; on a text page the text-page script sends the
 * notice machine the control's `files.open`); in a browser, on to the web drive. Both ways are
 * in the pre-rendered HTML, and the host fact shows one from the first paint (<When>). The
 * design system's button classes without <Button>: the shell ships no icon code.
 */
export function WayOn() {
  const { config } = useServices();
  const { actor: wayOn, host } = useWayOn();
  const inApp = isInApp(host);
  return (
    <div className="actions">
      <When facts={['app']} active={inApp}>
        <button type="button" className="button" data-notice-event={'files.open' satisfies NoticeControl} onClick={() => wayOn.send({ type: 'files.open' })}>
          <Trans>Back to my files</Trans>
        </button>
      </When>
      <When facts={['browser']} active={!inApp}>
        <a className="button" href={config.webDriveUrl} rel="noopener">
          <Trans>Go to the web drive</Trans>
        </a>
      </When>
    </div>
  );
}
