import { DOMAIN_MESSAGES } from '@sym/contracts';
import type { ScenarioRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectAccess, ProjectAccessLevel, ProjectRole } from '../projects/project-access.policy.ts';
import type { ScenarioRepository } from './scenario.repository.ts';

export const scenarioNotFound = () => new AppError('NOT_FOUND', DOMAIN_MESSAGES.scenarioNotFound);

/**
 * An episode is reached through its project's rule: whoever may read (or write) the project may read (or
 * change) its episodes. An episode the actor may not see, or that is deleted, answers 404 'Episode not found'.
 */
export class ScenarioAccess {
  constructor(private readonly deps: { scenarios: ScenarioRepository; projects: ProjectAccess }) {}

  /** The live episode if the actor may act on it at `level`; else 404 'Episode not found' (or 403). */
  async require(
    actorId: string,
    scenarioId: string,
    level: ProjectAccessLevel,
  ): Promise<{ scenario: ScenarioRow; role: ProjectRole }> {
    const found = await this.deps.scenarios.findActiveForActor(scenarioId, actorId);
    if (!found) throw scenarioNotFound();
    try {
      const { role } = this.deps.projects.grant(found.project, actorId, level);
      return { scenario: found.scenario, role };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw scenarioNotFound();
      throw error;
    }
  }
}
