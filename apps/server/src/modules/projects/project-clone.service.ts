import { CLONE_SUFFIX, LIMITS, type ProjectView, type TierConfig } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { assertWithinLimit } from '../limits/tier-limit.policy.ts';
import type { ProjectAccess } from './project-access.policy.ts';
import type { ProjectCloneRepository } from './project-clone.repository.ts';
import { presentProject } from './project.presenter.ts';
import type { ProjectRepository } from './project.repository.ts';
import { ownerProjectsLockKey, styleColumn } from './project-rules.ts';

export interface ProjectCloneServiceDeps {
  db: Database;
  projects: ProjectRepository;
  clones: ProjectCloneRepository;
  access: ProjectAccess;
  events: DomainEvents;
}

/** 'name (Copy)', the base cut (by whole characters) so the result stays within the name limit. */
export function cloneName(name: string): string {
  const room = LIMITS.nameMax - CLONE_SUFFIX.length;
  let base = '';
  for (const char of name) {
    if (base.length + char.length > room) break;
    base += char;
  }
  return `${base.trimEnd()}${CLONE_SUFFIX}`;
}

/** Cloning a project with all its content. */
export class ProjectCloneService {
  constructor(private readonly deps: ProjectCloneServiceDeps) {}

  /**
   * Owner or collaborator: copies the project (named '… (Copy)', private, owned by the actor) with its style
   * modules, live assets and their variants, images and modifications, and live episodes with their shots,
   * shot assets and generations, in one transaction and within the actor's project limit.
   */
  async clone(actorId: string, entitlement: TierConfig, projectId: string): Promise<ProjectView> {
    const { project: source, role } = await this.deps.access.require(actorId, projectId, 'write');
    const { copy, counts } = await this.deps.db.transaction(async (tx) => {
      const projects = this.deps.projects.in(tx);
      await projects.lock(ownerProjectsLockKey(actorId));
      assertWithinLimit(entitlement, 'projects', await projects.countOwned(actorId));
      const created = await projects.insert({
        userId: actorId,
        name: cloneName(source.name),
        description: source.description,
        // A series belongs to the owner; a collaborator's copy starts in 'No Series'.
        seriesId: role === 'owner' ? source.seriesId : null,
        visibility: 'private',
        tags: source.tags,
        metadata: { ...source.metadata, clonedFrom: source.id },
        supportedLanguages: source.supportedLanguages,
        style: styleColumn(source.style),
      });
      const summary = await this.deps.clones.in(tx).copyContent({
        sourceProjectId: source.id,
        projectId: created.id,
        userId: actorId,
        seriesId: created.seriesId,
      });
      const moduleId = source.style.moduleId ? summary.styleModuleIds.get(source.style.moduleId) : undefined;
      const copy = moduleId
        ? ((await projects.update(created.id, { style: styleColumn({ ...source.style, moduleId }) })) ?? created)
        : created;
      return { copy, counts: summary.counts };
    });
    const view = presentProject(copy);
    this.deps.events.publish({
      type: 'project.cloned',
      projectId: copy.id,
      actorId,
      data: { project: view, sourceProjectId: source.id, counts },
    });
    return view;
  }
}
