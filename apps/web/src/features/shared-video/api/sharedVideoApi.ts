import type { PublicVideo } from '@sym/contracts';
import { callHttp } from '../../../lib/transport';

/**
 * The public video of a share link. Always over HTTP: a visitor with no session has no socket to ask, and the
 * operation needs no token (a stored one is sent but not required).
 */
export function fetchPublicVideo(shareId: string): Promise<PublicVideo> {
  return callHttp('share.public.get', { shareId });
}

export const sharedVideoKeys = {
  detail: (shareId: string) => ['shared-video', shareId] as const,
};
