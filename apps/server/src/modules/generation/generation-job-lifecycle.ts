import { GENERATION_MESSAGES, isServerMessageCode, serverMessageText, type GenerationKind } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { GenerationJobRow } from '../../db/schema.ts';
import { ProviderError, type GeneratedMedia } from '../../providers/provider.ts';
import type { CreditReservationService } from '../credits/credit-reservation.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import type { GenerationJobAttemptRepository } from './generation-job-attempt.repository.ts';
import type { GenerationJobDeps, GenerationJobDefinition } from './generation-job-deps.ts';
import type { GenerationJobFailure } from './generation-job-failure.ts';
import type { GenerationJobRepository } from './generation-job.repository.ts';
import type { GenerationJobPresenter } from './generation-job.presenter.ts';
import { outputFilesOf, proposeKeys, storeOutput } from './generation-output.ts';
import { contentHashOf, isRepeatTake, repeatTakeRefundText, seedOf } from './generation-takes.ts';
import type { ClaimedJob, JobLifecycle } from './job-lifecycle.ts';

export interface GenerationJobLifecycleDeps {
  db: Database;
  jobs: GenerationJobRepository;
  attempts: GenerationJobAttemptRepository;
  failure: GenerationJobFailure;
  presenter: GenerationJobPresenter;
  jobDeps: GenerationJobDeps;
  /** Stores outputs charged to the job's user; removes what the target did not take. */
  files: Pick<FileWriter, 'put' | 'discard' | 'discardIn' | 'sweep'>;
  credits: Pick<CreditReservationService, 'capture' | 'release' | 'announceJob'>;
  events: DomainEvents;
}

type GenerationJob = ClaimedJob<GenerationJobRow>;

/**
 * The life of jobs kept in generation_jobs: an attempt's output is stored under the job's fixed keys (each write
 * atomic), then ONE transaction completes the record, runs the kind's fill step and captures the credits.
 */
export class GenerationJobLifecycle implements JobLifecycle<GenerationJobRow, GenerationJobDeps, GeneratedMedia> {
  readonly progressWriteMs = 400;
  readonly cancelCheckMs = 1000;

  constructor(private readonly lifecycleDeps: GenerationJobLifecycleDeps) {}

  /** What generation handlers are given. */
  get deps(): GenerationJobDeps {
    return this.lifecycleDeps.jobDeps;
  }

  /** Starts an attempt: the record active with one more attempt; its kind is its stored target's type. */
  async claim(jobId: string): Promise<GenerationJob | undefined> {
    const row = await this.lifecycleDeps.attempts.claim(jobId);
    if (!row) return undefined;
    return {
      id: row.id,
      record: row,
      kind: row.target.type,
      attempts: row.attempts,
      queuedAt: row.createdAt,
      userId: row.userId,
      projectId: row.projectId,
      payload: row.input,
      target: row.target,
      written: [],
    };
  }

  /** Nothing to announce: the job's progress is polled and its end pushed. */
  started(): void {}

  /** Records progress; answers whether the job's cancellation was asked for. */
  progress(job: GenerationJob, percent: number): Promise<{ isCancelRequested: boolean }> {
    return this.lifecycleDeps.attempts.setProgress(job.id, percent);
  }

  /** Stores the media, then completes the record, fills the target and settles the credits in one transaction. */
  async complete(
    definition: GenerationJobDefinition,
    job: GenerationJob,
    parsed: { payload: unknown; target: unknown },
    media: GeneratedMedia,
  ): Promise<void> {
    const { db, files, credits } = this.lifecycleDeps;
    const row = job.record;
    const outputFiles = await outputFilesOf(media);
    const keys = await this.lifecycleDeps.attempts.fixOutputKeys(job.id, proposeKeys(outputFiles));
    job.written = keys;
    const output = await storeOutput(files, job.userId, outputFiles, keys);
    const contentHash = contentHashOf(media.bytes);
    const isPaid = definition.credits.payer !== 'nobody';
    let isRepeat = false;
    let removeUntaken: (() => Promise<void>) | undefined;
    const finished = await db.transaction(async (tx) => {
      // Bytes the target already has are never charged: the take is kept, its credits given back.
      isRepeat = await isRepeatTake(this.lifecycleDeps.jobs.in(tx), row, contentHash);
      const done = await this.lifecycleDeps.attempts.in(tx).finish(job.id, {
        status: 'completed',
        result: {
          url: output.url,
          thumbUrl: output.thumbUrl,
          smallUrl: output.smallUrl,
          targetType: definition.name,
          seed: seedOf(job.id),
          contentHash,
          ...(isRepeat ? { isRepeatTake: true } : {}),
        },
      });
      if (!done) return undefined;
      await definition.target.fill?.(this.deps, tx, parsed.target, { payload: parsed.payload, output, media });
      // What the target did not take (a rendition it does not show) goes with the commit; a preview waiting for
      // adoption keeps its files.
      if (!definition.target.outputWaitsForAdoption) removeUntaken = await files.discardIn(tx, output.keys);
      if (!isPaid) return done;
      if (isRepeat) await credits.release(tx, row.userId, row.id, row.cost, repeatTakeRefundText());
      else await credits.capture(tx, row.userId, row.id, `Captured: ${row.kind}`);
      return done;
    });
    // Said as the commit returns, before anything else is awaited: whoever sees the job completed (its status is
    // committed) finds the caches that show its output (project lists) already told.
    if (finished) {
      this.lifecycleDeps.events.publish({
        type: 'generation.completed',
        projectId: finished.projectId,
        actorId: row.userId,
        data: this.lifecycleDeps.presenter.finished(finished),
      });
    }
    if (finished && isRepeat && row.cost > 0) await credits.announceJob(row.id, row.cost, 'refund');
    // All of it goes when the job was cancelled or failed meanwhile.
    if (!finished) return files.discard(output.keys);
    await removeUntaken?.();
    // What the fill replaced (a respoken clip's old audio, say) goes as after any write (operation.ts).
    await files.sweep();
  }

  /** The failure-and-refund path (GenerationJobFailure). */
  async fail(job: GenerationJob, message: string): Promise<void> {
    await this.lifecycleDeps.failure.fail(job.id, message);
  }

  /** Discards the files this attempt fixed and puts the job back to queued, the attempt uncounted. */
  async handBack(job: GenerationJob): Promise<void> {
    await this.lifecycleDeps.files.discard(job.written);
    await this.lifecycleDeps.attempts.handBack(job.id);
  }

  /** A provider's refusal of the input (or another non-retryable error) is final. */
  isRetryable(error: unknown): boolean {
    return !(error instanceof ProviderError && !error.isRetryable);
  }

  /** A provider's own words, else the kind's generic failure text. */
  failureMessage(error: unknown, job: GenerationJob): string {
    if (error instanceof ProviderError) return error.message;
    return this.gaveUpMessage(job);
  }

  /** The generic failure text of the job's generation kind. */
  gaveUpMessage(job: GenerationJob): string {
    const code = `job.${job.record.kind as GenerationKind}Failed` as const;
    return isServerMessageCode(code) ? serverMessageText(code) : GENERATION_MESSAGES.generateImageFailed;
  }
}
