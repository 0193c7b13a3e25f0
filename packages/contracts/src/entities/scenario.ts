import { z } from 'zod';
import { Id, Json, LIMITS, Name, Timestamp } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { ASPECT_RATIOS } from '../constants.ts';
import { LANGUAGES } from '../i18n.ts';

export const SCENARIO_STATUS = ['draft', 'generating', 'completed', 'failed', 'archived'] as const;
export const SHOT_TYPES = ['wide', 'medium', 'close', 'extreme_close', 'establishing'] as const;
export const CAMERA_MOTIONS = [
  'auto',
  'tracking',
  'drone',
  'zoom_in',
  'zoom_out',
  'pan_left',
  'pan_right',
  'tilt_up',
  'tilt_down',
] as const;
export type CameraMotion = (typeof CAMERA_MOTIONS)[number];
export type ShotType = (typeof SHOT_TYPES)[number];

export const Shot = z.object({
  id: Id,
  sequence: z.number().int().min(LIMITS.shotSequenceMin),
  type: z.enum(SHOT_TYPES).default('medium'),
  description: z.string().max(LIMITS.textMax).default(''),
  action: z.string().max(LIMITS.textMax).default(''),
  duration: z.number().positive().optional().nullable(),
  assetIds: z.array(Id).default([]),
  imageUrl: MediaUrl.optional().nullable(),
  /** The 256 px rendition of imageUrl, when the server made one (lists, for light storyboards). */
  imageThumbUrl: MediaUrl.optional().nullable(),
  videoUrl: MediaUrl.optional().nullable(),
  metadata: Json.default({}),
  referenceImageUrl: MediaUrl.optional().nullable(),
  modificationPrompt: z.string().max(LIMITS.textMax).optional().nullable(),
  animationInstructions: z.string().max(LIMITS.textMax).optional().nullable(),
  cameraMotion: z.enum(CAMERA_MOTIONS).default('auto'),
  /** The scene the shot is in (scene grouping; null while the episode has no scenes). */
  sceneId: Id.nullable().optional(),
  /** The shot's own style module, over the episode's and the project's (null: the episode's style). */
  styleModuleId: Id.nullable().optional(),
  /** The look each linked character wears: asset id → one of its variants ("winter coat"); absent: its default. */
  looks: z.record(Id, Id).optional(),
  /** The version of the shot (its last change); sent back as expectedUpdatedAt when editing it. */
  updatedAt: Timestamp.optional(),
});
export type Shot = z.infer<typeof Shot>;

export const Scenario = z.object({
  id: Id,
  name: Name,
  description: z.string().max(LIMITS.scenarioDescriptionMax).optional().nullable(),
  projectId: Id,
  userId: Id,
  status: z.enum(SCENARIO_STATUS).default('draft'),
  shots: z.array(Shot).default([]),
  script: z.string().max(200_000).optional().nullable(),
  settings: Json.default({}),
  metadata: Json.default({}),
  supportedLanguages: z.array(z.enum(LANGUAGES)).default(['en']),
  aspectRatio: z.enum(ASPECT_RATIOS).default('landscape'),
  contentLanguage: z.enum(LANGUAGES).default('en'),
  originalPrompt: z.string().max(200_000).optional().nullable(),
  /** The style module the episode's shot images are drawn in, over the project's (null: the project's style). */
  styleModuleId: Id.nullable().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Scenario = z.infer<typeof Scenario>;
