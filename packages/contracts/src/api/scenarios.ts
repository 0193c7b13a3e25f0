import { z } from 'zod';
import { ASPECT_RATIOS, INTEGER_MAX, SHOT_DURATION_MAX_SECONDS } from '../constants.ts';
import { LANGUAGES } from '../i18n.ts';
import { ExpectedVersion, FieldBase, Id, Json, LIMITS, Name, Timestamp } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { SupportedLanguages } from '../entities/project.ts';
import { CAMERA_MOTIONS, SCENARIO_STATUS, SHOT_TYPES, Scenario, Shot } from '../entities/scenario.ts';
import { ScenePlan } from '../entities/scene-plan.ts';

/**
 * An id taken from a path: any short string, so an id that is not a UUID answers 404 like any unknown id
 * (ids inside bodies are validated as UUIDs).
 */
export const PathId = z.string().trim().min(1).max(100);

export const ScenarioIdParams = z.object({ id: PathId });
export type ScenarioIdParams = z.infer<typeof ScenarioIdParams>;

export const ScenarioListByProjectInput = z.object({ projectId: PathId });
export type ScenarioListByProjectInput = z.infer<typeof ScenarioListByProjectInput>;

/** Without projectId: the episodes of every project the user owns or collaborates on. */
export const ScenarioListInput = z.object({ projectId: PathId.optional() });
export type ScenarioListInput = z.infer<typeof ScenarioListInput>;

const ScenarioDescription = z
  .string()
  .max(LIMITS.scenarioDescriptionMax, `Description must be at most ${LIMITS.scenarioDescriptionMax} characters`);
const LongText = z.string().max(200_000);

/** Some clients send project_id (spec §3); it is read as projectId. */
const withProjectIdAlias = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (record.projectId === undefined && record.project_id !== undefined) {
    const { project_id: projectId, ...rest } = record;
    return { ...rest, projectId };
  }
  return record;
};

export const ScenarioCreateInput = z.preprocess(
  withProjectIdAlias,
  z.object({
    name: Name,
    description: ScenarioDescription.optional().nullable(),
    projectId: Id,
    aspectRatio: z.enum(ASPECT_RATIOS).default('landscape'),
    contentLanguage: z.enum(LANGUAGES).default('en'),
    supportedLanguages: SupportedLanguages.optional(),
    script: LongText.optional().nullable(),
    settings: Json.optional(),
    metadata: Json.optional(),
    originalPrompt: LongText.optional().nullable(),
    styleModuleId: Id.optional().nullable(),
  }),
);
export type ScenarioCreateInput = z.infer<typeof ScenarioCreateInput>;

/** The fields of an episode a client changes (scenario.update), each with its check. */
const ScenarioFields = {
  name: Name,
  description: ScenarioDescription.nullable(),
  status: z.enum(SCENARIO_STATUS),
  aspectRatio: z.enum(ASPECT_RATIOS),
  contentLanguage: z.enum(LANGUAGES),
  supportedLanguages: SupportedLanguages,
  script: LongText.nullable(),
  settings: Json,
  metadata: Json,
  originalPrompt: LongText.nullable(),
  /** A module of the user's library or the project's own; null goes back to the project's style. */
  styleModuleId: Id.nullable(),
};

export const ScenarioUpdateInput = z.object({
  id: PathId,
  expectedUpdatedAt: ExpectedVersion,
  /** The value of each changed field as read: checked field by field instead of expectedUpdatedAt. */
  base: FieldBase(ScenarioFields),
  name: ScenarioFields.name.optional(),
  description: ScenarioFields.description.optional(),
  status: ScenarioFields.status.optional(),
  aspectRatio: ScenarioFields.aspectRatio.optional(),
  contentLanguage: ScenarioFields.contentLanguage.optional(),
  supportedLanguages: ScenarioFields.supportedLanguages.optional(),
  script: ScenarioFields.script.optional(),
  /** The same as `base.script` (kept for clients written before `base`); `base.script` wins when both are sent. */
  baseScript: LongText.optional(),
  settings: ScenarioFields.settings.optional(),
  metadata: ScenarioFields.metadata.optional(),
  originalPrompt: ScenarioFields.originalPrompt.optional(),
  styleModuleId: ScenarioFields.styleModuleId.optional(),
});
export type ScenarioUpdateInput = z.infer<typeof ScenarioUpdateInput>;

