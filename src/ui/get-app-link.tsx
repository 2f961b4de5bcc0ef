import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AppMark } from './page-illustrations';

/**
 * "Get the PikPak app": a full-width button-shaped link to /toapp, for a reader outside the
 * app where a page's action needs it. Its mark is the app's own (`AppMark`), the one icon of
 * every "get the app" action (the download page, the offer notices, the invited page).
 */
export function GetAppLink() {
  return (
    <Link to="/toapp" className="button button-block">
      <AppMark />
      <span>
        <Trans>Get the PikPak app</Trans>
      </span>
    </Link>
  );
}
