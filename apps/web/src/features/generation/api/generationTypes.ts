import type { Job, JobBatch as AssetJobBatch, JobStatus, JobTicket, ShotJobBatch } from '@sym/contracts';

/**
 * What a batch request answers (variant suite, generate all): the jobs started, why it stopped early and, for
 * an episode's shots, how many were left out because they were not ready.
 */
export type JobBatch = AssetJobBatch | ShotJobBatch;

/** What a start request answers: one job or a batch. */
export type GenerationStart = JobTicket | JobBatch;

/** Where one polled job stands; 'timeout' once polling gave up (JOB_POLL_CAP_MS) before it finished. */
export interface JobProgressState {
  job: Job | null;
  status: JobStatus | 'timeout';
  /** 0-100. */
  progress: number;
  /** Still polled. */
  isRunning: boolean;
}
