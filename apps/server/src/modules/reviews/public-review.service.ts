import type {
  Approval,
  PublicApprovalInput,
  PublicCommentInput,
  PublicReview,
  PublicReviewInput,
  ReviewComment,
} from '@sym/contracts';
import type { ApprovalService } from '../approvals/approval.service.ts';
import type { CommentService } from '../comments/comment.service.ts';
import type { ReviewActor } from '../comments/review-actor.ts';
import type { ShareRepository } from '../shares/share.repository.ts';
import type { ShotVersionService } from '../shots/shot-version.service.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';
import type { VoiceClipRepository } from '../timeline/voice-clip.repository.ts';
import { presentPublicReview } from './public-review.presenter.ts';
import type { GuestKey, ReviewGuestAccess } from './review-guest-access.ts';
import type { LiveReview, ReviewLinkRepository } from './review-link.repository.ts';
import type { ReviewMedia } from './review-media.ts';

export interface PublicReviewServiceDeps {
  access: ReviewGuestAccess;
  reviews: Pick<ReviewLinkRepository, 'liveIdsAmong'>;
  media: ReviewMedia;
  shots: Pick<ShotRepository, 'listByScenario'>;
  voiceClips: Pick<VoiceClipRepository, 'listByScenario'>;
  /** The episode's newest completed export (read-only, as shares read it). */
  exports: Pick<ShareRepository, 'newestCompletedExport'>;
  versions: Pick<ShotVersionService, 'currentVersions'>;
  comments: Pick<CommentService, 'create' | 'listOpenForReview'>;
  approvals: Pick<ApprovalService, 'set' | 'summary'>;
}

/** The guest's own name, and the link as the author of what they write (a guest has no user id). */
const guestOf = (live: LiveReview, guestName: string): ReviewActor => ({
  kind: 'guest',
  name: guestName,
  reviewId: live.review.id,
});

/**
 * What a review link shows and takes from a guest, with no account: its page (storyboard, player, open comments,
 * approvals), a comment, an approval. Every call goes through the link's door (ReviewGuestAccess): a link that is
 * not live is 404, a missing or wrong passphrase 401 (429 after too many wrong ones from one address).
 */
export class PublicReviewService {
  constructor(private readonly deps: PublicReviewServiceDeps) {}

  async get(input: PublicReviewInput, ip: string | null): Promise<PublicReview> {
    const live = await this.deps.access.open({ token: input.token, passphrase: input.passphrase, ip });
    const scenarioId = live.scenario.id;
    const shots = await this.deps.shots.listByScenario(scenarioId);
    const [voiceClips, versions, video, comments, approvals] = await Promise.all([
      this.deps.voiceClips.listByScenario(scenarioId),
      this.deps.versions.currentVersions(
        scenarioId,
        shots.map((shot) => shot.id),
      ),
      this.deps.exports.newestCompletedExport(scenarioId),
      this.deps.comments.listOpenForReview(scenarioId),
      this.deps.approvals.summary(scenarioId),
    ]);
    return presentPublicReview(live, { shots, voiceClips, versions, video, comments, approvals }, this.deps.media);
  }

  /** A guest's comment (or reply) through the link; it reaches members and the review room at once. */
  async comment(input: PublicCommentInput, ip: string | null): Promise<ReviewComment> {
    const { token, passphrase, guestName, ...fields } = input;
    const live = await this.deps.access.open({ token, passphrase, ip });
    return this.deps.comments.create(guestOf(live, guestName), live.scenario, fields);
  }

  /** A guest approves or requests changes on a shot or the whole episode, through the link. */
  async approve(input: PublicApprovalInput, ip: string | null): Promise<Approval> {
    const { token, passphrase, guestName, ...fields } = input;
    const live = await this.deps.access.open({ token, passphrase, ip });
    return this.deps.approvals.set(guestOf(live, guestName), live.scenario, fields);
  }

  /** The link a review page's socket joins the room through: the same door as the page (404, 401, 429). */
  async enter(key: GuestKey): Promise<{ reviewId: string; scenarioId: string }> {
    const live = await this.deps.access.open(key);
    return { reviewId: live.review.id, scenarioId: live.scenario.id };
  }

  /** Which of these links are still live (a socket stays in a review room while one it came through is). */
  liveAmong(reviewIds: readonly string[]): Promise<Set<string>> {
    return this.deps.reviews.liveIdsAmong(reviewIds);
  }
}
