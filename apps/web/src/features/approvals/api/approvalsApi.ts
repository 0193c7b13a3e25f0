import type { ApprovalState } from '@sym/contracts';
import { call } from '../../../lib/transport';

/**
 * Query keys of an episode's approvals, under the editor's 'scenarios' root, so the editor's refresh after a
 * reconnect reads them again too.
 */
export const approvalKeys = {
  all: ['scenarios', 'approvals'] as const,
  summary: (scenarioId: string) => [...approvalKeys.all, scenarioId] as const,
};

/** A member's verdict on one shot, or on the whole episode when `shotId` is absent. */
export interface ApprovalRequest {
  shotId?: string;
  state: ApprovalState;
  note: string;
}

/** The members' approval operations (scenario.approval.*). */
export const approvalsApi = {
  summary: (scenarioId: string) => call('scenario.approval.list', { id: scenarioId }),
  set: (scenarioId: string, request: ApprovalRequest) => call('scenario.approval.set', { id: scenarioId, ...request }),
};
