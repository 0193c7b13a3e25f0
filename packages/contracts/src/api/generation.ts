import { z } from 'zod';
import { Id, LIMITS, Timestamp } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { PathId } from './scenarios.ts';
import { USAGE_HISTORY_LIMIT } from '../constants.ts';
import { ServerMessageParams } from '../rpc.ts';
import { GENERATION_QUEUES } from '../job-kinds.ts';

/** pg-boss queues of generation jobs (job-kinds.ts); `GET /api/jobs/{queue}/{id}` names one of them. */
export const JOB_QUEUES = GENERATION_QUEUES;
export type JobQueue = (typeof JOB_QUEUES)[number];

export const GENERATION_KINDS = ['image', 'video', 'speech', 'lipsync', 'text'] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

export const JOB_STATUSES = ['queued', 'active', 'completed', 'failed', 'not_found'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const GENERATION_MESSAGES = {
  insufficientCredits: 'Not enough credits. You need {needed} credits and have {balance}.',
  variantSuiteLocationOnly: 'Variant suite is only available for location assets',
  descriptionRequired: 'Image generation needs a description',
  animationRequired: 'Video generation needs animation instructions',
  noImageForVideo: 'Generate an image for this shot first',
  noShotsToGenerate: 'No shots available to generate script from',
  generateImageFailed: 'Failed to generate image. Please try again.',
  generateScriptFailed: 'Failed to generate script. Please try again.',
  parseScriptFailed: 'Failed to parse script',
  cutNeedsContent: 'Cannot cut at this position - both parts must have content',
  jobNotFound: 'Job not found',
  cancelled: 'Cancelled',
  purchaseFailed: 'Purchase failed',
  upgradeFailed: 'Subscription upgrade failed',
  unknownPlan: 'Unknown plan',
  lipsyncNeedsAudio: 'Lip-sync needs a line of text or an audio clip',
  urlNotAllowed: 'The image address must be a public http(s) URL',
  /** 422 on voice: a voice the speech provider does not offer, with those it offers for the line's language. */
  unknownVoice: 'Unknown voice "{voice}". Voices for {language}: {voices}',
  /** 422 on voice when no voice speaks the line's language: every voice offered. */
  unknownVoiceAnyLanguage: 'Unknown voice "{voice}". Voices offered: {voices}',
  /** 422 on voice when the speech provider has no voices to choose from. */
  noVoiceChoice: 'The speech provider offers no choice of voice: leave voice out',
  /** 422 on selectedVariants: a variant id that is not a variant of a live asset of the episode's project. */
  variantsOutsideProject: "Every selected variant must be a variant of an asset of the episode's project",
} as const;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

// ---- jobs ----

export const JobParams = z.object({ queue: z.enum(JOB_QUEUES), jobId: PathId });
export type JobParams = z.infer<typeof JobParams>;

/** A background job as the client polls it. */
export const Job = z.object({
  id: z.string(),
  queue: z.string(),
  kind: z.enum(GENERATION_KINDS),
  status: z.enum(JOB_STATUSES),
  /** 0-100. */
  progress: z.number(),
  cost: z.number(),
  /** Attempts started so far (a retry after a crash or a failure adds one). */
  attempts: z.number(),
  error: z.string().nullable(),
  /** `error` as a code of SERVER_MESSAGES with its parameters, for the browser to translate. */
  errorCode: z.string().nullable().optional(),
  errorParams: ServerMessageParams.nullable().optional(),
  /** What the job made: urls and ids of the new generation. */
  result: z.record(z.string(), z.unknown()).nullable(),
  createdAt: Timestamp.nullable(),
  updatedAt: Timestamp.nullable(),
});
export type Job = z.infer<typeof Job>;

/**
 * What a job makes, shared by server and client: one open job per key at most, and a screen files the job's
 * progress under it (a shot's image, a shot's video, a variant's image...).
 */
export const GENERATION_TARGET_KEYS = {
  shotImage: (shotId: string) => `shot:${shotId}:image`,
  shotVideo: (shotId: string) => `shot:${shotId}:video`,
  shotLipsync: (shotId: string) => `shot:${shotId}:lipsync`,
  variantImage: (variantId: string) => `variant:${variantId}:image`,
} as const;

/** What every generation request answers: the job(s) started and what they cost. */
export const JobTicket = z.object({
  jobId: z.string(),
  queue: z.enum(JOB_QUEUES),
  cost: z.number(),
  /** The asset variant, shot generation... the job fills. */
  targetId: z.string().nullable(),
  /** What the job makes (GENERATION_TARGET_KEYS); null when nothing else can ask for the same. */
  targetKey: z.string().nullable().optional(),
  /** True when the same thing was already being made: this is that job, and nothing was charged again. */
  isExisting: z.boolean().optional(),
});
export type JobTicket = z.infer<typeof JobTicket>;

/** What a batch request answers (variant suite): the jobs started and why it stopped early. */
export const JobBatch = z.object({
  jobs: z.array(JobTicket),
  /** Set when the batch stopped before its end (e.g. 'Not enough credits. ...'); null when every job started. */
  stoppedReason: z.string().nullable(),
});
export type JobBatch = z.infer<typeof JobBatch>;

/** What "generate all" of an episode answers: a batch, plus the shots left out because they were not ready. */
export const ShotJobBatch = JobBatch.extend({
  /**
   * Shots left out: without what the job needs (a description; for videos an image and animation instructions),
   * and with `onlyWithoutImage` those that already have an image.
   */
  skipped: z.number().int().nonnegative(),
});
export type ShotJobBatch = z.infer<typeof ShotJobBatch>;

/** The project's generation jobs that are queued or running (`GET /api/projects/{id}/jobs/active`). */
export const ActiveJobsInput = z.object({ id: PathId });

/** A queued or running job, with what it makes, so a reloaded screen shows it in progress. */
export const ActiveJob = JobTicket.extend({
  kind: z.enum(GENERATION_KINDS),
  status: z.enum(['queued', 'active']),
  /** 0-100. */
  progress: z.number(),
  scenarioId: z.string().nullable(),
  shotId: z.string().nullable(),
  assetId: z.string().nullable(),
});
export type ActiveJob = z.infer<typeof ActiveJob>;

// ---- credits ----

export const UsageInput = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(USAGE_HISTORY_LIMIT),
});

