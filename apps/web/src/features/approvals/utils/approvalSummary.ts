import type { Approval, ApprovalSummary, ShotApprovalState } from '@sym/contracts';

/** What a shot's (or the episode's) badge says: its newest verdict, or that it was given on an earlier take. */
export type ApprovalBadgeKind = 'approved' | 'changes_requested' | 'outdated';

export function badgeKindOf(state: Pick<ShotApprovalState, 'approval' | 'isOutdated'>): ApprovalBadgeKind | null {
  if (!state.approval) return null;
  // Only an approval goes stale: changes asked for on an older take are still asked for.
  if (state.isOutdated && state.approval.state === 'approved') return 'outdated';
  return state.approval.state;
}

/** The counts of the header ("9 of 12 approved"), as the server counts them. */
function withCounts(summary: ApprovalSummary, shots: ShotApprovalState[]): ApprovalSummary {
  return {
    ...summary,
    shots,
    approvedCount: shots.filter((shot) => shot.approval?.state === 'approved' && !shot.isOutdated).length,
    changesRequestedCount: shots.filter((shot) => shot.approval?.state === 'changes_requested').length,
    shotCount: shots.length,
  };
}

/**
 * Puts a new verdict into an episode's summary: it becomes its shot's (or the episode's) state, given on the take
 * that is current now, and the counts follow. A verdict on a shot the summary does not list yet is left to the
 * next read of the summary.
 */
export function applyApproval(summary: ApprovalSummary, approval: Approval): ApprovalSummary {
  if (approval.scenarioId !== summary.scenarioId) return summary;
  if (approval.shotId === null) {
    const isNewer = !summary.episode || summary.episode.createdAt <= approval.createdAt;
    return isNewer ? { ...summary, episode: approval } : summary;
  }
  const current = summary.shots.find((shot) => shot.shotId === approval.shotId);
  if (!current) return summary;
  if (current.approval && current.approval.createdAt > approval.createdAt) return summary;
  const shots = summary.shots.map((shot) =>
    shot.shotId === approval.shotId ? { shotId: shot.shotId, approval, isOutdated: false } : shot,
  );
  return withCounts(summary, shots);
}
