import { ErrorCode } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/errors';
import { fetchPublicVideo, sharedVideoKeys } from '../api/sharedVideoApi';

/** Share ids are UUIDs; anything else cannot be a link, so it is not asked for. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The video behind a share link; `isNotFound` for an unknown, revoked or malformed link (422 and 404 alike). */
export function usePublicVideo(shareId: string | undefined) {
  const isValidId = Boolean(shareId && UUID.test(shareId));
  const query = useQuery({
    queryKey: sharedVideoKeys.detail(shareId ?? ''),
    queryFn: () => fetchPublicVideo(shareId ?? ''),
    enabled: isValidId,
  });
  const error = query.error;
  const isNotFound =
    !isValidId ||
    (error instanceof ApiError && (error.status === 404 || error.status === 422 || error.code === ErrorCode.NOT_FOUND));
  return { ...query, isNotFound, isLoading: isValidId && query.isPending };
}
