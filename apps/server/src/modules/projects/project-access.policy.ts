import { DOMAIN_MESSAGES } from '@sym/contracts';
import type { ProjectRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectRepository } from './project.repository.ts';

/** What an operation needs on a project: to see it, to change its content, or to manage the project itself. */
export type ProjectAccessLevel = 'read' | 'write' | 'owner';
export type ProjectRole = 'owner' | 'collaborator' | 'public';

export interface ProjectAccessFacts {
  ownerId: string;
  visibility: string;
  status: string;
  actorId: string;
  isCollaborator: boolean;
}

export type AccessDecision =
  { allowed: true; role: ProjectRole } | { allowed: false; error: 'not_found' | 'forbidden' };

/**
 * The rule (ARCHITECTURE rule 3): the owner may do everything; collaborators read and edit content but not
 * manage the project; anyone signed in may read a public project; everyone else gets 404, never the project.
 * Deleted projects exist only for the owner's Recycle Bin, which uses `includeDeleted`.
 */
export function decideProjectAccess(
  facts: ProjectAccessFacts,
  level: ProjectAccessLevel,
  includeDeleted = false,
): AccessDecision {
  const isOwner = facts.ownerId === facts.actorId;
  if (facts.status === 'deleted' && !(includeDeleted && isOwner)) return { allowed: false, error: 'not_found' };
  if (isOwner) return { allowed: true, role: 'owner' };
  if (facts.isCollaborator) {
    return level === 'owner' ? { allowed: false, error: 'forbidden' } : { allowed: true, role: 'collaborator' };
  }
  if (facts.visibility === 'public') {
    return level === 'read' ? { allowed: true, role: 'public' } : { allowed: false, error: 'forbidden' };
  }
  return { allowed: false, error: 'not_found' };
}

/** Loads projects for an actor through the rule above; every domain service checks access through it. */
export class ProjectAccess {
  constructor(private readonly deps: { projects: Pick<ProjectRepository, 'findForActor'> }) {}

  /** The project if the actor may act on it at `level`; else 404 'Project not found' or 403. */
  async require(
    actorId: string,
    projectId: string,
    level: ProjectAccessLevel,
    options: { includeDeleted?: boolean } = {},
  ): Promise<{ project: ProjectRow; role: ProjectRole }> {
    const found = await this.deps.projects.findForActor(projectId, actorId);
    if (!found) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
    const { project, isCollaborator } = found;
    const decision = decideProjectAccess(
      { ownerId: project.userId, visibility: project.visibility, status: project.status, actorId, isCollaborator },
      level,
      options.includeDeleted,
    );
    if (!decision.allowed) {
      throw decision.error === 'forbidden'
        ? new AppError('FORBIDDEN')
        : new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
    }
    return { project, role: decision.role };
  }
}
