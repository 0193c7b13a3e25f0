import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_VARIANT_NAME } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import {
  assetGenerations,
  assets,
  variantImages,
  variantModifications,
  type AssetGenerationRow,
  type VariantImageRow,
  type VariantModificationRow,
} from '../../db/schema.ts';
import { isAssetLive } from '../projects/content-state.ts';

/** Where a variant belongs: its asset and that asset's project (for the access check). */
export interface VariantContext {
  variant: AssetGenerationRow;
  projectId: string;
}

export interface ImageContext {
  image: VariantImageRow;
  assetId: string;
  projectId: string;
}

export type VariantPatch = Partial<Pick<AssetGenerationRow, 'variantName' | 'description' | 'status'>> & {
  isPrimary?: boolean;
};

export type DeleteVariantResult = { deleted: true } | { deleted: false; reason: 'not_found' | 'default_in_use' };

export type VariantRepository = ReturnType<typeof createVariantRepository>;

const assetNotDeleted = ne(assets.status, 'deleted');
const isDefaultName = (name: string) => name.trim().toLowerCase() === DEFAULT_VARIANT_NAME.toLowerCase();

/** Serialises variant changes of one asset (Default-name check + insert, primary flags). */
async function lockAssetVariants(tx: Database, assetId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`variants:${assetId}`}))`);
}

/** Keeps one primary image in a variant that still has images: the newest, when none is marked. */
async function ensureOnePrimary(tx: Database, generationId: string): Promise<void> {
  const [primary] = await tx
    .select({ id: variantImages.id })
    .from(variantImages)
    .where(and(eq(variantImages.generationId, generationId), eq(variantImages.isPrimary, true)))
    .limit(1);
  if (primary) return;
  const [newest] = await tx
    .select({ id: variantImages.id })
    .from(variantImages)
    .where(eq(variantImages.generationId, generationId))
    .orderBy(desc(variantImages.createdAt), desc(variantImages.id))
    .limit(1);
  if (newest) await tx.update(variantImages).set({ isPrimary: true }).where(eq(variantImages.id, newest.id));
}

/** The only code that queries asset_generations, variant_images and variant_modifications. */
export function createVariantRepository(db: Database) {
  return {
    /** The variant with its project, unless it or its asset is gone. */
    async findVariant(generationId: string): Promise<VariantContext | undefined> {
      const [row] = await db
        .select({ variant: assetGenerations, projectId: assets.projectId })
        .from(assetGenerations)
        .innerJoin(assets, eq(assets.id, assetGenerations.assetId))
        .where(and(eq(assetGenerations.id, generationId), assetNotDeleted))
        .limit(1);
      return row;
    },

    /** The image with its asset and project, unless it or its asset is gone. */
    async findImage(imageId: string): Promise<ImageContext | undefined> {
      const [row] = await db
        .select({ image: variantImages, assetId: assets.id, projectId: assets.projectId })
        .from(variantImages)
        .innerJoin(assetGenerations, eq(assetGenerations.id, variantImages.generationId))
        .innerJoin(assets, eq(assets.id, assetGenerations.assetId))
        .where(and(eq(variantImages.id, imageId), assetNotDeleted))
        .limit(1);
      return row;
    },

    /** Which of `ids` are variants of live (not binned) assets of the project, in one query. */
    async liveIdsInProject(projectId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: assetGenerations.id })
        .from(assetGenerations)
        .innerJoin(assets, eq(assets.id, assetGenerations.assetId))
        .where(and(inArray(assetGenerations.id, [...ids]), eq(assets.projectId, projectId), isAssetLive));
      return new Set(rows.map((row) => row.id));
    },

    /** An asset's variants and, in a second query, all their images (no query per variant). */
    async listWithImages(assetId: string): Promise<{ variants: AssetGenerationRow[]; images: VariantImageRow[] }> {
      const variants = await db.select().from(assetGenerations).where(eq(assetGenerations.assetId, assetId));
      const images = variants.length
        ? await db
            .select()
            .from(variantImages)
            .where(
              inArray(
                variantImages.generationId,
                variants.map((variant) => variant.id),
              ),
            )
            .orderBy(asc(variantImages.createdAt), asc(variantImages.id))
        : [];
      return { variants, images };
    },

    /** The images of several variants with their projects, in one query; variants of deleted assets are left out. */
    async listImagesOf(
      generationIds: readonly string[],
    ): Promise<Array<{ image: VariantImageRow; projectId: string }>> {
      if (generationIds.length === 0) return [];
      return db
        .select({ image: variantImages, projectId: assets.projectId })
        .from(variantImages)
        .innerJoin(assetGenerations, eq(assetGenerations.id, variantImages.generationId))
        .innerJoin(assets, eq(assets.id, assetGenerations.assetId))
        .where(and(inArray(variantImages.generationId, [...generationIds]), assetNotDeleted))
        .orderBy(asc(variantImages.createdAt), asc(variantImages.id));
    },

    /** Adds a variant; 'default_exists' when it would be a second variant named Default. */
    async create(input: {
      assetId: string;
      userId: string;
      variantName: string;
      description: string | null;
    }): Promise<AssetGenerationRow | 'default_exists'> {
      return db.transaction(async (tx) => {
        await lockAssetVariants(tx, input.assetId);
        if (isDefaultName(input.variantName)) {
          const existing = await tx
            .select({ name: assetGenerations.variantName })
            .from(assetGenerations)
            .where(eq(assetGenerations.assetId, input.assetId));
          if (existing.some((variant) => isDefaultName(variant.name))) return 'default_exists';
        }
        const [row] = await tx.insert(assetGenerations).values(input).returning();
        return row!;
      });
    },

    /**
     * Updates a variant; marking it primary unmarks the asset's other variants in the same transaction.
     * 'default_rename' when the Default variant would lose its name or another would take it.
     */
    async update(variant: AssetGenerationRow, patch: VariantPatch): Promise<AssetGenerationRow | 'default_rename'> {
      const { isPrimary, ...fields } = patch;
      if (fields.variantName !== undefined) {
        const wasDefault = isDefaultName(variant.variantName);
        if (wasDefault !== isDefaultName(fields.variantName)) return 'default_rename';
      }
      return db.transaction(async (tx) => {
        await lockAssetVariants(tx, variant.assetId);
        if (isPrimary) {
          await tx
            .update(assetGenerations)
            .set({ isPrimary: false, updatedAt: new Date() })
            .where(and(eq(assetGenerations.assetId, variant.assetId), ne(assetGenerations.id, variant.id)));
        }
        const [row] = await tx
          .update(assetGenerations)
          .set({ ...fields, ...(isPrimary === undefined ? {} : { isPrimary }), updatedAt: new Date() })
          .where(eq(assetGenerations.id, variant.id))
          .returning();
        return row!;
      });
    },

    /** Deletes a variant with its images and modifications; the Default one only when it is the last. */
    async delete(variant: AssetGenerationRow): Promise<DeleteVariantResult> {
      return db.transaction(async (tx) => {
        await lockAssetVariants(tx, variant.assetId);
        if (isDefaultName(variant.variantName)) {
          const [others] = await tx
            .select({ total: count() })
            .from(assetGenerations)
            .where(and(eq(assetGenerations.assetId, variant.assetId), ne(assetGenerations.id, variant.id)));
          if (Number(others?.total ?? 0) > 0) return { deleted: false, reason: 'default_in_use' };
        }
        const removed = await tx
          .delete(assetGenerations)
          .where(eq(assetGenerations.id, variant.id))
          .returning({ id: assetGenerations.id });
        if (removed.length === 0) return { deleted: false, reason: 'not_found' };
        return { deleted: true };
      });
    },

    /** Marks the image primary and the variant's other images not, in one transaction; answers the variant's images. */
    async setPrimaryImage(image: VariantImageRow): Promise<VariantImageRow[]> {
      return db.transaction(async (tx) => {
        await tx
          .update(variantImages)
          .set({ isPrimary: sql`${variantImages.id} = ${image.id}` })
          .where(eq(variantImages.generationId, image.generationId));
        return tx
          .select()
          .from(variantImages)
          .where(eq(variantImages.generationId, image.generationId))
          .orderBy(asc(variantImages.createdAt), asc(variantImages.id));
      });
    },

    /** Deletes the image; when it was the primary one the newest remaining image becomes primary. */
    async deleteImage(image: VariantImageRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(variantImages)
          .where(eq(variantImages.id, image.id))
          .returning({ id: variantImages.id });
        if (removed.length === 0) return false;
        if (image.isPrimary) await ensureOnePrimary(tx, image.generationId);
        return true;
      });
    },

    /** Adds a modification request to a variant. */
    async addModification(input: {
      generationId: string;
      instructions: string;
      modificationImageUrl: string | null;
    }): Promise<VariantModificationRow> {
      const [row] = await db.insert(variantModifications).values(input).returning();
      return row!;
    },

    /** A variant's modifications, oldest first. */
    async listModifications(generationId: string): Promise<VariantModificationRow[]> {
      return db
        .select()
        .from(variantModifications)
        .where(eq(variantModifications.generationId, generationId))
        .orderBy(asc(variantModifications.createdAt), asc(variantModifications.id));
    },

    /** Deletes a modification of this variant; false when there is none. */
    async deleteModification(generationId: string, modificationId: string): Promise<boolean> {
      const removed = await db
        .delete(variantModifications)
        .where(and(eq(variantModifications.id, modificationId), eq(variantModifications.generationId, generationId)))
        .returning({ id: variantModifications.id });
      return removed.length > 0;
    },
    /** The asset's Default variant, if it has one. */
    async findDefaultVariant(assetId: string): Promise<AssetGenerationRow | undefined> {
      const rows = await db.select().from(assetGenerations).where(eq(assetGenerations.assetId, assetId));
      return rows.find((row) => isDefaultName(row.variantName));
    },

    /** The variant's primary image (else its newest), if it has any. */
    async primaryImageOf(generationId: string): Promise<VariantImageRow | undefined> {
      const [row] = await db
        .select()
        .from(variantImages)
        .where(eq(variantImages.generationId, generationId))
        .orderBy(desc(variantImages.isPrimary), desc(variantImages.createdAt), desc(variantImages.id))
        .limit(1);
      return row;
    },

    /** Records that a modification's image was made. */
    async markModificationApplied(modificationId: string): Promise<void> {
      await db
        .update(variantModifications)
        .set({ appliedAt: new Date() })
        .where(eq(variantModifications.id, modificationId));
    },

    /** Sets a variant's status (generating, completed, failed). */
    async setStatus(generationId: string, status: string): Promise<void> {
      await db
        .update(assetGenerations)
        .set({ status, updatedAt: new Date() })
        .where(eq(assetGenerations.id, generationId));
    },

    /** Inside a transaction: adds a generated image and makes it the variant's primary one. */
    async addGeneratedImage(input: {
      generationId: string;
      imageUrl: string;
      imageUrlThumb: string | null;
      imageUrlSmall: string | null;
      storageKey: string | null;
    }): Promise<VariantImageRow> {
      await db
        .update(variantImages)
        .set({ isPrimary: false })
        .where(eq(variantImages.generationId, input.generationId));
      const [row] = await db
        .insert(variantImages)
        .values({ ...input, status: 'completed', isPrimary: true })
        .returning();
      return row!;
    },
  };
}
