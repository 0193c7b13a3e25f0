import type { ActiveJob, FinishedJob, Job, JobQueue, JobTarget, JobTicket } from '@sym/contracts';
import { parseServerMessage } from '@sym/contracts';
import type { GenerationJobRow } from '../../db/schema.ts';
import type { GenerationJobCatalog } from './generation-job-catalog.ts';

/** A failure as a code with parameters; stored texts of older jobs read back the same way. */
function errorMessageOf(error: string | null): Pick<Job, 'errorCode' | 'errorParams'> {
  if (error === null) return { errorCode: null, errorParams: null };
  const message = parseServerMessage(error);
  return { errorCode: message.code, errorParams: message.params };
}

/** What the client polls: the record's state (a stranger's or unknown id reads as not_found). */
export function presentJob(row: GenerationJobRow | undefined, queue: string, jobId: string): Job {
  if (!row) {
    return {
      id: jobId,
      queue,
      kind: 'image',
      status: 'not_found',
      progress: 0,
      cost: 0,
      attempts: 0,
      error: null,
      errorCode: null,
      errorParams: null,
      result: null,
      createdAt: null,
      updatedAt: null,
    };
  }
  return {
    id: row.id,
    queue: row.queue,
    kind: row.kind as Job['kind'],
    status: row.status === 'queued' || row.status === 'active' || row.status === 'completed' ? row.status : 'failed',
    progress: row.progress,
    cost: row.cost,
    attempts: row.attempts,
    error: row.error,
    ...errorMessageOf(row.error),
    result: row.result ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The outward shapes of generation jobs that name what they fill: each kind's definition (through the catalog)
 * says its target's id and where it belongs, so no kind is named here.
 */
export class GenerationJobPresenter {
  constructor(private readonly catalog: GenerationJobCatalog) {}

  /** A finished job as the project room hears it (`job:finished`): the polled Job and what it filled. */
  finished(row: GenerationJobRow): FinishedJob {
    return { ...presentJob(row, row.queue, row.id), target: this.targetOf(row) };
  }

  /** The ticket of a job already under way (a second request for the same thing): nothing was charged for it. */
  existingTicket(row: GenerationJobRow): JobTicket {
    return {
      jobId: row.id,
      queue: row.queue as JobQueue,
      cost: 0,
      targetId: this.catalog.targetIdOf(row.target),
      targetKey: row.targetKey,
      isExisting: true,
    };
  }

  /** A queued or running job with what it makes, for a screen that opens while it runs. */
  active(row: GenerationJobRow): ActiveJob {
    const subject = this.catalog.subjectOf(row.target);
    return {
      jobId: row.id,
      queue: row.queue as JobQueue,
      cost: row.cost,
      targetId: this.catalog.targetIdOf(row.target),
      targetKey: row.targetKey,
      kind: row.kind as ActiveJob['kind'],
      status: row.status === 'active' ? 'active' : 'queued',
      progress: row.progress,
      scenarioId: subject.scenarioId,
      shotId: subject.shotId,
      assetId: subject.assetId,
    };
  }

  /** What the job fills, named for a client to update that one entry (null: a target no longer known). */
  private targetOf(row: GenerationJobRow): JobTarget | null {
    const read = this.catalog.readTarget(row.target);
    if (!read) return null;
    const id = read.definition.target.targetId(read.target);
    const fills = this.catalog.fillsOf(row.target);
    return {
      type: read.kind,
      id,
      ...read.definition.target.subject(read.target),
      variantId: fills === 'variant' ? id : null,
      voiceClipId: fills === 'voice-clip' ? id : null,
      exportId: null,
    };
  }
}
