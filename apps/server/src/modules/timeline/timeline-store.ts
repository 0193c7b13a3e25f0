import type { Database } from '../../db/index.ts';
import { createScenarioRepository, type ScenarioRepository } from '../scenarios/scenario.repository.ts';
import { createShotRepository, type ShotRepository } from '../shots/shot.repository.ts';
import { createTrackRepository, type TrackRepository } from './track.repository.ts';
import { createVoiceClipRepository, type VoiceClipRepository } from './voice-clip.repository.ts';

export interface TimelineRepositories {
  scenarios: ScenarioRepository;
  shots: ShotRepository;
  tracks: TrackRepository;
  voiceClips: VoiceClipRepository;
}

export interface TimelineStore extends TimelineRepositories {
  /** Runs `work` in one transaction with repositories bound to it; a throw rolls everything back. */
  transaction<T>(work: (repositories: TimelineRepositories) => Promise<T>): Promise<T>;
}

/** The timeline's repositories bound to a database or a transaction. */
export const timelineRepositoriesOn = (db: Database): TimelineRepositories => ({
  scenarios: createScenarioRepository(db),
  shots: createShotRepository(db),
  tracks: createTrackRepository(db),
  voiceClips: createVoiceClipRepository(db),
});

/** Tracks and voice clips (with the episode and shot reads they need), on the database or in one transaction. */
export function createTimelineStore(db: Database): TimelineStore {
  return {
    ...timelineRepositoriesOn(db),
    transaction: (work) => db.transaction((tx) => work(timelineRepositoriesOn(tx))),
  };
}
