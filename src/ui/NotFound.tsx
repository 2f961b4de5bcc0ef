import { Trans } from '@lingui/react/macro';
import { Page } from './Page';

export function NotFound() {
  return (
    <Page title={<Trans>Page not found</Trans>}>
      <p>
        <Trans>The address you opened does not exist on this site. It may have been mistyped, or the page may have moved.</Trans>
      </p>
      <p>
        <Trans>Open the page again from the app.</Trans>
      </p>
    </Page>
  );
}
