import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundIllustration } from '../ui/illustrations';
import { Page } from './page';
import { WayOn } from './way-on';

/** Any other path (§2.1): an illustration, what happened, and the same way on as /403. */
export function NotFound() {
  const { t } = useLingui();
  return (
    <Page title={t`Page not found`} illustration={<NotFoundIllustration size="lg" />}>
      <p>
        <Trans>The address you opened doesn’t exist on this site. It may have been mistyped, or the page may have moved.</Trans>
      </p>
      <p>
        <Trans>Open the page again from the app.</Trans>
      </p>
      <WayOn />
    </Page>
  );
}
