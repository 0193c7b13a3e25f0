import type { ExportRow } from '../../db/schema.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { presentExport } from './export.presenter.ts';
import type { ExportRepository } from './export.repository.ts';

/** Pushes an export's state (queued, progress, completed, failed) to its project's room. */
export class ExportEvents {
  /** Episode → project, remembered for the progress events of its renders (an episode never changes project). */
  private readonly projectOfScenario = new Map<string, string>();

  constructor(private readonly deps: { exports: Pick<ExportRepository, 'projectIdOf'>; events: DomainEvents }) {}

  /** Publishes `export.updated` (the one channel an export's list entry follows). */
  updated(row: ExportRow): void {
    const publish = (projectId: string | null) =>
      this.deps.events.publish({ type: 'export.updated', projectId, actorId: row.userId, data: presentExport(row) });
    const known = this.projectOfScenario.get(row.scenarioId);
    if (known) return publish(known);
    void this.deps.exports.projectIdOf(row.scenarioId).then(
      (projectId) => {
        if (projectId) this.projectOfScenario.set(row.scenarioId, projectId);
        publish(projectId ?? null);
      },
      () => publish(null),
    );
  }
}
