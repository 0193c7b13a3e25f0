import { STYLE_MODULE_NOT_FOUND } from '@sym/contracts';
import type { StyleModuleRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectAccess, ProjectAccessLevel } from '../projects/project-access.policy.ts';

export const styleModuleNotFound = () => new AppError('NOT_FOUND', STYLE_MODULE_NOT_FOUND);

/**
 * A project's module follows its project's rule (read to see it, write to change it); a module of the
 * global library belongs to its creator alone. Anyone else gets 404 'Style module not found'.
 */
export class StyleAccess {
  constructor(private readonly deps: { projects: ProjectAccess }) {}

  /** Throws unless the actor may act on the module at `level`. */
  async require(actorId: string, module: StyleModuleRow, level: ProjectAccessLevel): Promise<void> {
    if (module.projectId === null) {
      if (module.userId !== actorId) throw styleModuleNotFound();
      return;
    }
    try {
      await this.deps.projects.require(actorId, module.projectId, level);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw styleModuleNotFound();
      throw error;
    }
  }
}
