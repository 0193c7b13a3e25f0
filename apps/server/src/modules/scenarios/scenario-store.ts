import type { Database } from '../../db/index.ts';
import type { SceneRepository } from '../scenes/scene.repository.ts';
import type { ShotGenerationRepository } from '../shots/shot-generation.repository.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import type { ScenarioRepository } from './scenario.repository.ts';

export interface ScenarioRepositories {
  scenarios: ScenarioRepository;
  shots: ShotRepository;
  /** Scenes, and which scene each shot is in. */
  scenes: SceneRepository;
  generations: ShotGenerationRepository;
  /** Read only: whether the style module an episode is attached to may style it. */
  styles: Pick<StyleRepository, 'usableIds'>;
}

export interface ScenarioStoreDeps {
  db: Database;
  scenarios: ScenarioRepository;
  shots: ShotRepository;
  scenes: SceneRepository;
  generations: ShotGenerationRepository;
  styles: StyleRepository;
}

/** The repositories of episodes, shots and shot generations, on the database or inside one transaction. */
export class ScenarioStore implements ScenarioRepositories {
  constructor(private readonly deps: ScenarioStoreDeps) {}

  /** Episodes, and the lock that serialises an episode's shot changes. */
  get scenarios(): ScenarioRepository {
    return this.deps.scenarios;
  }

  /** Shots and their asset links. */
  get shots(): ShotRepository {
    return this.deps.shots;
  }

  /** Scenes, and which scene each shot is in. */
  get scenes(): SceneRepository {
    return this.deps.scenes;
  }

  /** Shot generations (images and videos). */
  get generations(): ShotGenerationRepository {
    return this.deps.generations;
  }

  /** Style modules, to check the one an episode is attached to. */
  get styles(): Pick<StyleRepository, 'usableIds'> {
    return this.deps.styles;
  }

  /** The same repositories bound to a transaction. */
  in(tx: Database): ScenarioRepositories {
    return {
      scenarios: this.deps.scenarios.in(tx),
      shots: this.deps.shots.in(tx),
      scenes: this.deps.scenes.in(tx),
      generations: this.deps.generations.in(tx),
      styles: this.deps.styles.in(tx),
    };
  }

  /** Runs `work` in one transaction with repositories bound to it; a throw rolls everything back. */
  transaction<T>(work: (repositories: ScenarioRepositories) => Promise<T>): Promise<T> {
    return this.deps.db.transaction((tx) => work(this.in(tx)));
  }
}
