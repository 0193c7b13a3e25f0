import { PROJECT_MESSAGES, type ProjectCollaborator, type TierConfig } from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { createProjectAccess } from './project-access.policy.ts';
import { presentCollaborator } from './project.presenter.ts';
import { createProjectRepository } from './project.repository.ts';
import type { ProjectServiceDeps } from './project-rules.ts';
import { assertWithinLimit } from '../limits/tier-limit.policy.ts';

const collaboratorsLockKey = (projectId: string) => `collaborators-of:${projectId}`;

/** Sharing a project: the owner adds collaborators by e-mail (within the tier limit) and removes them. */
export function createProjectCollaboratorService(deps: ProjectServiceDeps) {
  const access = createProjectAccess(deps.db);
  const projectsRepo = createProjectRepository(deps.db);

  return {
    /** Owner only: adds the registered user with this e-mail; adding someone twice changes nothing. */
    async addCollaborator(
      actorId: string,
      entitlement: TierConfig,
      input: { id: string; email: string },
    ): Promise<ProjectCollaborator> {
      const { project } = await access.require(actorId, input.id, 'owner');
      const user = await deps.users.findByEmail(input.email);
      if (!user) throw validationError('email', PROJECT_MESSAGES.noRegisteredUser);
      if (user.id === project.userId) throw validationError('email', PROJECT_MESSAGES.ownerIsNotCollaborator);
      const outcome = await deps.db.transaction(async (tx) => {
        const repository = createProjectRepository(tx);
        await repository.lock(collaboratorsLockKey(project.id));
        const existing = await repository.findCollaborator(project.id, user.id);
        if (existing) return { collaborator: existing, isNew: false };
        assertWithinLimit(entitlement, 'collaborators', await repository.countCollaborators(project.id));
        await repository.addCollaborator(project.id, user.id, actorId);
        const added = await repository.findCollaborator(project.id, user.id);
        // The account was removed between the look-up and the insert.
        if (!added) throw validationError('email', PROJECT_MESSAGES.noRegisteredUser);
        return { collaborator: added, isNew: true };
      });
      const view = presentCollaborator(outcome.collaborator);
      if (outcome.isNew) {
        deps.events.publish({ type: 'collaborator.added', projectId: project.id, actorId, data: view });
      }
      return view;
    },

    /** Owner only: removes a collaborator; 404 when the user is not one. */
    async removeCollaborator(
      actorId: string,
      input: { id: string; collaboratorId: string },
    ): Promise<{ projectId: string; collaboratorId: string }> {
      const { project } = await access.require(actorId, input.id, 'owner');
      if (!(await projectsRepo.removeCollaborator(project.id, input.collaboratorId))) {
        throw new AppError('NOT_FOUND', PROJECT_MESSAGES.collaboratorNotFound);
      }
      const data = { projectId: project.id, collaboratorId: input.collaboratorId };
      deps.events.publish({ type: 'collaborator.removed', projectId: project.id, actorId, data });
      return data;
    },
  };
}
