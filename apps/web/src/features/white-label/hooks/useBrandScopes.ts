import { isSiteAdministrator, teamRoleMay } from '@sym/contracts';
import { useCurrentUser } from '../../auth';
import { useMyTeams } from '../../teams';
import type { BrandScopeId } from '../api/whiteLabelApi';

export interface BrandScopeOption {
  teamId: BrandScopeId;
  /** The team's name; null for the site. */
  teamName: string | null;
}

/**
 * The brands the user may manage: the site's when they administer it, and each team's where their role has the
 * right `team.brand` (owner, admin), as the server decides.
 */
export function useBrandScopes(): { scopes: BrandScopeOption[]; isLoading: boolean } {
  const user = useCurrentUser();
  const { teams, isLoading } = useMyTeams();
  const scopes: BrandScopeOption[] = [
    ...(isSiteAdministrator(user) ? [{ teamId: null, teamName: null }] : []),
    ...teams
      .filter((team) => teamRoleMay(team.role, 'team.brand'))
      .map((team) => ({ teamId: team.id, teamName: team.name })),
  ];
  return { scopes, isLoading };
}
