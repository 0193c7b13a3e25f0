import { REVIEW_MESSAGES, type PublicReview } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/errors';
import { fetchPublicReview, reviewKeys } from '../api/reviewApi';

/** Why the page asks for the passphrase: none given yet, a wrong one, or too many wrong ones for now. */
export type PassphraseReason = 'required' | 'wrong' | 'rateLimited';

export type ReviewLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; review: PublicReview }
  | { kind: 'gone' }
  | { kind: 'passphrase'; reason: PassphraseReason }
  | { kind: 'error'; error: Error };

/** What a failed call of the link says about the link itself; null for any other failure. */
export function linkFailure(
  error: unknown,
): { kind: 'gone' } | { kind: 'passphrase'; reason: PassphraseReason } | null {
  if (!(error instanceof ApiError)) return null;
  // 422: a token that cannot be one is as gone as a revoked link.
  if (error.status === 404 || error.status === 422) return { kind: 'gone' };
  if (error.status === 429) return { kind: 'passphrase', reason: 'rateLimited' };
  if (error.status === 401) {
    return {
      kind: 'passphrase',
      reason: error.serverMessage === REVIEW_MESSAGES.wrongPassphrase ? 'wrong' : 'required',
    };
  }
  return null;
}

/**
 * The review behind a link and the state the page is in. A link that fails after it loaded (revoked, expired)
 * says so over what was shown; any other failure of a reload keeps what was shown.
 */
export function usePublicReview(token: string) {
  const query = useQuery({
    queryKey: reviewKeys.detail(token),
    queryFn: () => fetchPublicReview(token),
    enabled: token.length > 0,
  });
  const failure = query.error ? linkFailure(query.error) : null;
  let load: ReviewLoad;
  if (token.length === 0 || failure?.kind === 'gone') load = { kind: 'gone' };
  else if (failure?.kind === 'passphrase') load = failure;
  else if (query.data) load = { kind: 'ready', review: query.data };
  else if (query.error) load = { kind: 'error', error: query.error };
  else load = { kind: 'loading' };
  return { load, isFetching: query.isFetching, refetch: query.refetch };
}
