import type { Approval, ApprovalSummary } from '@sym/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applyApproval } from '../utils/approvalSummary';
import { approvalKeys, approvalsApi, type ApprovalRequest } from './approvalsApi';

/** An episode's approval states and counts (members only), kept current by the project room's live events. */
export function useApprovalSummary(scenarioId: string, isEnabled = true) {
  return useQuery({
    queryKey: approvalKeys.summary(scenarioId),
    queryFn: () => approvalsApi.summary(scenarioId),
    enabled: isEnabled,
  });
}

/** Puts a verdict into the episode's cached summary (when it is loaded). */
export function mergeApproval(queryClient: QueryClient, approval: Approval): void {
  queryClient.setQueryData<ApprovalSummary>(approvalKeys.summary(approval.scenarioId), (current) =>
    current ? applyApproval(current, approval) : current,
  );
}

/** Reads an episode's summary again: a new take makes approvals given on the one before outdated. */
export function refreshApprovals(queryClient: QueryClient, scenarioId: string): void {
  void queryClient.invalidateQueries({ queryKey: approvalKeys.summary(scenarioId) });
}

/**
 * Approve or request changes. The answer goes into the cached summary at once: the project room does not echo a
 * change back to the tab that made it.
 */
export function useSetApproval(scenarioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApprovalRequest) => approvalsApi.set(scenarioId, request),
    onSuccess: (approval) => mergeApproval(queryClient, approval),
  });
}
