import { fillRoutePath, OPERATION_CONTRACTS, type PublicVideo } from '@sym/contracts';
import { httpClient } from '../../../lib/transport';

const route = OPERATION_CONTRACTS['share.public.get'].http;

/**
 * The public video of a share link. Always over HTTP: a visitor with no session has no socket to ask, and the
 * operation needs no token (a stored one is sent but not required).
 */
export function fetchPublicVideo(shareId: string): Promise<PublicVideo> {
  return httpClient.request<PublicVideo>({ method: route.method, path: fillRoutePath(route.path, { shareId }).path });
}

export const sharedVideoKeys = {
  detail: (shareId: string) => ['shared-video', shareId] as const,
};
