import type { Database } from '../../db/index.ts';
import { createShotGenerationRepository, type ShotGenerationRepository } from '../shots/shot-generation.repository.ts';
import { createShotRepository, type ShotRepository } from '../shots/shot.repository.ts';
import { createStyleRepository, type StyleRepository } from '../styles/style.repository.ts';
import { createScenarioRepository, type ScenarioRepository } from './scenario.repository.ts';

export interface EpisodeRepositories {
  scenarios: ScenarioRepository;
  shots: ShotRepository;
  generations: ShotGenerationRepository;
  /** Read only: whether the style module an episode is attached to may style it. */
  styles: Pick<StyleRepository, 'usableIds'>;
}

export interface EpisodeStore extends EpisodeRepositories {
  /** Runs `work` in one transaction with repositories bound to it; a throw rolls everything back. */
  transaction<T>(work: (repositories: EpisodeRepositories) => Promise<T>): Promise<T>;
}

const repositoriesOn = (db: Database): EpisodeRepositories => ({
  scenarios: createScenarioRepository(db),
  shots: createShotRepository(db),
  generations: createShotGenerationRepository(db),
  styles: createStyleRepository(db),
});

/** The repositories of episodes, shots and shot generations, on the database or inside one transaction. */
export function createEpisodeStore(db: Database): EpisodeStore {
  return {
    ...repositoriesOn(db),
    transaction: (work) => db.transaction((tx) => work(repositoriesOn(tx))),
  };
}
