import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  assets,
  scenes,
  shotAssets,
  shotGenerations,
  shots,
  voiceClips,
  type ShotGenerationRow,
  type ShotRow,
} from '../../db/schema.ts';

/** A deleted shot with everything that hangs on it: links, generations, and the voice clips it carried. */
export interface ShotSnapshot {
  shot: ShotRow;
  assetIds: string[];
  generations: ShotGenerationRow[];
  voiceClipIds: string[];
}

/**
 * Whole shots as rows, for taking back an applied script: read before the shots are deleted, written back
 * with their ids (so every link, image, video and generation is as it was).
 */
export class ScriptSnapshotRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ScriptSnapshotRepository {
    return new ScriptSnapshotRepository(tx);
  }

  /**
   * How many images and videos each shot holds: its finished generations of each kind, at least one when the
   * shot shows a picture or video of its own (an upload, a copy).
   */
  async mediaCounts(rows: readonly ShotRow[]): Promise<Map<string, { images: number; videos: number }>> {
    const counts = new Map(rows.map((row) => [row.id, { images: row.imageUrl ? 1 : 0, videos: row.videoUrl ? 1 : 0 }]));
    if (rows.length === 0) return counts;
    const found = await this.db
      .select({ shotId: shotGenerations.shotId, kind: shotGenerations.kind, total: count() })
      .from(shotGenerations)
      .where(
        and(
          inArray(
            shotGenerations.shotId,
            rows.map((row) => row.id),
          ),
          isNotNull(shotGenerations.url),
        ),
      )
      .groupBy(shotGenerations.shotId, shotGenerations.kind);
    for (const { shotId, kind, total } of found) {
      const entry = counts.get(shotId);
      if (entry && kind === 'image') entry.images = Math.max(entry.images, total);
      if (entry && kind === 'video') entry.videos = Math.max(entry.videos, total);
    }
    return counts;
  }

  /** The shots with their asset links, generations and voice clips, in the given order. */
  async capture(shotIds: readonly string[]): Promise<ShotSnapshot[]> {
    if (shotIds.length === 0) return [];
    const ids = [...shotIds];
    const [rows, links, generations, clips] = await Promise.all([
      this.db.select().from(shots).where(inArray(shots.id, ids)),
      this.db.select().from(shotAssets).where(inArray(shotAssets.shotId, ids)),
      this.db.select().from(shotGenerations).where(inArray(shotGenerations.shotId, ids)),
      this.db
        .select({ id: voiceClips.id, shotId: voiceClips.shotId })
        .from(voiceClips)
        .where(inArray(voiceClips.shotId, ids)),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const shot = byId.get(id);
      if (!shot) return [];
      return [
        {
          shot,
          assetIds: links.filter((link) => link.shotId === id).map((link) => link.assetId),
          generations: generations.filter((generation) => generation.shotId === id),
          voiceClipIds: clips.filter((clip) => clip.shotId === id).map((clip) => clip.id),
        },
      ];
    });
  }

  /**
   * Writes deleted shots back into an episode (rows already there are left alone). Asset links are restored
   * only to assets that still exist, and voice clips only when nothing else claimed them meanwhile.
   */
  async restore(scenarioId: string, snapshots: readonly ShotSnapshot[]): Promise<void> {
    const sceneIds = new Set(
      (await this.db.select({ id: scenes.id }).from(scenes).where(eq(scenes.scenarioId, scenarioId))).map((s) => s.id),
    );
    for (const snapshot of snapshots) {
      // Back in its scene when that still exists (else placed beside its neighbours: keepScenesInOrder).
      const sceneId = snapshot.shot.sceneId && sceneIds.has(snapshot.shot.sceneId) ? snapshot.shot.sceneId : null;
      const inserted = await this.db
        .insert(shots)
        .values({ ...snapshot.shot, scenarioId, sceneId })
        .onConflictDoNothing()
        .returning({ id: shots.id });
      if (inserted.length === 0) continue;
      const shotId = snapshot.shot.id;
      if (snapshot.generations.length > 0) {
        await this.db
          .insert(shotGenerations)
          .values(snapshot.generations.map((generation) => ({ ...generation, shotId })))
          .onConflictDoNothing();
      }
      // An asset purged from the Recycle Bin meanwhile is gone for good: only links to existing ones come back.
      const live = snapshot.assetIds.length
        ? await this.db.select({ id: assets.id }).from(assets).where(inArray(assets.id, snapshot.assetIds))
        : [];
      if (live.length > 0) {
        await this.db
          .insert(shotAssets)
          .values(live.map((asset) => ({ shotId, assetId: asset.id })))
          .onConflictDoNothing();
      }
      if (snapshot.voiceClipIds.length > 0) {
        await this.db
          .update(voiceClips)
          .set({ shotId })
          .where(
            and(
              inArray(voiceClips.id, snapshot.voiceClipIds),
              eq(voiceClips.scenarioId, scenarioId),
              isNull(voiceClips.shotId),
            ),
          );
      }
    }
  }
}