/** One row of an episode list: the episode without its shots, with their count and summed duration. */
export const ScenarioListItem = Scenario.omit({ shots: true }).extend({
  shot_count: z.number().int().min(0),
  total_duration: z.number().min(0),
});
export type ScenarioListItem = z.infer<typeof ScenarioListItem>;

/** What deleting an episode, a shot, a generation, a track or a voice clip answers: the id of what went. */
export const DeletedScenarioItem = z.object({ id: Id });
export type DeletedScenarioItem = z.infer<typeof DeletedScenarioItem>;

const ShotText = z.string().max(LIMITS.textMax);
const ShotDuration = z
  .number()
  .positive('Duration must be greater than 0')
  .max(SHOT_DURATION_MAX_SECONDS, `Duration must be at most ${SHOT_DURATION_MAX_SECONDS} seconds`);
const ShotSequence = z
  .number()
  .int()
  .min(LIMITS.shotSequenceMin, 'Sequence must be an integer of at least 1')
  .max(INTEGER_MAX);
const ShotAssetIds = z.array(Id).max(200);

const ShotFields = {
  type: z.enum(SHOT_TYPES),
  description: ShotText,
  action: ShotText,
  duration: ShotDuration.nullable(),
  cameraMotion: z.enum(CAMERA_MOTIONS),
  assetIds: ShotAssetIds,
  animationInstructions: ShotText.nullable(),
  modificationPrompt: ShotText.nullable(),
  referenceImageUrl: MediaUrl.nullable(),
  imageUrl: MediaUrl.nullable(),
  videoUrl: MediaUrl.nullable(),
  metadata: Json,
};

/** A new shot: `sequence` is where it goes (1 = first); without it, it goes last. */
export const ShotCreateInput = z.object({
  id: PathId,
  sequence: ShotSequence.optional(),
  type: ShotFields.type.default('medium'),
  description: ShotFields.description.default(''),
  action: ShotFields.action.default(''),
  duration: ShotFields.duration.optional(),
  cameraMotion: ShotFields.cameraMotion.default('auto'),
  assetIds: ShotFields.assetIds.default([]),
  animationInstructions: ShotFields.animationInstructions.optional(),
  modificationPrompt: ShotFields.modificationPrompt.optional(),
  referenceImageUrl: ShotFields.referenceImageUrl.optional(),
  imageUrl: ShotFields.imageUrl.optional(),
  videoUrl: ShotFields.videoUrl.optional(),
  metadata: ShotFields.metadata.default({}),
  /**
   * The scene to put the shot in (scene grouping; one of the episode's). Its `sequence` is kept within the scene's
   * shots (default: after them). Without it the shot joins the scene of the shot before it.
   */
  sceneId: Id.optional(),
});
export type ShotCreateInput = z.infer<typeof ShotCreateInput>;

export const ShotIdParams = z.object({ id: PathId, shotId: PathId });
export type ShotIdParams = z.infer<typeof ShotIdParams>;

/** Changes to a shot; a new `sequence` moves it there and the others close up. */
export const ShotUpdateInput = z.object({
  id: PathId,
  shotId: PathId,
  expectedUpdatedAt: ExpectedVersion,
  /** The value of each changed field as read: checked field by field instead of expectedUpdatedAt (not sequence). */
  base: FieldBase(ShotFields),
  sequence: ShotSequence.optional(),
  type: ShotFields.type.optional(),
  description: ShotFields.description.optional(),
  action: ShotFields.action.optional(),
  duration: ShotFields.duration.optional(),
  cameraMotion: ShotFields.cameraMotion.optional(),
  assetIds: ShotFields.assetIds.optional(),
  animationInstructions: ShotFields.animationInstructions.optional(),
  modificationPrompt: ShotFields.modificationPrompt.optional(),
  referenceImageUrl: ShotFields.referenceImageUrl.optional(),
  imageUrl: ShotFields.imageUrl.optional(),
  videoUrl: ShotFields.videoUrl.optional(),
  metadata: ShotFields.metadata.optional(),
});
export type ShotUpdateInput = z.infer<typeof ShotUpdateInput>;

/** The episode's shot ids in their new order: exactly the episode's shots, each once. */
export const ShotsReorderInput = z.object({ id: PathId, shotIds: z.array(Id).max(10_000) });
export type ShotsReorderInput = z.infer<typeof ShotsReorderInput>;

export const ShotAssetsInput = z.object({ id: PathId, shotId: PathId, assets: ShotAssetIds });

