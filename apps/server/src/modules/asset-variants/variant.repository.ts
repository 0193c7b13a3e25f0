import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_VARIANT_NAME } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { assetVariants, assets, variantImages, type AssetVariantRow, type VariantImageRow } from '../../db/schema.ts';
import { isAssetLive } from '../projects/content-state.ts';
import { assetUsableIn } from '../assets/asset-scope.ts';

/** Where a variant belongs: its asset and that asset's project (for the access check). */
export interface VariantContext {
  variant: AssetVariantRow;
  /** Its asset's home project, and the series when the asset is in the bible. */
  projectId: string;
  seriesId: string | null;
}

export type VariantPatch = Partial<Pick<AssetVariantRow, 'variantName' | 'description' | 'status'>> & {
  isPrimary?: boolean;
};

export type DeleteVariantResult = { deleted: true } | { deleted: false; reason: 'not_found' | 'default_in_use' };

/** Variants of assets that are not deleted (binned assets are still in the project). */
export const assetNotDeleted = ne(assets.status, 'deleted');
const isDefaultName = (name: string) => name.trim().toLowerCase() === DEFAULT_VARIANT_NAME.toLowerCase();

/** Serialises variant changes of one asset (Default-name check + insert, primary flags). */
async function lockAssetVariants(tx: Database, assetId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`variants:${assetId}`}))`);
}

/**
 * The only code that queries asset_generations (an asset's variants), with the one Default
 * variant rule. Their images and modification requests have repositories of their own beside this one.
 */
export class VariantRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): VariantRepository {
    return new VariantRepository(tx);
  }

  /** The variant with its project, unless it or its asset is gone. */
  async findVariant(variantId: string): Promise<VariantContext | undefined> {
    const [row] = await this.db
      .select({ variant: assetVariants, projectId: assets.projectId, seriesId: assets.seriesId })
      .from(assetVariants)
      .innerJoin(assets, eq(assets.id, assetVariants.assetId))
      .where(and(eq(assetVariants.id, variantId), assetNotDeleted))
      .limit(1);
    return row;
  }

  /** Which of `ids` are variants of live (not binned) assets the project uses, in one query. */
  async liveIdsInProject(projectId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: assetVariants.id })
      .from(assetVariants)
      .innerJoin(assets, eq(assets.id, assetVariants.assetId))
      .where(and(inArray(assetVariants.id, [...ids]), assetUsableIn(this.db, projectId), isAssetLive));
    return new Set(rows.map((row) => row.id));
  }

  /** An asset's variants and, in a second query, all their images (no query per variant). */
  async listWithImages(assetId: string): Promise<{ variants: AssetVariantRow[]; images: VariantImageRow[] }> {
    const variants = await this.db.select().from(assetVariants).where(eq(assetVariants.assetId, assetId));
    const images = variants.length
      ? await this.db
          .select()
          .from(variantImages)
          .where(
            inArray(
              variantImages.variantId,
              variants.map((variant) => variant.id),
            ),
          )
          .orderBy(asc(variantImages.createdAt), asc(variantImages.id))
      : [];
    return { variants, images };
  }

  /** The asset's Default variant, if it has one. */
  async findDefaultVariant(assetId: string): Promise<AssetVariantRow | undefined> {
    const rows = await this.db.select().from(assetVariants).where(eq(assetVariants.assetId, assetId));
    return rows.find((row) => isDefaultName(row.variantName));
  }

  /** Adds a variant; 'default_exists' when it would be a second variant named Default. */
  async create(input: {
    assetId: string;
    userId: string;
    variantName: string;
    description: string | null;
  }): Promise<AssetVariantRow | 'default_exists'> {
    return this.db.transaction(async (tx) => {
      await lockAssetVariants(tx, input.assetId);
      if (isDefaultName(input.variantName)) {
        const existing = await tx
          .select({ name: assetVariants.variantName })
          .from(assetVariants)
          .where(eq(assetVariants.assetId, input.assetId));
        if (existing.some((variant) => isDefaultName(variant.name))) return 'default_exists';
      }
      const [row] = await tx.insert(assetVariants).values(input).returning();
      return row!;
    });
  }

  /**
   * Updates a variant; marking it primary unmarks the asset's other variants in the same transaction.
   * 'default_rename' when the Default variant would lose its name or another would take it.
   */
  async update(variant: AssetVariantRow, patch: VariantPatch): Promise<AssetVariantRow | 'default_rename'> {
    const { isPrimary, ...fields } = patch;
    if (fields.variantName !== undefined) {
      const wasDefault = isDefaultName(variant.variantName);
      if (wasDefault !== isDefaultName(fields.variantName)) return 'default_rename';
    }
    return this.db.transaction(async (tx) => {
      await lockAssetVariants(tx, variant.assetId);
      if (isPrimary) {
        await tx
          .update(assetVariants)
          .set({ isPrimary: false, updatedAt: new Date() })
          .where(and(eq(assetVariants.assetId, variant.assetId), ne(assetVariants.id, variant.id)));
      }
      const [row] = await tx
        .update(assetVariants)
        .set({ ...fields, ...(isPrimary === undefined ? {} : { isPrimary }), updatedAt: new Date() })
        .where(eq(assetVariants.id, variant.id))
        .returning();
      return row!;
    });
  }

  /** Sets a variant's status (generating, completed, failed). */
  async setStatus(variantId: string, status: string): Promise<void> {
    await this.db.update(assetVariants).set({ status, updatedAt: new Date() }).where(eq(assetVariants.id, variantId));
  }

  /** Deletes a variant with its images and modifications; the Default one only when it is the last. */
  async delete(variant: AssetVariantRow): Promise<DeleteVariantResult> {
    return this.db.transaction(async (tx) => {
      await lockAssetVariants(tx, variant.assetId);
      if (isDefaultName(variant.variantName)) {
        const [others] = await tx
          .select({ total: count() })
          .from(assetVariants)
          .where(and(eq(assetVariants.assetId, variant.assetId), ne(assetVariants.id, variant.id)));
        if (Number(others?.total ?? 0) > 0) return { deleted: false, reason: 'default_in_use' };
      }
      const removed = await tx
        .delete(assetVariants)
        .where(eq(assetVariants.id, variant.id))
        .returning({ id: assetVariants.id });
      if (removed.length === 0) return { deleted: false, reason: 'not_found' };
      return { deleted: true };
    });
  }
}
