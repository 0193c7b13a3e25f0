import {
  DEFAULT_SHOT_DURATION_SECONDS,
  MIN_SHOT_DURATION_SECONDS,
  SHOT_DURATION_STEP_SECONDS,
  type Shot,
} from '@sym/contracts';
import type { NewShotContent } from '../shotEditorApi';

/** A description cut at the caret, as repair-split-text takes it. */
export interface TextCut {
  originalText: string;
  cutPosition: number;
  firstPart: string;
  secondPart: string;
}

/**
 * Cuts `text` at `position` (clamped to the text); null when either side would be blank, which the server
 * refuses too ('Cannot cut at this position - both parts must have content'), so the refusal is instant.
 */
export function cutAt(text: string, position: number): TextCut | null {
  const cutPosition = Math.min(Math.max(0, Math.trunc(position)), text.length);
  const firstPart = text.slice(0, cutPosition);
  const secondPart = text.slice(cutPosition);
  if (firstPart.trim() === '' || secondPart.trim() === '') return null;
  return { originalText: text, cutPosition, firstPart, secondPart };
}

const seconds = (value: number) => Math.round(value * 1000) / 1000;

/**
 * How long each part of a cut lasts: the shot's duration (the timeline's default when it has none) shared in
 * proportion to the characters before and after the caret, snapped to the trim step, neither part shorter
 * than MIN_SHOT_DURATION_SECONDS. A shot too short to share gets the minimum for both parts.
 */
export function splitDuration(duration: number | null | undefined, cut: TextCut): [number, number] {
  const whole = typeof duration === 'number' && duration > 0 ? duration : DEFAULT_SHOT_DURATION_SECONDS;
  if (whole < 2 * MIN_SHOT_DURATION_SECONDS) return [MIN_SHOT_DURATION_SECONDS, MIN_SHOT_DURATION_SECONDS];
  const characters = cut.firstPart.length + cut.secondPart.length;
  const share = characters > 0 ? cut.firstPart.length / characters : 0.5;
  const snapped = Math.round((whole * share) / SHOT_DURATION_STEP_SECONDS) * SHOT_DURATION_STEP_SECONDS;
  const first = seconds(Math.min(whole - MIN_SHOT_DURATION_SECONDS, Math.max(MIN_SHOT_DURATION_SECONDS, snapped)));
  return [first, seconds(whole - first)];
}

/** The new shot after a cut: right after the cut one, with its type, camera motion and assets, lasting `duration`. */
export function shotAfterCut(shot: Shot, secondPart: string, duration: number): NewShotContent {
  return {
    sequence: shot.sequence + 1,
    type: shot.type,
    cameraMotion: shot.cameraMotion,
    assetIds: [...shot.assetIds],
    duration,
    description: secondPart,
  };
}

/** The shots list after a cut: the cut shot with its first part, the new shot after it, later ones moved down. */
export function insertCutShot(
  shots: readonly Shot[],
  cutShotId: string,
  first: { description: string; duration: number },
  created: Shot,
): Shot[] {
  const moved = shots.map((shot) => {
    if (shot.id === cutShotId) return { ...shot, ...first };
    return shot.sequence >= created.sequence ? { ...shot, sequence: shot.sequence + 1 } : shot;
  });
  return [...moved, created].sort((a, b) => a.sequence - b.sequence);
}