/** The look a linked character wears in the shot: one of its variants, or null for its default. */
export const ShotLookInput = z.object({ id: PathId, shotId: PathId, assetId: Id, variantId: Id.nullable() });
export type ShotLookInput = z.infer<typeof ShotLookInput>;
export type ShotAssetsInput = z.infer<typeof ShotAssetsInput>;

export const SHOTS_PAGE_DEFAULT = 50;
export const SHOTS_PAGE_MAX = 100;

/** A page of shots in sequence order; `before` keeps only shots whose sequence is lower. */
export const ShotsPageInput = z.object({
  id: PathId,
  limit: z.coerce.number().int().min(1).max(SHOTS_PAGE_MAX).default(SHOTS_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(INTEGER_MAX).default(0),
  before: z.coerce.number().int().min(1).max(INTEGER_MAX).optional(),
});
export type ShotsPageInput = z.infer<typeof ShotsPageInput>;

/** One page of an episode's shots and how many shots the episode has in all (matching `before`). */
export const ShotsPage = z.object({ items: z.array(Shot), total: z.number().int().min(0) });
export type ShotsPage = z.infer<typeof ShotsPage>;

export const SHOT_GENERATION_KINDS = ['image', 'video'] as const;
export type ShotGenerationKind = (typeof SHOT_GENERATION_KINDS)[number];
export const SHOT_GENERATION_STATUS = ['pending', 'processing', 'completed', 'failed'] as const;

export const GENERATIONS_PAGE_DEFAULT = 20;
export const GENERATIONS_PAGE_MAX = 100;

/** A shot's generation history, newest first; `before` keeps those created earlier than that instant. */
export const ShotGenerationsInput = z.object({
  id: PathId,
  shotId: PathId,
  limit: z.coerce.number().int().min(1).max(GENERATIONS_PAGE_MAX).default(GENERATIONS_PAGE_DEFAULT),
  before: Timestamp.optional(),
  status: z.enum(SHOT_GENERATION_STATUS).optional(),
});
export type ShotGenerationsInput = z.infer<typeof ShotGenerationsInput>;

/** One generated image or video of a shot. */
/** The style an image was drawn in: the preset and every style module drawn beside it (names as they were then). */
export const DrawnStyle = z.object({
  presetId: z.string().nullable(),
  modules: z.array(z.object({ name: z.string(), presetId: z.string().nullable() })),
});
export type DrawnStyle = z.infer<typeof DrawnStyle>;

export const ShotGeneration = z.object({
  id: Id,
  shotId: Id,
  scenarioId: Id,
  kind: z.enum(SHOT_GENERATION_KINDS),
  status: z.string(),
  isPrimary: z.boolean(),
  url: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  prompt: z.string().nullable(),
  metadata: Json,
  /** What the image shows and why (setting, figures, props, framing); null for videos and older images. */
  scene: ScenePlan.nullable(),
  /** Which style the image was drawn in; null for videos and older images. */
  style: DrawnStyle.nullable().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ShotGeneration = z.infer<typeof ShotGeneration>;

export const GenerationGetInput = z.object({ id: PathId, genId: PathId });
export type GenerationGetInput = z.infer<typeof GenerationGetInput>;

/** Marking a generation primary makes the shot's other generations of that kind not primary. */
export const GenerationUpdateInput = z.object({ id: PathId, genId: PathId, isPrimary: z.boolean() });
export type GenerationUpdateInput = z.infer<typeof GenerationUpdateInput>;

export const GenerationDeleteInput = z.object({ id: PathId, generationId: PathId });
export type GenerationDeleteInput = z.infer<typeof GenerationDeleteInput>;

export const VideoGenerationDeleteInput = z.object({ id: PathId, videoGenerationId: PathId });
export type VideoGenerationDeleteInput = z.infer<typeof VideoGenerationDeleteInput>;

export const SCENARIO_MESSAGES = {
  shotNotFound: 'Shot not found',
  generationNotFound: 'Generation not found',
  assetsOutsideProject: "Every asset must belong to the episode's project",
  assetNotLinked: 'Link the asset to the shot before choosing its look',
  lookNotOfAsset: "The look must be one of the asset's variants",
  shotIdsMismatch: "Shot ids must list each of the episode's shots exactly once",
  /** 403 when a base-edition project already holds its episodes: names the limit and the upgrade. */
} as const;
