import { randomUUID } from 'node:crypto';
import { JOB_KINDS, type JobTicket } from '@sym/contracts';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ModelKind } from '@sym/contracts';
import type { CreditReservationService } from '../credits/credit-reservation.service.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { GenerationJobDefinition } from './generation-job-deps.ts';
import { isOpenTargetConflict, type GenerationJobRepository } from './generation-job.repository.ts';
import type { GenerationJobPresenter } from './generation-job.presenter.ts';
import type { PayloadOf, TargetOf } from './job-definition.ts';
import type { JobRequestsPort } from './job-requests.port.ts';

/** A request for one job of a kind: its payload, what it fills and how it reads in the usage history. */
export interface JobRequest<Job extends GenerationJobDefinition> {
  job: Job;
  payload: PayloadOf<Job>;
  projectId: string | null;
  /** Usage history line, e.g. 'Image: Old Fisherman'. */
  description: string;
  /**
   * What the job makes (GENERATION_TARGET_KEYS): while a job for it is queued or running, a request answers
   * with that job and charges nothing. Absent: every request starts a job.
   */
  targetKey?: string;
  /** Inside the reservation's transaction: creates what the job fills (may record jobId), answers the target. */
  prepare(tx: Database, jobId: string): Promise<TargetOf<Job>>;
}

export interface GenerationRequestDeps {
  db: Database;
  jobs: GenerationJobRepository;
  credits: Pick<CreditReservationService, 'reserve' | 'announce'>;
  /** What one unit of each kind costs for a project (its chosen models, else the site's defaults). */
  prices: (projectId: string | null) => Promise<Record<ModelKind, number>>;
  queue: Pick<JobRequestsPort, 'send'>;
  presenter: GenerationJobPresenter;
}

/** Attempts of one request when other requests for the same target keep winning and finishing in between. */
const MAX_START_ATTEMPTS = 3;

const StoredInput = z.record(z.string(), z.unknown());

/** Starting generation jobs: reserve credits and record the job in one transaction, then queue it. */
export class GenerationRequestService {
  constructor(private readonly deps: GenerationRequestDeps) {}

  /**
   * Starts the job, or answers with the one already queued or running for the same target (charging
   * nothing). Race-free: the partial unique index on open jobs per target lets one of concurrent requests
   * commit; the others roll back (reservation included) and answer with its job.
   */
  async enqueue<Job extends GenerationJobDefinition>(
    holder: CreditHolder,
    request: JobRequest<Job>,
  ): Promise<JobTicket> {
    for (let attempt = 1; ; attempt += 1) {
      const open = request.targetKey ? await this.deps.jobs.findOpenByTargetKey(request.targetKey) : undefined;
      if (open) return this.deps.presenter.existingTicket(open);
      try {
        return await this.start(holder, request);
      } catch (error) {
        if (!isOpenTargetConflict(error) || attempt >= MAX_START_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Starts several jobs in order and stops at the first that credits cannot pay for (the variant suite and
   * "generate all" behaviour); 403 when not even the first could start.
   */
  async enqueueMany<Job extends GenerationJobDefinition>(
    holder: CreditHolder,
    requests: readonly JobRequest<Job>[],
  ): Promise<{ jobs: JobTicket[]; stoppedReason: string | null }> {
    const jobs: JobTicket[] = [];
    for (const request of requests) {
      try {
        jobs.push(await this.enqueue(holder, request));
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'FORBIDDEN' || jobs.length === 0) throw error;
        return { jobs, stoppedReason: error.message };
      }
    }
    return { jobs, stoppedReason: null };
  }

  /** What starting the request would charge its requester (0 when someone else pays). */
  async costOf<Job extends GenerationJobDefinition>(request: JobRequest<Job>): Promise<number> {
    const { job } = request;
    if (job.credits.payer !== 'requester') return 0;
    const prices = await this.deps.prices(request.projectId);
    return job.credits.cost((kind) => prices[kind], job.payload.parse(request.payload));
  }

  /** Which of the requests' targets a queued or running job already makes (starting those charges nothing). */
  inFlight<Job extends GenerationJobDefinition>(requests: readonly JobRequest<Job>[]): Promise<Set<string>> {
    return this.deps.jobs.openTargetKeys(requests.flatMap((request) => (request.targetKey ? [request.targetKey] : [])));
  }

  /** Reserves the kind's cost, records the job and what it fills, then queues it. 403 when credits or a limit run out. */
  private async start<Job extends GenerationJobDefinition>(
    holder: CreditHolder,
    request: JobRequest<Job>,
  ): Promise<JobTicket> {
    const { job } = request;
    const { queue, generationKind } = JOB_KINDS[job.name];
    if (generationKind === null) throw new Error(`${job.name} is not a generation job`);
    // The stored request is what the worker's schema reads back: a request it would reject is never queued.
    const payload = job.payload.parse(request.payload);
    const cost = await this.costOf(request);
    const jobId = randomUUID();
    const { credits } = this.deps;
    const { reserved, target } = await this.deps.db.transaction(async (tx) => {
      // The job's project decides the account: a team's project is paid from the team's (issue 33).
      const reserved = await credits.reserve(
        tx,
        holder,
        { id: jobId, kind: generationKind, projectId: request.projectId },
        cost,
        request.description,
      );
      const prepared = await request.prepare(tx, jobId);
      await this.deps.jobs.in(tx).insert({
        id: jobId,
        queue,
        kind: generationKind,
        userId: holder.id,
        projectId: request.projectId,
        target: StoredInput.parse(prepared),
        targetKey: request.targetKey ?? null,
        input: StoredInput.parse(payload),
        cost,
      });
      return { reserved, target: prepared };
    });
    // Sent after commit; a process that dies in between leaves the job queued, and workers re-send those at start.
    await this.deps.queue.send(job.name, jobId);
    if (cost > 0) await credits.announce(reserved.account, reserved.balance, -cost, generationKind);
    return { jobId, queue, cost, targetId: job.target.targetId(target), targetKey: request.targetKey ?? null };
  }
}
