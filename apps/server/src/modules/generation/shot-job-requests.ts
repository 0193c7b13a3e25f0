import { GENERATION_MESSAGES, GENERATION_TARGET_KEYS } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { ShotRow } from '../../db/schema.ts';
import { validationError } from '../../errors/app-error.ts';
import type { ShotGenerationRepository } from '../shots/shot-generation.repository.ts';
import type { InTransaction } from './generation-job-deps.ts';
import type { JobRequest } from './generation-request.service.ts';
import { lipsyncMadeFrom, videoMadeFrom } from './made-from.ts';
import type { ShotTarget } from './targets/shot-generation-steps.ts';
import { shotImageJob } from './targets/shot-image.job.ts';
import { shotLipsyncJob, type ShotLipsyncPayload } from './targets/shot-lipsync.job.ts';
import { shotVideoJob } from './targets/shot-video.job.ts';

/** Where a shot job is asked for: the episode's project and the episode. */
export interface ShotJobPlace {
  projectId: string;
  scenarioId: string;
}

/** Creates the pending shot generation a shot job fills, inside the request's transaction. */
export type PendingShotGeneration = InTransaction<Pick<ShotGenerationRepository, 'insertPending'>>;

export const hasText = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** The pending shot generation of a job, and its target. */
function pending<const Type extends 'shot-image' | 'shot-video' | 'shot-lipsync'>(
  generations: PendingShotGeneration,
  type: Type,
  place: ShotJobPlace,
  shot: ShotRow,
  record: { kind: 'image' | 'video'; prompt: string; metadata: Record<string, unknown> },
) {
  return async (tx: Database): Promise<ShotTarget<Type>> => {
    const generation = await generations.in(tx).insertPending({ shotId: shot.id, ...record });
    return { type, scenarioId: place.scenarioId, shotId: shot.id, shotGenerationId: generation.id };
  };
}

/** A shot's image job, drawn from its description (422 without one) and the chosen looks of its assets. */
export function shotImageRequest(
  generations: PendingShotGeneration,
  place: ShotJobPlace,
  shot: ShotRow,
  selectedVariants: string[],
): JobRequest<typeof shotImageJob> {
  if (!hasText(shot.description)) throw validationError('description', GENERATION_MESSAGES.descriptionRequired);
  const prompt = [shot.description, shot.modificationPrompt].filter(hasText).join('. ');
  return {
    job: shotImageJob,
    payload: { selectedVariants },
    projectId: place.projectId,
    description: `Image: shot ${shot.sequence}`,
    targetKey: GENERATION_TARGET_KEYS.shotImage(shot.id),
    prepare: pending(generations, 'shot-image', place, shot, {
      kind: 'image',
      prompt,
      metadata: { selectedVariants },
    }),
  };
}

/** A shot's clip job, animating `imageUrl` (422 without animation instructions). */
export function shotVideoRequest(
  generations: PendingShotGeneration,
  place: ShotJobPlace,
  shot: ShotRow,
  imageUrl: string,
  prompt?: string,
): JobRequest<typeof shotVideoJob> {
  const animation = prompt?.trim() || shot.animationInstructions?.trim();
  if (!animation) throw validationError('animationInstructions', GENERATION_MESSAGES.animationRequired);
  return {
    job: shotVideoJob,
    payload: { imageUrl, animationInstructions: animation },
    projectId: place.projectId,
    description: `Video: shot ${shot.sequence}`,
    targetKey: GENERATION_TARGET_KEYS.shotVideo(shot.id),
    prepare: pending(generations, 'shot-video', place, shot, {
      kind: 'video',
      prompt: animation,
      metadata: {
        sourceImageUrl: imageUrl,
        // What the clip is made from (stale marking): the picture it animates and how it moves.
        inputs: videoMadeFrom({
          sourceImageUrl: imageUrl,
          // The shot's own instructions: a one-off prompt does not make the clip stale against its shot.
          animationInstructions: shot.animationInstructions,
          cameraMotion: shot.cameraMotion,
          duration: shot.duration,
        }),
      },
    }),
  };
}

/** A shot's lip-sync job: the line (or uploaded audio) put on `payload.visualUrl`. */
export function shotLipsyncRequest(
  generations: PendingShotGeneration,
  place: ShotJobPlace,
  shot: ShotRow,
  payload: ShotLipsyncPayload,
): JobRequest<typeof shotLipsyncJob> {
  return {
    job: shotLipsyncJob,
    payload,
    projectId: place.projectId,
    description: `Lip-sync: shot ${shot.sequence}`,
    targetKey: GENERATION_TARGET_KEYS.shotLipsync(shot.id),
    prepare: pending(generations, 'shot-lipsync', place, shot, {
      kind: 'video',
      prompt: payload.text ?? 'Uploaded audio',
      metadata: {
        lipsync: true,
        language: payload.language,
        // What it is made from (stale marking): the shot's picture and motion it moves, and the line it speaks.
        inputs: lipsyncMadeFrom(
          {
            sourceImageUrl: shot.imageUrl,
            animationInstructions: shot.animationInstructions,
            cameraMotion: shot.cameraMotion,
            duration: shot.duration,
          },
          payload,
        ),
      },
    }),
  };
}
