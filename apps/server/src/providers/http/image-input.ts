import type { ImageRequest } from '../image/image-provider.ts';

/**
 * The one image a single-input model (img2img workflow, image-to-image model) starts from: the source image,
 * else the first reference that has an image, else the style image.
 */
export function firstInputImage(request: ImageRequest): Uint8Array | undefined {
  return (
    request.sourceImage ??
    request.references.find((reference) => reference.image && reference.image.length > 0)?.image ??
    request.style?.image
  );
}
