import { PROJECT_MESSAGES, type SeriesCreateInput, type SeriesUpdateInput, type SeriesView } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { presentSeries } from './series.presenter.ts';
import type { SeriesBibleRepository } from './series-bible.repository.ts';
import type { SeriesRepository } from './series.repository.ts';

export interface SeriesServiceDeps {
  db: Database;
  series: SeriesRepository;
  /** Deleting a series hands its bible's assets to the projects that use them. */
  bible: Pick<SeriesBibleRepository, 'in'>;
  events: DomainEvents;
}

/** A user's series of projects: list, create, rename, delete (projects move to 'No Series'). */
export class SeriesService {
  constructor(private readonly deps: SeriesServiceDeps) {}

  /** The actor's series with their project counts. */
  async list(actorId: string): Promise<SeriesView[]> {
    return (await this.deps.series.listOwned(actorId)).map(presentSeries);
  }

  /** Creates a series for the actor. */
  async create(actorId: string, input: SeriesCreateInput): Promise<SeriesView> {
    const row = await this.deps.series.insert({
      userId: actorId,
      name: input.name,
      description: input.description ?? null,
    });
    const view = presentSeries({ ...row, projectCount: 0 });
    this.deps.events.publish({ type: 'series.created', projectId: null, actorId, data: view });
    return view;
  }

  /** Renames or re-describes one of the actor's series; 404 for anyone else's. */
  async update(actorId: string, input: SeriesUpdateInput): Promise<SeriesView> {
    const current = await this.requireOwned(actorId, input.id);
    const patch: { name?: string; description?: string | null } = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description;
    if (Object.keys(patch).length === 0) return presentSeries(current);
    const row = await this.deps.series.update(current.id, patch);
    const view = presentSeries({ ...row, projectCount: current.projectCount });
    this.deps.events.publish({ type: 'series.updated', projectId: null, actorId, data: view });
    return view;
  }

  /**
   * Deletes one of the actor's series, moving its projects to 'No Series' in the same transaction. Its bible's
   * assets stay with their home projects; every other project using one gets its own copy (bible-repository).
   */
  async delete(actorId: string, id: string): Promise<{ id: string; movedProjects: number }> {
    await this.requireOwned(actorId, id);
    const movedProjects = await this.deps.db.transaction(async (tx) => {
      const inTx = this.deps.series.in(tx);
      await this.deps.bible.in(tx).dissolve(id);
      const moved = await inTx.detachProjects(id);
      await inTx.delete(id);
      return moved;
    });
    const data = { id, movedProjects };
    this.deps.events.publish({ type: 'series.deleted', projectId: null, actorId, data });
    return data;
  }

  private async requireOwned(actorId: string, id: string) {
    const found = await this.deps.series.findOwned(id, actorId);
    if (!found) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.seriesNotFound);
    return found;
  }
}
