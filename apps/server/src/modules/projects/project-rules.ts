import { PROJECT_MESSAGES } from '@sym/contracts';
import type { ProjectStyleColumn } from '../../db/schema.ts';
import { validationError } from '../../errors/app-error.ts';
import { assertUsableStyleModules } from '../styles/style-usability.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import type { ProjectRepository } from './project.repository.ts';

/** The lock key that serialises an owner's project-limit checks. */
export const ownerProjectsLockKey = (ownerId: string) => `projects-of:${ownerId}`;

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
