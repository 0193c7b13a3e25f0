import { z } from 'zod';

// Settings of the generation engine: providers per kind, their vendors, jobs and credits. Spread into EnvSchema.

const positiveInt = z.coerce.number().int().positive();
const optionalText = z.string().min(1).optional();
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const TEXT_PROVIDER_IDS = ['local', 'openai'] as const;
export const IMAGE_PROVIDER_IDS = ['local', 'openai', 'comfyui', 'replicate'] as const;
export const VIDEO_PROVIDER_IDS = ['local', 'comfyui', 'replicate'] as const;
export const SPEECH_PROVIDER_IDS = ['local', 'openai', 'replicate', 'elevenlabs'] as const;
export const LIPSYNC_PROVIDER_IDS = ['local', 'replicate'] as const;

/** A model a site offers besides the default of its kind: `provider` or `provider:model` (ComfyUI: a workflow file). */
export interface ModelListEntry {
  provider: string;
  model: string | null;
}

/** `provider[:model]` entries, comma separated; the provider must be one of the kind's. */
function modelList(ids: readonly string[]) {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry): ModelListEntry => {
          const colon = entry.indexOf(':');
          return colon < 0
            ? { provider: entry, model: null }
            : { provider: entry.slice(0, colon).trim(), model: entry.slice(colon + 1).trim() || null };
        }),
    )
    .refine((entries) => entries.every((entry) => ids.includes(entry.provider)), {
      error: `must be provider[:model] entries, comma separated, with a provider of ${ids.join(', ')}`,
    });
}

export const GenerationEnvShape = {
  TEXT_PROVIDER: z.enum(TEXT_PROVIDER_IDS).default('local'),
  IMAGE_PROVIDER: z.enum(IMAGE_PROVIDER_IDS).default('local'),
  VIDEO_PROVIDER: z.enum(VIDEO_PROVIDER_IDS).default('local'),
  SPEECH_PROVIDER: z.enum(SPEECH_PROVIDER_IDS).default('local'),
  LIPSYNC_PROVIDER: z.enum(LIPSYNC_PROVIDER_IDS).default('local'),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: optionalText,
  OPENAI_TEXT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  OPENAI_SPEECH_MODEL: z.string().min(1).default('tts-1'),
  COMFYUI_URL: z.string().url().default('http://127.0.0.1:8188'),
  COMFYUI_IMAGE_WORKFLOW: optionalText,
  COMFYUI_VIDEO_WORKFLOW: optionalText,
  REPLICATE_API_TOKEN: optionalText,
  REPLICATE_BASE_URL: z.string().url().default('https://api.replicate.com/v1'),
  REPLICATE_IMAGE_MODEL: z.string().min(1).default('black-forest-labs/flux-schnell'),
  REPLICATE_VIDEO_MODEL: z.string().min(1).default('minimax/video-01'),
  REPLICATE_SPEECH_MODEL: z.string().min(1).default('jaaari/kokoro-82m'),
  REPLICATE_LIPSYNC_MODEL: z.string().min(1).default('bytedance/latentsync'),
  TEXT_MODELS: modelList(TEXT_PROVIDER_IDS),
  IMAGE_MODELS: modelList(IMAGE_PROVIDER_IDS),
  VIDEO_MODELS: modelList(VIDEO_PROVIDER_IDS),
  SPEECH_MODELS: modelList(SPEECH_PROVIDER_IDS),
  LIPSYNC_MODELS: modelList(LIPSYNC_PROVIDER_IDS),
  ELEVENLABS_API_KEY: optionalText,
  ELEVENLABS_BASE_URL: z.string().url().default('https://api.elevenlabs.io'),
  ELEVENLABS_MODEL: z.string().min(1).default('eleven_multilingual_v2'),
  PROVIDER_TIMEOUT_SECONDS: positiveInt.default(120),
  PROVIDER_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  FFMPEG_PATH: optionalText,
  JOB_CONCURRENCY: positiveInt.default(2),
  JOB_EXPIRE_SECONDS: positiveInt.default(900),
  JOB_MAINTENANCE_SECONDS: positiveInt.default(30),
  JOB_LEASE_SECONDS: z.coerce.number().min(1).max(600).default(30),
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  // At most 5: the whole stop must end well before the exit watchdog's 10 s (main.ts).
  JOB_STOP_GRACE_SECONDS: z.coerce.number().min(0).max(5).default(3),
  CREDITS_SELF_SERVICE: flag.default(true),
};

type GenerationSettingName = keyof typeof GenerationEnvShape;

