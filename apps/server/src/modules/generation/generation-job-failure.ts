import { serverMessageText } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { GenerationJobRow } from '../../db/schema.ts';
import type { CreditReservationService } from '../credits/credit-reservation.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import type { GenerationJobAttemptRepository } from './generation-job-attempt.repository.ts';
import type { GenerationJobCatalog } from './generation-job-catalog.ts';
import type { GenerationJobDeps } from './generation-job-deps.ts';
import type { GenerationJobPresenter } from './generation-job.presenter.ts';

export interface GenerationJobFailureDeps {
  db: Database;
  attempts: GenerationJobAttemptRepository;
  catalog: GenerationJobCatalog;
  presenter: GenerationJobPresenter;
  /** What the kinds' target steps write with. */
  jobDeps: GenerationJobDeps;
  credits: Pick<CreditReservationService, 'release' | 'announceJob'>;
  /** Removes the files a failed job wrote and nothing came to use. */
  files: Pick<FileWriter, 'discard'>;
  events: DomainEvents;
}

/** The one failure-and-refund path of generation jobs: a worker's last failed attempt, or a cancellation. */
export class GenerationJobFailure {
  constructor(private readonly deps: GenerationJobFailureDeps) {}

  /**
   * Ends an open job as failed: in one transaction the record, its target (through its kind's definition) and the
   * release of its credits; then its files are removed and the user told. Undefined when the job was already
   * finished, so nothing is refunded twice.
   */
  async fail(jobId: string, message: string): Promise<GenerationJobRow | undefined> {
    const { db, credits } = this.deps;
    const finished = await db.transaction(async (tx) => {
      const done = await this.deps.attempts.in(tx).finish(jobId, { status: 'failed', error: message });
      if (!done) return undefined;
      const read = this.deps.catalog.readTarget(done.target);
      await read?.definition.target.fail?.(this.deps.jobDeps, tx, read.target, message);
      await credits.release(
        tx,
        done.userId,
        done.id,
        done.cost,
        serverMessageText('usage.refund', { reason: message }),
      );
      return done;
    });
    if (!finished) return undefined;
    await this.deps.files.discard(finished.outputKeys ?? []);
    // Back to the account that paid: the user's own, or the team's when the job was on a team's project.
    if (finished.cost > 0) await credits.announceJob(finished.id, finished.cost, 'refund');
    this.deps.events.publish({
      type: 'generation.failed',
      projectId: finished.projectId,
      actorId: finished.userId,
      data: this.deps.presenter.finished(finished),
    });
    return finished;
  }
}
