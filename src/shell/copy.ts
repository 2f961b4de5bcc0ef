import { fromPromise } from 'xstate';
import { copyMachine } from '../../machines/core/copy.machine';
import { BridgeError, valueOf } from '../../protocol/bridge/errors';
import type { Services } from '../services';
import { isInApp } from '../../machines/core/host';

/**
 * The shared copy machine with its clipboard: the app's clipboard call inside the app, the
 * browser's clipboard elsewhere. Rejects when neither could copy, so the page says so.
 */
export function copyWith(services: Pick<Services, 'bridge'>) {
  return copyMachine.provide({
    actors: {
      writeClipboard: fromPromise<void, { text: string }>(async ({ input }) => {
        if (isInApp(services.bridge.kind)) {
          const reply = valueOf('copyToClipboard', await services.bridge.call('copyToClipboard', { text: input.text }));
          if (!reply.success) throw new BridgeError('copyToClipboard', 'bad-reply');
          return;
        }
        if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(input.text);
      }),
    },
  });
}
