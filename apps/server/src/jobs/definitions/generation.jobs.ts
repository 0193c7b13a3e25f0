import type { JobQueue } from '@sym/contracts';
import type { GenerationRunner } from '../../modules/generation/generation-runner.ts';
import type { JobDefinition } from '../job-queue.ts';

export interface GenerationJobSettings {
  /** Jobs of each queue one worker runs at once; clips use half (ffmpeg already uses every core). */
  concurrency: number;
  expireInSeconds: number;
  /** The runner's own attempt limit; pg-boss may retry once more so a crashed last attempt still gets finalised. */
  maxAttempts: number;
}

const QUEUES: readonly { queue: JobQueue; isHeavy: boolean }[] = [
  { queue: 'image-generation', isHeavy: false },
  { queue: 'video-generation', isHeavy: true },
  { queue: 'speech-generation', isHeavy: false },
  { queue: 'lipsync-generation', isHeavy: true },
];

/** One job definition per generation queue, all run by the generation runner. */
export function generationJobDefinitions(runner: GenerationRunner, settings: GenerationJobSettings): JobDefinition[] {
  return QUEUES.map(({ queue, isHeavy }) => ({
    queue,
    retryLimit: settings.maxAttempts,
    retryDelaySeconds: 2,
    expireInSeconds: settings.expireInSeconds,
    concurrency: isHeavy ? Math.max(1, Math.floor(settings.concurrency / 2)) : settings.concurrency,
    handle: (jobId, _data, stop) => runner.run(jobId, stop),
  }));
}
