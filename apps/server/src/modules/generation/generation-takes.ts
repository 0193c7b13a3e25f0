import { createHash } from 'node:crypto';
import { serverMessageText } from '@sym/contracts';
import type { GenerationJobRow } from '../../db/schema.ts';
import type { GenerationJobRepository } from './generation-job.repository.ts';

/**
 * Takes: every job is a take of its target (a shot's image, an asset variant's image). Its seed comes from the job
 * id, so a retry of the job renders the same picture while a new job (a paid regeneration) renders a new one.
 * Never 0: seed 0 is the local renderer's canonical take.
 */
export function seedOf(jobId: string): number {
  return Number.parseInt(jobId.replaceAll('-', '').slice(0, 8), 16) >>> 0 || 1;
}

/** The fingerprint a take is compared by: sha256 of its bytes. */
export function contentHashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Inside the completing transaction (`jobs` bound to it): whether these bytes repeat a take the target has. */
export async function isRepeatTake(
  jobs: Pick<GenerationJobRepository, 'hasCompletedTake'>,
  job: GenerationJobRow,
  contentHash: string,
): Promise<boolean> {
  if (!job.targetKey) return false;
  return jobs.hasCompletedTake(job.targetKey, contentHash, job.id);
}

/** The usage line of a take given back because its bytes repeat an earlier take. */
export function repeatTakeRefundText(): string {
  return serverMessageText('usage.refund', { reason: serverMessageText('job.repeatTake') });
}
