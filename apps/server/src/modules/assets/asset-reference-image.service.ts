import { DOMAIN_MESSAGES } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { mediaUrlOf } from '../../media/media-storage.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { storeReferenceImage, type UploadedFile } from '../stored-files/reference-image-upload.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import type { AssetAccess } from './asset-access.ts';
import type { AssetImageRepository } from './asset-image.repository.ts';
import { presentStoredAsset, publishAsset, type AssetActor } from './asset-output.ts';
import type { PresentedAsset } from './asset.presenter.ts';

export interface AssetReferenceImageServiceDeps {
  images: AssetImageRepository;
  access: AssetAccess;
  /** Stores reference uploads (charged to the uploader) and removes files nothing uses any more. */
  files: Pick<FileWriter, 'put' | 'discard'>;
  events: DomainEvents;
}

/** The reference images uploaded to an asset: the pictures its variants are made from. */
export class AssetReferenceImageService {
  constructor(private readonly deps: AssetReferenceImageServiceDeps) {}

  /** Clears the image and reference images and deletes the stored files they pointed to. */
  async removeReferenceImage(actor: AssetActor, assetId: string): Promise<PresentedAsset> {
    const { rooms } = await this.deps.access.requireAsset(actor.id, assetId, 'write');
    const row = await this.deps.images.clearReferenceImages(assetId);
    if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
    // Without its own image the asset shows its variants' picture again.
    const presented = await presentStoredAsset(this.deps.images, row);
    publishAsset(this.deps.events, 'asset.updated', actor, presented, rooms);
    return presented;
  }

  /**
   * Stores an uploaded reference image (at most 10 MB, PNG/JPEG/WebP/GIF recognised from its bytes, decoded and
   * re-encoded so nothing but the picture is kept: upload-decode.ts) under a random key, sets it as the asset's
   * image and appends it to the reference images. The access check runs before `readFile`, so nothing of a
   * refused upload is read or stored.
   */
  async uploadReferenceImage(
    actor: AssetActor,
    assetId: string,
    readFile: () => Promise<UploadedFile | undefined>,
  ): Promise<PresentedAsset> {
    const { rooms } = await this.deps.access.requireAsset(actor.id, assetId, 'write');
    const key = await storeReferenceImage(this.deps.files, actor.id, readFile);
    const row = await this.deps.images.addReferenceImage(assetId, mediaUrlOf(key));
    if (!row) {
      // The asset went to the Recycle Bin meanwhile: keep no orphan file.
      await this.deps.files.discard([key]);
      throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
    }
    const presented = await presentStoredAsset(this.deps.images, row);
    publishAsset(this.deps.events, 'asset.updated', actor, presented, rooms);
    return presented;
  }
}
