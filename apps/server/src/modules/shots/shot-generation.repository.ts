import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { ShotGenerationKind } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { shotGenerations, shots, type ShotGenerationRow, type ShotRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

const isKind = (kind: string): kind is ShotGenerationKind => kind === 'image' || kind === 'video';
/** The shot's url that shows a generation of this kind. */
const shownUrl = (shot: ShotRow, kind: ShotGenerationKind) => (kind === 'video' ? shot.videoUrl : shot.imageUrl);
const showUrl = (kind: ShotGenerationKind, url: string | null) =>
  kind === 'video' ? { videoUrl: url } : { imageUrl: url };

/** The only code that queries shot_generations (and the shot preview urls they drive). */
export class ShotGenerationRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ShotGenerationRepository {
    return new ShotGenerationRepository(tx);
  }

  /** A shot's generations of one kind, newest first. */
  async list(
    shotId: string,
    kind: ShotGenerationKind,
    options: { limit: number; before?: string | undefined; status?: string | undefined },
  ): Promise<ShotGenerationRow[]> {
    return this.db
      .select()
      .from(shotGenerations)
      .where(
        and(
          eq(shotGenerations.shotId, shotId),
          eq(shotGenerations.kind, kind),
          options.before === undefined ? undefined : lt(shotGenerations.createdAt, new Date(options.before)),
          options.status === undefined ? undefined : eq(shotGenerations.status, options.status),
        ),
      )
      .orderBy(desc(shotGenerations.createdAt), desc(shotGenerations.id))
      .limit(options.limit);
  }

  /** The generation with its shot, if the shot belongs to this episode. */
  async findInScenario(
    scenarioId: string,
    generationId: string,
  ): Promise<{ generation: ShotGenerationRow; shot: ShotRow } | undefined> {
    if (!isUuid(generationId)) return undefined;
    const [row] = await this.db
      .select({ generation: shotGenerations, shot: shots })
      .from(shotGenerations)
      .innerJoin(shots, eq(shots.id, shotGenerations.shotId))
      .where(and(eq(shotGenerations.id, generationId), eq(shots.scenarioId, scenarioId)))
      .limit(1);
    return row;
  }

  /**
   * Inside a transaction: marks the generation primary or not. A primary one makes the shot's others of
   * its kind not primary and becomes the shot's image (or video) when it has a url.
   */
  async setPrimary(generation: ShotGenerationRow, isPrimary: boolean): Promise<ShotGenerationRow> {
    if (isPrimary) {
      await this.db
        .update(shotGenerations)
        .set({ isPrimary: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(shotGenerations.shotId, generation.shotId),
            eq(shotGenerations.kind, generation.kind),
            ne(shotGenerations.id, generation.id),
            eq(shotGenerations.isPrimary, true),
          ),
        );
      if (isKind(generation.kind) && generation.url) {
        await this.db
          .update(shots)
          .set({ ...showUrl(generation.kind, generation.url), updatedAt: sql`now()` })
          .where(eq(shots.id, generation.shotId));
      }
    }
    const [row] = await this.db
      .update(shotGenerations)
      .set({ isPrimary, updatedAt: sql`now()` })
      .where(eq(shotGenerations.id, generation.id))
      .returning();
    return row!;
  }

  /**
   * Inside a transaction: deletes the generation. When the shot showed it, the shot falls back to the
   * primary, else the newest completed, remaining generation of that kind (or none).
   */
  async delete(generation: ShotGenerationRow, shot: ShotRow): Promise<void> {
    await this.db.delete(shotGenerations).where(eq(shotGenerations.id, generation.id));
    const kind = generation.kind;
    if (!isKind(kind) || !generation.url || shownUrl(shot, kind) !== generation.url) return;
    const [fallback] = await this.db
      .select({ url: shotGenerations.url })
      .from(shotGenerations)
      .where(
        and(
          eq(shotGenerations.shotId, shot.id),
          eq(shotGenerations.kind, generation.kind),
          eq(shotGenerations.status, 'completed'),
          sql`${shotGenerations.url} is not null`,
        ),
      )
      .orderBy(desc(shotGenerations.isPrimary), desc(shotGenerations.createdAt))
      .limit(1);
    await this.db
      .update(shots)
      .set({ ...showUrl(kind, fallback?.url ?? null), updatedAt: sql`now()` })
      .where(eq(shots.id, shot.id));
  }

  /** Inside a transaction: records a generation that a job is about to make (status pending). */
  async insertPending(values: {
    shotId: string;
    kind: ShotGenerationKind;
    prompt: string | null;
    metadata: Record<string, unknown>;
  }): Promise<ShotGenerationRow> {
    const [row] = await this.db
      .insert(shotGenerations)
      .values({ ...values, status: 'pending' })
      .returning();
    return row!;
  }

  /** The thumbnail of each shot's shown image, by shot id (shots whose image has none are left out). */
  async imageThumbsOf(shotRows: readonly ShotRow[]): Promise<Map<string, string>> {
    const ids = shotRows.filter((shot) => shot.imageUrl).map((shot) => shot.id);
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ shotId: shotGenerations.shotId, url: shotGenerations.url, thumbUrl: shotGenerations.thumbUrl })
      .from(shotGenerations)
      .where(
        and(
          inArray(shotGenerations.shotId, ids),
          eq(shotGenerations.kind, 'image'),
          isNotNull(shotGenerations.thumbUrl),
        ),
      );
    const shownImage = new Map(shotRows.map((shot) => [shot.id, shot.imageUrl]));
    return new Map(
      rows
        .filter((row) => row.url !== null && row.url === shownImage.get(row.shotId))
        .map((row) => [row.shotId, row.thumbUrl!]),
    );
  }

  /** The generation by id, with no scenario check (the worker's own records). */
  async findById(id: string): Promise<ShotGenerationRow | undefined> {
    const [row] = await this.db.select().from(shotGenerations).where(eq(shotGenerations.id, id));
    return row;
  }

  /** Adds what a job drew the generation from (e.g. its reference images) to its metadata. */
  /**
   * The finished results of the shots that have a file, with what each was made from (`metadata.inputs`), to work
   * out which shown image or clip is stale.
   */
  async madeFromOf(shotIds: readonly string[]): Promise<ResultMadeFrom[]> {
    if (shotIds.length === 0) return [];
    const rows = await this.db
      .select({
        shotId: shotGenerations.shotId,
        kind: shotGenerations.kind,
        url: shotGenerations.url,
        inputs: sql<unknown>`${shotGenerations.metadata} -> 'inputs'`,
      })
      .from(shotGenerations)
      .where(and(inArray(shotGenerations.shotId, [...shotIds]), isNotNull(shotGenerations.url)));
    return rows.map((row) => ({ ...row, url: row.url! }));
  }

  async recordInputs(id: string, inputs: Record<string, unknown>): Promise<void> {
    await this.db
      .update(shotGenerations)
      .set({ metadata: sql`${shotGenerations.metadata} || ${JSON.stringify(inputs)}::jsonb` })
      .where(eq(shotGenerations.id, id));
  }

  /** Sets the outcome of a generation (status, url, thumbnail, metadata). */
  async finish(
    id: string,
    changes: { status: string; url?: string | null; thumbUrl?: string | null; metadata?: Record<string, unknown> },
  ): Promise<ShotGenerationRow | undefined> {
    const [row] = await this.db
      .update(shotGenerations)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(shotGenerations.id, id))
      .returning();
    return row;
  }
}

/** A finished result of a shot and what it was made from (absent for results made before stale marking). */
export interface ResultMadeFrom {
  shotId: string;
  kind: string;
  url: string;
  inputs: unknown;
}
