import type { z } from 'zod';
import type { GenerationKind, JobKind } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { StoredOutput } from './generation-output.ts';

/** The settings a kind's policy reads (config: JOB_CONCURRENCY, JOB_EXPIRE_SECONDS, EXPORT_TIMEOUT_SECONDS). */
export interface JobSettings {
  concurrency: number;
  jobExpireSeconds: number;
  exportTimeoutSeconds: number;
}

/** How a kind's jobs are retried and timed. */
export interface JobPolicy {
  /** Attempts of one job, crashed ones included; past them the job fails for good (its credits go back). */
  maxAttempts: number;
  /** Seconds before the first retry; doubled each time. */
  retryDelaySeconds: number;
  /** Jobs of the kind's queue one worker runs at once, out of JOB_CONCURRENCY: all, half (ffmpeg uses every core), one. */
  concurrency: 'all' | 'half' | 'one';
  /**
   * A time limit after which the attempt is aborted and the job fails (not retried); pg-boss takes a job still
   * active a little later as lost. Without it, a job still active after JOB_EXPIRE_SECONDS is taken as lost.
   */
  abortAfterSeconds?(settings: JobSettings): number;
  /** The failure of a job that ran past `abortAfterSeconds`. */
  timedOutMessage?: string;
}

/** Credits of one unit of a generation kind, as the providers in use price it. */
export type PriceOf = (kind: GenerationKind) => number;

/**
 * Who pays for a job and how much. A paid job's cost is reserved in the request's transaction (with the job
 * record), captured in the transaction that completes it, and released when it fails or is cancelled (or when its
 * take repeats one its target already has).
 */
export type CreditRule<Payload> =
  | { payer: 'nobody' }
  | {
      payer: 'requester';
      /** The cost at request time. */
      cost(price: PriceOf, payload: Payload): number;
    };

/** Nothing to pay (an export: the AI work was paid when it was generated). */
export const FREE: CreditRule<never> = { payer: 'nobody' };

/** Paid by whoever asks, at the price of one unit of `kind`. */
export const chargeOne = (kind: Exclude<GenerationKind, 'text'>): CreditRule<never> => ({
  payer: 'requester',
  cost: (price) => price(kind),
});

/** One attempt of a job as its handler sees it: the parsed payload and target, and the attempt's controls. */
export interface JobRun<Payload, Target> {
  jobId: string;
  /** Who asked (and pays; stored files are charged to them). */
  userId: string;
  projectId: string | null;
  payload: Payload;
  target: Target;
  /** Aborted when the job is cancelled, times out or the worker stops. */
  signal: AbortSignal;
  onProgress(percent: number): void;
  /** From the job id: a retry renders the same take, a new job a new one. */
  seed: number;
}

/** The records a queued or running job makes, for a screen that opens while it runs. */
export interface TargetSubject {
  scenarioId: string | null;
  shotId: string | null;
  assetId: string | null;
}

/** What a completed job hands its target: its request, its stored files and what its handler made. */
export interface JobDone<Payload, Output> {
  payload: Payload;
  output: StoredOutput;
  media: Output;
}

/** What a job fills (stored with its record) and the steps that write into it. */
export interface JobTargetSteps<Payload, Target, Deps, Output> {
  /** The stored target as this kind reads it; one it rejects is an unknown target (the job fails). */
  schema: z.ZodType<Target>;
  /** The id the client shows progress on (a variant, a shot generation, a clip, a preview, an export). */
  targetId(target: Target): string;
  /** What a screen opening while the job runs needs to place it. */
  subject(target: Target): TargetSubject;
  /**
   * Inside the job's completing transaction: writes the stored output into the records the job fills. Throwing
   * rolls the completion back (a JobFailure or a ProviderError that is not retryable fails the job instead).
   */
  fill?(deps: Deps, tx: Database, target: Target, done: JobDone<Payload, Output>): Promise<void>;
  /** Inside the job's failing transaction: marks the records the job fills as failed with the user's message. */
  fail?(deps: Deps, tx: Database, target: Target, message: string): Promise<void>;
  /**
   * The output is taken by a later step, not by `fill` (a wizard preview waits for create-with-story): its files
   * stay unreferenced until then. Otherwise every file `fill` did not take is removed once the job completes.
   */
  outputWaitsForAdoption?: boolean;
}

/**
 * One kind of job (Documenso's job definitions): its name (declared in contracts JOB_KINDS), the zod schema of its
 * stored request, its retry and timeout policy, its credit rule, the target it fills and its handler. `records`
 * names the table that keeps its records, which decides the rest of its life (jobs/job-runner.ts): a generation
 * job's output is stored as media and fills its target in the completing transaction; an export's render stores
 * its own file on its own row.
 */
export interface JobDefinition<
  Name extends JobKind = JobKind,
  Payload = unknown,
  Target = unknown,
  Deps = unknown,
  Output = unknown,
> {
  name: Name;
  records: 'generation_jobs' | 'exports';
  /** The stored request; a job whose request it rejects fails with 'job.invalidPayload' and its credits go back. */
  payload: z.ZodType<Payload>;
  target: JobTargetSteps<Payload, Target, Deps, Output>;
  policy: JobPolicy;
  credits: CreditRule<Payload>;
  /** Does the work of one attempt; throwing asks for a retry (JobFailure: fails at once with its message). */
  handle(deps: Deps, run: JobRun<Payload, Target>): Promise<Output>;
}

/** Declares one job kind; its payload and target types are inferred from their schemas. */
export function defineJob<const Name extends JobKind, Payload, Target, Deps, Output>(
  definition: JobDefinition<Name, Payload, Target, Deps, Output>,
): JobDefinition<Name, Payload, Target, Deps, Output> {
  return definition;
}

/** The payload type of a definition. */
export type PayloadOf<D> = D extends { payload: z.ZodType<infer Payload> } ? Payload : never;
/** The target type of a definition. */
export type TargetOf<D> = D extends { target: { schema: z.ZodType<infer Target> } } ? Target : never;

/** Thrown by a handler: the job fails now with this message (one for the user), without a retry. */
export class JobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobFailure';
  }
}
