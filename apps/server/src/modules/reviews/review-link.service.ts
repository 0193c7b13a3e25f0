import { randomBytes } from 'node:crypto';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewCreateInput,
  type ReviewLink,
  type ReviewRevokeInput,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword } from '../auth/password.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { presentReviewLink } from './review-link.presenter.ts';
import type { ReviewLinkRepository } from './review-link.repository.ts';

export interface ReviewLinkServiceDeps {
  reviews: ReviewLinkRepository;
  access: ScenarioAccess;
  events: DomainEvents;
  /** PUBLIC_URL: links are absolute. */
  publicUrl: string;
  /** Milliseconds since the epoch; Date.now by default. */
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const badExpiry = (message: string) => new AppError('VALIDATION_ERROR', message, [{ field: 'expiresAt', message }]);

/** The secret of a link: 24 random bytes, base64url (32 characters), unguessable. */
export const newReviewToken = (): string => randomBytes(24).toString('base64url');

/**
 * An episode's review links, as its members manage them: creating, revoking and listing them need the sharing
 * right (the owner and collaborators; in a team, its owners and admins: TEAM_RIGHTS); a visitor of a public
 * project or a team member with another role gets 403, anyone else the episode's 404.
 */
/** What the live events say of a link: which one, never its token. */
const noticeOf = (link: ReviewLink) => ({ id: link.id, scenarioId: link.scenarioId, revokedAt: link.revokedAt });

export class ReviewLinkService {
  constructor(private readonly deps: ReviewLinkServiceDeps) {}

  async create(actorId: string, input: ReviewCreateInput): Promise<ReviewLink> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'share');
    const expiresAt = this.expiryOf(input.expiresAt);
    const passphraseHash = input.passphrase === undefined ? null : await hashPassword(input.passphrase);
    const row = await this.deps.reviews.insert({
      scenarioId: scenario.id,
      token: newReviewToken(),
      name: input.name,
      passphraseHash,
      allowDownload: input.allowDownload,
      expiresAt,
      createdBy: actorId,
    });
    const link = presentReviewLink(row, this.deps.publicUrl);
    this.deps.events.publish({ type: 'review.created', projectId: scenario.projectId, actorId, data: noticeOf(link) });
    return link;
  }

  /**
   * The episode's links, newest first, revoked and expired ones too. Their tokens are the links' secrets: only
   * those who may share see them (403 for a visitor of a public project).
   */
  async list(actorId: string, scenarioId: string): Promise<ReviewLink[]> {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'share');
    const rows = await this.deps.reviews.listByScenario(scenario.id);
    return rows.map((row) => presentReviewLink(row, this.deps.publicUrl));
  }

  /** Revokes a link: its page, JSON, media and socket room stop answering. Unknown or already revoked: 404. */
  async revoke(actorId: string, input: ReviewRevokeInput): Promise<{ reviewId: string }> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'share');
    const row = await this.deps.reviews.revoke(scenario.id, input.reviewId);
    if (!row) throw new AppError('NOT_FOUND');
    const link = presentReviewLink(row, this.deps.publicUrl);
    this.deps.events.publish({ type: 'review.revoked', projectId: scenario.projectId, actorId, data: noticeOf(link) });
    return { reviewId: row.id };
  }

  /** The expiry as given: in the future and at most REVIEW_LIMITS.expiryDaysMax days ahead (422 otherwise). */
  private expiryOf(expiresAt: string | null | undefined): Date | null {
    if (expiresAt === null || expiresAt === undefined) return null;
    const at = new Date(expiresAt);
    const now = (this.deps.now ?? Date.now)();
    if (at.getTime() <= now) throw badExpiry(REVIEW_MESSAGES.expiryInPast);
    if (at.getTime() > now + REVIEW_LIMITS.expiryDaysMax * DAY_MS) throw badExpiry(REVIEW_MESSAGES.expiryTooFar);
    return at;
  }
}
