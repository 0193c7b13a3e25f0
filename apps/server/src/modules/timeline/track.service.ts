import {
  TIMELINE_MESSAGES,
  type Track,
  type TrackCreateInput,
  type TrackIdParams,
  type TracksReorderInput,
  type TrackUpdateInput,
} from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { publishScenarioEvent } from '../shots/scenario-events.ts';
import { isPermutationOf } from '../shots/shot-sequence.ts';
import type { TimelineMedia } from './timeline-media.ts';
import { presentTrack } from './timeline.presenter.ts';
import type { TimelineStore } from './timeline-store.ts';
import { appendTrack, lockScenario } from './timeline-steps.ts';
import { positionsOf } from './track-names.ts';
import type { TrackChanges } from './track.repository.ts';

export interface TrackServiceDeps {
  store: TimelineStore;
  access: ScenarioAccess;
  media: TimelineMedia;
  events: DomainEvents;
}

export const trackNotFound = () => new AppError('NOT_FOUND', TIMELINE_MESSAGES.trackNotFound);
const voiceTrackHasNoFile = () => validationError('audioUrl', 'A voice track holds voice clips, not an audio file');

/** An episode's audio tracks: listing and changes that keep positions dense (0..n-1) in one transaction. */
export class TrackService {
  constructor(private readonly deps: TrackServiceDeps) {}

  /** The episode's tracks, top to bottom; needs read access. */
  async list(actorId: string, scenarioId: string): Promise<Track[]> {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'read');
    return this.listTracks(scenario.id);
  }

  /** Adds a track below the others; an audio file must be one of our stored audio files (measured here). */
  async create(actorId: string, input: TrackCreateInput): Promise<Track> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    if (input.kind === 'voice' && input.audioUrl) throw voiceTrackHasNoFile();
    const audioDuration = input.audioUrl ? await this.deps.media.measure(input.audioUrl, 'audioUrl') : null;
    const track = await this.deps.store.transaction(async (repositories) => {
      await lockScenario(repositories, scenario.id);
      const row = await appendTrack(repositories, scenario.id, input.kind, {
        name: input.name,
        muted: input.muted,
        volume: input.volume,
        audioUrl: input.audioUrl ?? null,
        audioDuration,
        startOffset: input.offset,
        trimStart: input.trimStart,
        clipDuration: input.clipDuration ?? null,
        duck: input.duck,
        fadeIn: input.fadeIn,
        fadeOut: input.fadeOut,
        loop: input.loop,
      });
      return presentTrack(row);
    });
    publishScenarioEvent(this.deps.events, 'track.created', actorId, scenario, { track });
    return track;
  }

  /** Changes a track (name, mute, volume, its file and where and how much of it plays). */
  async update(actorId: string, input: TrackUpdateInput): Promise<Track> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    const existing = await this.deps.store.tracks.findInScenario(scenario.id, input.trackId);
    if (!existing) throw trackNotFound();
    if (existing.kind === 'voice' && input.audioUrl) throw voiceTrackHasNoFile();
    const changes: TrackChanges = {
      name: input.name,
      muted: input.muted,
      volume: input.volume,
      startOffset: input.offset,
      trimStart: input.trimStart,
      clipDuration: input.clipDuration,
      duck: input.duck,
      fadeIn: input.fadeIn,
      fadeOut: input.fadeOut,
      loop: input.loop,
    };
    if (input.audioUrl !== undefined && input.audioUrl !== existing.audioUrl) {
      changes.audioUrl = input.audioUrl;
      changes.audioDuration = input.audioUrl ? await this.deps.media.measure(input.audioUrl, 'audioUrl') : null;
    }
    const track = await this.deps.store.transaction(async (repositories) => {
      await lockScenario(repositories, scenario.id);
      const before = await repositories.tracks.findInScenario(scenario.id, input.trackId);
      if (!before) throw trackNotFound();
      const row = await repositories.tracks.update(before.id, changes);
      return presentTrack(row!);
    });
    publishScenarioEvent(this.deps.events, 'track.updated', actorId, scenario, { track });
    return track;
  }

  /** Deletes a track (a voice track with its clips); the ones below move up; unused files are removed. */
  async delete(actorId: string, input: TrackIdParams): Promise<{ id: string }> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    await this.deps.store.transaction(async (repositories) => {
      await lockScenario(repositories, scenario.id);
      const track = await repositories.tracks.findInScenario(scenario.id, input.trackId);
      if (!track) throw trackNotFound();
      await repositories.tracks.delete(track.id);
      const rest = await repositories.tracks.listByScenario(scenario.id);
      await repositories.tracks.applyOrder(
        rest.map((row) => row.id),
        positionsOf(rest),
      );
    });
    publishScenarioEvent(this.deps.events, 'track.deleted', actorId, scenario, { id: input.trackId });
    return { id: input.trackId };
  }

  /** Puts the tracks in the given order (exactly the episode's track ids, each once) as positions 0..n-1. */
  async reorder(actorId: string, input: TracksReorderInput): Promise<Track[]> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    await this.deps.store.transaction(async (repositories) => {
      await lockScenario(repositories, scenario.id);
      const current = await repositories.tracks.listByScenario(scenario.id);
      const ids = current.map((row) => row.id);
      if (!isPermutationOf(ids, input.tracks)) throw validationError('tracks', TIMELINE_MESSAGES.trackIdsMismatch);
      await repositories.tracks.applyOrder(input.tracks, positionsOf(current));
    });
    const tracks = await this.listTracks(scenario.id);
    publishScenarioEvent(this.deps.events, 'track.reordered', actorId, scenario, {
      trackIds: tracks.map((track) => track.id),
    });
    return tracks;
  }

  /** The episode's tracks as the client sees them, top to bottom. */
  private async listTracks(scenarioId: string): Promise<Track[]> {
    return (await this.deps.store.tracks.listByScenario(scenarioId)).map(presentTrack);
  }
}
