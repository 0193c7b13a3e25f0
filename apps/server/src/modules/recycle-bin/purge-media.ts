import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RecycleBinType } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import {
  assetGenerations,
  assets,
  exports,
  projects,
  scenarios,
  shotGenerations,
  shots,
  styleModules,
  tracks,
  variantImages,
  variantModifications,
  voiceClips,
} from '../../db/schema.ts';
import { mediaKeyOfUrl, mediaUrlOf } from '../../media/media-storage.ts';

/** A column holding one of our stored files: as its url (`/media/<key>`) or as the bare storage key. */
interface MediaColumn {
  value: SQL<string | null>;
  holds: 'url' | 'key';
}

/** The rows of one table that a purged project, episode or asset takes with it (undefined: none). */
type PurgedRows = Partial<Record<RecycleBinType, (db: Database, id: string) => SQL>>;

interface MediaTable {
  from: Parameters<ReturnType<Database['select']>['from']>[0];
  columns: readonly MediaColumn[];
  purged: PurgedRows;
}

const url = (value: AnyPgColumn | SQL): MediaColumn => ({ value: sql<string | null>`${value}`, holds: 'url' });
const key = (value: AnyPgColumn | SQL): MediaColumn => ({ value: sql<string | null>`${value}`, holds: 'key' });

const scenariosOfProject = (db: Database, projectId: string) =>
  db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.projectId, projectId));
const shotsOf = (db: Database, scope: SQL) =>
  db.select({ id: shots.id }).from(shots).innerJoin(scenarios, eq(scenarios.id, shots.scenarioId)).where(scope);
const generationsOf = (db: Database, scope: SQL) =>
  db
    .select({ id: assetGenerations.id })
    .from(assetGenerations)
    .innerJoin(assets, eq(assets.id, assetGenerations.assetId))
    .where(scope);

/** Rows of an episode's table, by its scenario_id. */
const ofEpisode = (scenarioId: AnyPgColumn): PurgedRows => ({
  project: (db, id) => inArray(scenarioId, scenariosOfProject(db, id)),
  scenario: (_db, id) => eq(scenarioId, id),
});

/** Rows of an asset generation's table, by its generation_id. */
const ofAssetGeneration = (generationId: AnyPgColumn): PurgedRows => ({
  project: (db, id) => inArray(generationId, generationsOf(db, eq(assets.projectId, id))),
  asset: (db, id) => inArray(generationId, generationsOf(db, eq(assets.id, id))),
});

/**
 * Every table column that points at a stored file, each listed once: what a purge collects and what keeps a file
 * alive (a cloned project shares its source's files; the wizard may adopt one preview file twice).
 */
const MEDIA_TABLES: readonly MediaTable[] = [
  {
    from: projects,
    columns: [url(sql`${projects.style}->>'reference_image_url'`)],
    purged: { project: (_db, id) => eq(projects.id, id) },
  },
  {
    from: styleModules,
    columns: [url(styleModules.referenceImageUrl)],
    purged: { project: (_db, id) => eq(styleModules.projectId, id) },
  },
  {
    from: assets,
    columns: [url(assets.imageUrl)],
    purged: { project: (_db, id) => eq(assets.projectId, id), asset: (_db, id) => eq(assets.id, id) },
  },
  {
    from: assetGenerations,
    columns: [url(assetGenerations.videoUrl)],
    purged: ofAssetGeneration(assetGenerations.id),
  },
  {
    from: variantImages,
    columns: [
      key(variantImages.storageKey),
      url(variantImages.imageUrl),
      url(variantImages.imageUrlThumb),
      url(variantImages.imageUrlSmall),
    ],
    purged: ofAssetGeneration(variantImages.generationId),
  },
  {
    from: variantModifications,
    columns: [url(variantModifications.modificationImageUrl)],
    purged: ofAssetGeneration(variantModifications.generationId),
  },
  {
    from: shots,
    columns: [url(shots.imageUrl), url(shots.videoUrl), url(shots.referenceImageUrl)],
    purged: ofEpisode(shots.scenarioId),
  },
  {
    from: shotGenerations,
    columns: [url(shotGenerations.url), url(shotGenerations.thumbUrl)],
    purged: {
      project: (db, id) => inArray(shotGenerations.shotId, shotsOf(db, eq(scenarios.projectId, id))),
      scenario: (db, id) => inArray(shotGenerations.shotId, shotsOf(db, eq(scenarios.id, id))),
    },
  },
  { from: tracks, columns: [url(tracks.audioUrl)], purged: ofEpisode(tracks.scenarioId) },
  {
    from: voiceClips,
    columns: [url(voiceClips.audioUrl)],
    purged: ofEpisode(voiceClips.scenarioId),
  },
  {
    from: exports,
    columns: [key(exports.videoKey), key(exports.posterKey)],
    purged: ofEpisode(exports.scenarioId),
  },
];

const keyOf = (column: MediaColumn, value: string | null): string | undefined =>
  !value ? undefined : column.holds === 'key' ? value : mediaKeyOfUrl(value);

/**
 * The stored files a project, episode or asset holds, through every row the purge cascades to. Read inside the
 * purge transaction, before the delete, so what is collected is exactly what goes.
 */
export async function mediaKeysOf(db: Database, type: RecycleBinType, id: string): Promise<string[]> {
  const found = new Set<string>();
  for (const table of MEDIA_TABLES) {
    const scope = table.purged[type];
    if (!scope) continue;
    for (const column of table.columns) {
      const rows = await db
        .selectDistinct({ value: column.value })
        .from(table.from)
        .where(and(scope(db, id), isNotNull(column.value)));
      for (const row of rows) {
        const stored = keyOf(column, row.value);
        if (stored) found.add(stored);
      }
    }
  }
  return [...found];
}

/** Which of these storage keys any remaining row still points at, in any media column. */
export function createMediaKeysInUse(db: Database) {
  return async (keys: readonly string[]): Promise<Set<string>> => {
    const inUse = new Set<string>();
    if (keys.length === 0) return inUse;
    const byUrl = new Map(keys.map((stored) => [mediaUrlOf(stored), stored]));
    for (const table of MEDIA_TABLES) {
      for (const column of table.columns) {
        const candidates = column.holds === 'key' ? [...keys] : [...byUrl.keys()];
        const rows = await db
          .selectDistinct({ value: column.value })
          .from(table.from)
          .where(inArray(column.value, candidates));
        for (const row of rows) {
          const stored = column.holds === 'key' ? row.value : byUrl.get(row.value ?? '');
          if (stored) inUse.add(stored);
        }
      }
    }
    return inUse;
  };
}
