import type { AssignableTeamRole } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Query keys of the teams feature; invalidating `teamKeys.all` refreshes every team query. */
export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  members: (teamId: string) => [...teamKeys.all, 'members', teamId] as const,
  credits: (teamId: string) => [...teamKeys.all, 'credits', teamId] as const,
};

export const teamsApi = {
  list: () => call('teams.list'),
  create: (name: string) => call('teams.create', { name }),
  members: (teamId: string) => call('teams.members', { id: teamId }),
  credits: (teamId: string) => call('teams.credits', { id: teamId }),
  invite: (teamId: string, email: string, role: AssignableTeamRole) =>
    call('teams.invite', { id: teamId, email, role }),
  revokeInvitation: (teamId: string, invitationId: string) =>
    call('teams.revokeInvitation', { id: teamId, invitationId }),
  updateMember: (teamId: string, userId: string, role: AssignableTeamRole) =>
    call('teams.updateMember', { id: teamId, userId, role }),
  removeMember: (teamId: string, userId: string) => call('teams.removeMember', { id: teamId, userId }),
  acceptInvitation: (token: string) => call('invitations.accept', { token }),
};