export const GENERATION_DESCRIPTIONS: Record<GenerationSettingName, { default: string; description: string }> = {
  TEXT_PROVIDER: { default: 'local', description: 'Story analysis and scripts: local (rule-based, offline) or openai' },
  IMAGE_PROVIDER: {
    default: 'local',
    description: 'Images: local (storyboard renderer, offline), openai, comfyui or replicate',
  },
  VIDEO_PROVIDER: { default: 'local', description: 'Shot clips: local (ffmpeg camera moves), comfyui or replicate' },
  SPEECH_PROVIDER: {
    default: 'local',
    description: 'Speech: local (espeak, offline), openai, replicate or elevenlabs (which can also clone voices)',
  },
  LIPSYNC_PROVIDER: {
    default: 'local',
    description: 'Lip-sync: local (puts the voice on the clip, does not move mouths) or replicate',
  },
  OPENAI_BASE_URL: {
    default: 'https://api.openai.com/v1',
    description: 'OpenAI-compatible API (also Ollama, vLLM, LM Studio: e.g. http://localhost:11434/v1)',
  },
  OPENAI_API_KEY: { default: '(unset)', description: 'API key for the OpenAI-compatible API' },
  OPENAI_TEXT_MODEL: { default: 'gpt-4o-mini', description: 'Chat model for text (JSON-schema output)' },
  OPENAI_IMAGE_MODEL: { default: 'gpt-image-1', description: 'Image model' },
  OPENAI_SPEECH_MODEL: { default: 'tts-1', description: 'Speech model' },
  COMFYUI_URL: { default: 'http://127.0.0.1:8188', description: 'ComfyUI server' },
  COMFYUI_IMAGE_WORKFLOW: {
    default: '(built-in txt2img workflow)',
    description: 'Path of an API-format ComfyUI workflow for images, with {{prompt}}-style placeholders',
  },
  COMFYUI_VIDEO_WORKFLOW: {
    default: '(unset: required for VIDEO_PROVIDER=comfyui)',
    description: 'Path of an API-format ComfyUI workflow for video',
  },
  REPLICATE_API_TOKEN: { default: '(unset)', description: 'Replicate API token' },
  REPLICATE_BASE_URL: { default: 'https://api.replicate.com/v1', description: 'Replicate API address' },
  REPLICATE_IMAGE_MODEL: { default: 'black-forest-labs/flux-schnell', description: 'Replicate image model' },
  REPLICATE_VIDEO_MODEL: { default: 'minimax/video-01', description: 'Replicate image-to-video model' },
  REPLICATE_SPEECH_MODEL: { default: 'jaaari/kokoro-82m', description: 'Replicate speech model' },
  REPLICATE_LIPSYNC_MODEL: { default: 'bytedance/latentsync', description: 'Replicate lip-sync model' },
  TEXT_MODELS: {
    default: '(none)',
    description:
      'Text models projects may choose besides the default (professional edition, custom models): provider[:model] entries, comma separated, e.g. openai:gpt-4o',
  },
  IMAGE_MODELS: {
    default: '(none)',
    description:
      'Image models projects may choose: provider[:model] entries, comma separated, e.g. replicate:black-forest-labs/flux-dev, openai:dall-e-3, comfyui:/srv/sdxl.json (a workflow file). A comfyui entry also lets projects upload workflows of their own',
  },
  VIDEO_MODELS: {
    default: '(none)',
    description:
      'Video models projects may choose, the same way (a comfyui entry lets projects upload video workflows)',
  },
  SPEECH_MODELS: { default: '(none)', description: 'Speech models projects may choose, the same way' },
  LIPSYNC_MODELS: { default: '(none)', description: 'Lip-sync models projects may choose, the same way' },
  ELEVENLABS_API_KEY: {
    default: '(unset: required for SPEECH_PROVIDER=elevenlabs)',
    description: 'ElevenLabs API key (sent as xi-api-key)',
  },
  ELEVENLABS_BASE_URL: { default: 'https://api.elevenlabs.io', description: 'ElevenLabs API address' },
  ELEVENLABS_MODEL: {
    default: 'eleven_multilingual_v2',
    description: 'ElevenLabs speech model (model_id), e.g. eleven_flash_v2_5',
  },
  PROVIDER_TIMEOUT_SECONDS: { default: '120', description: 'Time limit of one call to a remote provider' },
  PROVIDER_MAX_RETRIES: { default: '2', description: 'Retries of a remote call after 429, 5xx or a network error' },
  FFMPEG_PATH: {
    default: '(ffmpeg on PATH if capable, else the npm-packaged build)',
    description:
      'ffmpeg binary for clips, lip-sync and export; checked at start against what the pipeline needs (the start stops when it lacks any of it)',
  },
  JOB_CONCURRENCY: { default: '2', description: 'Jobs of each queue one worker process runs at once' },
  JOB_EXPIRE_SECONDS: {
    default: '900',
    description: 'Time limit of one generation job run; a run still active after it is stopped and retried',
  },
  JOB_MAINTENANCE_SECONDS: { default: '30', description: 'How often pg-boss looks for runs past their time limit' },
  JOB_LEASE_SECONDS: {
    default: '30',
    description:
      'PostgreSQL: a worker renews its claim on its running jobs every third of this; another worker takes back a job whose claim ran out (its worker died). On the embedded database a restart takes back every job at once',
  },
  JOB_POLLING_SECONDS: { default: '1', description: 'How often an idle worker looks for new jobs' },
  JOB_STOP_GRACE_SECONDS: {
    default: '3',
    description:
      'On SIGTERM, how long running jobs may still finish; then they stop and go back to the queue unfinished (not counted as an attempt, not charged), for the next worker or start',
  },
  CREDITS_SELF_SERVICE: {
    default: 'true (embedded trial only; required on PostgreSQL or a public PUBLIC_URL)',
    description:
      'Built-in payment provider (no money moves): true grants purchases and plans at once, false leaves it to administrators. A deployment on PostgreSQL or at a PUBLIC_URL that is not localhost must set it: the server does not start without it',
  },
};
