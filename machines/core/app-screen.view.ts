import { selectAppScreenStatus, type AppScreen, type AppScreenSnapshot } from './app-screen.machine';

/**
 * The app-screen action's view model (src/shell/app-screen.tsx): the button for the screen
 * asked for, the hint once the app has opened it (what to do when back), and what to do by
 * hand when the app did not open it.
 */
export interface AppScreenView {
  /** The button: Log in, or Confirm it's you (verification). */
  button: 'log-in' | 'confirm';
  busy: boolean;
  /** Once asked: back from logging in the page updates by itself, or the code is to be redeemed again; back from the check, it is redeemed by itself. */
  hint: 'login-updates' | 'login-redeem' | 'verification' | null;
  /** The app did not open the screen: the way there by hand. */
  byHand: 'login' | 'verification' | null;
}

export function appScreenViewOf(snapshot: AppScreenSnapshot, screen: AppScreen, then?: 'redeem'): AppScreenView {
  const status = selectAppScreenStatus(snapshot);
  const login = screen === 'login';
  return {
    button: login ? 'log-in' : 'confirm',
    busy: status === 'asking',
    hint: status !== 'asked' ? null : !login ? 'verification' : then === 'redeem' ? 'login-redeem' : 'login-updates',
    byHand: status === 'unavailable' ? screen : null,
  };
}
