import {
  DEFAULT_SHOT_DURATION_SECONDS,
  LANGUAGES,
  VARIANT_SUITE_NAMES,
  shotDuration,
  type AspectRatio,
  type CameraMotion,
  type ShotType,
} from '@sym/contracts';
import type { AssetRow, GenerationJobRow, ProjectRow } from '../../db/schema.ts';
import type { ImageReference, ImageRequest } from '../../providers/image/image-provider.ts';
import { planScene } from '../../providers/image/scene/plan-scene.ts';
import { oneOf } from '../one-of.ts';
import { ProviderError } from '../../providers/provider.ts';
import type { VideoRequest } from '../../providers/video/video-provider.ts';
import { createAssetRepository } from '../assets/asset.repository.ts';
import { createVariantRepository } from '../asset-variants/variant.repository.ts';
import { createProjectAccess } from '../projects/project-access.policy.ts';
import { createShotGenerationRepository } from '../shots/shot-generation.repository.ts';
import { createEpisodeStore } from '../scenarios/episode-store.ts';
import { optionalRead, str, type InputDeps } from './generation-media.ts';
import { drawnStyleOf, styleOf } from './generation-style.ts';
import { broughtIn, shotEpisodeContext } from './shot-episode-context.ts';

/** Frame size of an episode aspect ratio (spec §3). */
export function frameSizeOf(aspectRatio: string): { width: number; height: number } {
  const sizes: Record<AspectRatio, { width: number; height: number }> = {
    landscape: { width: 1280, height: 720 },
    portrait: { width: 720, height: 1280 },
    square: { width: 1024, height: 1024 },
  };
  return sizes[aspectRatio as AspectRatio] ?? sizes.landscape;
}

async function projectOf(deps: InputDeps, job: GenerationJobRow): Promise<ProjectRow> {
  if (!job.projectId) throw new ProviderError('input', 'The project of this generation is gone');
  return (await createProjectAccess(deps.db).require(job.userId, job.projectId, 'read')).project;
}

/** Where a shot job's shot lives. */
type ShotTargetIds = { scenarioId: string; shotId: string };

/** The live episode and shot a shot job fills; an input error when either is gone. */
async function shotOf(deps: InputDeps, target: ShotTargetIds) {
  const store = createEpisodeStore(deps.db);
  const scenario = await store.scenarios.findActive(target.scenarioId);
  const shot = scenario ? await store.shots.findInScenario(scenario.id, target.shotId) : undefined;
  if (!scenario || !shot) throw new ProviderError('input', 'Shot not found');
  return { store, scenario, shot };
}

/** The asset's own (uploaded) reference image, if any. */
const ownImageOf = (asset: AssetRow): string | undefined => asset.referenceImages.at(-1) ?? asset.imageUrl ?? undefined;

/** A variant's primary image (else its newest); undefined without a variant, or for another asset's variant. */
async function variantImageUrlOf(
  deps: InputDeps,
  asset: AssetRow,
  variantId: string | undefined,
): Promise<string | undefined> {
  if (!variantId) return undefined;
  const variants = createVariantRepository(deps.db);
  const variant = (await variants.findVariant(variantId))?.variant;
  if (!variant || variant.assetId !== asset.id) return undefined;
  return (await variants.primaryImageOf(variant.id))?.imageUrl;
}

/** An asset as the image provider sees it, drawn from the picture at `url` (none: from its description alone). */
async function referenceOf(
  deps: InputDeps,
  asset: AssetRow,
  url: string | undefined,
  signal?: AbortSignal,
): Promise<ImageReference> {
  return {
    id: asset.id,
    name: asset.name,
    type: asset.type as ImageReference['type'],
    description: asset.description ?? '',
    image: await optionalRead(deps, url, signal),
  };
}

