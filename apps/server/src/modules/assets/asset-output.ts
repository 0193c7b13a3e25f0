import type { AssetRow } from '../../db/schema.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { AssetImageRepository } from './asset-image.repository.ts';
import { presentAsset, type PresentedAsset } from './asset.presenter.ts';

/** The signed-in user acting on assets. */
export interface AssetActor {
  id: string;
  tier: string;
}

/** One stored asset as it leaves the server, with the picture its variants give it (one query). */
export async function presentStoredAsset(
  images: Pick<AssetImageRepository, 'variantImagesOf'>,
  row: AssetRow,
): Promise<PresentedAsset> {
  return presentAsset(row, (await images.variantImagesOf([row.id])).get(row.id) ?? null);
}

/** Tells the asset's rooms (its project's, or every project's of its series for a bible asset) what happened. */
export function publishAsset(
  events: DomainEvents,
  type: 'asset.created' | 'asset.updated' | 'asset.deleted',
  actor: AssetActor,
  asset: PresentedAsset,
  rooms: readonly string[],
): void {
  for (const projectId of rooms) events.publish({ type, projectId, actorId: actor.id, data: asset });
}
