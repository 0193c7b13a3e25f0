import { imageContentType, toDataUri, videoMedia } from '../../http/media-info.ts';
import { ReplicateModel, replicateModelName, type ReplicateCommonOptions } from '../../http/replicate-client.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { LipsyncProvider, LipsyncRequest } from '../lipsync-provider.ts';

/** Logical inputs of a lip-sync model. */
export type ReplicateLipsyncField = 'video' | 'image' | 'audio';

export interface ReplicateLipsyncOptions extends ReplicateCommonOptions {
  /**
   * The model's input name per field; null leaves a field out. Defaults fit bytedance/latentsync and
   * sync/lipsync-2 ({ video, audio }; no stills); Wav2Lip and SadTalker get theirs from
   * REPLICATE_LIPSYNC_PRESETS; these overrides come last.
   */
  inputNames?: Partial<Record<ReplicateLipsyncField, string | null>>;
}

const LABEL = 'Lip-sync provider';

export const REPLICATE_LIPSYNC_INPUT_NAMES: Record<ReplicateLipsyncField, string | null> = {
  video: 'video',
  image: null,
  audio: 'audio',
};

/** Input names of well-known lip-sync models whose inputs differ from the defaults. */
export const REPLICATE_LIPSYNC_PRESETS: Record<string, Partial<Record<ReplicateLipsyncField, string | null>>> = {
  // Wav2Lip's `face` takes a video or a still.
  'devxpy/cog-wav2lip': { video: 'face', image: 'face', audio: 'audio' },
  'cjwbw/sadtalker': { video: null, image: 'source_image', audio: 'driven_audio' },
};

class ReplicateLipsyncProvider implements LipsyncProvider {
  readonly info: ProviderInfo;
  private readonly model: ReplicateModel<ReplicateLipsyncField>;

  constructor(options: ReplicateLipsyncOptions) {
    this.model = new ReplicateModel(options, {
      label: LABEL,
      defaults: REPLICATE_LIPSYNC_INPUT_NAMES,
      preset: { inputNames: REPLICATE_LIPSYNC_PRESETS[replicateModelName(options.model)] },
    });
    const { names } = this.model;
    this.info = this.model.info('lipsync', 'lip-sync', {
      video: Boolean(names.video),
      stillImage: Boolean(names.image),
    });
  }

  async generate(request: LipsyncRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    if (request.audio.length === 0) throw new ProviderError('input', 'The lip-sync needs speech audio');
    const { names } = this.model;
    const video = request.video && request.video.length > 0 && names.video ? request.video : undefined;
    const image = !video && request.image && request.image.length > 0 && names.image ? request.image : undefined;
    if (!video && !image) {
      throw new ProviderError(
        'input',
        !names.image
          ? 'This lip-sync model needs a video clip of the shot'
          : 'The lip-sync needs a video clip or an image of the shot',
      );
    }
    const bytes = await this.model.predict(
      {
        video: video ? toDataUri(video, 'video/mp4') : undefined,
        image: image ? toDataUri(image, imageContentType(image)) : undefined,
        audio: toDataUri(request.audio, request.audioContentType),
      },
      context,
    );
    return videoMedia(bytes, LABEL);
  }
}

/** A Replicate lip-sync model: the shot's clip (or still) plus the speech audio → an MP4 with moving lips. */
export function createReplicateLipsyncProvider(options: ReplicateLipsyncOptions): LipsyncProvider {
  return new ReplicateLipsyncProvider(options);
}
