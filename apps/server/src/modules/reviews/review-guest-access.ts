import { REVIEW_MESSAGES } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { verifyPassword } from '../auth/password.service.ts';
import type { ReviewPassphraseLimits } from '../rate-limit/review-passphrase-limits.ts';
import type { LiveReview, ReviewLinkRepository } from './review-link.repository.ts';

/** What a guest brings: the link's token, its passphrase if it has one, and where the guest calls from. */
export interface GuestKey {
  token: string;
  passphrase?: string | undefined;
  /** The client address: wrong passphrases are counted per (address, link). */
  ip: string | null;
}

export interface ReviewGuestAccessDeps {
  reviews: Pick<ReviewLinkRepository, 'findLiveByToken'>;
  limits: ReviewPassphraseLimits;
}

/**
 * The door of a review link, the same for its page JSON, its guests' comments and approvals and its socket room:
 * a link that is unknown, revoked, expired or whose episode or project is in the Recycle Bin is 404 (whatever the
 * reason); a link with a passphrase wants it (401 without, 401 when wrong, 429 after too many wrong ones).
 */
export class ReviewGuestAccess {
  constructor(private readonly deps: ReviewGuestAccessDeps) {}

  async open(key: GuestKey): Promise<LiveReview> {
    const live = await this.deps.reviews.findLiveByToken(key.token);
    if (!live) throw new AppError('NOT_FOUND');
    const hash = live.review.passphraseHash;
    if (hash === null) return live;
    if (key.passphrase === undefined || key.passphrase === '') {
      throw new AppError('UNAUTHORIZED', REVIEW_MESSAGES.passphraseRequired);
    }
    // Checked before the hash is computed: someone over the limit costs no argon2 run and learns nothing more.
    await this.deps.limits.assertAllowed(key.ip, key.token);
    if (!(await verifyPassword(hash, key.passphrase))) {
      await this.deps.limits.recordFailure(key.ip, key.token);
      throw new AppError('UNAUTHORIZED', REVIEW_MESSAGES.wrongPassphrase);
    }
    await this.deps.limits.recordSuccess(key.ip, key.token);
    return live;
  }
}
