import { Trans } from '@lingui/react/macro';
import { Send, Undo2 } from 'lucide-react';
import { PIKPAK_BOT_URL } from '../../../machines/channel-subscription/channel-page.view';
import { useExternalHref } from '../../shell/external-href';
import { Button } from '../../ui/button';

/** The PikPak bot in Telegram (PIKPAK_BOT_URL), through the external-address checks; nothing when refused. */
export function OpenBot({ block = true, variant = 'primary' }: { block?: boolean; variant?: 'primary' | 'secondary' }) {
  const { href, inApp } = useExternalHref(PIKPAK_BOT_URL);
  if (href === null) return null;
  const icon = <Send className="icon-directional" aria-hidden="true" />;
  return inApp ? (
    <Button block={block} variant={variant} icon={icon} href={href}>
      <Trans>Open the PikPak bot</Trans>
    </Button>
  ) : (
    <Button block={block} variant={variant} icon={icon} href={href} target="_blank" rel="noopener">
      <Trans>Open the PikPak bot</Trans>
    </Button>
  );
}

/** Undo: puts the channel back as it was (one request, nothing asked); busy while it runs. */
export function UndoButton({ busy, onUndo }: { busy: boolean; onUndo: () => void }) {
  return (
    <Button variant="secondary" busy={busy} icon={<Undo2 className="icon-directional" aria-hidden="true" />} onClick={onUndo}>
      <Trans comment="Puts the channel back as it was: subscribes again after a cancel, cancels again after a subscribe.">Undo</Trans>
    </Button>
  );
}
