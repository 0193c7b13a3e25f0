import type { ResultFreshness, ScenarioFreshness, ShotFreshness } from '@sym/contracts';
import type { ShotRow } from '../../db/schema.ts';
import { changesBetween, isMadeFrom, videoMadeFrom, withLineOf, type MadeFrom } from '../generation/made-from.ts';
import type { ResultMadeFrom } from '../shots/shot-generation.repository.ts';

const bare = (url: string) => url.split('?')[0]!;

/**
 * The state of one shown result: missing without a file; current when it was not generated (an upload, a copy) or
 * made before stale marking (nothing to compare), or when what it was made from is what it would be made from now;
 * else stale, with what changed.
 */
function stateOf(shown: string | null, results: readonly ResultMadeFrom[], now: MadeFrom): ResultFreshness {
  if (!shown) return { state: 'missing', reasons: [] };
  const made = results.find((result) => bare(result.url) === bare(shown));
  if (!made || !isMadeFrom(made.inputs)) return { state: 'current', reasons: [] };
  // A lip-synced clip keeps its own line: only the picture under it and its motion can make it stale.
  const reasons = changesBetween(made.inputs, withLineOf(now, made.inputs));
  return reasons.length === 0 ? { state: 'current', reasons } : { state: 'stale', reasons };
}

/** A shot's image and clip states, from its results and what its image would be made from now. */
export function shotFreshness(shot: ShotRow, results: readonly ResultMadeFrom[], imageNow: MadeFrom): ShotFreshness {
  const videoNow = videoMadeFrom({
    sourceImageUrl: shot.imageUrl,
    animationInstructions: shot.animationInstructions,
    cameraMotion: shot.cameraMotion,
    duration: shot.duration,
  });
  return {
    shotId: shot.id,
    image: stateOf(
      shot.imageUrl,
      results.filter((result) => result.kind === 'image'),
      imageNow,
    ),
    video: stateOf(
      shot.videoUrl,
      results.filter((result) => result.kind === 'video'),
      videoNow,
    ),
  };
}

/** The states (an episode's, or an asset's shots') with the count of each. */
export function scenarioFreshness<T extends ShotFreshness>(
  shots: T[],
): Omit<ScenarioFreshness, 'shots'> & { shots: T[] } {
  const count = (kind: 'image' | 'video') => ({
    current: shots.filter((shot) => shot[kind].state === 'current').length,
    stale: shots.filter((shot) => shot[kind].state === 'stale').length,
    missing: shots.filter((shot) => shot[kind].state === 'missing').length,
  });
  return { shots, counts: { image: count('image'), video: count('video') } };
}
