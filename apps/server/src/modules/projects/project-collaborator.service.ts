import { PROJECT_MESSAGES, type ProjectCollaborator, type TierConfig } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { assertWithinLimit } from '../limits/tier-limit.policy.ts';
import type { ProjectAccess } from './project-access.policy.ts';
import type { ProjectCollaboratorRepository } from './project-collaborator.repository.ts';
import type { ProjectEntitlements } from './project-entitlements.ts';
import { presentCollaborator } from './project.presenter.ts';
import type { ProjectRepository } from './project.repository.ts';

export interface ProjectCollaboratorServiceDeps {
  db: Database;
  /** Its lock serialises the collaborator-limit checks of one project. */
  projects: ProjectRepository;
  collaborators: ProjectCollaboratorRepository;
  access: ProjectAccess;
  /** Collaborators are added by e-mail: the users module finds the account. */
  users: { findByEmail(email: string): Promise<{ id: string } | undefined> };
  /** A team's project counts its collaborators against the team owner's plan. */
  entitlements: Pick<ProjectEntitlements, 'ofProject'>;
  events: DomainEvents;
}

const collaboratorsLockKey = (projectId: string) => `collaborators-of:${projectId}`;

/**
 * Sharing a project: whoever manages it (its owner, or an owner or admin of its team) adds collaborators by e-mail
 * (within the tier limit) and removes them.
 */
export class ProjectCollaboratorService {
  constructor(private readonly deps: ProjectCollaboratorServiceDeps) {}

  /** Owner only: adds the registered user with this e-mail; adding someone twice changes nothing. */
  async addCollaborator(
    actorId: string,
    entitlement: TierConfig,
    input: { id: string; email: string },
  ): Promise<ProjectCollaborator> {
    const { project } = await this.deps.access.require(actorId, input.id, 'owner');
    const user = await this.deps.users.findByEmail(input.email);
    if (!user) throw validationError('email', PROJECT_MESSAGES.noRegisteredUser);
    if (user.id === project.userId) throw validationError('email', PROJECT_MESSAGES.ownerIsNotCollaborator);
    const limits = await this.deps.entitlements.ofProject(project, entitlement);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const collaborators = this.deps.collaborators.in(tx);
      await this.deps.projects.in(tx).lock(collaboratorsLockKey(project.id));
      const existing = await collaborators.findCollaborator(project.id, user.id);
      if (existing) return { collaborator: existing, isNew: false };
      assertWithinLimit(limits, 'collaborators', await collaborators.countCollaborators(project.id));
      await collaborators.addCollaborator(project.id, user.id, actorId);
      const added = await collaborators.findCollaborator(project.id, user.id);
      // The account was removed between the look-up and the insert.
      if (!added) throw validationError('email', PROJECT_MESSAGES.noRegisteredUser);
      return { collaborator: added, isNew: true };
    });
    const view = presentCollaborator(outcome.collaborator);
    if (outcome.isNew) {
      this.deps.events.publish({ type: 'collaborator.added', projectId: project.id, actorId, data: view });
    }
    return view;
  }

  /** Owner only: removes a collaborator; 404 when the user is not one. */
  async removeCollaborator(
    actorId: string,
    input: { id: string; collaboratorId: string },
  ): Promise<{ projectId: string; collaboratorId: string }> {
    const { project } = await this.deps.access.require(actorId, input.id, 'owner');
    if (!(await this.deps.collaborators.removeCollaborator(project.id, input.collaboratorId))) {
      throw new AppError('NOT_FOUND', PROJECT_MESSAGES.collaboratorNotFound);
    }
    const data = { projectId: project.id, collaboratorId: input.collaboratorId };
    this.deps.events.publish({ type: 'collaborator.removed', projectId: project.id, actorId, data });
    return data;
  }
}
