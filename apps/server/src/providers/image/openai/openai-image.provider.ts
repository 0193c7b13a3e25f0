import { z } from 'zod';
import { imageContentType, imageMedia } from '../../http/media-info.ts';
import { openAiHttp, openAiProviderInfo, type OpenAiCommonOptions } from '../../http/openai-http.ts';
import { composeImagePrompt } from '../../http/prompt-text.ts';
import type { VendorHttp } from '../../http/vendor-http.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { ImageProvider, ImageRequest } from '../image-provider.ts';

export interface OpenAiImageOptions extends OpenAiCommonOptions {
  /**
   * Sizes the model accepts ('1024x1024'...); the one closest in aspect ratio to the request is sent. Defaults
   * to OpenAI's lists for dall-e-2, dall-e-3 and gpt-image-*, and to the exact requested size for other models.
   */
  sizes?: string[];
  /** Prompt characters sent at most (default 4000, DALL·E 3's limit). */
  maxPromptLength?: number;
  /** Largest image accepted from a URL, in bytes (default 50 MB). */
  maxDownloadBytes?: number;
}

const LABEL = 'Image provider';

const KNOWN_SIZES: Array<[RegExp, string[]]> = [
  [/^dall-e-2/, ['256x256', '512x512', '1024x1024']],
  [/^dall-e-3/, ['1024x1024', '1792x1024', '1024x1792']],
  [/^gpt-image/, ['1024x1024', '1536x1024', '1024x1536']],
];

const ImagesResponse = z.object({
  data: z
    .array(
      z
        .object({ b64_json: z.string().nullable().optional(), url: z.string().nullable().optional() })
        .refine((item) => Boolean(item.b64_json || item.url), 'an image needs b64_json or url'),
    )
    .min(1),
});

/** The accepted size closest to the requested aspect ratio (then area), or the request itself. */
export function pickImageSize(width: number, height: number, sizes: string[] | undefined): string {
  const parsed = (sizes ?? [])
    .map((size) => /^(\d+)x(\d+)$/.exec(size))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ text: match[0], width: Number(match[1]), height: Number(match[2]) }));
  if (parsed.length === 0) return `${width}x${height}`;
  const score = (size: { width: number; height: number }): [number, number] => [
    Math.abs(Math.log(size.width / size.height) - Math.log(width / height)),
    Math.abs(size.width * size.height - width * height),
  ];
  const best = parsed.reduce((winner, size) => {
    const [ratio, area] = score(size);
    const [bestRatio, bestArea] = score(winner);
    return ratio < bestRatio - 1e-9 || (Math.abs(ratio - bestRatio) <= 1e-9 && area < bestArea) ? size : winner;
  });
  return best.text;
}

class OpenAiImageProvider implements ImageProvider {
  readonly info: ProviderInfo;
  private readonly http: VendorHttp;
  private readonly sizes: string[] | undefined;
  private readonly isGptImage: boolean;

  constructor(private readonly options: OpenAiImageOptions) {
    this.http = openAiHttp(options, LABEL);
    this.isGptImage = options.model.startsWith('gpt-image');
    this.sizes = options.sizes ?? KNOWN_SIZES.find(([pattern]) => pattern.test(options.model))?.[1];
    this.info = openAiProviderInfo(options, 'image', { referenceImages: true, sourceImage: true });
  }

  async generate(request: ImageRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    if (!request.prompt.trim()) throw new ProviderError('input', 'The image description is empty');
    context.onProgress?.(0);
    const prompt = composeImagePrompt(request, this.options.maxPromptLength);
    const size = pickImageSize(request.width, request.height, this.sizes);
    // gpt-image models always answer base64 and refuse the parameter.
    const format = this.isGptImage ? {} : { response_format: 'b64_json' };
    const inputImages = [
      request.sourceImage,
      ...request.references.map((reference) => reference.image),
      request.style?.image,
    ].filter((image): image is Uint8Array => image !== undefined && image.length > 0);

    const reply =
      inputImages.length === 0
        ? await this.http.json(
            {
              path: '/images/generations',
              json: { model: this.options.model, prompt, size, n: 1, ...format },
              signal: context.signal,
            },
            ImagesResponse,
          )
        : await this.http.json(
            { path: '/images/edits', form: this.editForm(prompt, size, inputImages), signal: context.signal },
            ImagesResponse,
          );

    const [image] = reply.data;
    const bytes = image?.b64_json
      ? new Uint8Array(Buffer.from(image.b64_json, 'base64'))
      : (
          await this.http.download(image?.url ?? '', {
            signal: context.signal,
            maxBytes: this.options.maxDownloadBytes ?? 50 * 1024 * 1024,
          })
        ).bytes;
    const media = await imageMedia(bytes, LABEL);
    context.onProgress?.(100);
    return media;
  }

  private editForm(prompt: string, size: string, images: Uint8Array[]): FormData {
    const form = new FormData();
    form.set('model', this.options.model);
    form.set('prompt', prompt);
    form.set('size', size);
    form.set('n', '1');
    if (!this.isGptImage) form.set('response_format', 'b64_json');
    // Only gpt-image models take several images (as image[]); DALL·E 2 and most compatible servers take one.
    const sent = this.isGptImage ? images.slice(0, 16) : images.slice(0, 1);
    sent.forEach((bytes, index) => {
      const type = imageContentType(bytes);
      const file = new Blob([new Uint8Array(bytes)], { type });
      form.append(sent.length > 1 ? 'image[]' : 'image', file, `image-${index + 1}.${type.split('/')[1]}`);
    });
    return form;
  }
}

/** An OpenAI-compatible image model: /images/generations, or /images/edits when images are given. */
export function createOpenAiImageProvider(options: OpenAiImageOptions): ImageProvider {
  return new OpenAiImageProvider(options);
}
