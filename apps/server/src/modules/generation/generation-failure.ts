import { serverMessageText } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { GenerationJobRow } from '../../db/schema.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import { createGenerationJobRepository } from './generation-job.repository.ts';
import { presentJob } from './generation-job.presenter.ts';
import { definitionOf, parseTarget, type GenerationTarget } from './generation-targets.ts';

export interface GenerationFailureDeps {
  db: Database;
  credits: CreditsService;
  /** Removes the files a failed job wrote and nothing came to use. */
  files: Pick<FileWriter, 'discard'>;
  events: DomainEvents;
}

/** The failing transaction's part for the target: its definition marks what the job fills as failed. */
async function markTargetFailed(tx: Database, target: GenerationTarget | undefined, error: string) {
  if (target) await definitionOf(target).fail(tx, target, error);
}

/**
 * Ends an open job as failed (a worker's last failed attempt, or a cancellation): in one transaction the record,
 * its target and the release of its credits; then its files are removed and the user told. Undefined when the job
 * was already finished, so nothing is refunded twice.
 */
export async function failGenerationJob(
  deps: GenerationFailureDeps,
  jobId: string,
  message: string,
): Promise<GenerationJobRow | undefined> {
  const finished = await deps.db.transaction(async (tx) => {
    const done = await createGenerationJobRepository(tx).finish(jobId, { status: 'failed', error: message });
    if (!done) return undefined;
    await markTargetFailed(tx, parseTarget(done.target), message);
    await deps.credits.release(
      tx,
      done.userId,
      done.id,
      done.cost,
      serverMessageText('usage.refund', { reason: message }),
    );
    return done;
  });
  if (!finished) return undefined;
  await deps.files.discard(finished.outputKeys ?? []);
  if (finished.cost > 0) {
    const balance = await deps.credits.currentBalance(finished.userId);
    deps.credits.announce(finished.userId, balance, finished.cost, 'refund');
  }
  deps.events.publish({
    type: 'generation.failed',
    projectId: finished.projectId,
    actorId: finished.userId,
    data: presentJob(finished, finished.queue, finished.id),
  });
  return finished;
}
