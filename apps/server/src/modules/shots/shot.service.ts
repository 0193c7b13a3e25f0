import {
  SCENARIO_MESSAGES,
  type Scene,
  type Shot,
  type ShotAssetsInput,
  type ShotCreateInput,
  type ShotIdParams,
  type ShotsPageInput,
  type ShotsReorderInput,
  type ShotUpdateInput,
} from '@sym/contracts';
import { AppError, assertVersion, conflictError, validationError } from '../../errors/app-error.ts';
import { writeGuardOf } from '../../db/field-guard.ts';
import type { ShotRow } from '../../db/schema.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { EpisodeRepositories, EpisodeStore } from '../scenarios/episode-store.ts';
import { episodeNotFound, type ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { groupScenes } from './scene-grouping.ts';
import { presentShot, presentShots } from './shot.presenter.ts';
import { SHOT_FIELD_MATCHERS, type ShotChanges } from './shot.repository.ts';
import { insertAt, isPermutationOf, moveTo, sequenceChanges } from './shot-sequence.ts';
import { publishEpisodeEvent } from './episode-events.ts';
import { assertReferencedIds } from '../referenced-ids.ts';

export interface ShotServiceDeps {
  store: EpisodeStore;
  access: ScenarioAccess;
  events: DomainEvents;
}

export type ShotService = ReturnType<typeof createShotService>;

export const shotNotFound = () => new AppError('NOT_FOUND', SCENARIO_MESSAGES.shotNotFound);

/** Stands for a shot not inserted yet while its place in the order is worked out; real ids are UUIDs. */
const PENDING = '';

const sceneLabelOf = (metadata: Record<string, unknown>): string | null =>
  typeof metadata.scene === 'string' && metadata.scene.trim() ? metadata.scene.trim() : null;

/** The content columns of a shot row, for copying it. */
const contentOf = (row: ShotRow): ShotChanges => ({
  type: row.type,
  description: row.description,
  action: row.action,
  duration: row.duration,
  cameraMotion: row.cameraMotion,
  imageUrl: row.imageUrl,
  videoUrl: row.videoUrl,
  referenceImageUrl: row.referenceImageUrl,
  modificationPrompt: row.modificationPrompt,
  animationInstructions: row.animationInstructions,
  metadata: row.metadata,
});

/** An episode's shots: listing, scenes, and changes that keep sequences dense (1..n) in one transaction. */
export function createShotService(deps: ShotServiceDeps) {
  const { store, events } = deps;

  /** 422 on `field` unless every id names a live asset of the project. */
  const assertProjectAssets = (projectId: string, assetIds: readonly string[], field: string) =>
    assertReferencedIds(
      { field, message: SCENARIO_MESSAGES.assetsOutsideProject, lookup: store.shots.liveProjectAssetIds },
      projectId,
      assetIds,
    );

  /** Inside a transaction: serialises shot changes of the episode; 404 if it went away. */
  const lock = async (repositories: EpisodeRepositories, scenarioId: string) => {
    if (!(await repositories.scenarios.lockForShotChanges(scenarioId))) throw episodeNotFound();
  };

  /** Inside a transaction: gives the episode's shots the order `arrange` makes of the current one, densely. */
  const resequence = async (
    repositories: EpisodeRepositories,
    scenarioId: string,
    arrange: (order: string[]) => string[] = (order) => order,
  ) => {
    const current = await repositories.shots.listOrder(scenarioId);
    const order = arrange(current.map((row) => row.id));
    const sequences = new Map(current.map((row) => [row.id, row.sequence]));
    await repositories.shots.applySequences(sequenceChanges(order, sequences));
  };

  /** Inside a transaction: inserts a shot at `position` (default last) and moves the later ones down. */
  const insertShot = async (
    repositories: EpisodeRepositories,
    scenarioId: string,
    content: ShotChanges,
    assetIds: readonly string[],
    position: number | undefined,
  ): Promise<Shot> => {
    const current = await repositories.shots.listOrder(scenarioId);
    const order = insertAt(
      current.map((row) => row.id),
      PENDING,
      position,
    );
    const row = await repositories.shots.insert({ ...content, scenarioId, sequence: order.indexOf(PENDING) + 1 });
    const sequences = new Map(current.map((entry) => [entry.id, entry.sequence]));
    sequences.set(row.id, row.sequence);
    const finalOrder = order.map((id) => (id === PENDING ? row.id : id));
    await repositories.shots.applySequences(sequenceChanges(finalOrder, sequences));
    await repositories.shots.addAssets(row.id, assetIds);
    return presentShot(row, [...new Set(assetIds)].sort());
  };

  /** Inside a transaction: the shot as it now is, with its links. */
  const reload = async (repositories: EpisodeRepositories, scenarioId: string, shotId: string): Promise<Shot> => {
    const row = await repositories.shots.findInScenario(scenarioId, shotId);
    if (!row) throw shotNotFound();
    const links = await repositories.shots.assetIdsOf([row.id]);
    return presentShot(row, links.get(row.id) ?? []);
  };

  const listShots = async (scenarioId: string): Promise<Shot[]> => {
    const rows = await store.shots.listByScenario(scenarioId);
    const [links, thumbs] = await Promise.all([
      store.shots.assetIdsOf(rows.map((row) => row.id)),
      store.generations.imageThumbsOf(rows),
    ]);
    return presentShots(rows, links, thumbs);
  };

  return {
    /** The episode's shots in sequence order; needs read access. */
    async list(actorId: string, scenarioId: string): Promise<Shot[]> {
      const { scenario } = await deps.access.require(actorId, scenarioId, 'read');
      return listShots(scenario.id);
    },

    /** A page of the episode's shots in order, with the total matching shots. */
    async page(actorId: string, input: ShotsPageInput): Promise<{ items: Shot[]; total: number }> {
      const { scenario } = await deps.access.require(actorId, input.id, 'read');
      const { rows, total } = await store.shots.page(scenario.id, input);
      const links = await store.shots.assetIdsOf(rows.map((row) => row.id));
      return { items: presentShots(rows, links), total };
    },

    /** The episode's shots grouped into scenes by location or metadata.scene. */
    async scenes(actorId: string, scenarioId: string): Promise<Scene[]> {
      const { scenario } = await deps.access.require(actorId, scenarioId, 'read');
      const [rows, locations] = await Promise.all([
        store.shots.listByScenario(scenario.id),
        store.shots.locationsOf(scenario.id),
      ]);
      return groupScenes(
        rows.map((row) => ({
          id: row.id,
          duration: row.duration,
          sceneLabel: sceneLabelOf(row.metadata),
          locations: locations
            .filter((location) => location.shotId === row.id)
            .map((location) => ({ id: location.assetId, name: location.name })),
        })),
      );
    },

    /** Adds a shot at `sequence` (default last); its assets must belong to the episode's project. */
    async create(actorId: string, input: ShotCreateInput): Promise<Shot> {
      const { scenario } = await deps.access.require(actorId, input.id, 'write');
      await assertProjectAssets(scenario.projectId, input.assetIds, 'assetIds');
      const { id: _id, sequence, assetIds, ...content } = input;
      const shot = await store.transaction(async (repositories) => {
        await lock(repositories, scenario.id);
        return insertShot(repositories, scenario.id, content, assetIds, sequence);
      });
      publishEpisodeEvent(events, 'shot.created', actorId, scenario, { shot });
      return shot;
    },

    /** Changes a shot; a new sequence moves it and the others close up; assetIds replace its links. */
    async update(actorId: string, input: ShotUpdateInput): Promise<Shot> {
      const { scenario } = await deps.access.require(actorId, input.id, 'write');
      if (input.assetIds) await assertProjectAssets(scenario.projectId, input.assetIds, 'assetIds');
      const { id: _id, shotId, sequence, assetIds, expectedUpdatedAt, base, ...changes } = input;
      // Checked field by field when base values come with the changes; a move (sequence) is never a conflict.
      const sent = { ...changes, assetIds };
      const guard = writeGuardOf({ sent, changes: sent, base, expectedUpdatedAt }, SHOT_FIELD_MATCHERS);
      const moved = await store.transaction(async (repositories) => {
        await lock(repositories, scenario.id);
        const found = await repositories.shots.findInScenario(scenario.id, shotId);
        if (!found) throw shotNotFound();
        await assertVersion(guard.version, found, () => reload(repositories, scenario.id, shotId));
        if (!(await repositories.shots.update(shotId, changes, guard.fields)) && guard.fields) {
          const fields = await repositories.shots.conflictingFields(shotId, guard.fields);
          throw conflictError(await reload(repositories, scenario.id, shotId), fields);
        }
        if (assetIds) await repositories.shots.replaceAssets(shotId, assetIds);
        if (sequence !== undefined)
          await resequence(repositories, scenario.id, (order) => moveTo(order, shotId, sequence));
        const order = sequence === undefined ? null : await repositories.shots.listOrder(scenario.id);
        return { shot: await reload(repositories, scenario.id, shotId), order };
      });
      publishEpisodeEvent(events, 'shot.updated', actorId, scenario, { shot: moved.shot });
      // A move is an order change of the whole list, applied in order with the others' (shot.updated is content).
      if (moved.order) {
        publishEpisodeEvent(events, 'shot.reordered', actorId, scenario, { shotIds: moved.order.map((row) => row.id) });
      }
      return moved.shot;
    },

    /** Deletes a shot; the later ones move up so sequences stay 1..n. */
    async delete(actorId: string, input: ShotIdParams): Promise<{ id: string }> {
      const { scenario } = await deps.access.require(actorId, input.id, 'write');
      await store.transaction(async (repositories) => {
        await lock(repositories, scenario.id);
        if (!(await repositories.shots.findInScenario(scenario.id, input.shotId))) throw shotNotFound();
        await repositories.shots.delete(input.shotId);
        await resequence(repositories, scenario.id);
      });
      publishEpisodeEvent(events, 'shot.deleted', actorId, scenario, { id: input.shotId });
      return { id: input.shotId };
    },

    /** Puts the shots in the given order (exactly the episode's shot ids, each once) as sequences 1..n. */
    async reorder(actorId: string, input: ShotsReorderInput): Promise<Shot[]> {
      const { scenario } = await deps.access.require(actorId, input.id, 'write');
      const order = await store.transaction(async (repositories) => {
        await lock(repositories, scenario.id);
        await resequence(repositories, scenario.id, (current) => {
          if (!isPermutationOf(current, input.shotIds))
            throw validationError('shotIds', SCENARIO_MESSAGES.shotIdsMismatch);
          return [...input.shotIds];
        });
        return repositories.shots.listOrder(scenario.id);
      });
      // Published right after the commit (no read in between), so order events leave in commit order.
      publishEpisodeEvent(events, 'shot.reordered', actorId, scenario, { shotIds: order.map((row) => row.id) });
      return listShots(scenario.id);
    },

    /** Copies a shot (with its asset links) right after it. */
    async duplicate(actorId: string, input: ShotIdParams): Promise<Shot> {
      const { scenario } = await deps.access.require(actorId, input.id, 'write');
      const shot = await store.transaction(async (repositories) => {
        await lock(repositories, scenario.id);
        const source = await repositories.shots.findInScenario(scenario.id, input.shotId);
        if (!source) throw shotNotFound();
        const links = await repositories.shots.assetIdsOf([source.id]);
        const current = await repositories.shots.listOrder(scenario.id);
        const position = current.findIndex((row) => row.id === source.id) + 2;
        return insertShot(repositories, scenario.id, contentOf(source), links.get(source.id) ?? [], position);
      });
      publishEpisodeEvent(events, 'shot.duplicated', actorId, scenario, { sourceId: input.shotId, shot });
      return shot;
    },

    /** Makes the shot link exactly these assets of the episode's project. */
    async setAssets(actorId: string, input: ShotAssetsInput): Promise<Shot> {
      const { scenario } = await deps.access.require(actorId, input.id, 'write');
      await assertProjectAssets(scenario.projectId, input.assets, 'assets');
      const shot = await store.transaction(async (repositories) => {
        await lock(repositories, scenario.id);
        if (!(await repositories.shots.findInScenario(scenario.id, input.shotId))) throw shotNotFound();
        await repositories.shots.replaceAssets(input.shotId, input.assets);
        await repositories.shots.update(input.shotId, {});
        return reload(repositories, scenario.id, input.shotId);
      });
      publishEpisodeEvent(events, 'shot.updated', actorId, scenario, { shot });
      return shot;
    },
  };
}
