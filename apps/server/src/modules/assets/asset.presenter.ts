import type { Asset, AssetType } from '@sym/contracts';
import type { AssetRow } from '../../db/schema.ts';

/** An asset as it leaves the server: the fields of spec §3 plus the aliases some payloads read. */
export type PresentedAsset = Asset & {
  type: AssetType;
  _id: string;
  project_id: string;
  image_url: string | null;
  /** The latest reference image (the last one uploaded), or null. */
  reference_image: string | null;
};

/** The outward shape of an asset, for HTTP and socket payloads alike. */
export function presentAsset(row: AssetRow): PresentedAsset {
  const referenceImages = [...row.referenceImages];
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as AssetType,
    projectId: row.projectId,
    project_id: row.projectId,
    userId: row.userId,
    status: row.status as Asset['status'],
    imageUrl: row.imageUrl,
    image_url: row.imageUrl,
    referenceImages,
    reference_image: referenceImages.at(-1) ?? null,
    tags: [...row.tags],
    metadata: { ...row.metadata },
    folder: row.folder,
    attachedStyleModules: [...row.attachedStyleModules],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