/** The image request of an asset variant job (asset image, named view, modification, image-to-image). */
export async function assetImageRequest(
  deps: InputDeps,
  job: GenerationJobRow,
  target: { assetId: string; generationId: string },
  signal?: AbortSignal,
): Promise<ImageRequest> {
  const project = await projectOf(deps, job);
  const asset = await createAssetRepository(deps.db).findActiveById(target.assetId);
  if (!asset) throw new ProviderError('input', 'Asset not found');
  const variants = createVariantRepository(deps.db);
  const variant = (await variants.findVariant(target.generationId))?.variant;
  if (!variant) throw new ProviderError('input', 'Variant not found');
  const input = job.input;
  // The Default variant's image is the reference for the others (spec §3) unless the asset's own is forced.
  const defaultVariant =
    input.forceAssetReferenceOnly === true ? undefined : await variants.findDefaultVariant(asset.id);
  // An uploaded image is the user's own word on the look: it wins over the Default's picture.
  const referenceUrl = ownImageOf(asset) ?? (await variantImageUrlOf(deps, asset, defaultVariant?.id));
  const reference = await referenceOf(deps, asset, referenceUrl, signal);
  let sourceUrl = str(input.sourceImageUrl);
  if (input.useVariantImageAsSource) sourceUrl = (await variants.primaryImageOf(variant.id))?.imageUrl ?? sourceUrl;
  // A modification's image starts the picture when there is none yet, else lends it its palette (as a style image).
  const modificationImage = await optionalRead(deps, str(input.modificationImageUrl), signal);
  const style = await styleOf(deps, project, input, signal, { actorId: job.userId, asset });
  const viewName = (VARIANT_SUITE_NAMES as readonly string[]).includes(variant.variantName)
    ? variant.variantName
    : str(input.viewName);
  const isWide = asset.type === 'location';
  return {
    prompt: str(input.prompt) ?? asset.name,
    width: isWide ? 1280 : 768,
    height: isWide ? 720 : 768,
    references: [reference],
    style: sourceUrl && modificationImage ? { ...style, image: modificationImage } : style,
    sourceImage: sourceUrl ? await optionalRead(deps, sourceUrl, signal) : modificationImage,
    instructions: str(input.modificationInstructions),
    viewName,
  };
}

/** The image request of a shot: its description, type, assets (their chosen looks) and the project style. */
export async function shotImageRequest(
  deps: InputDeps,
  job: GenerationJobRow,
  target: ShotTargetIds & { shotGenerationId: string },
  signal?: AbortSignal,
): Promise<ImageRequest> {
  const project = await projectOf(deps, job);
  const { store, scenario, shot } = await shotOf(deps, target);
  const assetIds = (await store.shots.assetIdsOf([shot.id])).get(shot.id) ?? [];
  const selected = new Set(Array.isArray(job.input.selectedVariants) ? (job.input.selectedVariants as string[]) : []);
  const assets = createAssetRepository(deps.db);
  const variants = createVariantRepository(deps.db);
  const pictures = await assets.variantImagesOf(assetIds);
  const references: ImageReference[] = [];
  const drawnFrom: Array<{ assetId: string; imageUrl: string | null }> = [];
  // The chosen variant's look, else the asset's picture as its card and the pickers show it, else its upload.
  const addReference = async (asset: AssetRow, picture: string | undefined) => {
    const { variants: assetVariants } = await variants.listWithImages(asset.id);
    const chosen = assetVariants.find((variant) => selected.has(variant.id));
    const url = (await variantImageUrlOf(deps, asset, chosen?.id)) ?? picture ?? ownImageOf(asset);
    references.push(await referenceOf(deps, asset, url, signal));
    drawnFrom.push({ assetId: asset.id, imageUrl: url ?? null });
  };
  for (const assetId of assetIds) {
    const asset = await assets.findActiveById(assetId);
    if (asset) await addReference(asset, pictures.get(asset.id)?.url);
  }
  const style = await styleOf(deps, project, job.input, signal, { actorId: job.userId, episode: scenario });
  const language = oneOf(LANGUAGES, scenario.contentLanguage, 'en');
  const episode = await shotEpisodeContext(deps.db, scenario, shot, language);
  // What the picture shows, planned from the shot's words, its assets, its episode and the style (the renderer
  // draws it, remote providers are prompted from it).
  const scene = planScene({
    shotType: shot.type as ShotType,
    description: shot.description,
    action: shot.action,
    cameraMotion: shot.cameraMotion as CameraMotion,
    modificationPrompt: shot.modificationPrompt,
    assets: [
      ...references.map(({ id, name, type, description }) => ({ id, name, type, description })),
      ...episode.cast,
    ],
    style: { presetId: style.presetId, text: style.text },
    language,
    ...(episode.before ? { before: episode.before } : {}),
  });
  // Characters of other shots the words meant, and a place carried from the shot before, are drawn from their own
  // pictures as where they are linked.
  const broughtAssets = broughtIn(scene, assetIds).flatMap((id) => episode.assets.get(id) ?? []);
  const broughtPictures = await assets.variantImagesOf(broughtAssets.map((asset) => asset.id));
  for (const asset of broughtAssets) await addReference(asset, broughtPictures.get(asset.id)?.url);
  // Kept with the generation: which pictures the image was drawn from, and the plan, to show what was drawn and why.
  await createShotGenerationRepository(deps.db).recordInputs(target.shotGenerationId, {
    referenceImages: drawnFrom,
    scene,
    drawnStyle: drawnStyleOf(style),
  });
  const prompt = [shot.description, shot.action, shot.modificationPrompt].filter(Boolean).join('. ');
  return {
    prompt,
    ...frameSizeOf(scenario.aspectRatio),
    shotType: shot.type as ShotType,
    references,
    style,
    sourceImage: await optionalRead(deps, shot.referenceImageUrl, signal),
    scene,
  };
}

