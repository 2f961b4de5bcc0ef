import { fromPromise } from 'xstate';
import { noticeMachine } from '../../machines/notices/notice.machine';
import { valueOf } from '../../protocol/bridge/errors';
import { APP_ACTIONS } from '../../protocol/bridge/methods';
import { isFrameAction } from '../../protocol/frame/actions';
import type { Services } from '../services';

/**
 * The notice machine with the outward effects a reader asks for (§2.7, §7.2, §7.3), taken from the
 * app's services: a message to the framing web drive (only a known action, only to an
 * allowlisted parent: the messenger checks), an address in a new window, the app's file
 * page, and the app's own feedback page (the bridge's send action `open_feedback`; a call the
 * app does not acknowledge rejects with a BridgeError, and the page shows the steps instead).
 * Shared by the notice pages that hydrate and the text-page script (src/text-page.ts); no React
 * here, which the text-page script ships without.
 */
export function provideNoticeEffects(services: Pick<Services, 'frame' | 'bridge'>) {
  return noticeMachine.provide({
    actors: {
      openAppFeedback: fromPromise(async () => {
        valueOf('sendAction', await services.bridge.call('sendAction', { action: APP_ACTIONS.open_feedback }));
      }),
    },
    actions: {
      postToParent: (_, { message }) => {
        if (isFrameAction(message.action)) services.frame.post({ ...message, action: message.action });
      },
      openAddress: (_, { href }) => {
        window.open(href, '_blank', 'noopener');
      },
      backToFiles: () => {
        void services.bridge.call('backToFilePage');
      },
    },
  });
}
