import type { CameraMotion, Language, ScenePlan, ShotType } from '@sym/contracts';
import type { AssetRow, ScenarioRow, ShotRow } from '../../db/schema.ts';
import {
  SHOTS_READ_BACK,
  sceneBefore,
  type PlanAsset,
  type SceneBefore,
  type ScenePlanInput,
} from '@sym/sketch-renderer';
import type { AssetRepository } from '../assets/asset.repository.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';

/** What a shot's plan takes from its episode besides its own words and links. */
export interface ShotScenarioContext {
  /**
   * Characters not linked to the shot, as the planner takes them: those of the episode's other shots (nearest
   * earlier shot first, then later ones), then the rest of the project's.
   */
  cast: PlanAsset[];
  /** Where and when the shot before happens (its scene's place, the time of day so far). */
  before?: SceneBefore;
  /** The project's live assets by id, for the pictures of whatever the plan brings in. */
  assets: ReadonlyMap<string, AssetRow>;
}

/** The reads an episode's context takes. */
export interface ShotScenarioReads {
  shots: Pick<ShotRepository, 'listByScenario' | 'assetIdsOf'>;
  assets: Pick<AssetRepository, 'listByProject'>;
}

const planAssetOf = (asset: AssetRow, reach: PlanAsset['reach'] = 'shot'): PlanAsset => ({
  id: asset.id,
  name: asset.name,
  type: asset.type as PlanAsset['type'],
  description: asset.description ?? '',
  reach,
});

/**
 * The episode around a shot: who of its other shots (and of the project) the words may mean, and where and when
 * the shot before it happens. Reads the episode's shots, their links and the project's assets, three queries.
 */
export async function shotScenarioContext(
  reads: ShotScenarioReads,
  scenario: ScenarioRow,
  shot: ShotRow,
  language: Language,
): Promise<ShotScenarioContext> {
  const [rows, projectAssets] = await Promise.all([
    reads.shots.listByScenario(scenario.id),
    reads.assets.listByProject(scenario.projectId),
  ]);
  const links = await reads.shots.assetIdsOf(rows.map((row) => row.id));
  const assets = new Map(projectAssets.map(({ asset }) => [asset.id, asset]));
  const index = rows.findIndex((row) => row.id === shot.id);
  const earlier = index > 0 ? rows.slice(0, index) : [];
  const later = index >= 0 ? rows.slice(index + 1) : [];
  const linkedHere = new Set(links.get(shot.id) ?? []);
  const linkedTo = (row: ShotRow) => (links.get(row.id) ?? []).flatMap((id) => assets.get(id) ?? []);

  const inScenario = new Set<string>();
  for (const row of [...[...earlier].reverse(), ...later]) {
    for (const asset of linkedTo(row))
      if (asset.type === 'character' && !linkedHere.has(asset.id)) inScenario.add(asset.id);
  }
  const cast = [
    ...[...inScenario].map((id) => planAssetOf(assets.get(id)!, 'scenario')),
    ...projectAssets
      .map(({ asset }) => asset)
      .filter((asset) => asset.type === 'character' && !linkedHere.has(asset.id) && !inScenario.has(asset.id))
      .map((asset) => planAssetOf(asset, 'project')),
  ];
  const before = sceneBefore(
    earlier.slice(-SHOTS_READ_BACK).map((row): ScenePlanInput => ({
      shotType: row.type as ShotType,
      description: row.description,
      action: row.action,
      cameraMotion: row.cameraMotion as CameraMotion,
      modificationPrompt: row.modificationPrompt,
      assets: linkedTo(row).map((asset) => planAssetOf(asset)),
      language,
    })),
  );
  return { cast, ...(before ? { before } : {}), assets };
}

/** The assets a plan draws that are not linked to the shot: characters its words meant, a place carried over. */
export function broughtIn(scene: ScenePlan, linkedIds: readonly string[]): string[] {
  const ids = [...scene.figures.map((figure) => figure.assetId), scene.setting.assetId];
  return [...new Set(ids.filter((id): id is string => id !== null && !linkedIds.includes(id)))];
}
