import { randomUUID } from 'node:crypto';
import { inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { assetVariants, assets, variantImages, variantModifications } from '../../db/schema.ts';
import { insertChunked, remap } from './clone-rows.ts';

/** Where copied assets go: their project, who makes them (else each row keeps its own), their style modules' new ids. */
export interface AssetCopyPlace {
  projectId: string;
  userId?: string;
  styleIds?: ReadonlyMap<string, string>;
}

/** What a copy made: old id → new id of the assets and variants, and how many variants, images, modifications. */
export interface CopiedAssets {
  assetIds: Map<string, string>;
  variantIds: Map<string, string>;
  variants: number;
  images: number;
  modifications: number;
}

/**
 * Copies the assets `which` names (a condition on assets that the copies themselves do not meet) into `place`, with
 * fresh ids, their variants, the variants' images (the same stored files) and modifications, as project assets
 * (in no bible). Creation times are kept. Run it inside a transaction.
 */
export async function copyAssets(db: Database, which: SQL, place: AssetCopyPlace): Promise<CopiedAssets> {
  const maker = place.userId ? { userId: place.userId } : {};
  // Sub-selects instead of id lists keep the bind parameters few however many assets there are.
  const assetIdsOf = () => db.select({ id: assets.id }).from(assets).where(which);
  const variantIdsOf = () =>
    db.select({ id: assetVariants.id }).from(assetVariants).where(inArray(assetVariants.assetId, assetIdsOf()));

  const rows = await db.select().from(assets).where(which);
  const assetIds = remap(rows.map((row) => row.id));
  await insertChunked(
    rows.map((row) => ({
      ...row,
      ...maker,
      id: assetIds.get(row.id)!,
      projectId: place.projectId,
      seriesId: null,
      attachedStyleModules: row.attachedStyleModules.map((moduleId) => place.styleIds?.get(moduleId) ?? moduleId),
    })),
    (chunk) => db.insert(assets).values(chunk),
  );
  if (assetIds.size === 0) return { assetIds, variantIds: new Map(), variants: 0, images: 0, modifications: 0 };

  const variants = await db.select().from(assetVariants).where(inArray(assetVariants.assetId, assetIdsOf()));
  const variantIds = remap(variants.map((row) => row.id));
  await insertChunked(
    variants.map((row) => ({ ...row, ...maker, id: variantIds.get(row.id)!, assetId: assetIds.get(row.assetId)! })),
    (chunk) => db.insert(assetVariants).values(chunk),
  );
  if (variantIds.size === 0) return { assetIds, variantIds, variants: 0, images: 0, modifications: 0 };

  const images = await db.select().from(variantImages).where(inArray(variantImages.variantId, variantIdsOf()));
  await insertChunked(
    images.map((row) => ({ ...row, id: randomUUID(), variantId: variantIds.get(row.variantId)! })),
    (chunk) => db.insert(variantImages).values(chunk),
  );
  const modifications = await db
    .select()
    .from(variantModifications)
    .where(inArray(variantModifications.variantId, variantIdsOf()));
  await insertChunked(
    modifications.map((row) => ({ ...row, id: randomUUID(), variantId: variantIds.get(row.variantId)! })),
    (chunk) => db.insert(variantModifications).values(chunk),
  );
  return {
    assetIds,
    variantIds,
    variants: variants.length,
    images: images.length,
    modifications: modifications.length,
  };
}
