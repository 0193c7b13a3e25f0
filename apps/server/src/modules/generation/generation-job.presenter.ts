import type { ActiveJob, Job, JobQueue, JobTicket } from '@sym/contracts';
import { parseServerMessage } from '@sym/contracts';
import type { GenerationJobRow } from '../../db/schema.ts';
import { parseTarget, targetIdOf, targetSubjectOf } from './generation-targets.ts';

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

/** The ticket of a job already under way (a second request for the same thing): nothing was charged for it. */
export function presentExistingTicket(row: GenerationJobRow): JobTicket {
  const target = parseTarget(row.target);
  return {
    jobId: row.id,
    queue: row.queue as JobQueue,
    cost: 0,
    targetId: target ? targetIdOf(target) : null,
    targetKey: row.targetKey,
    isExisting: true,
  };
}

/** A queued or running job with what it makes, for a screen that opens while it runs. */
export function presentActiveJob(row: GenerationJobRow): ActiveJob {
  const target = parseTarget(row.target);
  const subject = target ? targetSubjectOf(target) : { scenarioId: null, shotId: null, assetId: null };
  return {
    jobId: row.id,
    queue: row.queue as JobQueue,
    cost: row.cost,
    targetId: target ? targetIdOf(target) : null,
    targetKey: row.targetKey,
    kind: row.kind as ActiveJob['kind'],
    status: row.status === 'active' ? 'active' : 'queued',
    progress: row.progress,
    scenarioId: subject.scenarioId,
    shotId: subject.shotId,
    assetId: subject.assetId,
  };
}
