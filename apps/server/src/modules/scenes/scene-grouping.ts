import { scenarioDuration, type Scene } from '@sym/contracts';
import { EMPTY_HEADING } from './scene-arrangement.ts';

/** What scene grouping needs to know about one shot, in sequence order. */
export interface SceneShot {
  id: string;
  duration: number | null;
  /** metadata.scene when it is a non-blank string: an explicit scene label that wins over locations. */
  sceneLabel: string | null;
  /** The location assets linked to the shot. */
  locations: readonly { id: string; name: string }[];
  /**
   * When the shot happens ('night', 'dawn'), as its words say or as the shot before it left it; absent: not read.
   * A change of time at one place starts a new scene (the breakdown's proposal).
   */
  time?: string | undefined;
}

interface OpenScene {
  key: string | null;
  name: string | null;
  time: string | undefined;
  shots: SceneShot[];
}

function keyOf(shot: SceneShot, current: OpenScene | undefined): { key: string; name: string } | null {
  if (shot.sceneLabel) return { key: `scene:${shot.sceneLabel}`, name: shot.sceneLabel };
  // A shot at several locations stays in the running scene when one of them is the scene's location.
  const continuing = shot.locations.find((location) => current?.key === `location:${location.id}`);
  const location = continuing ?? [...shot.locations].sort((a, b) => a.name.localeCompare(b.name))[0];
  return location ? { key: `location:${location.id}`, name: location.name } : null;
}

/**
 * Groups shots into scenes (shown for an episode without stored scenes): consecutive shots with the same scene label (metadata.scene) or, without one,
 * the same location asset form one scene; with their times read (the breakdown's proposal), a change of time of day
 * at one place starts a new scene, and each scene's heading says its time. A shot with neither belongs to the scene running before it, and
 * a scene that began with such shots takes the first label or location that follows. Unnamed scenes are
 * called 'Scene {index}'. A scene lasts as long as its shots on the timeline (episodeDuration: a shot without a
 * duration lasts the default 4 s), so the scenes add up to the episode.
 */
export function groupScenes(shots: readonly SceneShot[]): Scene[] {
  const scenes: OpenScene[] = [];
  for (const shot of shots) {
    const current = scenes.at(-1);
    const key = keyOf(shot, current);
    const isLater = current?.time !== undefined && shot.time !== undefined && shot.time !== current.time;
    if (current && isLater && (key === null || current.key === key.key)) {
      // The same place at another time of day: a scene of its own.
      scenes.push({ key: current.key, name: current.name, time: shot.time, shots: [shot] });
      continue;
    }
    if (current && (key === null || current.key === null || current.key === key.key)) {
      current.shots.push(shot);
      if (current.key === null && key) Object.assign(current, { key: key.key, name: key.name });
      current.time ??= shot.time;
      continue;
    }
    scenes.push({ key: key?.key ?? null, name: key?.name ?? null, time: shot.time, shots: [shot] });
  }
  return scenes.map((scene, position) => ({
    id: null,
    index: position + 1,
    name: scene.name ?? `Scene ${position + 1}`,
    ...EMPTY_HEADING,
    place: scene.name ?? '',
    timeOfDay: scene.time ? scene.time.charAt(0).toUpperCase() + scene.time.slice(1) : '',
    locationAssetId: scene.key?.startsWith('location:') ? scene.key.slice('location:'.length) : null,
    shotIds: scene.shots.map((shot) => shot.id),
    duration: scenarioDuration(scene.shots),
    updatedAt: null,
  }));
}
