import { Trans } from '@lingui/react/macro';
import { OfferAction, UpdateSteps } from '../../shell/notice/links';

/** The terms shared by the fan-discount notices: official channels only, update if missing; then the offer's action. */
export function DiscountTerms() {
  return (
    <>
      <p>
        <Trans>The discount applies only in the official app and on the official website.</Trans>
      </p>
      <p>
        <Trans>
          If you don’t see it, update the app: go to <UpdateSteps />.
        </Trans>
      </p>
      <OfferAction />
    </>
  );
}
