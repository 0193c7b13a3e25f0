import type { Database } from '../../db/index.ts';
import { createScenarioRepository, type ScenarioRepository } from '../scenarios/scenario.repository.ts';
import { createShotGenerationRepository, type ShotGenerationRepository } from '../shots/shot-generation.repository.ts';
import { createShotRepository, type ShotRepository } from '../shots/shot.repository.ts';
import { createScriptSnapshotRepository, type ScriptSnapshotRepository } from './script-snapshot.repository.ts';

export interface ScriptRepositories {
  scenarios: ScenarioRepository;
  shots: ShotRepository;
  generations: ShotGenerationRepository;
  snapshots: ScriptSnapshotRepository;
}

export interface ScriptStore extends ScriptRepositories {
  /** Runs `work` in one transaction with repositories bound to it; a throw rolls everything back. */
  transaction<T>(work: (repositories: ScriptRepositories) => Promise<T>): Promise<T>;
}

const repositoriesOn = (db: Database): ScriptRepositories => ({
  scenarios: createScenarioRepository(db),
  shots: createShotRepository(db),
  generations: createShotGenerationRepository(db),
  snapshots: createScriptSnapshotRepository(db),
});

/** The repositories applying a script needs: the episode's, and whole-shot snapshots for its undo. */
export function createScriptStore(db: Database): ScriptStore {
  return { ...repositoriesOn(db), transaction: (work) => db.transaction((tx) => work(repositoriesOn(tx))) };
}
