import { Trans } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import { Button, type ButtonVariant } from '../ui/button';
import { useServices } from './services-context';

/**
 * "Open the PikPak app": the app's own link (or `href`, a deep link to one of its screens), the
 * way on in a browser where only the app can log the reader in. The one such button of the site.
 */
export function OpenAppButton({ variant = 'primary', href }: { variant?: ButtonVariant; href?: string }) {
  const { deepLinkBase } = useServices().config;
  return (
    <Button block variant={variant} icon={<Smartphone aria-hidden="true" />} href={href ?? deepLinkBase}>
      <Trans>Open the PikPak app</Trans>
    </Button>
  );
}
