import { randomUUID } from 'node:crypto';
import {
  DOMAIN_MESSAGES,
  GENERATION_MESSAGES,
  type ActiveJob,
  type GenerationKind,
  type Job,
  type JobQueue,
  type JobTicket,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobQueueService } from '../../jobs/job-queue.ts';
import { priceOf, type ProviderRegistry } from '../../providers/registry.ts';
import type { CreditHolder, CreditsService } from '../credits/credits.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';
import { failGenerationJob } from './generation-failure.ts';
import { createGenerationJobRepository, isOpenTargetConflict } from './generation-job.repository.ts';
import { presentActiveJob, presentExistingTicket, presentJob } from './generation-job.presenter.ts';
import { QUEUE_OF, targetIdOf, type GenerationTarget } from './generation-targets.ts';

export interface EnqueueSpec {
  kind: Exclude<GenerationKind, 'text'>;
  projectId: string | null;
  /** Usage history line, e.g. 'Image: Old Fisherman'. */
  description: string;
  input: Record<string, unknown>;
  /**
   * What the job makes (GENERATION_TARGET_KEYS): while a job for it is queued or running, a request answers
   * with that job and charges nothing. Absent: every request starts a job.
   */
  targetKey?: string;
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
  /** Removes a failed job's files. */
  files: Pick<FileWriter, 'discard'>;
  /** Who may see a job besides its owner: whoever may edit its project. */
  projects: Pick<ProjectAccess, 'require'>;
}

/** Attempts of one request when other requests for the same target keep winning and finishing in between. */
const MAX_START_ATTEMPTS = 3;

/** Starting generation jobs (reserve credits + record the job in one transaction, then queue it), reading, cancelling. */
export function createGenerationRequestService(deps: GenerationRequestDeps) {
  const { db, credits } = deps;

  /** Reserves the price, records the job and what it fills, then queues it. 403 when credits or a limit run out. */
  async function start(holder: CreditHolder, spec: EnqueueSpec): Promise<JobTicket> {
    const cost = priceOf(deps.providers, spec.kind) + (spec.extraCost ?? 0);
    const queue = QUEUE_OF[spec.kind];
    const jobId = randomUUID();
    const { balance, target } = await db.transaction(async (tx) => {
      const remaining = await credits.reserve(tx, holder, { id: jobId, kind: spec.kind }, cost, spec.description);
      const prepared = await spec.prepare(tx, jobId);
      await createGenerationJobRepository(tx).insert({
        id: jobId,
        queue,
        kind: spec.kind,
        userId: holder.id,
        projectId: spec.projectId,
        target: prepared,
        targetKey: spec.targetKey ?? null,
        input: spec.input,
        cost,
      });
      return { balance: remaining, target: prepared };
    });
    // Sent after commit; a process that dies in between leaves the job queued, and workers re-send those at start.
    await deps.queue.send(queue, jobId);
    if (cost > 0) credits.announce(holder.id, balance, -cost, spec.kind);
    return { jobId, queue, cost, targetId: targetIdOf(target), targetKey: spec.targetKey ?? null };
  }

  /** Whether the user may follow the job: it is theirs, or they may edit its project. */
  async function canSee(userId: string, row: { userId: string; projectId: string | null }): Promise<boolean> {
    if (row.userId === userId) return true;
    if (!row.projectId) return false;
    return deps.projects.require(userId, row.projectId, 'write').then(
      () => true,
      () => false,
    );
  }

  return {
    /**
     * Starts the job, or answers with the one already queued or running for the same target (charging
     * nothing). Race-free: the partial unique index on open jobs per target lets one of concurrent requests
     * commit; the others roll back (reservation included) and answer with its job.
     */
    async enqueue(holder: CreditHolder, spec: EnqueueSpec): Promise<JobTicket> {
      const jobs = createGenerationJobRepository(db);
      for (let attempt = 1; ; attempt += 1) {
        const open = spec.targetKey ? await jobs.findOpenByTargetKey(spec.targetKey) : undefined;
        if (open) return presentExistingTicket(open);
        try {
          return await start(holder, spec);
        } catch (error) {
          if (!isOpenTargetConflict(error) || attempt >= MAX_START_ATTEMPTS) throw error;
        }
      }
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
      const isVisible = row && row.queue === queue && (await canSee(userId, row));
      return presentJob(isVisible ? row : undefined, queue, jobId);
    },

    /** The project's queued and running jobs; 404 unless the user may edit the project. */
    async listActive(userId: string, projectId: string): Promise<ActiveJob[]> {
      if (!isUuid(projectId)) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
      await deps.projects.require(userId, projectId, 'write');
      const rows = await createGenerationJobRepository(db).listOpenByProject(projectId);
      return rows.map(presentActiveJob);
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
