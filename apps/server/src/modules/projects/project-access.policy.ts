import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { projectCollaborators, projects, type ProjectRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { DOMAIN_MESSAGES } from '@sym/contracts';

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

export type ProjectAccess = ReturnType<typeof createProjectAccess>;

/** Loads projects for an actor through the rule above; every domain service checks access through it. */
export function createProjectAccess(db: Database) {
  return {
    /** The project if the actor may act on it at `level`; else 404 'Project not found' or 403. */
    async require(
      actorId: string,
      projectId: string,
      level: ProjectAccessLevel,
      options: { includeDeleted?: boolean } = {},
    ): Promise<{ project: ProjectRow; role: ProjectRole }> {
      const [row] = await db
        .select({ project: projects, collaboratorId: projectCollaborators.userId })
        .from(projects)
        .leftJoin(
          projectCollaborators,
          and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, actorId)),
        )
        .where(eq(projects.id, projectId))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
      const decision = decideProjectAccess(
        {
          ownerId: row.project.userId,
          visibility: row.project.visibility,
          status: row.project.status,
          actorId,
          isCollaborator: row.collaboratorId !== null,
        },
        level,
        options.includeDeleted,
      );
      if (!decision.allowed) {
        throw decision.error === 'forbidden'
          ? new AppError('FORBIDDEN')
          : new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
      }
      return { project: row.project, role: decision.role };
    },
  };
}
