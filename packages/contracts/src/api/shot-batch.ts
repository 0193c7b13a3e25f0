import { z } from 'zod';
import { SHOT_DURATION_MAX_SECONDS } from '../constants.ts';
import { CAMERA_MOTIONS, SHOT_TYPES, Shot } from '../entities/scenario.ts';
import { Id } from '../limits.ts';
import { PathId } from './scenarios.ts';

/** Shots one batch may name. */
export const SHOT_BATCH_MAX = 500;

/** The longest undo token a batch change answers (it carries the deleted shots whole). */
export const SHOT_UNDO_TOKEN_MAX = 2_000_000;

export const SHOT_BATCH_MESSAGES = {
  duplicateShots: 'Each shot may be named once',
  nothingToSet: 'Choose at least one field to set',
  undoExpired: 'This change can no longer be undone',
} as const;

const ShotIds = z
  .array(Id)
  .min(1)
  .max(SHOT_BATCH_MAX)
  .refine((ids) => new Set(ids).size === ids.length, SHOT_BATCH_MESSAGES.duplicateShots);

/** Shots of one episode, each named once. An id that is not the episode's answers 404 and changes nothing. */
export const ShotBatchInput = z.object({ id: PathId, shotIds: ShotIds });
export type ShotBatchInput = z.infer<typeof ShotBatchInput>;

export const SHOT_BATCH_KINDS = ['image', 'video'] as const;
export type ShotBatchKind = (typeof SHOT_BATCH_KINDS)[number];

/** New images (from the shots' descriptions) or videos (from their images and animation instructions). */
export const ShotBatchGenerateInput = ShotBatchInput.extend({ kind: z.enum(SHOT_BATCH_KINDS) });
export type ShotBatchGenerateInput = z.infer<typeof ShotBatchGenerateInput>;

/** What generating for the shots would start and cost, before confirming. */
export const ShotBatchQuote = z.object({
  kind: z.enum(SHOT_BATCH_KINDS),
  /** Shots that would get a new job, each charged `unitCost`. */
  toStart: z.array(Id),
  /** Shots with a job of this kind already queued or running: they keep it and are not charged. */
  inFlight: z.array(Id),
  /** Shots without what the job needs (a description; for videos an image and animation instructions). */
  skipped: z.array(Id),
  unitCost: z.number().int().nonnegative(),
  /** What confirming charges: `unitCost` × the shots to start. */
  cost: z.number().int().nonnegative(),
});
export type ShotBatchQuote = z.infer<typeof ShotBatchQuote>;

/** Fields set on every shot of the selection; at least one. `styleModuleId: null` goes back to the episode's style. */
export const ShotBatchFields = z
  .object({
    type: z.enum(SHOT_TYPES).optional(),
    duration: z
      .number()
      .positive('Duration must be greater than 0')
      .max(SHOT_DURATION_MAX_SECONDS, `Duration must be at most ${SHOT_DURATION_MAX_SECONDS} seconds`)
      .nullable()
      .optional(),
    cameraMotion: z.enum(CAMERA_MOTIONS).optional(),
    styleModuleId: Id.nullable().optional(),
  })
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), SHOT_BATCH_MESSAGES.nothingToSet);
export type ShotBatchFields = z.infer<typeof ShotBatchFields>;

export const ShotBatchUpdateInput = ShotBatchInput.extend({ set: ShotBatchFields });
export type ShotBatchUpdateInput = z.infer<typeof ShotBatchUpdateInput>;

/** Links one of the project's assets to every shot of the selection, or unlinks it. */
export const ShotBatchAssetInput = ShotBatchInput.extend({ assetId: Id, action: z.enum(['link', 'unlink']) });
export type ShotBatchAssetInput = z.infer<typeof ShotBatchAssetInput>;

/** A batch change done: the episode's shots as they now are, and the token that takes the change back. */
export const ShotBatchChange = z.object({
  /** Shots the change touched (for a delete: the ids that went). */
  shotIds: z.array(Id),
  shots: z.array(Shot),
  undo: z.string(),
});
export type ShotBatchChange = z.infer<typeof ShotBatchChange>;

/** Takes a batch change back with the token it answered (422 when it is another episode's, damaged or too old). */
export const ShotBatchUndoInput = z.object({ id: PathId, undo: z.string().min(1).max(SHOT_UNDO_TOKEN_MAX) });
export type ShotBatchUndoInput = z.infer<typeof ShotBatchUndoInput>;
