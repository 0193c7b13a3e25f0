import type { GenerationKind } from '@sym/contracts';
import type { JobProgressState } from '../api/generationTypes';
import { IDLE_GENERATION, type GenerationState } from '../api/generationState';

/** The start request made under one key. */
export interface StartRecord {
  kind: GenerationKind;
  isStarting: boolean;
  error: string | null;
  stoppedReason: string | null;
}

export interface FailureTexts {
  /** Text for `failed` failed jobs of `total`; `isLost` when the server no longer knew them. */
  failed: (failed: number, total: number, isLost: boolean) => string;
  timedOut: string;
  /** Said when a finished job's picture repeated an earlier take and its credits came back. */
  repeatTake: string;
}

/** Whether the server gave a job's credits back because its picture repeated an earlier take. */
const isRepeatTake = (job: JobProgressState) => job.job?.result?.isRepeatTake === true;

/** Folds a key's start request and job states into one state a button or toolbar can show. */
export function summarizeGeneration(
  record: StartRecord | undefined,
  jobs: readonly JobProgressState[],
  texts: FailureTexts,
): GenerationState {
  const stoppedReason = record?.stoppedReason ?? null;
  if (record?.isStarting) return { ...IDLE_GENERATION, phase: 'starting' };
  if (record?.error) return { ...IDLE_GENERATION, phase: 'failed', error: record.error };
  if (jobs.length === 0) {
    // A batch that could not start a single job (e.g. too few credits for the first one).
    return stoppedReason ? { ...IDLE_GENERATION, phase: 'failed', error: stoppedReason } : IDLE_GENERATION;
  }
  const total = jobs.length;
  const finished = jobs.filter((job) => !job.isRunning).length;
  const failedJobs = jobs.filter((job) => job.status === 'failed' || job.status === 'not_found');
  const timedOut = jobs.filter((job) => job.status === 'timeout').length;
  const progress = Math.round(jobs.reduce((sum, job) => sum + job.progress, 0) / total);
  const base = { progress, total, finished, stoppedReason, error: null };
  if (finished < total) return { ...base, phase: 'running' };
  if (failedJobs.length > 0) {
    const isLost = failedJobs.every((job) => job.status === 'not_found');
    return { ...base, phase: 'failed', error: texts.failed(failedJobs.length, total, isLost) };
  }
  if (timedOut > 0) return { ...base, phase: 'timeout', error: texts.timedOut };
  return { ...base, phase: 'completed', notice: jobs.some(isRepeatTake) ? texts.repeatTake : null };
}
