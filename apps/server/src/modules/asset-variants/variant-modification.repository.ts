import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { variantModifications, type VariantModificationRow } from '../../db/schema.ts';

/** The only code that queries variant_modifications: requests to change a variant's image. */
export class VariantModificationRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): VariantModificationRepository {
    return new VariantModificationRepository(tx);
  }

  /** Adds a modification request to a variant. */
  async addModification(input: {
    variantId: string;
    instructions: string;
    modificationImageUrl: string | null;
  }): Promise<VariantModificationRow> {
    const [row] = await this.db.insert(variantModifications).values(input).returning();
    return row!;
  }

  /** A variant's modifications, oldest first. */
  async listModifications(variantId: string): Promise<VariantModificationRow[]> {
    return this.db
      .select()
      .from(variantModifications)
      .where(eq(variantModifications.variantId, variantId))
      .orderBy(asc(variantModifications.createdAt), asc(variantModifications.id));
  }

  /** Deletes a modification of this variant; false when there is none. */
  async deleteModification(variantId: string, modificationId: string): Promise<boolean> {
    const removed = await this.db
      .delete(variantModifications)
      .where(and(eq(variantModifications.id, modificationId), eq(variantModifications.variantId, variantId)))
      .returning({ id: variantModifications.id });
    return removed.length > 0;
  }

  /** Records that a modification's image was made. */
  async markModificationApplied(modificationId: string): Promise<void> {
    await this.db
      .update(variantModifications)
      .set({ appliedAt: new Date() })
      .where(eq(variantModifications.id, modificationId));
  }
}
