import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { assets, type AssetRow } from '../../db/schema.ts';
import { assetVariantImageLateral, variantImageOf, type AssetVariantImage } from './asset-primary-image.ts';
import { notDeleted } from './asset.repository.ts';

/** An asset's pictures: the one its variants give it, and the reference images uploaded to it. */
export class AssetImageRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): AssetImageRepository {
    return new AssetImageRepository(tx);
  }

  /** The variants' picture of each of these assets that has one, in one statement. */
  async variantImagesOf(assetIds: readonly string[]): Promise<Map<string, AssetVariantImage>> {
    if (assetIds.length === 0) return new Map();
    const image = assetVariantImageLateral(this.db);
    const rows = await this.db
      .select({ id: assets.id, url: image.url, thumbUrl: image.thumbUrl, smallUrl: image.smallUrl })
      .from(assets)
      .innerJoinLateral(image, sql`true`)
      .where(inArray(assets.id, [...new Set(assetIds)]));
    const images = new Map<string, AssetVariantImage>();
    for (const row of rows) {
      const found = variantImageOf(row);
      if (found) images.set(row.id, found);
    }
    return images;
  }

  /** Sets the image and appends it to the reference images in one statement. */
  async addReferenceImage(id: string, url: string): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .update(assets)
      .set({
        imageUrl: url,
        referenceImages: sql`${assets.referenceImages} || ${JSON.stringify([url])}::jsonb`,
        updatedAt: new Date(),
      })
      .where(and(eq(assets.id, id), notDeleted))
      .returning();
    return row;
  }

  /** Clears the image and reference images of a live asset; answers the row, or undefined if gone. */
  async clearReferenceImages(id: string): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .update(assets)
      .set({ imageUrl: null, referenceImages: [], updatedAt: new Date() })
      .where(and(eq(assets.id, id), notDeleted))
      .returning();
    return row;
  }
}
