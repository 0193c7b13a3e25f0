import { PERSONAL_PROJECTS } from '@sym/contracts';

/**
 * Keeps the projects the team filter lets through: 'all', 'personal' (no team) or one team's. A saved filter naming
 * a team the user is no longer in (`knownTeamIds`) shows everything, as 'all' would.
 */
export function filterByTeam<P extends { teamId?: string | null }>(
  projects: readonly P[],
  filter: string,
  knownTeamIds: ReadonlySet<string>,
): P[] {
  if (filter === PERSONAL_PROJECTS) return projects.filter((project) => !project.teamId);
  if (filter === 'all' || !knownTeamIds.has(filter)) return [...projects];
  return projects.filter((project) => project.teamId === filter);
}
