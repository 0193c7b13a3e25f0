import {
  DOMAIN_MESSAGES,
  projectRoleMay,
  serverMessage,
  type ProjectRight,
  type ProjectRole,
  type ProjectStanding,
  type TeamRole,
} from '@sym/contracts';
import type { ProjectRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectForActor, ProjectRepository } from './project.repository.ts';

export type { ProjectRole } from '@sym/contracts';

/**
 * What an operation needs on a project: to see it, to comment on it (comments, resolving, approvals), to change its
 * content (edits, uploads, generation, export), to share it outside (public links of exports, review links), or to
 * manage the project itself (settings, collaborators, deleting, moving between teams).
 */
export type ProjectAccessLevel = 'read' | 'comment' | 'write' | 'share' | 'owner';

/** The team right each level asks for (TEAM_RIGHTS): the policy table decides for team members. */
export const RIGHT_OF_LEVEL: Readonly<Record<ProjectAccessLevel, ProjectRight>> = {
  read: 'project.read',
  comment: 'project.comment',
  write: 'project.edit',
  share: 'project.manage',
  owner: 'project.manage',
};

export interface ProjectAccessFacts {
  ownerId: string;
  /** The team the project belongs to, if any: then its owner (the creator) has no rights of their own on it. */
  teamId?: string | null | undefined;
  visibility: string;
  status: string;
  actorId: string;
  isCollaborator: boolean;
  /** The actor's role in the project's team, when the project has a team and the actor is a member of it. */
  teamRole?: TeamRole | null | undefined;
}

/** The caller's standing when allowed: role, and for a team member the team role. */
export type ProjectAccessGrant = { role: ProjectRole; teamRole: TeamRole | null };

export type AccessDecision =
  ({ allowed: true } & ProjectAccessGrant) | { allowed: false; error: 'not_found' | 'forbidden'; teamRole?: TeamRole };

/**
 * The ways the actor reaches the project, strongest first: owner of a project of no team; a team member whose role
 * may edit; a collaborator; a team member with a reading role (a viewer the project was also shared with edits as
 * a collaborator); anyone signed in on a public project.
 */
function standingsOf(facts: ProjectAccessFacts): ProjectAccessGrant[] {
  const standings: ProjectAccessGrant[] = [];
  const teamRole = facts.teamId ? (facts.teamRole ?? null) : null;
  const member: ProjectAccessGrant | null = teamRole ? { role: 'member', teamRole } : null;
  if (!facts.teamId && facts.ownerId === facts.actorId) standings.push({ role: 'owner', teamRole: null });
  const isEditingMember = member !== null && projectRoleMay(member, 'project.edit');
  if (member && isEditingMember) standings.push(member);
  if (facts.isCollaborator) standings.push({ role: 'collaborator', teamRole: null });
  if (member && !isEditingMember) standings.push(member);
  if (facts.visibility === 'public') standings.push({ role: 'public', teamRole: null });
  return standings;
}

/**
 * The rule (ARCHITECTURE rule 3), one table for everyone (projectRoleMay, TEAM_POLICY): the owner of a personal
 * project may do everything; a member of the project's team what their role allows; collaborators read, comment
 * and edit content but do not manage the project; anyone signed in may read a public project. Whoever sees the
 * project but may not do this gets 403; everyone else 404, never the project. Deleted projects exist only for the
 * Recycle Bin (`includeDeleted`) of whoever may manage them: the personal owner, a team's owners and admins.
 */
export function decideProjectAccess(
  facts: ProjectAccessFacts,
  level: ProjectAccessLevel,
  includeDeleted = false,
): AccessDecision {
  const standings = standingsOf(facts);
  if (facts.status === 'deleted') {
    const manager = standings.find(
      (standing) => standing.role !== 'public' && projectRoleMay(standing, 'project.manage'),
    );
    if (!(includeDeleted && manager)) return { allowed: false, error: 'not_found' };
  }
  const granted = standings.find((standing) => standingMay(standing, level));
  if (granted) return { allowed: true, ...granted };
  if (standings.length === 0) return { allowed: false, error: 'not_found' };
  const teamRole = standings.find((standing) => standing.role === 'member')?.teamRole ?? undefined;
  return teamRole ? { allowed: false, error: 'forbidden', teamRole } : { allowed: false, error: 'forbidden' };
}

/** The 403 of a team member whose role may not edit, saying so (TEAM_MESSAGES.readOnlyRole, translated by code). */
export function readOnlyRoleError(teamRole: TeamRole): AppError {
  return AppError.withMessage('FORBIDDEN', serverMessage('team.readOnlyRole', { role: teamRole }));
}

/** The 403 of a refused standing: a team role that may not edit says why. */
export function forbiddenError(level: ProjectAccessLevel, teamRole: TeamRole | null | undefined): AppError {
  return teamRole && level === 'write' ? readOnlyRoleError(teamRole) : new AppError('FORBIDDEN');
}

/**
 * Whether a standing (a decision's role and team role) gives the rights of a level. Sharing is a managing right in
 * a team (TEAM_RIGHTS) while a personal project's collaborators share as they edit.
 */
export function standingMay(standing: ProjectStanding, level: ProjectAccessLevel): boolean {
  if (level === 'share' && standing.role === 'collaborator') return true;
  return projectRoleMay(standing, RIGHT_OF_LEVEL[level]);
}

/** Loads projects for an actor through the rule above; every domain service checks access through it. */
export class ProjectAccess {
  constructor(private readonly deps: { projects: Pick<ProjectRepository, 'findForActor'> }) {}

  /** The project if the actor may act on it at `level`, with the actor's standing; else 404 'Project not found' or 403. */
  async require(
    actorId: string,
    projectId: string,
    level: ProjectAccessLevel,
    options: { includeDeleted?: boolean } = {},
  ): Promise<{ project: ProjectRow } & ProjectAccessGrant> {
    const found = await this.deps.projects.findForActor(projectId, actorId);
    return this.grant(found, actorId, level, options);
  }

  /**
   * The same rule on a project already read with the actor's standing (findForActor's answer, or a query that read
   * it with something else, such as an episode's): the grant, else 404 'Project not found' or 403.
   */
  grant(
    found: ProjectForActor | undefined,
    actorId: string,
    level: ProjectAccessLevel,
    options: { includeDeleted?: boolean } = {},
  ): { project: ProjectRow } & ProjectAccessGrant {
    if (!found) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
    const { project, isCollaborator, teamRole } = found;
    const decision = decideProjectAccess(
      {
        ownerId: project.userId,
        teamId: project.teamId,
        visibility: project.visibility,
        status: project.status,
        actorId,
        isCollaborator,
        teamRole,
      },
      level,
      options.includeDeleted,
    );
    if (!decision.allowed) {
      throw decision.error === 'forbidden'
        ? forbiddenError(level, decision.teamRole)
        : new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
    }
    return { project, role: decision.role, teamRole: decision.teamRole };
  }
}
