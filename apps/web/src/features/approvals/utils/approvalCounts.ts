import type { ApprovalSummary } from '@sym/contracts';

export interface ApprovalCounts {
  approved: number;
  changesRequested: number;
  total: number;
}

/** What the header counts: shots approved on their current take, shots with changes requested, all shots. */
export function approvalCounts(summary: ApprovalSummary): ApprovalCounts {
  return { approved: summary.approvedCount, changesRequested: summary.changesRequestedCount, total: summary.shotCount };
}
