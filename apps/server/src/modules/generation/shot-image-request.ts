import { LANGUAGES, type CameraMotion, type ShotType } from '@sym/contracts';
import { planScene } from '@sym/sketch-renderer';
import type { AssetRow } from '../../db/schema.ts';
import type { ImageReference, ImageRequest } from '../../providers/image/image-provider.ts';
import { oneOf } from '../one-of.ts';
import { imageMadeFrom, lookOf, shotImageInputs, type LookInputs } from './made-from.ts';
import { optionalRead } from './generation-media.ts';
import { drawnStyleOf, type StyleResolver } from './generation-style.ts';
import type { JobRun } from './job-definition.ts';
import { frameSizeOf, ownImageOf, type JobSubjects, type JobSubjectsDeps } from './job-subjects.ts';
import { broughtIn, shotScenarioContext } from './shot-scenario-context.ts';
import type { ShotTarget } from './targets/shot-generation-steps.ts';
import type { ShotImagePayload } from './targets/shot-image.job.ts';

/** The image request of a shot: its description, type, assets (their chosen looks) and the project style. */
export class ShotImageRequests {
  constructor(
    private readonly deps: Pick<JobSubjectsDeps, 'scenarios' | 'assets' | 'assetImages' | 'variants' | 'media'>,
    private readonly subjects: JobSubjects,
    private readonly styles: StyleResolver,
  ) {}

  /**
   * The request the image provider draws the shot from; the pictures it was drawn from and the scene plan are kept
   * with the shot generation, to show what was drawn and why.
   */
  async build(run: JobRun<ShotImagePayload, ShotTarget<'shot-image'>>): Promise<ImageRequest> {
    const { target, signal } = run;
    const { scenarios, assets, assetImages, variants } = this.deps;
    const project = await this.subjects.projectOf(run);
    const { scenario, shot } = await this.subjects.shotOf(target);
    const assetIds = (await scenarios.shots.assetIdsOf([shot.id])).get(shot.id) ?? [];
    // The looks asked for with the request, else the ones the shot names for its characters.
    const asked = run.payload.selectedVariants ?? [];
    const selected = new Set(asked.length > 0 ? asked : Object.values(shot.looks));
    const pictures = await assetImages.variantImagesOf(assetIds);
    const references: ImageReference[] = [];
    const drawnFrom: Array<{ assetId: string; imageUrl: string | null }> = [];
    // What the image is made from, kept with it: the linked assets' looks as they are now (stale marking).
    const looks: LookInputs[] = [];
    // The chosen variant's look (its picture and words), else the asset's picture as its card and the pickers
    // show it, else its upload.
    const addReference = async (asset: AssetRow, picture: string | undefined, isLinked: boolean) => {
      const { variants: assetVariants } = await variants.listWithImages(asset.id);
      const chosen = assetVariants.find((variant) => selected.has(variant.id));
      const url = (await this.subjects.variantImageUrlOf(asset, chosen?.id)) ?? picture ?? ownImageOf(asset);
      const reference = await this.subjects.referenceOf(asset, url, signal);
      const look = lookOf(asset, url, chosen);
      references.push({ ...reference, description: look.description });
      drawnFrom.push({ assetId: asset.id, imageUrl: url ?? null });
      if (isLinked) looks.push(look);
    };
    for (const assetId of assetIds) {
      const asset = await assets.findActiveById(assetId);
      if (asset) await addReference(asset, pictures.get(asset.id)?.url, true);
    }
    const style = await this.styles.styleOf(project, {}, signal, { actorId: run.userId, scenario, shot });
    const language = oneOf(LANGUAGES, scenario.contentLanguage, 'en');
    const context = await shotScenarioContext({ shots: scenarios.shots, assets }, scenario, shot, language);
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
        ...context.cast,
      ],
      style: { presetId: style.presetId, text: style.text },
      language,
      ...(context.before ? { before: context.before } : {}),
    });
    // Characters of other shots the words meant, and a place carried from the shot before, are drawn from their own
    // pictures as where they are linked.
    const broughtAssets = broughtIn(scene, assetIds).flatMap((id) => context.assets.get(id) ?? []);
    const broughtPictures = await assetImages.variantImagesOf(broughtAssets.map((asset) => asset.id));
    for (const asset of broughtAssets) await addReference(asset, broughtPictures.get(asset.id)?.url, false);
    // Kept with the generation: which pictures the image was drawn from, and the plan, to show what was drawn and why.
    await scenarios.generations.recordInputs(target.shotGenerationId, {
      referenceImages: drawnFrom,
      scene,
      drawnStyle: drawnStyleOf(style),
      inputs: imageMadeFrom(shotImageInputs(shot, looks, scenario, project)),
    });
    const prompt = [shot.description, shot.action, shot.modificationPrompt].filter(Boolean).join('. ');
    return {
      prompt,
      ...frameSizeOf(scenario.aspectRatio),
      shotType: shot.type as ShotType,
      references,
      style,
      sourceImage: await optionalRead(this.deps.media, shot.referenceImageUrl, signal),
      scene,
    };
  }
}
