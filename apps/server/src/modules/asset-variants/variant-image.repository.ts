import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { assetVariants, assets, variantImages, type VariantImageRow } from '../../db/schema.ts';
import { assetNotDeleted } from './variant.repository.ts';

export interface ImageContext {
  image: VariantImageRow;
  assetId: string;
  /** Its asset's home project, and the series when the asset is in the bible. */
  projectId: string;
  seriesId: string | null;
}

/** What a finished generation job stores as a variant's new image. */
export interface GeneratedVariantImage {
  variantId: string;
  imageUrl: string;
  imageUrlThumb: string | null;
  imageUrlSmall: string | null;
  storageKey: string | null;
}

/** Keeps one primary image in a variant that still has images: the newest, when none is marked. */
async function ensureOnePrimary(tx: Database, variantId: string): Promise<void> {
  const [primary] = await tx
    .select({ id: variantImages.id })
    .from(variantImages)
    .where(and(eq(variantImages.variantId, variantId), eq(variantImages.isPrimary, true)))
    .limit(1);
  if (primary) return;
  const [newest] = await tx
    .select({ id: variantImages.id })
    .from(variantImages)
    .where(eq(variantImages.variantId, variantId))
    .orderBy(desc(variantImages.createdAt), desc(variantImages.id))
    .limit(1);
  if (newest) await tx.update(variantImages).set({ isPrimary: true }).where(eq(variantImages.id, newest.id));
}

/** The only code that queries variant_images: the pictures of a variant, one of them primary. */
export class VariantImageRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): VariantImageRepository {
    return new VariantImageRepository(tx);
  }

  /** The image with its asset and project, unless it or its asset is gone. */
  async findImage(imageId: string): Promise<ImageContext | undefined> {
    const [row] = await this.db
      .select({ image: variantImages, assetId: assets.id, projectId: assets.projectId, seriesId: assets.seriesId })
      .from(variantImages)
      .innerJoin(assetVariants, eq(assetVariants.id, variantImages.variantId))
      .innerJoin(assets, eq(assets.id, assetVariants.assetId))
      .where(and(eq(variantImages.id, imageId), assetNotDeleted))
      .limit(1);
    return row;
  }

  /** The images of several variants with their projects, in one query; variants of deleted assets are left out. */
  async listImagesOf(
    variantIds: readonly string[],
  ): Promise<Array<{ image: VariantImageRow; projectId: string; seriesId: string | null }>> {
    if (variantIds.length === 0) return [];
    return this.db
      .select({ image: variantImages, projectId: assets.projectId, seriesId: assets.seriesId })
      .from(variantImages)
      .innerJoin(assetVariants, eq(assetVariants.id, variantImages.variantId))
      .innerJoin(assets, eq(assets.id, assetVariants.assetId))
      .where(and(inArray(variantImages.variantId, [...variantIds]), assetNotDeleted))
      .orderBy(asc(variantImages.createdAt), asc(variantImages.id));
  }

  /** The variant's primary image (else its newest), if it has any. */
  async primaryImageOf(variantId: string): Promise<VariantImageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(variantImages)
      .where(eq(variantImages.variantId, variantId))
      .orderBy(desc(variantImages.isPrimary), desc(variantImages.createdAt), desc(variantImages.id))
      .limit(1);
    return row;
  }

  /** Marks the image primary and the variant's other images not, in one transaction; answers the variant's images. */
  async setPrimaryImage(image: VariantImageRow): Promise<VariantImageRow[]> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(variantImages)
        .set({ isPrimary: sql`${variantImages.id} = ${image.id}` })
        .where(eq(variantImages.variantId, image.variantId));
      return tx
        .select()
        .from(variantImages)
        .where(eq(variantImages.variantId, image.variantId))
        .orderBy(asc(variantImages.createdAt), asc(variantImages.id));
    });
  }

  /** Deletes the image; when it was the primary one the newest remaining image becomes primary. */
  async deleteImage(image: VariantImageRow): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(variantImages)
        .where(eq(variantImages.id, image.id))
        .returning({ id: variantImages.id });
      if (removed.length === 0) return false;
      if (image.isPrimary) await ensureOnePrimary(tx, image.variantId);
      return true;
    });
  }

  /** Inside a transaction: adds a generated image and makes it the variant's primary one. */
  async addGeneratedImage(input: GeneratedVariantImage): Promise<VariantImageRow> {
    await this.db.update(variantImages).set({ isPrimary: false }).where(eq(variantImages.variantId, input.variantId));
    const [row] = await this.db
      .insert(variantImages)
      .values({ ...input, status: 'completed', isPrimary: true })
      .returning();
    return row!;
  }
}
