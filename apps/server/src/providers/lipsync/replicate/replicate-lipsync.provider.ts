import { imageContentType, toDataUri, videoMedia } from '../../http/media-info.ts';
import {
  mapReplicateInput,
  ReplicateClient,
  replicateModelName,
  resolveInputNames,
  type ReplicateCommonOptions,
} from '../../http/replicate-client.ts';
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
  private readonly client: ReplicateClient;
  private readonly names: Record<ReplicateLipsyncField, string | null>;

  constructor(private readonly options: ReplicateLipsyncOptions) {
    this.client = new ReplicateClient({ ...options, label: LABEL });
    const preset = REPLICATE_LIPSYNC_PRESETS[replicateModelName(options.model)];
    this.names = resolveInputNames(REPLICATE_LIPSYNC_INPUT_NAMES, preset, options.inputNames);
    this.info = {
      id: 'replicate',
      name: `Replicate lip-sync model (${options.model})`,
      kind: 'lipsync',
      isLocal: false,
      creditsPerUnit: options.creditsPerUnit ?? 1,
      capabilities: { video: Boolean(this.names.video), stillImage: Boolean(this.names.image), model: options.model },
    };
  }

  async generate(request: LipsyncRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    if (request.audio.length === 0) throw new ProviderError('input', 'The lip-sync needs speech audio');
    const video = request.video && request.video.length > 0 && this.names.video ? request.video : undefined;
    const image = !video && request.image && request.image.length > 0 && this.names.image ? request.image : undefined;
    if (!video && !image) {
      throw new ProviderError(
        'input',
        !this.names.image
          ? 'This lip-sync model needs a video clip of the shot'
          : 'The lip-sync needs a video clip or an image of the shot',
      );
    }
    const input = mapReplicateInput<ReplicateLipsyncField>(
      {
        video: video ? toDataUri(video, 'video/mp4') : undefined,
        image: image ? toDataUri(image, imageContentType(image)) : undefined,
        audio: toDataUri(request.audio, request.audioContentType),
      },
      this.names,
      this.options.extraInput,
    );
    const file = await this.client.predictFile(input, context);
    return videoMedia(file.bytes, LABEL);
  }
}

/** A Replicate lip-sync model: the shot's clip (or still) plus the speech audio → an MP4 with moving lips. */
export function createReplicateLipsyncProvider(options: ReplicateLipsyncOptions): LipsyncProvider {
  return new ReplicateLipsyncProvider(options);
}
