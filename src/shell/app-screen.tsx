import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { LogIn, ShieldCheck } from 'lucide-react';
import type { AppScreen } from '../../machines/core/app-screen.machine';
import { appScreenViewOf, type AppScreenView } from '../../machines/core/app-screen.view';
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
  const view = useSelector(actor, (snapshot) => appScreenViewOf(snapshot, screen, then), sameView);
  return (
    <div className="app-screen-action">
      <Button
        block
        busy={view.busy}
        icon={view.button === 'log-in' ? <LogIn className="icon-directional" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        onClick={() => actor.send({ type: 'screen.open' })}
      >
        {view.button === 'log-in' ? <Trans>Log in</Trans> : <Trans>Confirm it’s you</Trans>}
      </Button>
      <div aria-live="polite">{view.hint ? <p className="hint">{hintOf(view.hint)}</p> : null}</div>
      {view.byHand ? (
        <Banner severity="info" title={<Trans>The app didn’t open that screen</Trans>}>
          <p>
            {view.byHand === 'login' ? (
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

const sameView = (a: AppScreenView, b: AppScreenView) => a.button === b.button && a.busy === b.busy && a.hint === b.hint && a.byHand === b.byHand;

function hintOf(hint: NonNullable<AppScreenView['hint']>) {
  switch (hint) {
    case 'login-redeem':
      return <Trans>Finish logging in, then come back and redeem the code again.</Trans>;
    case 'login-updates':
      return <Trans>Finish logging in, then come back to this page: it updates by itself.</Trans>;
    case 'verification':
      return <Trans>Finish the check in the app, then come back: your code is redeemed by itself.</Trans>;
  }
}
