import { firstInputImage } from '../../http/image-input.ts';
import { imageContentType, imageMedia, toDataUri } from '../../http/media-info.ts';
import { composeImagePrompt } from '../../http/prompt-text.ts';
import { ReplicateModel, replicateModelName, type ReplicateCommonOptions } from '../../http/replicate-client.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { ImageProvider, ImageRequest } from '../image-provider.ts';

/** Logical inputs of an image model. */
export type ReplicateImageField = 'prompt' | 'negativePrompt' | 'seed' | 'aspectRatio' | 'width' | 'height' | 'image';

export interface ReplicateImageOptions extends ReplicateCommonOptions {
  /**
   * The model's input name per field; null leaves a field out. Defaults fit FLUX (black-forest-labs/flux-schnell,
   * flux-dev): prompt, seed, aspect_ratio, image; width, height and negative_prompt are off. Known models get
   * their names from REPLICATE_IMAGE_PRESETS; these overrides come last.
   */
  inputNames?: Partial<Record<ReplicateImageField, string | null>>;
  negativePrompt?: string;
}

const LABEL = 'Image provider';

export const REPLICATE_IMAGE_INPUT_NAMES: Record<ReplicateImageField, string | null> = {
  prompt: 'prompt',
  negativePrompt: null,
  seed: 'seed',
  aspectRatio: 'aspect_ratio',
  width: null,
  height: null,
  image: 'image',
};

/** Input names of well-known models whose inputs differ from the defaults. */
export const REPLICATE_IMAGE_PRESETS: Record<string, Partial<Record<ReplicateImageField, string | null>>> = {
  'black-forest-labs/flux-kontext-pro': { image: 'input_image' },
  'black-forest-labs/flux-kontext-dev': { image: 'input_image' },
  'black-forest-labs/flux-kontext-max': { image: 'input_image' },
  'stability-ai/sdxl': { aspectRatio: null, width: 'width', height: 'height', negativePrompt: 'negative_prompt' },
};

/** Aspect ratios FLUX and most Replicate image models accept. */
const ASPECT_RATIOS = ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21'];

/** The accepted aspect ratio nearest to width:height. */
export function nearestAspectRatio(width: number, height: number): string {
  const target = Math.log(width / height);
  const distance = (ratio: string): number => {
    const [w, h] = ratio.split(':').map(Number);
    return Math.abs(Math.log((w ?? 1) / (h ?? 1)) - target);
  };
  return ASPECT_RATIOS.reduce((best, ratio) => (distance(ratio) < distance(best) ? ratio : best));
}

class ReplicateImageProvider implements ImageProvider {
  readonly info: ProviderInfo;
  private readonly model: ReplicateModel<ReplicateImageField>;

  constructor(private readonly options: ReplicateImageOptions) {
    this.model = new ReplicateModel(options, {
      label: LABEL,
      defaults: REPLICATE_IMAGE_INPUT_NAMES,
      preset: { inputNames: REPLICATE_IMAGE_PRESETS[replicateModelName(options.model)] },
    });
    const takesImage = Boolean(this.model.names.image);
    this.info = this.model.info('image', 'image', { sourceImage: takesImage, referenceImages: takesImage });
  }

  async generate(request: ImageRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    if (!request.prompt.trim()) throw new ProviderError('input', 'The image description is empty');
    const image = firstInputImage(request);
    const bytes = await this.model.predict(
      {
        prompt: composeImagePrompt(request, 10_000),
        negativePrompt: this.options.negativePrompt,
        seed: context.seed,
        aspectRatio: nearestAspectRatio(request.width, request.height),
        width: request.width,
        height: request.height,
        image: image ? toDataUri(image, imageContentType(image)) : undefined,
      },
      context,
    );
    return imageMedia(bytes, LABEL);
  }
}

/** A Replicate image model (text-to-image, or image-to-image when the model takes an image input). */
export function createReplicateImageProvider(options: ReplicateImageOptions): ImageProvider {
  return new ReplicateImageProvider(options);
}
