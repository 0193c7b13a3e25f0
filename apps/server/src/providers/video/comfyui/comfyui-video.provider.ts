import {
  ComfyUiClient,
  DEFAULT_NEGATIVE_PROMPT,
  pickOutputFile,
  type ComfyFile,
  type ComfyUiCommonOptions,
} from '../../http/comfyui-client.ts';
import {
  assertKnownPlaceholders,
  fillWorkflow,
  parseComfyWorkflow,
  workflowPlaceholders,
  type ComfyWorkflow,
} from '../../http/comfyui-workflow.ts';
import { videoMedia } from '../../http/media-info.ts';
import { composeVideoPrompt } from '../../http/prompt-text.ts';
import { isLoopbackUrl } from '../../http/vendor-http.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { VideoProvider, VideoRequest } from '../video-provider.ts';

export interface ComfyUiVideoOptions extends ComfyUiCommonOptions {
  /** An API-format image-to-video workflow object (parsed from the user's file); required, no default. */
  workflow: unknown;
  /** Frames per second for {{fps}} and {{frames}} when the request has none (default 16). */
  fps?: number;
  /** Longest clip the workflow makes, in seconds (default 10); longer requests are an input error. */
  maxDurationSeconds?: number;
}

const LABEL = 'Video provider';

/** Placeholders the video adapter fills; a workflow may also use the keys of `options.values`. */
export const COMFYUI_VIDEO_PLACEHOLDERS = [
  'prompt',
  'negative_prompt',
  'animation',
  'camera_motion',
  'seed',
  'width',
  'height',
  'image',
  'duration',
  'fps',
  'frames',
] as const;

/** Video output nodes: VideoHelperSuite's VHS_VideoCombine lists files under `gifs`, core SaveVideo under `images`. */
const isMp4File = (file: ComfyFile): boolean => /\.(mp4|m4v|mov)$/i.test(file.filename);

class ComfyUiVideoProvider implements VideoProvider {
  readonly info: ProviderInfo;
  private readonly workflow: ComfyWorkflow;
  private readonly client: ComfyUiClient;
  private readonly usesImage: boolean;

  constructor(private readonly options: ComfyUiVideoOptions) {
    this.workflow = parseComfyWorkflow(options.workflow, LABEL);
    assertKnownPlaceholders(
      this.workflow,
      [...COMFYUI_VIDEO_PLACEHOLDERS, ...Object.keys(options.values ?? {}).map((key) => key.toLowerCase())],
      LABEL,
    );
    this.usesImage = workflowPlaceholders(this.workflow).has('image');
    this.client = new ComfyUiClient({ ...options, label: LABEL });
    this.info = {
      id: 'comfyui',
      name: 'ComfyUI video workflow',
      kind: 'video',
      isLocal: isLoopbackUrl(options.baseUrl),
      creditsPerUnit: options.creditsPerUnit ?? 1,
      capabilities: { imageToVideo: this.usesImage, maxDurationSeconds: options.maxDurationSeconds ?? 10 },
    };
  }

  async generate(request: VideoRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    const maxDuration = this.options.maxDurationSeconds ?? 10;
    if (!(request.durationSeconds > 0) || request.durationSeconds > maxDuration) {
      throw new ProviderError('input', `The clip must last between 0 and ${maxDuration} seconds`);
    }
    if (this.usesImage && request.image.length === 0) {
      throw new ProviderError('input', 'The shot has no image to animate');
    }
    const fps = request.fps ?? this.options.fps ?? 16;
    const values = {
      ...this.options.values,
      prompt: composeVideoPrompt(request),
      negative_prompt: this.options.negativePrompt ?? DEFAULT_NEGATIVE_PROMPT,
      animation: request.animationInstructions,
      camera_motion: request.cameraMotion,
      seed: context.seed ?? Math.floor(Math.random() * 2 ** 32),
      width: request.width,
      height: request.height,
      duration: request.durationSeconds,
      fps,
      frames: Math.max(1, Math.round(request.durationSeconds * fps)),
    };
    const run = await this.client.run(
      this.usesImage ? [request.image] : [],
      ([image]) => fillWorkflow(this.workflow, image === undefined ? values : { ...values, image }, LABEL),
      context,
    );
    const file = pickOutputFile(run.outputs, ['gifs', 'videos', 'images'], isMp4File);
    if (!file) {
      throw new ProviderError(
        'malformed',
        `${LABEL} workflow produced no MP4; save the clip as H.264 MP4 (e.g. VHS_VideoCombine, format video/h264-mp4)`,
      );
    }
    return videoMedia(await run.download(file), LABEL);
  }
}

/** A ComfyUI server running an API-format image-to-video workflow with {{placeholders}}. */
export function createComfyUiVideoProvider(options: ComfyUiVideoOptions): VideoProvider {
  return new ComfyUiVideoProvider(options);
}
