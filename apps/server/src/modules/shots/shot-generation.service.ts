import {
  SCENARIO_MESSAGES,
  type GenerationGetInput,
  type GenerationUpdateInput,
  type ShotGeneration,
  type ShotGenerationKind,
  type ShotGenerationsInput,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioStore } from '../scenarios/scenario-store.ts';
import { scenarioNotFound, type ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { presentShotGeneration } from './shot-generation.presenter.ts';
import { shotNotFound } from './shot-steps.ts';
import { publishScenarioEvent } from './scenario-events.ts';

export interface ShotGenerationServiceDeps {
  store: ScenarioStore;
  access: ScenarioAccess;
  events: DomainEvents;
}

const generationNotFound = () => new AppError('NOT_FOUND', SCENARIO_MESSAGES.generationNotFound);

/** A shot's generation history (images and videos): listing, reading, choosing the primary, deleting. */
export class ShotGenerationService {
  constructor(private readonly deps: ShotGenerationServiceDeps) {}

  /** A shot's generations of one kind, newest first, optionally before an instant and of one status. */
  async listForShot(actorId: string, input: ShotGenerationsInput, kind: ShotGenerationKind): Promise<ShotGeneration[]> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'read');
    const shot = await this.deps.store.shots.findInScenario(scenario.id, input.shotId);
    if (!shot) throw shotNotFound();
    const rows = await this.deps.store.generations.list(shot.id, kind, input);
    return rows.map((row) => presentShotGeneration(row, scenario.id));
  }

  /** One generation of one of the episode's shots. */
  async get(actorId: string, input: GenerationGetInput): Promise<ShotGeneration> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'read');
    const found = await this.deps.store.generations.findInScenario(scenario.id, input.genId);
    if (!found) throw generationNotFound();
    return presentShotGeneration(found.generation, scenario.id);
  }

  /** Marks a generation primary (the shot's others of its kind stop being primary) or not, atomically. */
  async update(actorId: string, input: GenerationUpdateInput): Promise<ShotGeneration> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const generation = await this.deps.store.transaction(async (repositories) => {
      if (!(await repositories.scenarios.lockForShotChanges(scenario.id))) throw scenarioNotFound();
      const found = await repositories.generations.findInScenario(scenario.id, input.genId);
      if (!found) throw generationNotFound();
      const row = await repositories.generations.setPrimary(found.generation, input.isPrimary);
      return presentShotGeneration(row, scenario.id);
    });
    publishScenarioEvent(this.deps.events, 'shot.generation.updated', actorId, scenario, { generation });
    return generation;
  }

  /** Deletes a generation of the given kind; a shot that showed it falls back to another one or none. */
  async delete(
    actorId: string,
    input: { id: string; generationId: string },
    kind: ShotGenerationKind,
  ): Promise<{ id: string }> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const shot = await this.deps.store.transaction(async (repositories) => {
      if (!(await repositories.scenarios.lockForShotChanges(scenario.id))) throw scenarioNotFound();
      const found = await repositories.generations.findInScenario(scenario.id, input.generationId);
      if (!found || found.generation.kind !== kind) throw generationNotFound();
      await repositories.generations.delete(found.generation, found.shot);
      return { id: found.shot.id };
    });
    publishScenarioEvent(this.deps.events, 'shot.generation.deleted', actorId, scenario, {
      shotId: shot.id,
      id: input.generationId,
      kind,
    });
    return { id: input.generationId };
  }
}
