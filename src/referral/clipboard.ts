import type { Services } from '../services';

/**
 * Copies text: through the app's clipboard call inside the app, through the browser clipboard
 * elsewhere. Rejects when neither could copy, so the page can say so.
 */
export async function copyToClipboard(services: Pick<Services, 'bridge'>, text: string): Promise<void> {
  if (services.bridge.kind !== 'absent') {
    const result = await services.bridge.call('copyToClipboard', { text });
    if (result.status === 'ok' && result.value.success) return;
    throw new Error(`app clipboard: ${result.status}`);
  }
  if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}
