import type { GenerationKind, JobQueue } from '@sym/contracts';

/** What a job fills when it succeeds. Stored in generation_jobs.target. */
export type GenerationTarget =
  | {
      type: 'asset-variant';
      assetId: string;
      generationId: string;
      modificationId?: string;
    }
  | { type: 'shot-image'; scenarioId: string; shotId: string; shotGenerationId: string }
  | { type: 'shot-video'; scenarioId: string; shotId: string; shotGenerationId: string }
  | { type: 'shot-lipsync'; scenarioId: string; shotId: string; shotGenerationId: string }
  /** A spoken line of the timeline; the clip only takes the audio while it still waits for this job. */
  | { type: 'voice-clip'; scenarioId: string; clipId: string; jobId: string }
  /** The wizard's image of an asset that does not exist yet: the result url is all it makes. */
  | { type: 'wizard-asset-preview'; previewId: string };

/** The queue of each generation kind. */
export const QUEUE_OF: Record<Exclude<GenerationKind, 'text'>, JobQueue> = {
  image: 'image-generation',
  video: 'video-generation',
  speech: 'speech-generation',
  lipsync: 'lipsync-generation',
};

/** The id the client shows progress on: the variant or the shot generation. */
export function targetIdOf(target: GenerationTarget): string {
  if (target.type === 'voice-clip') return target.clipId;
  if (target.type === 'wizard-asset-preview') return target.previewId;
  return target.type === 'asset-variant' ? target.generationId : target.shotGenerationId;
}

/** Reads a stored target back (jsonb), or undefined when it is not one we know. */
export function parseTarget(value: Record<string, unknown>): GenerationTarget | undefined {
  const type = value.type;
  if (type === 'asset-variant' && typeof value.assetId === 'string' && typeof value.generationId === 'string') {
    return value as GenerationTarget;
  }
  if (type === 'voice-clip' && [value.scenarioId, value.clipId, value.jobId].every((v) => typeof v === 'string')) {
    return value as GenerationTarget;
  }
  if (type === 'wizard-asset-preview' && typeof value.previewId === 'string') return value as GenerationTarget;
  if (
    (type === 'shot-image' || type === 'shot-video' || type === 'shot-lipsync') &&
    typeof value.scenarioId === 'string' &&
    typeof value.shotId === 'string' &&
    typeof value.shotGenerationId === 'string'
  ) {
    return value as GenerationTarget;
  }
  return undefined;
}
