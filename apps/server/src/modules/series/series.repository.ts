import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { projects, series, type SeriesRow } from '../../db/schema.ts';
import { isProjectLive } from '../projects/content-state.ts';

export type SeriesWithCount = SeriesRow & { projectCount: number };

/** The only code that queries series (and detaches projects from a series being deleted). */
export class SeriesRepository {
  // A builder sub-select keeps `series.id` qualified, so it correlates with the outer row.
  private readonly projectCount: SQL<number>;

  constructor(private readonly db: Database) {
    this.projectCount = sql<number>`(${db
      .select({ value: sql`count(*)::int` })
      .from(projects)
      .where(and(eq(projects.seriesId, series.id), isProjectLive))})`;
  }

  /** This repository on a transaction. */
  in(tx: Database): SeriesRepository {
    return new SeriesRepository(tx);
  }

  /** The user's series by name, each with the number of its projects that are not deleted, in one statement. */
  async listOwned(userId: string): Promise<SeriesWithCount[]> {
    const rows = await this.db
      .select({ series, projectCount: this.projectCount })
      .from(series)
      .where(eq(series.userId, userId))
      .orderBy(asc(sql`lower(${series.name})`), asc(series.id));
    return rows.map((row) => ({ ...row.series, projectCount: Number(row.projectCount) }));
  }

  /** The series if it belongs to the user. */
  async findOwned(id: string, userId: string): Promise<SeriesWithCount | undefined> {
    const [row] = await this.db
      .select({ series, projectCount: this.projectCount })
      .from(series)
      .where(and(eq(series.id, id), eq(series.userId, userId)))
      .limit(1);
    return row ? { ...row.series, projectCount: Number(row.projectCount) } : undefined;
  }

  /** Stores a new series. */
  async insert(values: { userId: string; name: string; description: string | null }): Promise<SeriesRow> {
    const [row] = await this.db.insert(series).values(values).returning();
    return row!;
  }

  /** Renames or re-describes a series. */
  async update(id: string, patch: { name?: string; description?: string | null }): Promise<SeriesRow> {
    const [row] = await this.db
      .update(series)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(series.id, id))
      .returning();
    return row!;
  }

  /** Moves the series' projects (deleted ones too) to 'No Series'; returns how many moved. */
  async detachProjects(id: string): Promise<number> {
    const moved = await this.db
      .update(projects)
      .set({ seriesId: null, updatedAt: sql`now()` })
      .where(eq(projects.seriesId, id))
      .returning({ id: projects.id });
    return moved.length;
  }

  /** Deletes the series row (its projects detached first). */
  async delete(id: string): Promise<void> {
    await this.db.delete(series).where(eq(series.id, id));
  }
}
