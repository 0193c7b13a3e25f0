import fs from 'node:fs';
import {
  ComfyUiClient,
  DEFAULT_NEGATIVE_PROMPT,
  pickOutputFile,
  type ComfyUiCommonOptions,
} from '../../http/comfyui-client.ts';
import {
  assertKnownPlaceholders,
  fillWorkflow,
  parseComfyWorkflow,
  workflowPlaceholders,
  type ComfyWorkflow,
} from '../../http/comfyui-workflow.ts';
import { imageMedia } from '../../http/media-info.ts';
import { composeImagePrompt } from '../../http/prompt-text.ts';
import { isLoopbackUrl } from '../../http/vendor-http.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type { ImageProvider, ImageRequest } from '../image-provider.ts';

export interface ComfyUiImageOptions extends ComfyUiCommonOptions {
  /** An API-format workflow object (parsed from the user's file); default-image-workflow.json when absent. */
  workflow?: unknown;
}

const LABEL = 'Image provider';

/** Placeholders the image adapter fills; a workflow may also use the keys of `options.values`. */
export const COMFYUI_IMAGE_PLACEHOLDERS = [
  'prompt',
  'negative_prompt',
  'seed',
  'width',
  'height',
  'image',
  'checkpoint',
] as const;

/** The checkpoint {{checkpoint}} names unless `values.checkpoint` says otherwise (ComfyUI's own example model). */
export const DEFAULT_CHECKPOINT = 'v1-5-pruned-emaonly.safetensors';

/** The bundled txt2img workflow: CheckpointLoaderSimple → CLIPTextEncode ×2 → KSampler → VAEDecode → SaveImage. */
export function loadDefaultImageWorkflow(): ComfyWorkflow {
  const text = fs.readFileSync(new URL('./default-image-workflow.json', import.meta.url), 'utf8');
  return parseComfyWorkflow(JSON.parse(text), LABEL);
}

/** Stable Diffusion latents are 1/8 of the picture, so sizes snap to multiples of 8. */
const snap8 = (value: number): number => Math.max(64, Math.round(value / 8) * 8);

class ComfyUiImageProvider implements ImageProvider {
  readonly info: ProviderInfo;
  private readonly workflow: ComfyWorkflow;
  private readonly client: ComfyUiClient;
  private readonly usesImage: boolean;

  constructor(private readonly options: ComfyUiImageOptions) {
    this.workflow =
      options.workflow === undefined ? loadDefaultImageWorkflow() : parseComfyWorkflow(options.workflow, LABEL);
    assertKnownPlaceholders(
      this.workflow,
      [...COMFYUI_IMAGE_PLACEHOLDERS, ...Object.keys(options.values ?? {}).map((key) => key.toLowerCase())],
      LABEL,
    );
    this.usesImage = workflowPlaceholders(this.workflow).has('image');
    this.client = new ComfyUiClient({ ...options, label: LABEL });
    this.info = {
      id: 'comfyui',
      name: 'ComfyUI image workflow',
      kind: 'image',
      isLocal: isLoopbackUrl(options.baseUrl),
      creditsPerUnit: options.creditsPerUnit ?? 1,
      capabilities: { sourceImage: this.usesImage, referenceImages: this.usesImage },
    };
  }

  async generate(request: ImageRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    if (!request.prompt.trim()) throw new ProviderError('input', 'The image description is empty');
    const input =
      request.sourceImage ??
      request.references.find((reference) => reference.image && reference.image.length > 0)?.image ??
      request.style?.image;
    if (this.usesImage && !input) {
      throw new ProviderError('input', 'The ComfyUI image workflow needs an input image and the request has none');
    }
    const values = {
      checkpoint: DEFAULT_CHECKPOINT,
      ...this.options.values,
      prompt: composeImagePrompt(request, 10_000),
      negative_prompt: this.options.negativePrompt ?? DEFAULT_NEGATIVE_PROMPT,
      seed: context.seed ?? Math.floor(Math.random() * 2 ** 32),
      width: snap8(request.width),
      height: snap8(request.height),
    };
    const run = await this.client.run(
      this.usesImage && input ? [input] : [],
      ([image]) => fillWorkflow(this.workflow, image === undefined ? values : { ...values, image }, LABEL),
      context,
    );
    const file = pickOutputFile(run.outputs, ['images'], (candidate) =>
      /\.(png|jpe?g|webp)$/i.test(candidate.filename),
    );
    if (!file) throw new ProviderError('malformed', `${LABEL} workflow produced no image`);
    return imageMedia(await run.download(file), LABEL);
  }
}

/** A ComfyUI server running an API-format image workflow with {{placeholders}}. */
export function createComfyUiImageProvider(options: ComfyUiImageOptions): ImageProvider {
  return new ComfyUiImageProvider(options);
}
