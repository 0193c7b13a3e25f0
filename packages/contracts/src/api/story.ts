import { z } from 'zod';
import { ASPECT_RATIOS } from '../constants.ts';
import { LIMITS, Name } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { ProjectStyle, SupportedLanguages } from '../entities/project.ts';
import { CAMERA_MOTIONS, SHOT_TYPES } from '../entities/scenario.ts';

/** The wizard's texts of spec §5 and §8. */
export const STORY_MESSAGES = {
  nameRequired: 'Project name is required',
  storyRequired: 'Please enter your story',
  assetsRequired: 'Please select at least one asset',
  noAssetsFound: 'No assets found. Try adding more details to your story.',
  analyzeFailed: 'Failed to analyze story. Please try again.',
  breakdownFailed: 'Failed to generate shots. Please try again.',
  createFailed: 'Failed to create project. Please try again.',
  unknownAsset: 'This shot names an asset that is not in the list',
  previewNotFound: 'This image was not generated for you in the wizard',
  duplicateKey: 'Each asset needs its own key',
} as const;

export const STORY_ASSET_TYPES = ['character', 'location', 'prop'] as const;
export type StoryAssetType = (typeof STORY_ASSET_TYPES)[number];

/** Longest story the wizard takes (about 15,000 words). */
export const STORY_MAX_CHARS = 100_000;
/** Longest episode a target duration may ask for, in seconds. */
export const STORY_TARGET_DURATION_MAX = 3600;
export const STORY_ASSETS_MAX = 200;
export const STORY_SHOTS_MAX = 500;

const Story = z.string().trim().min(1, STORY_MESSAGES.storyRequired).max(STORY_MAX_CHARS);
const TargetDuration = z.number().int().min(5).max(STORY_TARGET_DURATION_MAX);
const AssetDescription = z.string().trim().max(LIMITS.assetDescriptionMax);
const ShotText = z.string().max(LIMITS.textMax);
/** The wizard's own id of an asset before it exists on the server; shots point at assets through it. */
const AssetKey = z.string().trim().min(1).max(100);

export const StoryAnalyzeInput = z.object({ story: Story });
export type StoryAnalyzeInput = z.infer<typeof StoryAnalyzeInput>;

/** A character, location or prop found in a story. */
export const StoryAsset = z.object({
  name: z.string(),
  type: z.enum(STORY_ASSET_TYPES),
  description: z.string(),
  aliases: z.array(z.string()),
});
export type StoryAsset = z.infer<typeof StoryAsset>;

export const StoryAnalysis = z.object({ assets: z.array(StoryAsset) });
export type StoryAnalysis = z.infer<typeof StoryAnalysis>;

export const StoryBreakdownInput = z.object({
  story: Story,
  assets: z
    .array(
      z.object({
        name: Name,
        type: z.enum(STORY_ASSET_TYPES),
        aliases: z.array(z.string().trim().max(LIMITS.nameMax)).max(20).default([]),
      }),
    )
    .max(STORY_ASSETS_MAX),
  targetDuration: TargetDuration.optional(),
});
export type StoryBreakdownInput = z.infer<typeof StoryBreakdownInput>;

/** One planned shot; `assetNames` are names of the assets it shows. */
export const StoryShot = z.object({
  type: z.enum(SHOT_TYPES),
  description: z.string(),
  action: z.string(),
  duration: z.number().positive(),
  cameraMotion: z.enum(CAMERA_MOTIONS),
  assetNames: z.array(z.string()),
  dialogue: z.string().optional(),
});
export type StoryShot = z.infer<typeof StoryShot>;

export const StoryBreakdown = z.object({ shots: z.array(StoryShot) });
export type StoryBreakdown = z.infer<typeof StoryBreakdown>;

/** The style the wizard's images are drawn in (step 2). */
export const WizardStyle = ProjectStyle.pick({ preset: true, custom_description: true, reference_image_url: true });
export type WizardStyle = z.infer<typeof WizardStyle>;

/** A preview image of an asset that does not exist yet: a paid image job whose result is a stored media url. */
export const AssetPreviewGenerateInput = z.object({
  name: Name,
  type: z.enum(STORY_ASSET_TYPES),
  description: AssetDescription.default(''),
  style: WizardStyle.optional(),
});
export type AssetPreviewGenerateInput = z.infer<typeof AssetPreviewGenerateInput>;

export const WizardAssetInput = z.object({
  key: AssetKey,
  name: Name,
  type: z.enum(STORY_ASSET_TYPES),
  description: AssetDescription.default(''),
  /** The url of an asset preview job the caller ran; becomes the Default variant's image. */
  imageUrl: MediaUrl.nullable().optional(),
});
export type WizardAssetInput = z.infer<typeof WizardAssetInput>;

export const WizardShotInput = z.object({
  type: z.enum(SHOT_TYPES).default('medium'),
  description: ShotText.default(''),
  action: ShotText.default(''),
  duration: z.number().positive('Duration must be greater than 0').max(600).nullable().optional(),
  cameraMotion: z.enum(CAMERA_MOTIONS).default('auto'),
  /** Keys of the assets (in `assets`) the shot shows. */
  assetKeys: z.array(AssetKey).max(STORY_ASSETS_MAX).default([]),
  dialogue: ShotText.optional(),
});
export type WizardShotInput = z.infer<typeof WizardShotInput>;

/** POST /api/projects/create-with-story: the project, its first episode, its assets and shots, at once. */
export const ProjectCreateWithStoryInput = z
  .object({
    name: z.string().trim().min(1, STORY_MESSAGES.nameRequired).max(LIMITS.nameMax),
    description: z.string().trim().max(LIMITS.projectDescriptionMax).optional(),
    supportedLanguages: SupportedLanguages.default(['en']),
    aspectRatio: z.enum(ASPECT_RATIOS).default('landscape'),
    style: WizardStyle.optional(),
    story: Story,
    targetDuration: TargetDuration.optional(),
    episodeName: Name.optional(),
    assets: z.array(WizardAssetInput).min(1, STORY_MESSAGES.assetsRequired).max(STORY_ASSETS_MAX),
    shots: z.array(WizardShotInput).max(STORY_SHOTS_MAX).default([]),
  })
  .superRefine((input, ctx) => {
    const keys = new Set<string>();
    input.assets.forEach((asset, index) => {
      if (keys.has(asset.key)) {
        ctx.addIssue({ code: 'custom', path: ['assets', index, 'key'], message: STORY_MESSAGES.duplicateKey });
      }
      keys.add(asset.key);
    });
    input.shots.forEach((shot, index) => {
      const unknown = shot.assetKeys.findIndex((key) => !keys.has(key));
      if (unknown >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['shots', index, 'assetKeys', unknown],
          message: STORY_MESSAGES.unknownAsset,
        });
      }
    });
  });
export type ProjectCreateWithStoryInput = z.infer<typeof ProjectCreateWithStoryInput>;

export const ProjectCreateWithStoryResult = z.object({
  projectId: z.string(),
  scenarioId: z.string(),
  assetIds: z.array(z.string()),
  shotIds: z.array(z.string()),
});
export type ProjectCreateWithStoryResult = z.infer<typeof ProjectCreateWithStoryResult>;
