import type { CharacterVoice } from '@sym/contracts';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_VARIANT_NAME, type AssetType } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { assetVariants, assets, type AssetVariantRow, type AssetRow } from '../../db/schema.ts';
import { assetVariantImageLateral, variantImageOf, type AssetVariantImage } from './asset-primary-image.ts';
import { isAtVersion } from '../../errors/app-error.ts';
import { assetUsableIn } from './asset-scope.ts';

export interface NewAsset {
  projectId: string;
  /** The series whose bible the asset goes in, else null. */
  seriesId: string | null;
  userId: string;
  name: string;
  description: string | null;
  type: AssetType;
  folder: string | null;
  attachedStyleModules: string[];
  tags: string[];
  metadata: Record<string, unknown>;
}

export interface AssetFilters {
  type?: AssetType | undefined;
  folder?: string | undefined;
  search?: string | undefined;
}

export type AssetPatch = Partial<
  Pick<
    AssetRow,
    'name' | 'description' | 'type' | 'status' | 'folder' | 'imageUrl' | 'attachedStyleModules' | 'tags' | 'metadata'
  >
>;

/** An asset with the picture its variants give it (see asset-primary-image.ts). */
export interface AssetWithImage {
  asset: AssetRow;
  variantImage: AssetVariantImage | null;
}

export type CreateAssetResult =
  { created: true; asset: AssetRow; defaultVariant: AssetVariantRow } | { created: false; activeCount: number };

/** Assets that are not in the Recycle Bin. */
export const notDeleted = ne(assets.status, 'deleted');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Serialises changes that count a project's assets (limit check + insert) across connections. */
async function lockProjectAssets(tx: Database, projectId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`assets:${projectId}`}))`);
}

async function countActiveIn(tx: Database, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(assets)
    .where(and(eq(assets.projectId, projectId), eq(assets.status, 'active')));
  return Number(row?.total ?? 0);
}

/** The only code that queries the assets table. */
export class AssetRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): AssetRepository {
    return new AssetRepository(tx);
  }

  /** The asset unless it is deleted (in the Recycle Bin), else undefined. */
  async findActiveById(id: string): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assets)
      .where(and(eq(assets.id, id), notDeleted))
      .limit(1);
    return row;
  }

  /**
   * The assets a project uses that are not deleted (its own and its series' bible), in creation order, narrowed by
   * type, folder and a text search, each with its variants' picture: one statement for the whole list.
   */
  async listByProject(projectId: string, filters: AssetFilters = {}): Promise<AssetWithImage[]> {
    const conditions: SQL[] = [assetUsableIn(this.db, projectId), notDeleted];
    if (filters.type) conditions.push(eq(assets.type, filters.type));
    if (filters.folder) conditions.push(eq(assets.folder, filters.folder));
    if (filters.search) {
      const pattern = `%${escapeLike(filters.search)}%`;
      conditions.push(or(ilike(assets.name, pattern), ilike(assets.description, pattern))!);
    }
    const image = assetVariantImageLateral(this.db);
    const rows = await this.db
      .select({ asset: assets, url: image.url, thumbUrl: image.thumbUrl, smallUrl: image.smallUrl })
      .from(assets)
      .leftJoinLateral(image, sql`true`)
      .where(and(...conditions))
      .orderBy(asc(assets.createdAt), asc(assets.id));
    return rows.map((row) => ({ asset: row.asset, variantImage: variantImageOf(row) }));
  }

  /**
   * Inserts the asset and its 'Default' variant in one transaction, unless the project already holds
   * `maxActive` active assets (-1: no limit); the count and insert are serialised per project.
   */
  async createWithDefaultVariant(input: NewAsset, maxActive: number): Promise<CreateAssetResult> {
    return this.db.transaction(async (tx) => {
      await lockProjectAssets(tx, input.projectId);
      if (maxActive >= 0) {
        const activeCount = await countActiveIn(tx, input.projectId);
        if (activeCount >= maxActive) return { created: false, activeCount };
      }
      const [asset] = await tx.insert(assets).values(input).returning();
      const [defaultVariant] = await tx
        .insert(assetVariants)
        .values({ assetId: asset!.id, userId: input.userId, variantName: DEFAULT_VARIANT_NAME })
        .returning();
      return { created: true, asset: asset!, defaultVariant: defaultVariant! };
    });
  }

  /**
   * Applies the patch; when it makes the asset active again the project's active count is checked against
   * `maxActive` in the same transaction. Undefined when the asset is gone, 'limit' when the limit refuses, the
   * current row as `conflict` when it is no longer at the version given.
   */
  async update(
    id: string,
    patch: AssetPatch,
    maxActive: number,
    expectedUpdatedAt?: string | null,
  ): Promise<AssetRow | 'limit' | { conflict: AssetRow } | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(assets)
        .where(and(eq(assets.id, id), notDeleted))
        .for('update');
      if (!current) return undefined;
      if (!isAtVersion(current, expectedUpdatedAt)) return { conflict: current };
      const isReactivating = patch.status === 'active' && current.status !== 'active';
      if (isReactivating && maxActive >= 0) {
        await lockProjectAssets(tx, current.projectId);
        if ((await countActiveIn(tx, current.projectId)) >= maxActive) return 'limit';
      }
      const [row] = await tx
        .update(assets)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(assets.id, id))
        .returning();
      return row;
    });
  }

  /**
   * Changes a live asset's voice under a row lock, so changes at once (two sample uploads) each see the other's;
   * a `change` that throws leaves the row as it was. Undefined when the asset is gone.
   */
  async changeVoice(id: string, change: (current: AssetRow['voice']) => CharacterVoice): Promise<AssetRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ voice: assets.voice })
        .from(assets)
        .where(and(eq(assets.id, id), notDeleted))
        .for('update');
      if (!locked) return undefined;
      const [row] = await tx
        .update(assets)
        .set({ voice: change(locked.voice), updatedAt: new Date() })
        .where(eq(assets.id, id))
        .returning();
      return row;
    });
  }

  /** Moves the asset to the Recycle Bin (status 'deleted', deletedAt now); undefined if already gone. */
  async softDelete(id: string): Promise<AssetRow | undefined> {
    const now = new Date();
    const [row] = await this.db
      .update(assets)
      .set({ status: 'deleted', deletedAt: now, updatedAt: now })
      .where(and(eq(assets.id, id), notDeleted))
      .returning();
    return row;
  }
}
