import { z } from 'zod';

/** The pg-boss queues of generation jobs; `GET /api/jobs/{queue}/{id}` names one of them. */
export const GENERATION_QUEUES = [
  'image-generation',
  'video-generation',
  'speech-generation',
  'lipsync-generation',
] as const;

/** The pg-boss queue of export renders (their state travels as the Export, never through the jobs API). */
export const EXPORT_QUEUE = 'video-export';

/** Every pg-boss queue. */
export type JobQueueName = (typeof GENERATION_QUEUES)[number] | typeof EXPORT_QUEUE;

/** What a paid job charges for: the generation kind the providers price. */
type ChargedKind = 'image' | 'video' | 'speech' | 'lipsync';

/**
 * The record a job fills: a shot generation (image, clip or lip-sync of a shot), an asset variant's image, a voice
 * clip of the timeline, a wizard asset preview (no record until create-with-story adopts it) or an export.
 */
export const JOB_TARGET_KINDS = ['shot-generation', 'variant', 'voice-clip', 'asset-preview', 'export'] as const;
export type JobTargetKind = (typeof JOB_TARGET_KINDS)[number];

interface JobKindDeclaration {
  queue: JobQueueName;
  /** What it charges for (reserved at the request, captured when it completes); null: free. */
  generationKind: ChargedKind | null;
  fills: JobTargetKind;
}

/**
 * Every kind of background job, declared once for server and web: its queue, what it charges for and what it
 * fills. The server defines exactly one job per kind (its worker refuses to start otherwise); a finished job's
 * `target.type` names its kind. Adding a kind: one line here, one definition file and one registry line on the
 * server.
 */
export const JOB_KINDS = {
  'asset-variant': { queue: 'image-generation', generationKind: 'image', fills: 'variant' },
  'shot-image': { queue: 'image-generation', generationKind: 'image', fills: 'shot-generation' },
  'shot-video': { queue: 'video-generation', generationKind: 'video', fills: 'shot-generation' },
  'shot-lipsync': { queue: 'lipsync-generation', generationKind: 'lipsync', fills: 'shot-generation' },
  'voice-clip': { queue: 'speech-generation', generationKind: 'speech', fills: 'voice-clip' },
  'wizard-asset-preview': { queue: 'image-generation', generationKind: 'image', fills: 'asset-preview' },
  export: { queue: EXPORT_QUEUE, generationKind: null, fills: 'export' },
} as const satisfies Record<string, JobKindDeclaration>;

export type JobKind = keyof typeof JOB_KINDS;

/** The job kinds, in declaration order. */
export const JOB_KIND_NAMES = Object.keys(JOB_KINDS) as [JobKind, ...JobKind[]];
export const JobKindName = z.enum(JOB_KIND_NAMES);

/** Whether a name (a stored target type, a pushed job's target) is a declared job kind. */
export function isJobKind(name: unknown): name is JobKind {
  return typeof name === 'string' && Object.hasOwn(JOB_KINDS, name);
}

/** The queue a kind runs on. */
export function queueOfJobKind<K extends JobKind>(kind: K): (typeof JOB_KINDS)[K]['queue'] {
  return JOB_KINDS[kind].queue;
}

/** Every queue some kind runs on, each once. */
export const JOB_QUEUE_NAMES: readonly JobQueueName[] = [
  ...new Set(JOB_KIND_NAMES.map((kind) => JOB_KINDS[kind].queue)),
];