const ImageUrlInput = MediaUrl.optional();
const StyleText = z.string().trim().max(1000).optional();

// ---- assets ----

/** Generates the asset's Default variant image (created when missing). */
export const AssetImageGenerateInput = z.object({
  id: PathId,
  prompt: z.string().trim().max(LIMITS.assetDescriptionMax).optional(),
  styleText: StyleText,
});
export type AssetImageGenerateInput = z.infer<typeof AssetImageGenerateInput>;

export const VariantImageGenerateInput = z.object({
  id: PathId,
  generationId: PathId,
  sourceImageUrl: ImageUrlInput,
  forceAssetReferenceOnly: z.boolean().optional(),
  styleImageUrl: ImageUrlInput,
  styleText: StyleText,
});
export type VariantImageGenerateInput = z.infer<typeof VariantImageGenerateInput>;

export const VariantSuiteInput = z.object({ id: PathId });

export const ModificationApplyInput = z.object({ id: PathId, generationId: PathId, modificationId: PathId });

// ---- shots and episodes ----

export const ShotImageGenerateInput = z.object({
  id: PathId,
  shotId: PathId,
  /** Asset variant ids to use as the look of the shot's assets (else each asset's primary image). */
  selectedVariants: z.array(PathId).max(50).optional(),
});
export type ShotImageGenerateInput = z.infer<typeof ShotImageGenerateInput>;

export const ShotVideoGenerateInput = z.object({
  id: PathId,
  shotId: PathId,
  /** The image generation to animate; the shot's primary image when absent. */
  generationId: PathId.optional(),
  /** Animation instructions for this run; the shot's own when absent. */
  videoPrompt: z.string().trim().max(LIMITS.assetDescriptionMax).optional(),
});
export type ShotVideoGenerateInput = z.infer<typeof ShotVideoGenerateInput>;

export const GenerateAllInput = z.object({ id: PathId });

/**
 * "Generate all images": every shot with a description, or with `onlyWithoutImage` only those that have no
 * image yet (a shot with an image would get a new, paid take).
 */
export const GenerateAllImagesInput = GenerateAllInput.extend({ onlyWithoutImage: z.boolean().optional() });
export type GenerateAllImagesInput = z.infer<typeof GenerateAllImagesInput>;

export const LipsyncInput = z.object({
  id: PathId,
  shotId: PathId,
  /** A line to speak (speech provider) … */
  text: z.string().trim().min(1).max(2000).optional(),
  voice: z.string().trim().max(100).optional(),
  /** … or one of our audio media urls. */
  audioUrl: MediaUrl.optional(),
  language: z.string().trim().min(2).max(10).optional(),
});
export type LipsyncInput = z.infer<typeof LipsyncInput>;

export const ScriptGenerateInput = z.object({
  id: PathId,
  prompt: z.string().trim().max(2000).optional(),
  targetDuration: z.number().positive().max(3600).optional(),
});
export type ScriptGenerateInput = z.infer<typeof ScriptGenerateInput>;

export const RepairSplitTextInput = z.object({
  id: PathId,
  originalText: z.string().max(10_000),
  cutPosition: z.number().int().min(0).max(10_000),
  firstPart: z.string().max(10_000),
  secondPart: z.string().max(10_000),
});
export type RepairSplitTextInput = z.infer<typeof RepairSplitTextInput>;

/** `projectId`: the voices of that project's speech model (custom models); else the site default's. */
export const VoicesInput = z.object({
  language: z.string().trim().min(2).max(10).optional(),
  projectId: Id.optional(),
});

/** `projectId`: what that project's speech model can do; else the site default's. */
export const SpeechProviderInput = z.object({ projectId: Id.optional() });

/** A voice the speech provider offers. */
export const SpeechVoice = z.object({
  id: z.string(),
  name: z.string(),
  /** BCP-47 language tag, e.g. en, de, ja ('mul' when a voice speaks every language). */
  language: z.string(),
});
export type SpeechVoice = z.infer<typeof SpeechVoice>;

/** The script written for an episode (also saved on it). */
export const ScriptResult = z.object({ script: z.string() });
export type ScriptResult = z.infer<typeof ScriptResult>;

/** Both halves of a shot text cut at a position, cleaned. */
export const SplitTextResult = z.object({ firstPart: z.string(), secondPart: z.string() });
export type SplitTextResult = z.infer<typeof SplitTextResult>;
