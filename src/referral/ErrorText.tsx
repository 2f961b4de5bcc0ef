import { Trans } from '@lingui/react/macro';
import type { ReferralError } from '../../machines/referral-errors';

/** A failed referral call, in the user's language. */
export function ErrorText({ error }: { error: ReferralError | null }) {
  switch (error) {
    case 'network':
      return <Trans>You seem to be offline. Check your connection and try again.</Trans>;
    case 'timeout':
      return <Trans>The server took too long to answer. Try again.</Trans>;
    case 'unauthenticated':
      return <Trans>Your login has expired. Log in again in the PikPak app, then reopen this page.</Trans>;
    case 'bad-response':
      return <Trans>We received an answer we could not read. Try again later.</Trans>;
    case 'server':
    case 'not-found':
      return <Trans>Something went wrong on our side. Try again later.</Trans>;
    default:
      return <Trans>Something went wrong. Try again.</Trans>;
  }
}
