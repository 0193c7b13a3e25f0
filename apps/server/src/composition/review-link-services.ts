import type { Config } from '../config/index.ts';
import type { MediaAccess } from '../media/media-access.ts';
import type { ApprovalService } from '../modules/approvals/approval.service.ts';
import type { CommentService } from '../modules/comments/comment.service.ts';
import { ReviewPassphraseLimits } from '../modules/rate-limit/review-passphrase-limits.ts';
import { PublicReviewService } from '../modules/reviews/public-review.service.ts';
import { ReviewGuestAccess } from '../modules/reviews/review-guest-access.ts';
import { ReviewLinkService } from '../modules/reviews/review-link.service.ts';
import { ReviewMedia } from '../modules/reviews/review-media.ts';
import type { ScenarioAccess } from '../modules/scenarios/scenario.policy.ts';
import type { ShotVersionService } from '../modules/shots/shot-version.service.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';

export type ReviewLinkConfig = Pick<Config, 'PUBLIC_URL' | 'RATE_LIMIT_AUTH_ACCOUNT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS'>;

/** What review links use of the rest: access to episodes, media signing, and the comments, approvals and takes. */
export interface ReviewLinkServicesDeps {
  scenarioAccess: ScenarioAccess;
  mediaAccess: MediaAccess;
  comments: CommentService;
  approvals: ApprovalService;
  shotVersions: ShotVersionService;
}

/**
 * Review links: the members' side (create, list, revoke), the guests' door and page, and the link-scoped media.
 * Wrong passphrases are limited per (address, link) like wrong passwords per (address, account).
 */
export function createReviewLinkServices(
  config: ReviewLinkConfig,
  infra: Infrastructure,
  repos: Repositories,
  deps: ReviewLinkServicesDeps,
) {
  const reviewMedia = new ReviewMedia({ mediaAccess: deps.mediaAccess, reviews: repos.reviewLinks });
  const limits = new ReviewPassphraseLimits({
    store: infra.rateLimits.strict,
    settings: {
      failureMax: config.RATE_LIMIT_AUTH_ACCOUNT_MAX,
      windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
  });
  return {
    reviews: new ReviewLinkService({
      reviews: repos.reviewLinks,
      access: deps.scenarioAccess,
      events: infra.events,
      publicUrl: config.PUBLIC_URL,
    }),
    publicReviews: new PublicReviewService({
      access: new ReviewGuestAccess({ reviews: repos.reviewLinks, limits }),
      reviews: repos.reviewLinks,
      media: reviewMedia,
      shots: repos.shots,
      voiceClips: repos.voiceClips,
      exports: repos.shares,
      versions: deps.shotVersions,
      comments: deps.comments,
      approvals: deps.approvals,
    }),
    reviewMedia,
  };
}
