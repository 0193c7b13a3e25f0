import {
  DOMAIN_MESSAGES,
  PROJECT_MESSAGES,
  PROJECT_OWNER_ONLY_FIELDS,
  type ProjectCreateInput,
  type ProjectDetails,
  type ProjectListInput,
  type ProjectListResult,
  type ProjectRole,
  type ProjectStats,
  type ProjectUpdateInput,
  type ProjectView,
  type TierConfig,
} from '@sym/contracts';
import type { ProjectRow } from '../../db/schema.ts';
import { AppError, assertVersion, conflictError } from '../../errors/app-error.ts';
import { createProjectAccess } from './project-access.policy.ts';
import { createProjectCloneService } from './project-clone.service.ts';
import { createProjectCollaboratorService } from './project-collaborator.service.ts';
import { createProjectListCache, projectListKey } from './project-list-cache.ts';
import { createProjectListRepository } from './project-list.repository.ts';
import {
  presentProject,
  presentProjectDetails,
  presentProjectListItem,
  presentProjectStats,
} from './project.presenter.ts';
import { createProjectRepository, type ProjectPatch } from './project.repository.ts';
import { assertReferences, ownerProjectsLockKey, styleColumn, type ProjectServiceDeps } from './project-rules.ts';
import { assertWithinLimit } from '../limits/tier-limit.policy.ts';
import { createStyleRepository } from '../styles/style.repository.ts';

/** Equal as JSON, with undefined and null the same (a PUT may resend unchanged values). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export type ProjectService = ReturnType<typeof createProjectService>;

/** Projects: listing, reading, creating, editing, deleting and stats, with access and tier rules. */
export function createProjectService(deps: ProjectServiceDeps) {
  const access = createProjectAccess(deps.db);
  const projectsRepo = createProjectRepository(deps.db);
  const stylesRepo = createStyleRepository(deps.db);
  const lists = createProjectListRepository(deps.db);
  const listCache = deps.listCache ?? createProjectListCache({ ttlMs: 0 });

  async function details(project: ProjectRow, role: ProjectRole): Promise<ProjectDetails> {
    const owner = await projectsRepo.findPerson(project.userId);
    const collaborators = await projectsRepo.listCollaborators(project.id);
    const counts = await projectsRepo.countContent(project.id);
    // The owner row cascades with the project, so a missing owner means the project is gone too.
    if (!owner) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
    return presentProjectDetails({ project, role, owner, collaborators, counts });
  }

  return {
    ...createProjectCollaboratorService(deps),
    ...createProjectCloneService(deps),

    /**
     * The actor's own and collaborated projects (never deleted ones), one page; previews in the same statement.
     * Kept a few seconds per user and query while nothing changes (project-list-cache.ts).
     */
    async list(actorId: string, input: ProjectListInput): Promise<ProjectListResult> {
      return listCache.read(projectListKey(actorId, input), async () => {
        const page = await lists.list({ actorId, ...input, search: input.search || undefined });
        return {
          items: page.rows.map(presentProjectListItem),
          total: page.total,
          limit: input.limit,
          offset: input.offset,
        };
      });
    },

    /** One project the actor may read, with the actor's role. */
    async get(actorId: string, projectId: string): Promise<ProjectView & { role: ProjectRole }> {
      const { project, role } = await access.require(actorId, projectId, 'read');
      return { ...presentProject(project), role };
    },

    /** One project with owner, collaborators (id, name, email), the actor's role and content counts. */
    async details(actorId: string, projectId: string): Promise<ProjectDetails> {
      const { project, role } = await access.require(actorId, projectId, 'read');
      return details(project, role);
    },

    /** Creates a project owned by the actor, within the tier's project limit. */
    async create(actorId: string, entitlement: TierConfig, input: ProjectCreateInput): Promise<ProjectView> {
      const created = await deps.db.transaction(async (tx) => {
        const repository = createProjectRepository(tx);
        const references = { projects: repository, styles: createStyleRepository(tx) };
        await assertReferences(references, input, { ownerId: actorId, actorId, projectId: null });
        await repository.lock(ownerProjectsLockKey(actorId));
        assertWithinLimit(entitlement, 'projects', await repository.countOwned(actorId));
        return repository.insert({
          userId: actorId,
          name: input.name,
          description: input.description ?? null,
          seriesId: input.seriesId ?? null,
          visibility: input.visibility ?? 'private',
          tags: input.tags ?? [],
          supportedLanguages: input.supportedLanguages ?? ['en'],
          style: styleColumn(input.style),
        });
      });
      const view = presentProject(created);
      deps.events.publish({ type: 'project.created', projectId: created.id, actorId, data: view });
      return view;
    },

    /**
     * Edits a project. Owner and collaborators change content fields (name, description, style, tags, languages,
     * metadata); visibility, seriesId and status are the owner's: a collaborator sending a different value gets 403.
     */
    async update(actorId: string, input: ProjectUpdateInput): Promise<ProjectView> {
      const { project, role } = await access.require(actorId, input.id, 'write');
      await assertVersion(input.expectedUpdatedAt, project, () => presentProject(project));
      const ownerOnlyChanges = PROJECT_OWNER_ONLY_FIELDS.filter(
        (field) => input[field] !== undefined && !sameValue(input[field], project[field]),
      );
      if (role !== 'owner' && ownerOnlyChanges.length > 0) {
        throw new AppError('FORBIDDEN', PROJECT_MESSAGES.ownerOnlyFields(ownerOnlyChanges));
      }
      // Only references that change are checked, so an untouched stale reference never blocks another edit.
      await assertReferences(
        { projects: projectsRepo, styles: stylesRepo },
        {
          seriesId: sameValue(input.seriesId, project.seriesId) ? undefined : input.seriesId,
          style: sameValue(input.style?.moduleId, project.style.moduleId) ? undefined : input.style,
        },
        { ownerId: project.userId, actorId, projectId: project.id },
      );
      const patch: ProjectPatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.description !== undefined) patch.description = input.description;
      if (input.style !== undefined) patch.style = styleColumn({ ...project.style, ...input.style });
      if (input.tags !== undefined) patch.tags = input.tags;
      if (input.supportedLanguages !== undefined) patch.supportedLanguages = input.supportedLanguages;
      if (input.metadata !== undefined) patch.metadata = input.metadata;
      if (input.visibility !== undefined) patch.visibility = input.visibility;
      if (input.seriesId !== undefined) patch.seriesId = input.seriesId;
      if (input.status !== undefined) patch.status = input.status;
      if (Object.keys(patch).length === 0) return presentProject(project);
      const row = await projectsRepo.update(project.id, patch, input.expectedUpdatedAt);
      // Changed by someone else since the check above: the current project answers the conflict.
      if (!row) throw conflictError(presentProject((await access.require(actorId, project.id, 'read')).project));
      const view = presentProject(row);
      deps.events.publish({ type: 'project.updated', projectId: project.id, actorId, data: view });
      return view;
    },

    /** Owner only: moves the project (and with it its episodes and assets) to the Recycle Bin. */
    async delete(actorId: string, projectId: string): Promise<ProjectView> {
      await access.require(actorId, projectId, 'owner');
      const view = presentProject(await projectsRepo.softDelete(projectId));
      deps.events.publish({ type: 'project.deleted', projectId, actorId, data: { id: projectId } });
      return view;
    },

    /** Counts of episodes, assets by type, shots, total duration and generated images and videos. */
    async stats(actorId: string, projectId: string): Promise<ProjectStats> {
      await access.require(actorId, projectId, 'read');
      return presentProjectStats(projectId, await lists.stats(projectId));
    },
  };
}
