import { Trans } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import { Button, type ButtonVariant } from '../ui/button';
import { useServices } from './services-context';

/** "Open the PikPak app": the app's own link, the way on in a browser where only the app can log the reader in. */
export function OpenAppButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { deepLinkBase } = useServices().config;
  return (
    <Button block variant={variant} icon={<Smartphone aria-hidden="true" />} href={deepLinkBase}>
      <Trans>Open the PikPak app</Trans>
    </Button>
  );
}
