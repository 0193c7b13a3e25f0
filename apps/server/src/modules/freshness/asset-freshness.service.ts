import type { AssetFreshness, AssetShotFreshness } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { AssetAccess } from '../assets/asset-access.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';
import type { FreshnessService } from './freshness.service.ts';
import { scenarioFreshness } from './shot-freshness.ts';

export interface AssetFreshnessServiceDeps {
  assets: Pick<AssetAccess, 'requireAsset'>;
  shots: Pick<ShotRepository, 'episodesUsing'>;
  freshness: Pick<FreshnessService, 'ofScenario'>;
}

/**
 * An asset page's view of stale marking: every shot that links the asset (in each episode of each project the
 * caller may read: for a series bible asset, across the series), with its image's and clip's state.
 */
export class AssetFreshnessService {
  constructor(private readonly deps: AssetFreshnessServiceDeps) {}

  /** Needs read access to the asset; episodes the caller may not read are left out. */
  async ofAsset(actorId: string, assetId: string): Promise<AssetFreshness> {
    await this.deps.assets.requireAsset(actorId, assetId, 'read');
    const { episodes, shotIds } = await this.deps.shots.episodesUsing(assetId);
    const shots: AssetShotFreshness[] = [];
    for (const episode of episodes) {
      let states;
      try {
        states = await this.deps.freshness.ofScenario(actorId, episode.scenarioId);
      } catch (error) {
        if (error instanceof AppError) continue;
        throw error;
      }
      states.shots.forEach((shot, index) => {
        if (shotIds.has(shot.shotId)) shots.push({ ...shot, position: index + 1, ...episode });
      });
    }
    return scenarioFreshness(shots);
  }
}
