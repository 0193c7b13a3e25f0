import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ShotVersion, VersionRef } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { shotGenerations, shots, type ShotGenerationRow } from '../../db/schema.ts';

type VersionKind = VersionRef['kind'];
const isVersionKind = (kind: string): kind is VersionKind => kind === 'image' || kind === 'video';

/**
 * Every take of every shot of an episode, numbered: a shot's images are v1, v2… by creation, its videos likewise.
 * The current take of a kind is the completed one the shot shows (its image or video url), the primary first.
 */
export class ScenarioVersions {
  private readonly refs = new Map<string, VersionRef>();
  private readonly byShot = new Map<string, ShotGenerationRow[]>();
  private readonly current = new Map<string, { image?: string; video?: string }>();
  private readonly primary = new Set<string>();

  constructor(rows: readonly { generation: ShotGenerationRow; imageUrl: string | null; videoUrl: string | null }[]) {
    const counters = new Map<string, number>();
    for (const { generation, imageUrl, videoUrl } of rows) {
      if (!isVersionKind(generation.kind)) continue;
      const counter = `${generation.shotId}:${generation.kind}`;
      const number = (counters.get(counter) ?? 0) + 1;
      counters.set(counter, number);
      this.refs.set(generation.id, { generationId: generation.id, kind: generation.kind, number });
      this.byShot.set(generation.shotId, [...(this.byShot.get(generation.shotId) ?? []), generation]);
      const shown = generation.kind === 'video' ? videoUrl : imageUrl;
      if (generation.status !== 'completed' || !generation.url || generation.url !== shown) continue;
      const currentOfShot = this.current.get(generation.shotId) ?? {};
      const held = currentOfShot[generation.kind];
      // Several takes may show the same file (a copy): the primary one wins, else the newest.
      if (!held || generation.isPrimary || !this.primary.has(held)) currentOfShot[generation.kind] = generation.id;
      if (generation.isPrimary) this.primary.add(generation.id);
      this.current.set(generation.shotId, currentOfShot);
    }
  }

  /** The number and kind of a take, or null for one that no longer exists. */
  refOf(generationId: string | null | undefined): VersionRef | null {
    return (generationId && this.refs.get(generationId)) || null;
  }

  /** The take a shot shows now: its image (what reviewers approve), else its video; null when it has none. */
  currentOf(shotId: string): VersionRef | null {
    const current = this.current.get(shotId);
    return this.refOf(current?.image ?? current?.video);
  }

  /** Whether a take belongs to the shot. */
  belongsTo(shotId: string, generationId: string): boolean {
    return (this.byShot.get(shotId) ?? []).some((generation) => generation.id === generationId);
  }

  /** A shot's takes, newest first, as the takes list shows them. */
  listOf(shotId: string): ShotVersion[] {
    const current = this.current.get(shotId) ?? {};
    return [...(this.byShot.get(shotId) ?? [])].reverse().map((generation) => {
      const ref = this.refs.get(generation.id)!;
      return {
        generationId: generation.id,
        shotId,
        kind: ref.kind,
        number: ref.number,
        status: generation.status,
        isCurrent: current[ref.kind] === generation.id,
        isUpload: generation.metadata.source === 'upload',
        url: generation.url,
        thumbUrl: generation.thumbUrl,
        createdAt: generation.createdAt.toISOString(),
      };
    });
  }
}

/** Reads the takes of an episode's shots in one query. */
export class ShotVersionRepository {
  constructor(private readonly db: Database) {}

  /** Records an uploaded picture or video as a completed take of the shot (not current yet). */
  async insertUpload(shotId: string, kind: VersionKind, url: string): Promise<ShotGenerationRow> {
    const [row] = await this.db
      .insert(shotGenerations)
      .values({ shotId, kind, status: 'completed', url, metadata: { source: 'upload' } })
      .returning();
    return row!;
  }

  ofScenario(scenarioId: string): Promise<ScenarioVersions> {
    return this.read(eq(shots.scenarioId, scenarioId));
  }

  ofShot(scenarioId: string, shotId: string): Promise<ScenarioVersions> {
    return this.read(and(eq(shots.scenarioId, scenarioId), eq(shots.id, shotId)));
  }

  private async read(where: SQL | undefined): Promise<ScenarioVersions> {
    const rows = await this.db
      .select({ generation: shotGenerations, imageUrl: shots.imageUrl, videoUrl: shots.videoUrl })
      .from(shotGenerations)
      .innerJoin(shots, eq(shots.id, shotGenerations.shotId))
      .where(where)
      .orderBy(asc(shotGenerations.createdAt), asc(shotGenerations.id));
    return new ScenarioVersions(rows);
  }
}
