import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * "Get the PikPak app": a full-width button-shaped link to /toapp, for a reader outside the
 * app where a page's action needs it. `icon` replaces the download mark.
 */
export function GetAppLink({ icon }: { icon?: ReactNode }) {
  return (
    <Link to="/toapp" className="button button-block">
      {icon ?? <Download aria-hidden="true" />}
      <span>
        <Trans>Get the PikPak app</Trans>
      </span>
    </Link>
  );
}
