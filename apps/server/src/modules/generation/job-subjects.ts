import type { AspectRatio } from '@sym/contracts';
import type { AssetRow, ProjectRow } from '../../db/schema.ts';
import type { ImageReference } from '../../providers/image/image-provider.ts';
import { ProviderError } from '../../providers/provider.ts';
import type { AssetImageRepository } from '../assets/asset-image.repository.ts';
import type { AssetRepository } from '../assets/asset.repository.ts';
import type { VariantImageRepository } from '../asset-variants/variant-image.repository.ts';
import type { VariantRepository } from '../asset-variants/variant.repository.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import type { ScenarioStore } from '../scenarios/scenario-store.ts';
import { optionalRead, type MediaReader } from './generation-media.ts';

/** Who a job belongs to, as its run names it. */
export interface JobOwner {
  jobId: string;
  userId: string;
  projectId: string | null;
}

/** Where a shot job's shot lives. */
export interface ShotTargetIds {
  scenarioId: string;
  shotId: string;
}

/** The records a generation job reads its subject from (outside any transaction). */
export interface JobSubjectsDeps {
  projects: Pick<ProjectAccess, 'require'>;
  scenarios: Pick<ScenarioStore, 'scenarios' | 'shots' | 'generations'>;
  assets: Pick<AssetRepository, 'findActiveById' | 'listByProject'>;
  assetImages: Pick<AssetImageRepository, 'variantImagesOf'>;
  variants: Pick<VariantRepository, 'findVariant' | 'findDefaultVariant' | 'listWithImages'>;
  variantImages: Pick<VariantImageRepository, 'primaryImageOf'>;
  media: MediaReader;
}

/** Frame size of an episode aspect ratio (spec §3). */
export function frameSizeOf(aspectRatio: string): { width: number; height: number } {
  const sizes: Record<AspectRatio, { width: number; height: number }> = {
    landscape: { width: 1280, height: 720 },
    portrait: { width: 720, height: 1280 },
    square: { width: 1024, height: 1024 },
  };
  return sizes[aspectRatio as AspectRatio] ?? sizes.landscape;
}

/** The asset's own (uploaded) reference image, if any. */
export const ownImageOf = (asset: AssetRow): string | undefined =>
  asset.referenceImages.at(-1) ?? asset.imageUrl ?? undefined;

/** What a generation job is about, read as the worker runs it: its project, shot, assets and their pictures. */
export class JobSubjects {
  constructor(private readonly deps: JobSubjectsDeps) {}

  /** The job's project as its owner may read it; an input error when it is gone. */
  async projectOf(job: JobOwner): Promise<ProjectRow> {
    if (!job.projectId) throw new ProviderError('input', 'The project of this generation is gone');
    return (await this.deps.projects.require(job.userId, job.projectId, 'read')).project;
  }

  /** The live episode and shot a shot job fills; an input error when either is gone. */
  async shotOf(target: ShotTargetIds) {
    const { scenarios, shots } = this.deps.scenarios;
    const scenario = await scenarios.findActive(target.scenarioId);
    const shot = scenario ? await shots.findInScenario(scenario.id, target.shotId) : undefined;
    if (!scenario || !shot) throw new ProviderError('input', 'Shot not found');
    return { scenario, shot };
  }

  /** A variant's primary image (else its newest); undefined without a variant, or for another asset's variant. */
  async variantImageUrlOf(asset: AssetRow, variantId: string | undefined): Promise<string | undefined> {
    if (!variantId) return undefined;
    const variant = (await this.deps.variants.findVariant(variantId))?.variant;
    if (!variant || variant.assetId !== asset.id) return undefined;
    return (await this.deps.variantImages.primaryImageOf(variant.id))?.imageUrl;
  }

  /** An asset as the image provider sees it, drawn from the picture at `url` (none: from its description alone). */
  async referenceOf(asset: AssetRow, url: string | undefined, signal?: AbortSignal): Promise<ImageReference> {
    return {
      id: asset.id,
      name: asset.name,
      type: asset.type as ImageReference['type'],
      description: asset.description ?? '',
      image: await optionalRead(this.deps.media, url, signal),
    };
  }
}
