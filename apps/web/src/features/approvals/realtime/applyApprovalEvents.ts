import type { LiveHandlers } from '../../realtime';
import { approvalKeys } from '../api/approvalsApi';
import { mergeApproval, refreshApprovals } from '../api/useApprovals';

/**
 * Verdicts by members and by guests of review links as they are given; any change to a shot or its takes reads the
 * summary again, since a new take turns an approval into "approved on an earlier version".
 */
export const approvalLiveHandlers: LiveHandlers = {
  'approval.set': (approval, { queryClient }) => mergeApproval(queryClient, approval),
  'shot.created': ({ scenarioId }, { queryClient }) => refreshApprovals(queryClient, scenarioId),
  'shot.duplicated': ({ scenarioId }, { queryClient }) => refreshApprovals(queryClient, scenarioId),
  'shot.updated': ({ scenarioId }, { queryClient }) => refreshApprovals(queryClient, scenarioId),
  'shot.deleted': ({ scenarioId }, { queryClient }) => refreshApprovals(queryClient, scenarioId),
  'shot.replaced': ({ scenarioId }, { queryClient }) => refreshApprovals(queryClient, scenarioId),
  'shot.generation.updated': ({ scenarioId }, { queryClient }) => refreshApprovals(queryClient, scenarioId),
  'shot.generation.deleted': ({ scenarioId }, { queryClient }) => refreshApprovals(queryClient, scenarioId),
  'generation.completed': ({ target }, { queryClient }) => {
    if (target?.scenarioId && target.shotId) refreshApprovals(queryClient, target.scenarioId);
  },
  // Verdicts given while the socket was away are not replayed: the summaries on screen are read again.
  refreshProject: (queryClient) => void queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
};
