import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_VARIANT_NAME, type AspectRatio, type Language } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { assetVariants, assets, generationJobs, scenarios, shotAssets, shots, variantImages } from '../../db/schema.ts';

/** A finished wizard preview job's files, adopted as a Default variant image. */
export interface PreviewOutput {
  url: string;
  thumbUrl: string | null;
  smallUrl: string | null;
  storageKey: string | null;
}

export interface StoryAssetRow {
  name: string;
  type: string;
  description: string | null;
  preview: PreviewOutput | undefined;
}

export interface StoryShotRow {
  type: string;
  description: string;
  action: string;
  duration: number | null;
  cameraMotion: string;
  /** Positions in the asset list given to insertAssets. */
  assetIndexes: number[];
  metadata: Record<string, unknown>;
}

export interface StoryScenarioRow {
  projectId: string;
  userId: string;
  name: string;
  aspectRatio: AspectRatio;
  supportedLanguages: Language[];
  /** The language the story is written in: the episode's dialogue, voices and subtitles default to it. */
  contentLanguage: Language;
  originalPrompt: string;
  settings: Record<string, unknown>;
}

const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The rows a story-made project starts with. Run it inside the transaction that creates the project. */
export class ProjectStoryRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction (the one that creates the project). */
  in(tx: Database): ProjectStoryRepository {
    return new ProjectStoryRepository(tx);
  }

  /** The caller's completed wizard previews among `urls`, by url; anyone else's or unknown urls are absent. */
  async findPreviews(userId: string, urls: string[]): Promise<Map<string, PreviewOutput>> {
    if (urls.length === 0) return new Map();
    const rows = await this.db
      .select({ result: generationJobs.result, outputKeys: generationJobs.outputKeys })
      .from(generationJobs)
      .where(
        and(
          eq(generationJobs.userId, userId),
          eq(generationJobs.status, 'completed'),
          sql`${generationJobs.target}->>'type' = 'wizard-asset-preview'`,
          inArray(sql<string>`${generationJobs.result}->>'url'`, urls),
        ),
      );
    const found = new Map<string, PreviewOutput>();
    for (const row of rows) {
      const url = asString(row.result?.url);
      if (!url) continue;
      found.set(url, {
        url,
        thumbUrl: asString(row.result?.thumbUrl),
        smallUrl: asString(row.result?.smallUrl),
        storageKey: row.outputKeys?.[0] ?? null,
      });
    }
    return found;
  }

  /** The story's first episode, as a draft; answers its id. */
  async insertScenario(values: StoryScenarioRow): Promise<string> {
    const [row] = await this.db
      .insert(scenarios)
      .values({ ...values, status: 'draft' })
      .returning({ id: scenarios.id });
    return row!.id;
  }

  /** The assets with their Default variants; a preview becomes the variant's primary image. Ids in order. */
  async insertAssets(projectId: string, userId: string, rows: StoryAssetRow[]): Promise<string[]> {
    const inserted = await this.db
      .insert(assets)
      .values(rows.map((row) => ({ projectId, userId, name: row.name, type: row.type, description: row.description })))
      .returning({ id: assets.id });
    const ids = inserted.map((row) => row.id);
    const variants = await this.db
      .insert(assetVariants)
      .values(
        rows.map((row, index) => ({
          assetId: ids[index]!,
          userId,
          variantName: DEFAULT_VARIANT_NAME,
          status: row.preview ? 'completed' : 'pending',
        })),
      )
      .returning({ id: assetVariants.id, assetId: assetVariants.assetId });
    const variantOf = new Map(variants.map((variant) => [variant.assetId, variant.id]));
    const images = rows.flatMap((row, index) =>
      row.preview
        ? [
            {
              variantId: variantOf.get(ids[index]!)!,
              imageUrl: row.preview.url,
              imageUrlThumb: row.preview.thumbUrl,
              imageUrlSmall: row.preview.smallUrl,
              storageKey: row.preview.storageKey,
              isPrimary: true,
            },
          ]
        : [],
    );
    if (images.length > 0) await this.db.insert(variantImages).values(images);
    return ids;
  }

  /** Shots numbered 1..n in order, with their asset links. Ids in order. */
  async insertShots(scenarioId: string, assetIds: string[], rows: StoryShotRow[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db
      .insert(shots)
      .values(
        rows.map((row, index) => ({
          scenarioId,
          sequence: index + 1,
          type: row.type,
          description: row.description,
          action: row.action,
          duration: row.duration,
          cameraMotion: row.cameraMotion,
          metadata: row.metadata,
        })),
      )
      .returning({ id: shots.id, sequence: shots.sequence });
    const ids = [...inserted].sort((left, right) => left.sequence - right.sequence).map((row) => row.id);
    const links = rows.flatMap((row, index) =>
      [...new Set(row.assetIndexes)].map((assetIndex) => ({ shotId: ids[index]!, assetId: assetIds[assetIndex]! })),
    );
    if (links.length > 0) await this.db.insert(shotAssets).values(links);
    return ids;
  }
}
