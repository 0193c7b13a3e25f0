import type { AssignableTeamRole, OperationOutput, Team, TeamMember } from '@sym/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys, teamsApi } from './teamsApi';

/** Creates a team; the user is its owner. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => teamsApi.create(name),
    onSuccess: (team) => {
      queryClient.setQueryData<Team[]>(teamKeys.list(), (teams) => (teams ? [...teams, team] : [team]));
      void queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}

/** Invites by e-mail; the answer holds the one-time link, which is never kept in the query cache. */
export function useInviteMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: AssignableTeamRole }) => teamsApi.invite(teamId, email, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
  });
}

export function useRevokeInvitation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => teamsApi.revokeInvitation(teamId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
  });
}

export function useUpdateMemberRole(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AssignableTeamRole }) =>
      teamsApi.updateMember(teamId, userId, role),
    onSuccess: (member: TeamMember) => {
      queryClient.setQueryData(teamKeys.members(teamId), (current: OperationOutput<'teams.members'> | undefined) =>
        current
          ? { ...current, members: current.members.map((item) => (item.userId === member.userId ? member : item)) }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) });
    },
  });
}

/**
 * Removes a member, or the user themself (leaving). Leaving changes which projects and teams the user sees, so
 * every query is read again.
 */
export function useRemoveMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; isSelf: boolean }) => teamsApi.removeMember(teamId, userId),
    onSuccess: (_removed, { isSelf }) => {
      if (isSelf) {
        queryClient.setQueryData<Team[]>(teamKeys.list(), (teams) => teams?.filter((team) => team.id !== teamId));
        queryClient.removeQueries({ queryKey: teamKeys.members(teamId) });
        void queryClient.invalidateQueries();
        return;
      }
      void queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) });
      void queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}

/** Accepts an invitation. Joining a team changes which projects the user sees: every query is read again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => teamsApi.acceptInvitation(token),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
