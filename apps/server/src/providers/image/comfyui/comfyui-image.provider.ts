import fs from 'node:fs';
import type { ComfyUiCommonOptions } from '../../http/comfyui-client.ts';
import { ComfyWorkflowRunner, type ComfyOutputChoice } from '../../http/comfyui-run.ts';
import { parseComfyWorkflow, type ComfyWorkflow } from '../../http/comfyui-workflow.ts';
import { firstInputImage } from '../../http/image-input.ts';
import { imageMedia } from '../../http/media-info.ts';
import { composeImagePrompt } from '../../http/prompt-text.ts';
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

/** The first saved picture of the run. */
const IMAGE_OUTPUT: ComfyOutputChoice = {
  kinds: ['images'],
  accept: (file) => /\.(png|jpe?g|webp)$/i.test(file.filename),
  missing: `${LABEL} workflow produced no image`,
};

/** Stable Diffusion latents are 1/8 of the picture, so sizes snap to multiples of 8. */
const snap8 = (value: number): number => Math.max(64, Math.round(value / 8) * 8);

class ComfyUiImageProvider implements ImageProvider {
  readonly info: ProviderInfo;
  private readonly runner: ComfyWorkflowRunner;

  constructor(options: ComfyUiImageOptions) {
    const workflow =
      options.workflow === undefined ? loadDefaultImageWorkflow() : parseComfyWorkflow(options.workflow, LABEL);
    this.runner = new ComfyWorkflowRunner(options, {
      label: LABEL,
      workflow,
      placeholders: COMFYUI_IMAGE_PLACEHOLDERS,
      defaults: { checkpoint: DEFAULT_CHECKPOINT },
    });
    const usesImage = this.runner.usesImage;
    this.info = this.runner.info('image', { sourceImage: usesImage, referenceImages: usesImage });
  }

  async generate(request: ImageRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
    if (!request.prompt.trim()) throw new ProviderError('input', 'The image description is empty');
    const input = firstInputImage(request);
    if (this.runner.usesImage && !input) {
      throw new ProviderError('input', 'The ComfyUI image workflow needs an input image and the request has none');
    }
    const values = {
      prompt: composeImagePrompt(request, 10_000),
      width: snap8(request.width),
      height: snap8(request.height),
    };
    const bytes = await this.runner.run(input, values, IMAGE_OUTPUT, context);
    return imageMedia(bytes, LABEL);
  }
}

/** A ComfyUI server running an API-format image workflow with {{placeholders}}. */
export function createComfyUiImageProvider(options: ComfyUiImageOptions): ImageProvider {
  return new ComfyUiImageProvider(options);
}
