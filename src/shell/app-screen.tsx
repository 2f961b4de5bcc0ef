import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { LogIn, ShieldCheck } from 'lucide-react';
import { selectAppScreenStatus, type AppScreen } from '../../machines/core/app-screen.machine';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { useAppScreen } from './shell-wiring';

/**
 * In the app, the way on for a reader who must log in (or confirm it is them): one primary
 * button that asks the app to show that screen (the bridge's `sendAction`). SessionGate reads
 * the session again when the reader comes back, so the page moves on by itself, with the
 * code from the link still in its address. When the app does not acknowledge, the page says
 * how to get there by hand, and the button stays to ask again. A reader whose login expired is
 * the same reader once back: the page stays as it is (what was typed is kept), and with
 * `onBack` (the page's retry of the call answered 401) the page reads the session again and
 * carries the call on by itself; `then` says what to tap again where it cannot (`redeem`).
 */
export function AppScreenAction({ screen, then, onBack }: { screen: AppScreen; then?: 'redeem'; onBack?: () => void }) {
  const { actor } = useAppScreen(screen, onBack);
  const status = useSelector(actor, selectAppScreenStatus);
  return (
    <div className="app-screen-action">
      <Button
        block
        busy={status === 'asking'}
        icon={screen === 'login' ? <LogIn className="icon-directional" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        onClick={() => actor.send({ type: 'screen.open' })}
      >
        {screen === 'login' ? <Trans>Log in</Trans> : <Trans>Confirm it’s you</Trans>}
      </Button>
      <div aria-live="polite">
        {status === 'asked' ? (
          <p className="hint">
            {screen === 'login' && then === 'redeem' ? (
              <Trans>Finish logging in, then come back and redeem the code again.</Trans>
            ) : screen === 'login' ? (
              <Trans>Finish logging in, then come back to this page: it updates by itself.</Trans>
            ) : (
              <Trans>Finish the check in the app, then come back: your code is redeemed by itself.</Trans>
            )}
          </p>
        ) : null}
      </div>
      {status === 'unavailable' ? (
        <Banner severity="info" title={<Trans>The app didn’t open that screen</Trans>}>
          <p>
            {screen === 'login' ? (
              <Trans>Open the Me tab in the app and tap Log in, then come back to this page.</Trans>
            ) : (
              <Trans>Open the Me tab in the app, check your account’s email or phone number, then come back and redeem the code again.</Trans>
            )}
          </p>
        </Banner>
      ) : null}
    </div>
  );
}
