import type { Approval, ApprovalSummary, PublicReview, ReviewComment, ShotApprovalState } from '@sym/contracts';

/** The review with this comment added, or put in place of its older copy (an answer and its live event alike). */
export function upsertComment(review: PublicReview, comment: ReviewComment): PublicReview {
  const exists = review.comments.some((item) => item.id === comment.id);
  const comments = exists
    ? review.comments.map((item) => (item.id === comment.id ? comment : item))
    : [...review.comments, comment];
  return { ...review, comments };
}

/** The review without this comment, and without its replies when it starts a thread (the server deletes them too). */
export function removeComment(review: PublicReview, id: string): PublicReview {
  return { ...review, comments: review.comments.filter((item) => item.id !== id && item.parentId !== id) };
}

/**
 * The review with a new approval applied as the server counts it: a shot's state is its newest approval, outdated
 * when given on a take that is not the shot's current one; "approved" counts only approvals that are not outdated.
 */
export function applyApproval(review: PublicReview, approval: Approval): PublicReview {
  const summary = review.approvals;
  if (approval.shotId === null) {
    if (summary.episode && summary.episode.createdAt > approval.createdAt) return review;
    return { ...review, approvals: { ...summary, episode: approval } };
  }
  const shot = review.shots.find((item) => item.id === approval.shotId);
  if (!shot) return review;
  const state: ShotApprovalState = {
    shotId: shot.id,
    approval,
    isOutdated: (approval.version?.generationId ?? null) !== (shot.version?.generationId ?? null),
  };
  const known = summary.shots.some((item) => item.shotId === shot.id);
  const older = summary.shots.find((item) => item.shotId === shot.id)?.approval;
  // An event that arrives after a newer answer (or twice) changes nothing.
  if (older && older.id !== approval.id && older.createdAt > approval.createdAt) return review;
  const shots = known
    ? summary.shots.map((item) => (item.shotId === shot.id ? state : item))
    : [...summary.shots, state];
  return { ...review, approvals: recount({ ...summary, shots }) };
}

function recount(summary: ApprovalSummary): ApprovalSummary {
  return {
    ...summary,
    approvedCount: summary.shots.filter((item) => item.approval?.state === 'approved' && !item.isOutdated).length,
    changesRequestedCount: summary.shots.filter((item) => item.approval?.state === 'changes_requested').length,
  };
}

/** How a shot's badge reads. */
export type ShotVerdict = 'none' | 'approved' | 'changesRequested' | 'approvedEarlier' | 'changesRequestedEarlier';

export function shotVerdict(state: ShotApprovalState | undefined): ShotVerdict {
  return verdictOf(state?.approval ?? null, state?.isOutdated ?? false);
}

/** How an approval reads; the episode's own is never outdated (it names no take). */
export function verdictOf(approval: Approval | null, isOutdated = false): ShotVerdict {
  if (!approval) return 'none';
  if (approval.state === 'approved') return isOutdated ? 'approvedEarlier' : 'approved';
  return isOutdated ? 'changesRequestedEarlier' : 'changesRequested';
}
