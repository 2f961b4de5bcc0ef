import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { List } from 'lucide-react';

/**
 * "Manage subscriptions": the page without a channel, the reader's list. Within the page
 * (the router), so the session and the fake backend's memory stay; the page starts afresh
 * for the new address (channel-subscription-page.tsx keys its content by the channel).
 */
export function ManageSubscriptionsLink() {
  return (
    <Link to="/bot-sub" search={{}} className="button button-secondary button-block">
      <List aria-hidden="true" />
      <span>
        <Trans>Manage subscriptions</Trans>
      </span>
    </Link>
  );
}
