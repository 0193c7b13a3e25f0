export { ApprovalsProvider as ScenarioApprovals } from './state/ApprovalsProvider';
export { ApprovalSummaryBar } from './components/ApprovalSummaryBar';
export { ShotApprovalControls } from './components/ShotApprovalControls';
export { approvalLiveHandlers } from './realtime/applyApprovalEvents';
export { refreshApprovals } from './api/useApprovals';
export { versionLabel } from './utils/versionLabel';
