import type { Config } from '../config/index.ts';
import { createLocalImageProvider } from './image/local/local-image.provider.ts';
import { fittedToShot } from './lipsync/fit-to-shot.ts';
import { createLocalLipsyncProvider } from './lipsync/local/local-lipsync.provider.ts';
import type { ProviderRegistry } from './registry.ts';
import { createLocalSpeechProvider } from './speech/local/local-speech.provider.ts';
import { createLocalTextProvider } from './text/local/local-text.provider.ts';
import { createLocalVideoProvider } from './video/local/local-video.provider.ts';
import {
  createComfyUiImageProvider,
  createComfyUiVideoProvider,
  createElevenLabsSpeechProvider,
  createOpenAiImageProvider,
  createOpenAiSpeechProvider,
  createOpenAiTextProvider,
  createReplicateImageProvider,
  createReplicateLipsyncProvider,
  createReplicateSpeechProvider,
  createReplicateVideoProvider,
  loadComfyWorkflowFile,
} from './remote-providers.ts';

export type ProvidersConfig = Pick<
  Config,
  | 'TEXT_PROVIDER'
  | 'IMAGE_PROVIDER'
  | 'VIDEO_PROVIDER'
  | 'SPEECH_PROVIDER'
  | 'LIPSYNC_PROVIDER'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_API_KEY'
  | 'OPENAI_TEXT_MODEL'
  | 'OPENAI_IMAGE_MODEL'
  | 'OPENAI_SPEECH_MODEL'
  | 'COMFYUI_URL'
  | 'COMFYUI_IMAGE_WORKFLOW'
  | 'COMFYUI_VIDEO_WORKFLOW'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_BASE_URL'
  | 'REPLICATE_IMAGE_MODEL'
  | 'REPLICATE_VIDEO_MODEL'
  | 'REPLICATE_SPEECH_MODEL'
  | 'REPLICATE_LIPSYNC_MODEL'
  | 'ELEVENLABS_API_KEY'
  | 'ELEVENLABS_BASE_URL'
  | 'ELEVENLABS_MODEL'
  | 'PROVIDER_TIMEOUT_SECONDS'
  | 'PROVIDER_MAX_RETRIES'
  | 'FFMPEG_PATH'
>;

const POLL_INTERVAL_MS = 1000;
/** Remote clips take longer than one HTTP call: ComfyUI and Replicate get several provider timeouts per run. */
const LONG_RUN_FACTOR = 5;

/**
 * How to make a provider of each kind from each vendor: `model` is the vendor's model (for ComfyUI, an API-format
 * workflow object, or the path of its file), absent for the one the settings name. Remote settings are read only
 * when a factory is called.
 */
export function providerFactories(config: ProvidersConfig) {
  const timeoutMs = config.PROVIDER_TIMEOUT_SECONDS * 1000;
  const openai = {
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    timeoutMs,
    maxRetries: config.PROVIDER_MAX_RETRIES,
  };
  const replicate = (model: string, runFactor = 1) => ({
    baseUrl: config.REPLICATE_BASE_URL,
    apiToken: requireSetting(config.REPLICATE_API_TOKEN, 'REPLICATE_API_TOKEN'),
    model,
    timeoutMs: timeoutMs * runFactor,
    pollIntervalMs: POLL_INTERVAL_MS,
    maxRetries: config.PROVIDER_MAX_RETRIES,
  });
  const comfy = {
    baseUrl: config.COMFYUI_URL,
    pollIntervalMs: POLL_INTERVAL_MS,
    maxRetries: config.PROVIDER_MAX_RETRIES,
  };
  /** A workflow given as an object, or read from its file (an error names the setting or catalog entry). */
  const workflowOf = (model: ComfyModel | undefined, setting: string | undefined, label: string) => {
    const source = model ?? setting;
    return typeof source === 'string' ? loadComfyWorkflowFile(source, label) : source;
  };
  const ffmpeg = { ffmpegPath: config.FFMPEG_PATH };

  return {
    text: {
      local: () => createLocalTextProvider(),
      openai: (model?: string) => createOpenAiTextProvider({ ...openai, model: model ?? config.OPENAI_TEXT_MODEL }),
    },
    image: {
      local: () => createLocalImageProvider(),
      openai: (model?: string) => createOpenAiImageProvider({ ...openai, model: model ?? config.OPENAI_IMAGE_MODEL }),
      comfyui: (model?: ComfyModel) =>
        createComfyUiImageProvider({
          ...comfy,
          timeoutMs,
          workflow: workflowOf(model, config.COMFYUI_IMAGE_WORKFLOW, 'COMFYUI_IMAGE_WORKFLOW'),
        }),
      replicate: (model?: string) => createReplicateImageProvider(replicate(model ?? config.REPLICATE_IMAGE_MODEL)),
    },
    video: {
      local: () => createLocalVideoProvider(ffmpeg),
      comfyui: (model?: ComfyModel) =>
        createComfyUiVideoProvider({
          ...comfy,
          timeoutMs: timeoutMs * LONG_RUN_FACTOR,
          workflow: workflowOf(
            model,
            model ? undefined : requireSetting(config.COMFYUI_VIDEO_WORKFLOW, 'COMFYUI_VIDEO_WORKFLOW'),
            'COMFYUI_VIDEO_WORKFLOW',
          ),
        }),
      replicate: (model?: string) =>
        createReplicateVideoProvider(replicate(model ?? config.REPLICATE_VIDEO_MODEL, LONG_RUN_FACTOR)),
    },
    speech: {
      local: () => createLocalSpeechProvider(),
      openai: (model?: string) => createOpenAiSpeechProvider({ ...openai, model: model ?? config.OPENAI_SPEECH_MODEL }),
      replicate: (model?: string) => createReplicateSpeechProvider(replicate(model ?? config.REPLICATE_SPEECH_MODEL)),
      elevenlabs: (model?: string) =>
        createElevenLabsSpeechProvider({
          baseUrl: config.ELEVENLABS_BASE_URL,
          apiKey: requireSetting(config.ELEVENLABS_API_KEY, 'ELEVENLABS_API_KEY'),
          model: model ?? config.ELEVENLABS_MODEL,
          timeoutMs,
          maxRetries: config.PROVIDER_MAX_RETRIES,
        }),
    },
    lipsync: {
      local: () => createLocalLipsyncProvider(ffmpeg),
      replicate: (model?: string) =>
        fittedToShot(
          createReplicateLipsyncProvider(replicate(model ?? config.REPLICATE_LIPSYNC_MODEL, LONG_RUN_FACTOR)),
          ffmpeg,
        ),
    },
  };
}

/** A ComfyUI "model": the workflow it runs, as an object or the path of its file. */
export type ComfyModel = string | Record<string, unknown>;

export type ProviderFactories = ReturnType<typeof providerFactories>;

/** The provider of each kind named by the config (local ones by default). */
export function createProviders(config: ProvidersConfig): ProviderRegistry {
  const make = providerFactories(config);
  return {
    text: make.text[config.TEXT_PROVIDER](),
    image: make.image[config.IMAGE_PROVIDER](),
    video: make.video[config.VIDEO_PROVIDER](),
    speech: make.speech[config.SPEECH_PROVIDER](),
    lipsync: make.lipsync[config.LIPSYNC_PROVIDER](),
  };
}

function requireSetting(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set for the provider chosen in the settings`);
  return value;
}
