import type { ComfyUiCommonOptions } from '../../http/comfyui-client.ts';
import { ComfyWorkflowRunner, type ComfyOutputChoice } from '../../http/comfyui-run.ts';
import { parseComfyWorkflow } from '../../http/comfyui-workflow.ts';
import { videoMedia } from '../../http/media-info.ts';
import { composeVideoPrompt } from '../../http/prompt-text.ts';
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
const VIDEO_OUTPUT: ComfyOutputChoice = {
  kinds: ['gifs', 'videos', 'images'],
  accept: (file) => /\.(mp4|m4v|mov)$/i.test(file.filename),
  missing: `${LABEL} workflow produced no MP4; save the clip as H.264 MP4 (e.g. VHS_VideoCombine, format video/h264-mp4)`,
};

class ComfyUiVideoProvider implements VideoProvider {
  readonly info: ProviderInfo;
  private readonly runner: ComfyWorkflowRunner;

  constructor(private readonly options: ComfyUiVideoOptions) {
    const workflow = parseComfyWorkflow(options.workflow, LABEL);
    this.runner = new ComfyWorkflowRunner(options, {
      label: LABEL,
      workflow,
      placeholders: COMFYUI_VIDEO_PLACEHOLDERS,
    });
    this.info = this.runner.info('video', {
      imageToVideo: this.runner.usesImage,
      maxDurationSeconds: options.maxDurationSeconds ?? 10,
    });
  }

  async generate(request: VideoRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    const maxDuration = this.options.maxDurationSeconds ?? 10;
    if (!(request.durationSeconds > 0) || request.durationSeconds > maxDuration) {
      throw new ProviderError('input', `The clip must last between 0 and ${maxDuration} seconds`);
    }
    if (this.runner.usesImage && request.image.length === 0) {
      throw new ProviderError('input', 'The shot has no image to animate');
    }
    const fps = request.fps ?? this.options.fps ?? 16;
    const values = {
      prompt: composeVideoPrompt(request),
      animation: request.animationInstructions,
      camera_motion: request.cameraMotion,
      width: request.width,
      height: request.height,
      duration: request.durationSeconds,
      fps,
      frames: Math.max(1, Math.round(request.durationSeconds * fps)),
    };
    const bytes = await this.runner.run(request.image, values, VIDEO_OUTPUT, context);
    return videoMedia(bytes, LABEL);
  }
}

/** A ComfyUI server running an API-format image-to-video workflow with {{placeholders}}. */
export function createComfyUiVideoProvider(options: ComfyUiVideoOptions): VideoProvider {
  return new ComfyUiVideoProvider(options);
}
