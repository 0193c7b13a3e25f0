import {
  DOMAIN_MESSAGES,
  PROJECT_MESSAGES,
  PROJECT_OWNER_ONLY_FIELDS,
  type ProjectCreateInput,
  type ProjectDetails,
  type ProjectMoveToTeamInput,
  type ProjectUpdateInput,
  type ProjectView,
  type ProjectWithRole,
  type TierConfig,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError, assertVersion, conflictError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { SeriesBibleRepository } from '../series/series-bible.repository.ts';
import type { ProjectRow } from '../../db/schema.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import { standingMay, type ProjectAccess } from './project-access.policy.ts';
import type { ProjectCollaboratorRepository } from './project-collaborator.repository.ts';
import type { ProjectEntitlements } from './project-entitlements.ts';
import { presentProject, presentProjectDetails } from './project.presenter.ts';
import type { ProjectPatch, ProjectRepository } from './project.repository.ts';
import { assertReferences, assertWithinProjectLimit, requireTeamRight, styleColumn } from './project-rules.ts';

export interface ProjectServiceDeps {
  db: Database;
  projects: ProjectRepository;
  collaborators: ProjectCollaboratorRepository;
  /** The style module a project points at must be usable by it. */
  styles: StyleRepository;
  access: ProjectAccess;
  /** Whose plan limits a team's project (its team owner's). */
  entitlements: ProjectEntitlements;
  events: DomainEvents;
  /** A project leaving its series hands the bible assets it is home to over to the series' other projects. */
  bible: Pick<SeriesBibleRepository, 'in'>;
}

/** How the project leaves its series with this change, if it does. */
function leavingSeries(project: ProjectRow, patch: ProjectPatch): 'moved' | 'deleted' | null {
  if (!project.seriesId) return null;
  if (patch.status === 'deleted') return 'deleted';
  return patch.seriesId !== undefined && patch.seriesId !== project.seriesId ? 'moved' : null;
}

/** Equal as JSON, with undefined and null the same (a PUT may resend unchanged values). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Projects: reading, creating, editing and deleting one project, with access and tier rules. */
export class ProjectService {
  constructor(private readonly deps: ProjectServiceDeps) {}

  /** One project the actor may read, with the actor's role (and role in its team). */
  async get(actorId: string, projectId: string): Promise<ProjectWithRole> {
    const { project, role, teamRole } = await this.deps.access.require(actorId, projectId, 'read');
    return { ...presentProject(project), role, teamRole };
  }

  /** One project with owner, collaborators (id, name, email), the actor's role and content counts. */
  async details(actorId: string, projectId: string): Promise<ProjectDetails> {
    const { projects, collaborators: people } = this.deps;
    const { project, role, teamRole } = await this.deps.access.require(actorId, projectId, 'read');
    const owner = await projects.findPerson(project.userId);
    const collaborators = await people.listCollaborators(project.id);
    const counts = await projects.countContent(project.id);
    // The owner row cascades with the project, so a missing owner means the project is gone too.
    if (!owner) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
    return presentProjectDetails({ project, role, teamRole, owner, collaborators, counts });
  }

  /**
   * Creates a project of the actor's, within the tier's project limit; with `teamId`, in that team (the actor needs
   * its editing right: 404 'Team not found' for a non-member, 403 for a reading role), within the team owner's limit.
   */
  async create(actorId: string, entitlement: TierConfig, input: ProjectCreateInput): Promise<ProjectView> {
    const teamId = input.teamId ?? null;
    const created = await this.deps.db.transaction(async (tx) => {
      const projects = this.deps.projects.in(tx);
      const references = { projects, styles: this.deps.styles.in(tx) };
      if (teamId) await requireTeamRight(projects, teamId, actorId, 'write');
      await assertReferences(references, input, { ownerId: actorId, actorId, projectId: null });
      const limits = { projects, entitlements: this.deps.entitlements };
      await assertWithinProjectLimit(limits, teamId ? { teamId } : { ownerId: actorId, entitlement });
      return projects.insert({
        userId: actorId,
        teamId,
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
    const { project, ...standing } = await access.require(actorId, input.id, 'write');
    await assertVersion(input.expectedUpdatedAt, project, () => presentProject(project));
    const ownerOnlyChanges = PROJECT_OWNER_ONLY_FIELDS.filter(
      (field) => input[field] !== undefined && !sameValue(input[field], project[field]),
    );
    if (!standingMay(standing, 'owner') && ownerOnlyChanges.length > 0) {
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
    const leaving = leavingSeries(project, patch);
    const row = await this.deps.db.transaction(async (tx) => {
      const updated = await projects.in(tx).update(project.id, patch, input.expectedUpdatedAt);
      if (updated && leaving) await this.deps.bible.in(tx).rehome(project.id, project.seriesId!, leaving);
      return updated;
    });
    // Changed by someone else since the check above: the current project answers the conflict.
    if (!row) throw conflictError(presentProject((await access.require(actorId, project.id, 'read')).project));
    const view = presentProject(row);
    this.deps.events.publish({ type: 'project.updated', projectId: project.id, actorId, data: view });
    return view;
  }

  /**
   * Moves the project into a team, to another, or out of its team (`teamId` null: it stays its creator's, `userId`).
   * The actor manages the project (its personal owner, or an owner or admin of its team) and may edit in the team
   * it goes to; the limits of where it goes apply. Only `team_id` changes: collaborators, episodes and media stay.
   */
  async moveToTeam(actorId: string, input: ProjectMoveToTeamInput): Promise<ProjectView> {
    const { project } = await this.deps.access.require(actorId, input.id, 'owner');
    if (project.teamId === input.teamId) return presentProject(project);
    const moved = await this.deps.db.transaction(async (tx) => {
      const projects = this.deps.projects.in(tx);
      if (input.teamId) await requireTeamRight(projects, input.teamId, actorId, 'write');
      const limits = { projects, entitlements: this.deps.entitlements };
      await assertWithinProjectLimit(
        limits,
        input.teamId
          ? { teamId: input.teamId }
          : { ownerId: project.userId, entitlement: await this.deps.entitlements.ofUser(project.userId, projects) },
      );
      return projects.setTeam(project.id, input.teamId);
    });
    const view = presentProject(moved);
    // Lists (here and in every process) and the project's room hear of it; who lost access is checked again.
    this.deps.events.publish({ type: 'project.updated', projectId: project.id, actorId, data: view });
    return view;
  }

  /** Owner only: moves the project (and with it its episodes and assets) to the Recycle Bin. */
  async delete(actorId: string, projectId: string): Promise<ProjectView> {
    const { project } = await this.deps.access.require(actorId, projectId, 'owner');
    const row = await this.deps.db.transaction(async (tx) => {
      const deleted = await this.deps.projects.in(tx).softDelete(projectId);
      if (project.seriesId) await this.deps.bible.in(tx).rehome(projectId, project.seriesId, 'deleted');
      return deleted;
    });
    const view = presentProject(row);
    this.deps.events.publish({ type: 'project.deleted', projectId, actorId, data: { id: projectId } });
    return view;
  }
}
