import { PROJECT_MESSAGES, TEAM_MESSAGES, teamRoleMay, type TeamRole, type TierConfig } from '@sym/contracts';
import { forbiddenError, RIGHT_OF_LEVEL, type ProjectAccessLevel } from './project-access.policy.ts';
import type { ProjectStyleColumn } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { assertWithinLimit } from '../limits/tier-limit.policy.ts';
import { assertUsableStyleModules } from '../styles/style-usability.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import type { ProjectEntitlements } from './project-entitlements.ts';
import type { ProjectRepository } from './project.repository.ts';

/** The lock key that serialises an owner's project-limit checks. */
export const ownerProjectsLockKey = (ownerId: string) => `projects-of:${ownerId}`;
/** The lock key that serialises a team's project-limit checks. */
export const teamProjectsLockKey = (teamId: string) => `team-projects-of:${teamId}`;

/**
 * The actor's role in a team where they put a project, if it gives the right of `level` on the team's projects:
 * 404 'Team not found' for someone who is not a member (a team is not shown to strangers), 403 for a role without.
 */
export async function requireTeamRight(
  projects: Pick<ProjectRepository, 'findTeamMembership'>,
  teamId: string,
  actorId: string,
  level: ProjectAccessLevel,
): Promise<TeamRole> {
  const membership = await projects.findTeamMembership(teamId, actorId);
  if (!membership) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
  if (!teamRoleMay(membership.role, RIGHT_OF_LEVEL[level])) throw forbiddenError(level, membership.role);
  return membership.role;
}

/**
 * Refuses one more live project past the limit (403 with the limit's text), serialised until commit: a team's
 * projects count against its owner's plan, a project of no team against its owner's projects of no team.
 */
export async function assertWithinProjectLimit(
  deps: {
    projects: Pick<ProjectRepository, 'lock' | 'countInTeam' | 'countOwned' | 'teamOwnerTier' | 'userTier'>;
    entitlements: Pick<ProjectEntitlements, 'ofTeam'>;
  },
  place: { teamId: string } | { ownerId: string; entitlement: TierConfig },
): Promise<void> {
  if ('teamId' in place) {
    await deps.projects.lock(teamProjectsLockKey(place.teamId));
    const entitlement = await deps.entitlements.ofTeam(place.teamId, deps.projects);
    assertWithinLimit(entitlement, 'projects', await deps.projects.countInTeam(place.teamId));
    return;
  }
  await deps.projects.lock(ownerProjectsLockKey(place.ownerId));
  assertWithinLimit(place.entitlement, 'projects', await deps.projects.countOwned(place.ownerId));
}

/**
 * Refuses a series or style module the project may not reference (422 on the field): a series of the owner's,
 * a module of the project's own or of the owner's or actor's library (the rule of style-usability.ts).
 */
export async function assertReferences(
  repositories: { projects: Pick<ProjectRepository, 'isSeriesOwnedBy'>; styles: Pick<StyleRepository, 'usableIds'> },
  input: { seriesId?: string | null | undefined; style?: { moduleId?: string | null | undefined } | undefined },
  scope: { ownerId: string; actorId: string; projectId: string | null },
): Promise<void> {
  if (input.seriesId && !(await repositories.projects.isSeriesOwnedBy(input.seriesId, scope.ownerId))) {
    throw validationError('seriesId', PROJECT_MESSAGES.seriesNotFound);
  }
  const moduleId = input.style?.moduleId;
  if (!moduleId) return;
  const styleScope = { projectId: scope.projectId, userIds: [...new Set([scope.ownerId, scope.actorId])] };
  await assertUsableStyleModules(repositories.styles, [moduleId], styleScope, { field: 'style.moduleId' });
}

/** The style jsonb with every key present (null when unset). */
export function styleColumn(style: ProjectStyleColumn | undefined): ProjectStyleColumn {
  return {
    moduleId: style?.moduleId ?? null,
    preset: style?.preset ?? null,
    reference_image_url: style?.reference_image_url ?? null,
    custom_description: style?.custom_description ?? null,
  };
}
