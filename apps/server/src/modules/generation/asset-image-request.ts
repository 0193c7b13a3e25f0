import { VARIANT_SUITE_NAMES } from '@sym/contracts';
import type { ImageRequest } from '../../providers/image/image-provider.ts';
import { ProviderError } from '../../providers/provider.ts';
import { optionalRead, str } from './generation-media.ts';
import type { StyleResolver } from './generation-style.ts';
import type { JobRun } from './job-definition.ts';
import { ownImageOf, type JobSubjects, type JobSubjectsDeps } from './job-subjects.ts';
import type { AssetVariantPayload, AssetVariantTarget } from './targets/asset-variant.job.ts';

/** The image request of an asset variant job (asset image, named view, modification, image-to-image). */
export class AssetImageRequests {
  constructor(
    private readonly deps: Pick<JobSubjectsDeps, 'assets' | 'variants' | 'variantImages' | 'media'>,
    private readonly subjects: JobSubjects,
    private readonly styles: StyleResolver,
  ) {}

  /** The request the image provider draws the variant's picture from. */
  async build(run: JobRun<AssetVariantPayload, AssetVariantTarget>): Promise<ImageRequest> {
    const { payload, target, signal } = run;
    const { variants, media } = this.deps;
    const project = await this.subjects.projectOf(run);
    const asset = await this.deps.assets.findActiveById(target.assetId);
    if (!asset) throw new ProviderError('input', 'Asset not found');
    const variant = (await variants.findVariant(target.generationId))?.variant;
    if (!variant) throw new ProviderError('input', 'Variant not found');
    // The Default variant's image is the reference for the others (spec §3) unless the asset's own is forced.
    const defaultVariant = payload.forceAssetReferenceOnly ? undefined : await variants.findDefaultVariant(asset.id);
    // An uploaded image is the user's own word on the look: it wins over the Default's picture.
    const referenceUrl = ownImageOf(asset) ?? (await this.subjects.variantImageUrlOf(asset, defaultVariant?.id));
    const reference = await this.subjects.referenceOf(asset, referenceUrl, signal);
    let sourceUrl = str(payload.sourceImageUrl);
    if (payload.useVariantImageAsSource) {
      sourceUrl = (await this.deps.variantImages.primaryImageOf(variant.id))?.imageUrl ?? sourceUrl;
    }
    // A modification's image starts the picture when there is none yet, else lends it its palette (as a style image).
    const modificationImage = await optionalRead(media, str(payload.modificationImageUrl), signal);
    const style = await this.styles.styleOf(project, styleOverridesOf(payload), signal, {
      actorId: run.userId,
      asset,
    });
    const viewName = (VARIANT_SUITE_NAMES as readonly string[]).includes(variant.variantName)
      ? variant.variantName
      : str(payload.viewName);
    const isWide = asset.type === 'location';
    return {
      prompt: str(payload.prompt) ?? asset.name,
      width: isWide ? 1280 : 768,
      height: isWide ? 720 : 768,
      references: [reference],
      style: sourceUrl && modificationImage ? { ...style, image: modificationImage } : style,
      sourceImage: sourceUrl ? await optionalRead(media, sourceUrl, signal) : modificationImage,
      instructions: str(payload.modificationInstructions),
      viewName,
    };
  }
}

/** A payload's style fields as the style resolver takes them. */
export const styleOverridesOf = (payload: { styleText?: string | null; styleImageUrl?: string | null }) => ({
  styleText: str(payload.styleText),
  styleImageUrl: str(payload.styleImageUrl),
});
