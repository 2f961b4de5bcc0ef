import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from './page';

export function NotFound() {
  const { t } = useLingui();
  return (
    <Page title={t`Page not found`}>
      <p>
        <Trans>The address you opened does not exist on this site. It may have been mistyped, or the page may have moved.</Trans>
      </p>
      <p>
        <Trans>Open the page again from the app.</Trans>
      </p>
    </Page>
  );
}
