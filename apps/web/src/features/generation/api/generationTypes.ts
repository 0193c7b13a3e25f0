import type { Job, JobStatus, JobTicket } from '@sym/contracts';

/** What a batch request answers (variant suite, generate all): the jobs started and why it stopped early. */
export interface JobBatch {
  jobs: JobTicket[];
  /** Set when the batch stopped before its end, e.g. 'Not enough credits. ...'; null when every job started. */
  stoppedReason: string | null;
  /** Items left out because they were not ready (e.g. shots without a description). */
  skipped?: number;
}

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
