import { SCENARIO_MESSAGES, TIMELINE_MESSAGES, type TrackKind } from '@sym/contracts';
import type { TrackRow } from '../../db/schema.ts';
import { validationError } from '../../errors/app-error.ts';
import { scenarioNotFound } from '../scenarios/scenario.policy.ts';
import type { TimelineRepositories } from './timeline-store.ts';
import { defaultTrackName, positionsOf } from './track-names.ts';
import type { TrackChanges } from './track.repository.ts';

/** Inside a transaction: serialises timeline changes of one episode (the lock shot changes use); 404 if it went. */
export async function lockScenario(
  repositories: Pick<TimelineRepositories, 'scenarios'>,
  scenarioId: string,
): Promise<void> {
  if (!(await repositories.scenarios.lockForShotChanges(scenarioId))) throw scenarioNotFound();
}

/** Inside a locked transaction: appends a track of `kind` below the others, named by default when unnamed. */
export async function appendTrack(
  repositories: Pick<TimelineRepositories, 'tracks'>,
  scenarioId: string,
  kind: TrackKind,
  values: TrackChanges = {},
): Promise<TrackRow> {
  const current = await repositories.tracks.listByScenario(scenarioId);
  const row = await repositories.tracks.insert({
    ...values,
    scenarioId,
    kind,
    name: values.name ?? defaultTrackName(kind, current),
    position: current.length,
  });
  // Positions stay dense even if an earlier writer left a gap.
  await repositories.tracks.applyOrder([...current.map((track) => track.id), row.id], positionsOf([...current, row]));
  return (await repositories.tracks.findInScenario(scenarioId, row.id)) ?? row;
}

/** 422 unless the track is a voice track of the episode and the shot a shot of it (when given). */
export async function checkClipPlacement(
  repositories: Pick<TimelineRepositories, 'tracks' | 'shots'>,
  scenarioId: string,
  placement: { trackId?: string | undefined; shotId?: string | null | undefined },
): Promise<void> {
  if (placement.trackId !== undefined) {
    const track = await repositories.tracks.findInScenario(scenarioId, placement.trackId);
    if (track?.kind !== 'voice') throw validationError('trackId', TIMELINE_MESSAGES.voiceTrackOnly);
  }
  if (placement.shotId && !(await repositories.shots.findInScenario(scenarioId, placement.shotId))) {
    throw validationError('shotId', SCENARIO_MESSAGES.shotNotFound);
  }
}

/** Inside a locked transaction: the given voice track, else the episode's first one (created when none). */
export async function voiceTrackOf(
  repositories: Pick<TimelineRepositories, 'tracks'>,
  scenarioId: string,
  trackId?: string,
): Promise<string> {
  if (trackId !== undefined) return trackId;
  const tracks = await repositories.tracks.listByScenario(scenarioId);
  const voiceTrack = tracks.find((track) => track.kind === 'voice');
  return (voiceTrack ?? (await appendTrack(repositories, scenarioId, 'voice'))).id;
}
