/**
 * What went wrong with a referral call, as a code the views translate. Machines cannot import
 * the protocol layer, so this reads the ApiError's public fields (`kind`, `status`) by shape.
 */
export type ReferralError = 'network' | 'timeout' | 'server' | 'bad-response' | 'unauthenticated' | 'not-found' | 'unknown';

const KINDS = new Set(['network', 'timeout', 'server', 'bad-response']);

export function referralErrorOf(error: unknown): ReferralError {
  if (!error || typeof error !== 'object' || !('kind' in error) || typeof error.kind !== 'string' || !KINDS.has(error.kind)) {
    return 'unknown';
  }
  const status = 'status' in error ? error.status : null;
  if (error.kind === 'server' && status === 401) return 'unauthenticated';
  if (error.kind === 'server' && status === 404) return 'not-found';
  return error.kind as ReferralError;
}
