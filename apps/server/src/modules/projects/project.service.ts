import {
  DOMAIN_MESSAGES,
  PROJECT_MESSAGES,
  PROJECT_OWNER_ONLY_FIELDS,
  type ProjectCreateInput,
  type ProjectDetails,
  type ProjectRole,
  type ProjectUpdateInput,
  type ProjectView,
  type TierConfig,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError, assertVersion, conflictError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { assertWithinLimit } from '../limits/tier-limit.policy.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import type { ProjectAccess } from './project-access.policy.ts';
import type { ProjectCollaboratorRepository } from './project-collaborator.repository.ts';
import { presentProject, presentProjectDetails } from './project.presenter.ts';
import type { ProjectPatch, ProjectRepository } from './project.repository.ts';
import { assertReferences, ownerProjectsLockKey, styleColumn } from './project-rules.ts';

export interface ProjectServiceDeps {
  db: Database;
  projects: ProjectRepository;
  collaborators: ProjectCollaboratorRepository;
  /** The style module a project points at must be usable by it. */
  styles: StyleRepository;
  access: ProjectAccess;
  events: DomainEvents;
}

/** Equal as JSON, with undefined and null the same (a PUT may resend unchanged values). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Projects: reading, creating, editing and deleting one project, with access and tier rules. */
export class ProjectService {
  constructor(private readonly deps: ProjectServiceDeps) {}

  /** One project the actor may read, with the actor's role. */
  async get(actorId: string, projectId: string): Promise<ProjectView & { role: ProjectRole }> {
    const { project, role } = await this.deps.access.require(actorId, projectId, 'read');
    return { ...presentProject(project), role };
  }

  /** One project with owner, collaborators (id, name, email), the actor's role and content counts. */
  async details(actorId: string, projectId: string): Promise<ProjectDetails> {
    const { projects, collaborators: people } = this.deps;
    const { project, role } = await this.deps.access.require(actorId, projectId, 'read');
    const owner = await projects.findPerson(project.userId);
    const collaborators = await people.listCollaborators(project.id);
    const counts = await projects.countContent(project.id);
    // The owner row cascades with the project, so a missing owner means the project is gone too.
    if (!owner) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
    return presentProjectDetails({ project, role, owner, collaborators, counts });
  }

  /** Creates a project owned by the actor, within the tier's project limit. */
  async create(actorId: string, entitlement: TierConfig, input: ProjectCreateInput): Promise<ProjectView> {
    const created = await this.deps.db.transaction(async (tx) => {
      const projects = this.deps.projects.in(tx);
      const references = { projects, styles: this.deps.styles.in(tx) };
      await assertReferences(references, input, { ownerId: actorId, actorId, projectId: null });
      await projects.lock(ownerProjectsLockKey(actorId));
      assertWithinLimit(entitlement, 'projects', await projects.countOwned(actorId));
      return projects.insert({
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
    this.deps.events.publish({ type: 'project.created', projectId: created.id, actorId, data: view });
    return view;
  }

  /**
   * Edits a project. Owner and collaborators change content fields (name, description, style, tags, languages,
   * metadata); visibility, seriesId and status are the owner's: a collaborator sending a different value gets 403.
   */
  async update(actorId: string, input: ProjectUpdateInput): Promise<ProjectView> {
    const { access, projects, styles } = this.deps;
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
      { projects, styles },
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
    const row = await projects.update(project.id, patch, input.expectedUpdatedAt);
    // Changed by someone else since the check above: the current project answers the conflict.
    if (!row) throw conflictError(presentProject((await access.require(actorId, project.id, 'read')).project));
    const view = presentProject(row);
    this.deps.events.publish({ type: 'project.updated', projectId: project.id, actorId, data: view });
    return view;
  }

  /** Owner only: moves the project (and with it its episodes and assets) to the Recycle Bin. */
  async delete(actorId: string, projectId: string): Promise<ProjectView> {
    await this.deps.access.require(actorId, projectId, 'owner');
    const view = presentProject(await this.deps.projects.softDelete(projectId));
    this.deps.events.publish({ type: 'project.deleted', projectId, actorId, data: { id: projectId } });
    return view;
  }
}
