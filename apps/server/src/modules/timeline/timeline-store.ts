import type { Database } from '../../db/index.ts';
import type { ScenarioRepository } from '../scenarios/scenario.repository.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';
import type { TrackRepository } from './track.repository.ts';
import type { VoiceClipRepository } from './voice-clip.repository.ts';

export interface TimelineRepositories {
  scenarios: ScenarioRepository;
  shots: ShotRepository;
  tracks: TrackRepository;
  voiceClips: VoiceClipRepository;
}

export interface TimelineStoreDeps extends TimelineRepositories {
  db: Database;
}

/** Tracks and voice clips (with the episode and shot reads they need), on the database or in one transaction. */
export class TimelineStore implements TimelineRepositories {
  constructor(private readonly deps: TimelineStoreDeps) {}

  /** Episodes, for the lock that serialises an episode's timeline changes. */
  get scenarios(): ScenarioRepository {
    return this.deps.scenarios;
  }

  /** Shots, which voice clips may hang on. */
  get shots(): ShotRepository {
    return this.deps.shots;
  }

  /** The episode's audio and voice tracks. */
  get tracks(): TrackRepository {
    return this.deps.tracks;
  }

  /** Voice clips on the voice tracks. */
  get voiceClips(): VoiceClipRepository {
    return this.deps.voiceClips;
  }

  /** The same repositories bound to a transaction. */
  in(tx: Database): TimelineRepositories {
    return {
      scenarios: this.deps.scenarios.in(tx),
      shots: this.deps.shots.in(tx),
      tracks: this.deps.tracks.in(tx),
      voiceClips: this.deps.voiceClips.in(tx),
    };
  }

  /** Runs `work` in one transaction with repositories bound to it; a throw rolls everything back. */
  transaction<T>(work: (repositories: TimelineRepositories) => Promise<T>): Promise<T> {
    return this.deps.db.transaction((tx) => work(this.in(tx)));
  }
}
