export { TeamsPage } from './components/TeamsPage';
export { InvitePage } from './components/InvitePage';
export { TeamBadge } from './components/TeamBadge';
export { useMyTeams, useSpendingBalance, useTeamName } from './api/useTeamQueries';
export { teamKeys } from './api/teamsApi';
export { teamPath } from './paths';
// Team roles on a project's screens: one provider, one hook, and the pieces that disable edit controls.
export { TeamRoleAccessProvider } from './access/TeamRoleAccessProvider';
export { useTeamRoleAccess } from './access/useTeamRoleAccess';
export type { TeamRoleAccessWithReason } from './access/useTeamRoleAccess';
export { EditableArea } from './access/EditableArea';
export { ReadOnlyRoleBanner } from './access/ReadOnlyRoleBanner';
export { isTeamRole, teamErrorText, teamRoleLabel } from './utils/teamMessages';