/** The clip request of a shot: the chosen image, camera motion, animation instructions, duration, frame size. */
export async function shotVideoRequest(
  deps: InputDeps,
  job: GenerationJobRow,
  target: ShotTargetIds,
  signal?: AbortSignal,
): Promise<VideoRequest> {
  await projectOf(deps, job);
  const { scenario, shot } = await shotOf(deps, target);
  const imageUrl = str(job.input.imageUrl) ?? shot.imageUrl;
  if (!imageUrl) throw new ProviderError('input', 'Generate an image for this shot first');
  return {
    image: await deps.media.read(imageUrl, signal),
    cameraMotion: shot.cameraMotion as CameraMotion,
    animationInstructions: str(job.input.animationInstructions) ?? shot.animationInstructions ?? '',
    // The clip fills the shot's slot on the timeline, where a shot without a duration lasts the default.
    durationSeconds: shot.duration && shot.duration > 0 ? Math.min(shot.duration, 30) : DEFAULT_SHOT_DURATION_SECONDS,
    ...frameSizeOf(scenario.aspectRatio),
  };
}

/**
 * What a lip-sync job starts from: the shot's clip (or image), the frame size, the episode language and the
 * shot's duration on the timeline, which the result lasts (a lip-sync never shortens or lengthens a shot).
 */
export async function shotLipsyncSource(
  deps: InputDeps,
  job: GenerationJobRow,
  target: ShotTargetIds,
  signal?: AbortSignal,
) {
  await projectOf(deps, job);
  const { scenario, shot } = await shotOf(deps, target);
  const visualUrl = str(job.input.visualUrl) ?? shot.videoUrl ?? shot.imageUrl;
  if (!visualUrl) throw new ProviderError('input', 'Generate an image for this shot first');
  const isVideo = /\.mp4$/i.test(visualUrl) || visualUrl === shot.videoUrl;
  const bytes = await deps.media.read(visualUrl, signal);
  return {
    video: isVideo ? bytes : undefined,
    image: isVideo ? undefined : bytes,
    language: str(job.input.language) ?? scenario.contentLanguage,
    durationSeconds: shotDuration(shot),
    ...frameSizeOf(scenario.aspectRatio),
  };
}

/**
 * The image request of a wizard asset preview: no project exists yet, so the asset and the chosen style travel
 * in the job's input. The preview id stands in for the asset id, so a regenerated preview keeps its look seed.
 */
export async function wizardPreviewRequest(
  deps: InputDeps,
  job: GenerationJobRow,
  signal?: AbortSignal,
): Promise<ImageRequest> {
  const input = job.input;
  const name = str(input.name) ?? 'Asset';
  const type = input.type === 'location' || input.type === 'prop' ? input.type : 'character';
  const description = str(input.description) ?? '';
  const isWide = type === 'location';
  return {
    prompt: str(input.prompt) ?? name,
    width: isWide ? 1280 : 768,
    height: isWide ? 720 : 768,
    references: [{ id: str(input.referenceId) ?? job.id, name, type, description }],
    style: {
      presetId: str(input.preset),
      text: str(input.styleText),
      image: await optionalRead(deps, str(input.styleImageUrl), signal),
    },
  };
}
