import { isMediaPath, MEDIA_PATH_PREFIX, REVIEW_MESSAGES } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { reviewScopeOf, type MediaAccess } from '../../media/media-access.ts';
import type { ReviewLinkRepository } from './review-link.repository.ts';

/** The query of a review-scoped media address, as GET /media/:key receives it. */
export interface ReviewMediaQuery {
  review: string;
  exp: unknown;
  sig: unknown;
  /** `1`: the guest saves the file (an attachment); only on a link that allows downloads. */
  download: unknown;
}

export interface ReviewMediaDeps {
  mediaAccess: Pick<MediaAccess, 'reviewAddress' | 'checkSignature'>;
  reviews: Pick<ReviewLinkRepository, 'findLive'>;
}

const OUTSIDE_URL = /^https?:\/\//i;

/**
 * The media of a review link's guests. Their answers never carry the members' signed addresses: each stored file
 * is addressed in the link's own scope (`/media/<key>?review=<id>&exp=…&sig=…`), which GET /media/:key answers only
 * while the link is live, asked on every request (no cache), so revoking or expiring the link stops its media at
 * once. Downloading (`&download=1`) is refused with 403 on a link that does not allow it; streaming still plays.
 */
export class ReviewMedia {
  constructor(private readonly deps: ReviewMediaDeps) {}

  /**
   * The guests' address of a stored path (`/media/<key>`); an outside http(s) address is public anyway and stays
   * as it is; anything else is not shown (null).
   */
  addressOf(url: string | null | undefined, reviewId: string): string | null {
    if (!url) return null;
    if (isMediaPath(url)) return this.keyAddress(url.slice(MEDIA_PATH_PREFIX.length), reviewId);
    return OUTSIDE_URL.test(url) ? url : null;
  }

  /** The guests' address of a stored key. */
  keyAddress(key: string, reviewId: string): string {
    return this.deps.mediaAccess.reviewAddress(key, reviewId);
  }

  /**
   * Whether a review-scoped address may be served: its signature is the link's and unexpired, and the link is
   * live; then whether it is served as an attachment. Undefined: not found (whatever the reason).
   */
  async check(key: string, query: ReviewMediaQuery): Promise<{ attachment: boolean } | undefined> {
    const signature = this.deps.mediaAccess.checkSignature(key, query.exp, query.sig, 0, reviewScopeOf(query.review));
    if (!signature.valid) return undefined;
    const review = await this.deps.reviews.findLive(query.review);
    if (!review) return undefined;
    const attachment = query.download === '1';
    if (attachment && !review.allowDownload) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.downloadNotAllowed);
    return { attachment };
  }
}
