import type { Database } from '../../db/index.ts';
import type { ScenarioRepository } from '../scenarios/scenario.repository.ts';
import type { SceneRepository } from '../scenes/scene.repository.ts';
import type { ShotGenerationRepository } from '../shots/shot-generation.repository.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';
import type { ScriptSnapshotRepository } from './script-snapshot.repository.ts';

export interface ScriptRepositories {
  scenarios: ScenarioRepository;
  shots: ShotRepository;
  scenes: SceneRepository;
  generations: ShotGenerationRepository;
  snapshots: ScriptSnapshotRepository;
}

export interface ScriptStoreDeps extends ScriptRepositories {
  db: Database;
}

/** The repositories applying a script needs: the episode's, and whole-shot snapshots for its undo. */
export class ScriptStore implements ScriptRepositories {
  constructor(private readonly deps: ScriptStoreDeps) {}

  /** Episodes: the shot-change lock and the stored script. */
  get scenarios(): ScenarioRepository {
    return this.deps.scenarios;
  }

  /** The episode's shots, which the script's blocks become. */
  get shots(): ShotRepository {
    return this.deps.shots;
  }

  /** Scenes, kept over the shots a script changes. */
  get scenes(): SceneRepository {
    return this.deps.scenes;
  }

  /** Shot generations, for the thumbnails of the shots answered. */
  get generations(): ShotGenerationRepository {
    return this.deps.generations;
  }

  /** Whole-shot snapshots that an undo writes back. */
  get snapshots(): ScriptSnapshotRepository {
    return this.deps.snapshots;
  }

  /** The same repositories bound to a transaction. */
  in(tx: Database): ScriptRepositories {
    return {
      scenarios: this.deps.scenarios.in(tx),
      shots: this.deps.shots.in(tx),
      scenes: this.deps.scenes.in(tx),
      generations: this.deps.generations.in(tx),
      snapshots: this.deps.snapshots.in(tx),
    };
  }

  /** Runs `work` in one transaction with repositories bound to it; a throw rolls everything back. */
  transaction<T>(work: (repositories: ScriptRepositories) => Promise<T>): Promise<T> {
    return this.deps.db.transaction((tx) => work(this.in(tx)));
  }
}
