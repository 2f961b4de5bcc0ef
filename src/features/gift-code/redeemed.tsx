import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DoneAction } from '../../shell/done-action';
import { Button } from '../../ui/button';
import { SuccessPanel } from '../../ui/success-panel';
import { PopupDialog } from './popup-dialog';
import type { GiftResult } from './wiring';

/**
 * A redeemed code (design-system rule 9): the days added and the new end of Premium, in the
 * locale's date format; "Done" closes the page in the app, and the lesser way on is another
 * code. The server's popup, when it sent one, opens over the panel as a modal dialog, and
 * focus comes back to the panel when it closes.
 */
export function Redeemed({ result, onAgain }: { result: GiftResult; onAgain: () => void }) {
  const { i18n } = useLingui();
  const days = result.days;
  const until = result.expire ? i18n.date(new Date(result.expire), { dateStyle: 'long' }) : null;
  return (
    <>
      <SuccessPanel
        className="gift-result"
        title={<Plural value={days} one="# day of Premium added" other="# days of Premium added" />}
        done={<DoneAction />}
        secondary={
          <Button variant="secondary" block onClick={onAgain}>
            <Trans>Redeem another code</Trans>
          </Button>
        }
      >
        {until ? (
          <p>
            <Trans>Premium now runs until {until}.</Trans>
          </p>
        ) : null}
      </SuccessPanel>
      {result.popup ? <PopupDialog popup={result.popup} /> : null}
    </>
  );
}
