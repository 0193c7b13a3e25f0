import { imageContentType, toDataUri, videoMedia } from '../../http/media-info.ts';
import { composeVideoPrompt, describeCameraMotion } from '../../http/prompt-text.ts';
import { ReplicateModel, replicateModelName, type ReplicateCommonOptions } from '../../http/replicate-client.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { VideoProvider, VideoRequest } from '../video-provider.ts';

/** Logical inputs of an image-to-video model. */
export type ReplicateVideoField =
  | 'image'
  | 'prompt'
  | 'negativePrompt'
  | 'cameraMotion'
  | 'duration'
  | 'fps'
  | 'numFrames'
  | 'seed'
  | 'width'
  | 'height';

export interface ReplicateVideoOptions extends ReplicateCommonOptions {
  /**
   * The model's input name per field; null leaves a field out. Defaults: image, prompt, duration, seed; known
   * models (MiniMax video-01, Kling) get theirs from REPLICATE_VIDEO_PRESETS; these overrides come last.
   */
  inputNames?: Partial<Record<ReplicateVideoField, string | null>>;
  /** Durations the model accepts (e.g. [5, 10] for Kling); the nearest is sent. Whole seconds otherwise. */
  allowedDurations?: number[];
  /** Frames per second for `fps` and `numFrames` when the request has none (default 16). */
  fps?: number;
  negativePrompt?: string;
}

const LABEL = 'Video provider';

export const REPLICATE_VIDEO_INPUT_NAMES: Record<ReplicateVideoField, string | null> = {
  image: 'image',
  prompt: 'prompt',
  negativePrompt: null,
  cameraMotion: null,
  duration: 'duration',
  fps: null,
  numFrames: null,
  seed: 'seed',
  width: null,
  height: null,
};

interface VideoPreset {
  inputNames: Partial<Record<ReplicateVideoField, string | null>>;
  allowedDurations?: number[];
  extraInput?: Record<string, unknown>;
}

const MINIMAX: VideoPreset = {
  // video-01 makes fixed 6-second clips and has no duration or seed input.
  inputNames: { image: 'first_frame_image', duration: null, seed: null },
};
const KLING: VideoPreset = {
  inputNames: { image: 'start_image', seed: null, negativePrompt: 'negative_prompt' },
  allowedDurations: [5, 10],
};

/** Input names and accepted durations of well-known image-to-video models. */
export const REPLICATE_VIDEO_PRESETS: Record<string, VideoPreset> = {
  'minimax/video-01': MINIMAX,
  'minimax/video-01-live': MINIMAX,
  'kwaivgi/kling-v2.1': KLING,
  'kwaivgi/kling-v1.6-standard': KLING,
  'kwaivgi/kling-v1.6-pro': KLING,
};

class ReplicateVideoProvider implements VideoProvider {
  readonly info: ProviderInfo;
  private readonly model: ReplicateModel<ReplicateVideoField>;
  private readonly allowedDurations: number[] | undefined;

  constructor(private readonly options: ReplicateVideoOptions) {
    const preset = REPLICATE_VIDEO_PRESETS[replicateModelName(options.model)];
    this.model = new ReplicateModel(options, { label: LABEL, defaults: REPLICATE_VIDEO_INPUT_NAMES, preset });
    this.allowedDurations = options.allowedDurations ?? preset?.allowedDurations;
    const longest = this.allowedDurations?.length ? Math.max(...this.allowedDurations) : 10;
    this.info = this.model.info('video', 'video', { imageToVideo: true, maxDurationSeconds: longest });
  }

  async generate(request: VideoRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    if (request.image.length === 0) throw new ProviderError('input', 'The shot has no image to animate');
    if (!(request.durationSeconds > 0)) throw new ProviderError('input', 'The clip duration must be above 0');
    const fps = request.fps ?? this.options.fps ?? 16;
    const bytes = await this.model.predict(
      {
        image: toDataUri(request.image, imageContentType(request.image)),
        prompt: composeVideoPrompt(request),
        negativePrompt: this.options.negativePrompt,
        cameraMotion: describeCameraMotion(request.cameraMotion) || undefined,
        duration: this.duration(request.durationSeconds),
        fps,
        numFrames: Math.max(1, Math.round(request.durationSeconds * fps)),
        seed: context.seed,
        width: request.width,
        height: request.height,
      },
      context,
    );
    return videoMedia(bytes, LABEL);
  }

  private duration(seconds: number): number {
    const allowed = this.allowedDurations;
    if (!allowed || allowed.length === 0) return Math.max(1, Math.round(seconds));
    return allowed.reduce((best, value) => (Math.abs(value - seconds) < Math.abs(best - seconds) ? value : best));
  }
}

/** A Replicate image-to-video model: the shot image plus animation instructions and camera motion. */
export function createReplicateVideoProvider(options: ReplicateVideoOptions): VideoProvider {
  return new ReplicateVideoProvider(options);
}
