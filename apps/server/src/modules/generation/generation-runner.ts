import {
  GENERATION_MESSAGES,
  isServerMessageCode,
  serverMessageText,
  type GenerationKind,
  type JobQueue,
} from '@sym/contracts';
import type { GenerationJobRow } from '../../db/schema.ts';
import { ProviderError } from '../../providers/provider.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import { createGenerationJobRepository } from './generation-job.repository.ts';
import type { ProduceDeps } from './targets/define-target.ts';
import { outputFilesOf, proposeKeys, storeOutput } from './generation-output.ts';
import { failGenerationJob } from './generation-failure.ts';
import { contentHashOf, isRepeatTake, repeatTakeRefundText, seedOf } from './generation-takes.ts';
import { presentJob } from './generation-job.presenter.ts';
import { definitionOf, parseTarget } from './generation-targets.ts';

export interface GenerationRunnerDeps extends ProduceDeps {
  /** Stores outputs charged to the job's user; removes a failed job's files. */
  files: Pick<FileWriter, 'put' | 'discard' | 'sweep'>;
  credits: CreditsService;
  events: DomainEvents;
  /** Attempts before a job is given up (crashed attempts count too). */
  maxAttempts: number;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

const PROGRESS_WRITE_MS = 400;
const CANCEL_CHECK_MS = 1000;

class CancelledError extends Error {}

/** What failed, in words the user may see. */
function userMessageOf(error: unknown, job: GenerationJobRow): string {
  if (error instanceof CancelledError) return GENERATION_MESSAGES.cancelled;
  if (error instanceof ProviderError) return error.message;
  const code = `job.${job.kind as GenerationKind}Failed` as const;
  return isServerMessageCode(code) ? serverMessageText(code) : GENERATION_MESSAGES.generateImageFailed;
}

const isRetryable = (error: unknown) =>
  !(error instanceof CancelledError) && !(error instanceof ProviderError && !error.isRetryable);

/**
 * The worker side of generation: runs one job attempt (claim, the target definition's produce step with progress
 * and cancellation, atomic file writes under the job's fixed keys, then ONE transaction that completes the record,
 * runs the definition's fill step and captures the credits). Throws only to ask pg-boss for a retry. The runner
 * knows no target type: every type-specific step comes from its definition (targets/registry.ts).
 */
export function createGenerationRunner(deps: GenerationRunnerDeps) {
  const { db } = deps;

  const fail = (job: GenerationJobRow, message: string) => failGenerationJob(deps, job.id, message);

  return {
    /**
     * Runs one attempt of the job; a finished or unknown job is left alone. When `stop` (the worker is stopping)
     * cuts the attempt short, the files it wrote are discarded and the job goes back to the queue uncounted and
     * uncharged: it answers 'handed-back'.
     */
    async run(jobId: string, stop?: AbortSignal): Promise<'handed-back' | void> {
      const jobs = createGenerationJobRepository(db);
      const job = await jobs.claim(jobId);
      if (!job) return;
      const target = parseTarget(job.target);
      if (!target) return void (await fail(job, serverMessageText('job.unknownTarget')));
      const definition = definitionOf(target);
      if (job.attempts > deps.maxAttempts) {
        return void (await fail(job, userMessageOf(new Error('gave up'), job)));
      }

      const controller = new AbortController();
      let lastProgress = 0;
      let lastWrite = 0;
      const checkCancel = async (progress: number) => {
        const { isCancelRequested } = await jobs.setProgress(job.id, progress);
        if (isCancelRequested) controller.abort(new CancelledError('cancelled'));
      };
      const onProgress = (percent: number) => {
        lastProgress = Math.max(lastProgress, Math.min(99, percent));
        if (Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
        lastWrite = Date.now();
        void checkCancel(lastProgress).catch(() => undefined);
      };
      const watchdog = setInterval(() => void checkCancel(lastProgress).catch(() => undefined), CANCEL_CHECK_MS);
      // The provider stops for a cancel or for the worker's stop; only a cancel ends the job.
      const signal = stop ? AbortSignal.any([controller.signal, stop]) : controller.signal;
      let keys: string[] = [];
      try {
        const seed = seedOf(job.id);
        const media = await definition.produce(deps, job, target, { signal, onProgress, seed });
        if (controller.signal.aborted) throw new CancelledError('cancelled');
        const files = await outputFilesOf(media);
        keys = await jobs.fixOutputKeys(job.id, proposeKeys(files));
        const output = await storeOutput(deps.files, job.userId, files, keys);
        const contentHash = contentHashOf(media.bytes);
        let isRepeat = false;
        const finished = await db.transaction(async (tx) => {
          // Bytes the target already has are never charged: the take is kept, its credits given back.
          isRepeat = await isRepeatTake(tx, job, contentHash);
          const done = await createGenerationJobRepository(tx).finish(job.id, {
            status: 'completed',
            result: {
              url: output.url,
              thumbUrl: output.thumbUrl,
              smallUrl: output.smallUrl,
              targetType: target.type,
              seed,
              contentHash,
              ...(isRepeat ? { isRepeatTake: true } : {}),
            },
          });
          if (!done) return undefined;
          await definition.fill(tx, target, { job, output, media });
          if (isRepeat) await deps.credits.release(tx, job.userId, job.id, job.cost, repeatTakeRefundText());
          else await deps.credits.capture(tx, job.userId, job.id, `Captured: ${job.kind}`);
          return done;
        });
        if (finished && isRepeat && job.cost > 0) {
          deps.credits.announce(job.userId, await deps.credits.currentBalance(job.userId), job.cost, 'refund');
        }
        // What the target did not take goes now: a rendition it does not show, or all of it when the job was
        // cancelled or failed meanwhile. A preview waiting for adoption keeps its files.
        if (!finished || !definition.outputWaitsForAdoption) await deps.files.discard(output.keys);
        // What the fill replaced (a respoken clip's old audio, say) goes as after any write (operation.ts).
        if (finished) await deps.files.sweep();
        if (finished) {
          deps.events.publish({
            type: 'generation.completed',
            projectId: finished.projectId,
            actorId: job.userId,
            data: presentJob(finished, finished.queue, finished.id),
          });
        }
      } catch (error) {
        if (stop?.aborted && !controller.signal.aborted) {
          await deps.files.discard(keys);
          await jobs.handBack(job.id);
          return 'handed-back';
        }
        const cause = controller.signal.aborted ? new CancelledError('cancelled') : error;
        if (isRetryable(cause) && job.attempts < deps.maxAttempts) {
          deps.log.warn({ err: error, jobId, attempt: job.attempts }, 'Generation attempt failed; will retry');
          throw error;
        }
        if (!(cause instanceof CancelledError)) deps.log.error({ err: error, jobId }, 'Generation failed');
        await fail(job, userMessageOf(cause, job));
      } finally {
        clearInterval(watchdog);
      }
    },
  };
}
export type GenerationRunner = ReturnType<typeof createGenerationRunner>;

/** Queues whose jobs this runner handles. */
export const GENERATION_QUEUES: readonly JobQueue[] = [
  'image-generation',
  'video-generation',
  'speech-generation',
  'lipsync-generation',
];
