import type { Team } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTier } from '../../../app/tier';
import { teamKeys, teamsApi } from './teamsApi';

const NO_TEAMS: readonly Team[] = [];

/**
 * The teams the user belongs to, with their role in each. Only asked where the edition has team management (the
 * base edition's server refuses it); `teams` is empty meanwhile and there.
 */
export function useMyTeams() {
  const { isFeatureEnabled } = useTier();
  const isEnabled = isFeatureEnabled('team_management');
  const query = useQuery({ queryKey: teamKeys.list(), queryFn: teamsApi.list, enabled: isEnabled });
  return { ...query, isEnabled, teams: query.data ?? NO_TEAMS };
}

/** The name of one of the user's teams (null for a personal project or a team not (yet) listed). */
export function useTeamName(teamId: string | null): string | null {
  const { teams } = useMyTeams();
  return teamId ? (teams.find((team) => team.id === teamId)?.name ?? null) : null;
}

/**
 * The credit balance a generation on the current screen spends from: the team's pool on a team project (null while
 * it loads or when it cannot be read: no balance check then, the server decides), else `personalBalance`.
 */
export function useSpendingBalance(teamId: string | null, personalBalance: number | null): number | null {
  // Asked only on a team project (which exists only where the edition has teams); no tier check, so the button
  // also works outside the app's providers.
  const team = useQuery({
    queryKey: teamKeys.credits(teamId ?? ''),
    queryFn: () => teamsApi.credits(teamId ?? ''),
    enabled: Boolean(teamId),
  });
  if (!teamId) return personalBalance;
  return team.data?.balance ?? null;
}

/** A team's members, open invitations and seats. */
export function useTeamMembers(teamId: string) {
  return useQuery({ queryKey: teamKeys.members(teamId), queryFn: () => teamsApi.members(teamId) });
}

/** The team's shared credit account; read fresh on opening, since every member's generations move it. */
export function useTeamCredits(teamId: string) {
  return useQuery({
    queryKey: teamKeys.credits(teamId),
    queryFn: () => teamsApi.credits(teamId),
    refetchOnMount: 'always',
  });
}
