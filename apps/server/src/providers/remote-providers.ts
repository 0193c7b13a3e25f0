import type { ProviderKind } from './provider.ts';

/**
 * The remote adapters, one factory each, and the provider ids per kind they answer to (besides `local`).
 * create-providers.ts picks one per kind from the settings; see README.md for options and settings.
 */

/** Remote provider ids per kind, as accepted by TEXT_PROVIDER, IMAGE_PROVIDER... (plus `local`). */
export const REMOTE_PROVIDER_IDS = {
  text: ['openai'],
  image: ['openai', 'comfyui', 'replicate'],
  video: ['comfyui', 'replicate'],
  speech: ['openai', 'replicate', 'elevenlabs'],
  lipsync: ['replicate'],
} as const satisfies Record<ProviderKind, readonly string[]>;

export { createOpenAiTextProvider, type OpenAiTextOptions } from './text/openai/openai-text.provider.ts';
export { createOpenAiImageProvider, type OpenAiImageOptions } from './image/openai/openai-image.provider.ts';
export { createOpenAiSpeechProvider, type OpenAiSpeechOptions } from './speech/openai/openai-speech.provider.ts';
export { createComfyUiImageProvider, type ComfyUiImageOptions } from './image/comfyui/comfyui-image.provider.ts';
export { createComfyUiVideoProvider, type ComfyUiVideoOptions } from './video/comfyui/comfyui-video.provider.ts';
export {
  createReplicateImageProvider,
  type ReplicateImageOptions,
} from './image/replicate/replicate-image.provider.ts';
export {
  createReplicateVideoProvider,
  type ReplicateVideoOptions,
} from './video/replicate/replicate-video.provider.ts';
export {
  createReplicateSpeechProvider,
  type ReplicateSpeechOptions,
} from './speech/replicate/replicate-speech.provider.ts';
export {
  createElevenLabsSpeechProvider,
  type ElevenLabsSpeechOptions,
} from './speech/elevenlabs/elevenlabs-speech.provider.ts';
export {
  createReplicateLipsyncProvider,
  type ReplicateLipsyncOptions,
} from './lipsync/replicate/replicate-lipsync.provider.ts';
export { loadComfyWorkflowFile } from './http/comfyui-workflow.ts';
