import type { ApprovalService } from '../modules/approvals/approval.service.ts';
import type { CommentService } from '../modules/comments/comment.service.ts';
import type { PublicReviewService } from '../modules/reviews/public-review.service.ts';
import type { ReviewLinkService } from '../modules/reviews/review-link.service.ts';
import type { ReviewMedia } from '../modules/reviews/review-media.ts';
import type { ShotVersionService } from '../modules/shots/shot-version.service.ts';

/** Review and approval (built in composition/review-services.ts). */
export interface ReviewServices {
  /** Comments of an episode by members and guests: threads, mentions, edits, resolving. */
  comments: CommentService;
  /** Verdicts on shots and episodes, and each shot's state ("approved on an earlier version"). */
  approvals: ApprovalService;
  /** A shot's takes, numbered, and "Use this take". */
  shotVersions: ShotVersionService;
  /** An episode's review links, as its members create, list and revoke them. */
  reviews: ReviewLinkService;
  /** What a review link shows and takes from a guest with no account, and its socket room's door. */
  publicReviews: PublicReviewService;
  /** Review-scoped media addresses: GET /media/:key answers them only while their link is live. */
  reviewMedia: ReviewMedia;
}
