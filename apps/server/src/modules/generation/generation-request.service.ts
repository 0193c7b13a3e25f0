import { randomUUID } from 'node:crypto';
import { GENERATION_MESSAGES, type GenerationKind, type Job, type JobQueue, type JobTicket } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobQueueService } from '../../jobs/job-queue.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { priceOf, type ProviderRegistry } from '../../providers/registry.ts';
import type { CreditHolder, CreditsService } from '../credits/credits.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { failGenerationJob } from './generation-failure.ts';
import { createGenerationJobRepository } from './generation-job.repository.ts';
import { presentJob } from './generation-job.presenter.ts';
import { QUEUE_OF, targetIdOf, type GenerationTarget } from './generation-targets.ts';

export interface EnqueueSpec {
  kind: Exclude<GenerationKind, 'text'>;
  projectId: string | null;
  /** Usage history line, e.g. 'Image: Old Fisherman'. */
  description: string;
  input: Record<string, unknown>;
  /** Extra credits on top of the kind's price (e.g. speech for a lip-sync from text). */
  extraCost?: number;
  /** Inside the reservation's transaction: creates what the job fills (may record jobId), answers the target. */
  prepare(tx: Database, jobId: string): Promise<GenerationTarget>;
}

export interface GenerationRequestDeps {
  db: Database;
  credits: CreditsService;
  providers: ProviderRegistry;
  queue: Pick<JobQueueService, 'send' | 'cancel'>;
  events: DomainEvents;
  /** Where a failed job's files are removed from. */
  storage: MediaStorage;
}

/** Starting generation jobs (reserve credits + record the job in one transaction, then queue it), reading, cancelling. */
export function createGenerationRequestService(deps: GenerationRequestDeps) {
  const { db, credits } = deps;

  return {
    /** Reserves the price, records the job and what it fills, then queues it. 403 when credits run short. */
    async enqueue(holder: CreditHolder, spec: EnqueueSpec): Promise<JobTicket> {
      const cost = priceOf(deps.providers, spec.kind) + (spec.extraCost ?? 0);
      const queue = QUEUE_OF[spec.kind];
      const jobId = randomUUID();
      const { balance, target } = await db.transaction(async (tx) => {
        const remaining = await credits.reserve(tx, holder, jobId, cost, spec.description);
        const prepared = await spec.prepare(tx, jobId);
        await createGenerationJobRepository(tx).insert({
          id: jobId,
          queue,
          kind: spec.kind,
          userId: holder.id,
          projectId: spec.projectId,
          target: prepared,
          input: spec.input,
          cost,
        });
        return { balance: remaining, target: prepared };
      });
      // Sent after commit; a process that dies in between leaves the job queued, and workers re-send those at start.
      await deps.queue.send(queue, jobId);
      if (cost > 0) credits.announce(holder.id, balance, -cost, spec.kind);
      return { jobId, queue, cost, targetId: targetIdOf(target) };
    },

    /**
     * Starts several jobs in order and stops at the first that credits cannot pay for (the variant suite and
     * "generate all" behaviour); 403 when not even the first could start.
     */
    async enqueueMany(
      holder: CreditHolder,
      specs: readonly EnqueueSpec[],
    ): Promise<{ jobs: JobTicket[]; stoppedReason: string | null }> {
      const jobs: JobTicket[] = [];
      for (const spec of specs) {
        try {
          jobs.push(await this.enqueue(holder, spec));
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'FORBIDDEN' || jobs.length === 0) throw error;
          return { jobs, stoppedReason: error.message };
        }
      }
      return { jobs, stoppedReason: null };
    },

    /** The job as its owner sees it; anything else reads as not_found. */
    async get(userId: string, queue: JobQueue, jobId: string): Promise<Job> {
      const row = await createGenerationJobRepository(db).find(jobId);
      const isVisible = row && row.userId === userId && row.queue === queue;
      return presentJob(isVisible ? row : undefined, queue, jobId);
    },

    /**
     * Cancels the owner's job: a queued one ends now with its credits released; an active one is asked to stop
     * and its worker ends it the same way.
     */
    async cancel(userId: string, queue: JobQueue, jobId: string): Promise<Job> {
      const jobs = createGenerationJobRepository(db);
      const row = await jobs.find(jobId);
      if (!row || row.userId !== userId || row.queue !== queue) return presentJob(undefined, queue, jobId);
      if (row.status === 'queued') {
        const finished = await failGenerationJob(deps, jobId, GENERATION_MESSAGES.cancelled);
        if (finished) {
          await deps.queue.cancel(queue, jobId).catch(() => undefined);
          return presentJob(finished, queue, jobId);
        }
      } else if (row.status === 'active') {
        await jobs.requestCancel(jobId);
      }
      return presentJob(await jobs.find(jobId), queue, jobId);
    },
  };
}
export type GenerationRequestService = ReturnType<typeof createGenerationRequestService>;
