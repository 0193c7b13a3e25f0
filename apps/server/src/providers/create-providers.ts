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
  | 'PROVIDER_TIMEOUT_SECONDS'
  | 'PROVIDER_MAX_RETRIES'
  | 'FFMPEG_PATH'
>;

const POLL_INTERVAL_MS = 1000;
/** Remote clips take longer than one HTTP call: ComfyUI and Replicate get several provider timeouts per run. */
const LONG_RUN_FACTOR = 5;

/** The provider of each kind named by the config (local ones by default); remote settings are read only when chosen. */
export function createProviders(config: ProvidersConfig): ProviderRegistry {
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
  const ffmpeg = { ffmpegPath: config.FFMPEG_PATH };

  const text = {
    local: () => createLocalTextProvider(),
    openai: () => createOpenAiTextProvider({ ...openai, model: config.OPENAI_TEXT_MODEL }),
  }[config.TEXT_PROVIDER];
  const image = {
    local: () => createLocalImageProvider(),
    openai: () => createOpenAiImageProvider({ ...openai, model: config.OPENAI_IMAGE_MODEL }),
    comfyui: () =>
      createComfyUiImageProvider({
        ...comfy,
        timeoutMs,
        workflow: config.COMFYUI_IMAGE_WORKFLOW
          ? loadComfyWorkflowFile(config.COMFYUI_IMAGE_WORKFLOW, 'COMFYUI_IMAGE_WORKFLOW')
          : undefined,
      }),
    replicate: () => createReplicateImageProvider(replicate(config.REPLICATE_IMAGE_MODEL)),
  }[config.IMAGE_PROVIDER];
  const video = {
    local: () => createLocalVideoProvider(ffmpeg),
    comfyui: () =>
      createComfyUiVideoProvider({
        ...comfy,
        timeoutMs: timeoutMs * LONG_RUN_FACTOR,
        workflow: loadComfyWorkflowFile(
          requireSetting(config.COMFYUI_VIDEO_WORKFLOW, 'COMFYUI_VIDEO_WORKFLOW'),
          'COMFYUI_VIDEO_WORKFLOW',
        ),
      }),
    replicate: () => createReplicateVideoProvider(replicate(config.REPLICATE_VIDEO_MODEL, LONG_RUN_FACTOR)),
  }[config.VIDEO_PROVIDER];
  const speech = {
    local: () => createLocalSpeechProvider(),
    openai: () => createOpenAiSpeechProvider({ ...openai, model: config.OPENAI_SPEECH_MODEL }),
    replicate: () => createReplicateSpeechProvider(replicate(config.REPLICATE_SPEECH_MODEL)),
  }[config.SPEECH_PROVIDER];
  const lipsync = {
    local: () => createLocalLipsyncProvider(ffmpeg),
    replicate: () =>
      fittedToShot(createReplicateLipsyncProvider(replicate(config.REPLICATE_LIPSYNC_MODEL, LONG_RUN_FACTOR)), ffmpeg),
  }[config.LIPSYNC_PROVIDER];
  return { text: text(), image: image(), video: video(), speech: speech(), lipsync: lipsync() };
}

function requireSetting(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set for the provider chosen in the settings`);
  return value;
}
