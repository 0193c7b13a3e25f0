import {
  SERIES_BIBLE_MESSAGES,
  type BibleMoveInput,
  type BibleMoveResult,
  type BibleProposal,
  type Shot,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { AssetRow, ProjectRow } from '../../db/schema.ts';
import { validationError } from '../../errors/app-error.ts';
import type { AssetImageRepository } from '../assets/asset-image.repository.ts';
import { presentStoredAsset, publishAsset } from '../assets/asset-output.ts';
import type { AssetRepository } from '../assets/asset.repository.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import { publishScenarioEvent } from '../shots/scenario-events.ts';
import { lockShots, presentScenarioShots } from '../timeline/script-apply-steps.ts';
import type { ScriptStore } from '../timeline/script-store.ts';
import type { SeriesBibleRepository } from './series-bible.repository.ts';
import type { SeriesRepository } from './series.repository.ts';

export interface SeriesBibleServiceDeps {
  db: Database;
  bible: SeriesBibleRepository;
  assets: AssetRepository;
  images: Pick<AssetImageRepository, 'variantImagesOf'>;
  series: Pick<SeriesRepository, 'findOwned'>;
  projects: ProjectAccess;
  /** The episodes whose shots a merge relinks: locked, and answered to their rooms. */
  store: ScriptStore;
  events: DomainEvents;
}

const sameAsset = (a: Pick<AssetRow, 'type' | 'name'>, b: Pick<AssetRow, 'type' | 'name'>) =>
  a.type === b.type && a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/** What a move did, to answer and to tell the rooms after it committed. */
interface MoveDone {
  moved: AssetRow[];
  merged: Array<{ duplicate: AssetRow; into: string }>;
  relinkedShots: number;
  episodes: Array<{ id: string; shots: Shot[] }>;
}

/**
 * A series' bible: the characters, places, props and styles every project of the series shares. A project's own
 * assets move into it, each duplicate merged into the bible's asset of the same type and name when the user says so
 * (the shots then use the bible's, with the look of the same name; the duplicate goes to the Recycle Bin).
 */
export class SeriesBibleService {
  constructor(private readonly deps: SeriesBibleServiceDeps) {}

  /** The project's own assets, each with the bible assets it may duplicate; 422 outside a series. */
  async proposal(actorId: string, projectId: string): Promise<BibleProposal> {
    const { project } = await this.deps.projects.require(actorId, projectId, 'write');
    const seriesId = this.seriesOf(project);
    const [own, bible, series] = await Promise.all([
      this.deps.bible.ownAssets(project.id),
      this.deps.bible.bibleAssets(seriesId),
      this.deps.series.findOwned(seriesId, project.userId),
    ]);
    return {
      seriesId,
      seriesName: series?.name ?? '',
      candidates: own.map((asset) => ({
        assetId: asset.id,
        name: asset.name,
        type: asset.type as BibleProposal['candidates'][number]['type'],
        matches: bible
          .filter((entry) => sameAsset(entry, asset))
          .map((entry) => ({ assetId: entry.id, name: entry.name })),
      })),
    };
  }

  /**
   * Moves the named assets into the bible, or merges each into the bible asset named, in one transaction under the
   * bible's lock and the project's shot locks. An asset that is not the project's own, or a merge target that is not
   * a bible asset of the same type, answers 422 and changes nothing.
   */
  async move(actorId: string, input: BibleMoveInput): Promise<BibleMoveResult> {
    const { project } = await this.deps.projects.require(actorId, input.id, 'write');
    const seriesId = this.seriesOf(project);
    const items = [...new Map(input.items.map((item) => [item.assetId, item])).values()];
    const done = await this.deps.db.transaction(async (tx): Promise<MoveDone> => {
      const bible = this.deps.bible.in(tx);
      const repositories = this.deps.store.in(tx);
      await bible.lock(seriesId);
      const episodeIds = await bible.liveScenarioIds(project.id);
      for (const id of episodeIds) await lockShots(repositories, id);
      const own = new Map((await bible.ownAssets(project.id)).map((asset) => [asset.id, asset]));
      const shared = new Map((await bible.bibleAssets(seriesId)).map((asset) => [asset.id, asset]));
      items.forEach((item, index) => {
        const asset = own.get(item.assetId);
        if (!asset) throw validationError(`items.${index}.assetId`, SERIES_BIBLE_MESSAGES.notProjectAsset);
        const target = item.mergeInto ? shared.get(item.mergeInto) : undefined;
        if (item.mergeInto && (!target || target.type !== asset.type)) {
          throw validationError(`items.${index}.mergeInto`, SERIES_BIBLE_MESSAGES.mergeTarget);
        }
      });
      const toMove = items.filter((item) => !item.mergeInto).map((item) => item.assetId);
      await bible.adopt(toMove, seriesId);
      const assets = this.deps.assets.in(tx);
      const merged: MoveDone['merged'] = [];
      const relinked = new Set<string>();
      for (const item of items.filter((entry) => entry.mergeInto)) {
        for (const shotId of await bible.mergeInto(project.id, item.assetId, item.mergeInto!)) relinked.add(shotId);
        const duplicate = await assets.softDelete(item.assetId);
        if (duplicate) merged.push({ duplicate, into: item.mergeInto! });
      }
      const moved = (await Promise.all(toMove.map((id) => assets.findActiveById(id)))).filter(
        (row): row is AssetRow => row !== undefined,
      );
      const touched = new Set(await bible.scenariosOf([...relinked]));
      const episodes = [];
      for (const id of episodeIds.filter((episodeId) => touched.has(episodeId))) {
        episodes.push({ id, shots: await presentScenarioShots(repositories, id) });
      }
      return { moved, merged, relinkedShots: relinked.size, episodes };
    });
    await this.tell(actorId, project, seriesId, done);
    return {
      moved: done.moved.map((asset) => asset.id),
      merged: done.merged.map(({ duplicate, into }) => ({ assetId: duplicate.id, into })),
      relinkedShots: done.relinkedShots,
    };
  }

  /** After commit: every project of the series hears of the moved assets, the project of its binned duplicates. */
  private async tell(actorId: string, project: ProjectRow, seriesId: string, done: MoveDone): Promise<void> {
    const actor = { id: actorId, tier: '' };
    const rooms = await this.deps.bible.liveProjectIds(seriesId);
    for (const asset of done.moved) {
      publishAsset(this.deps.events, 'asset.created', actor, await presentStoredAsset(this.deps.images, asset), rooms);
    }
    for (const { duplicate } of done.merged) {
      const presented = await presentStoredAsset(this.deps.images, duplicate);
      publishAsset(this.deps.events, 'asset.deleted', actor, presented, [project.id]);
    }
    for (const episode of done.episodes) {
      publishScenarioEvent(
        this.deps.events,
        'shot.replaced',
        actorId,
        { id: episode.id, projectId: project.id },
        {
          shots: episode.shots,
          source: 'batch',
        },
      );
    }
  }

  private seriesOf(project: ProjectRow): string {
    if (!project.seriesId) throw validationError('id', SERIES_BIBLE_MESSAGES.notInSeries);
    return project.seriesId;
  }
}
