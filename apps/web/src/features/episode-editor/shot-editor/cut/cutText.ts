import type { Shot } from '@sym/contracts';
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

/** The new shot after a cut: right after the cut one, with its type, camera motion, assets and duration. */
export function shotAfterCut(shot: Shot, secondPart: string): NewShotContent {
  return {
    sequence: shot.sequence + 1,
    type: shot.type,
    cameraMotion: shot.cameraMotion,
    assetIds: [...shot.assetIds],
    ...(typeof shot.duration === 'number' ? { duration: shot.duration } : {}),
    description: secondPart,
  };
}

/** The shots list after a cut: the cut shot with its first part, the new shot after it, later ones moved down. */
export function insertCutShot(shots: readonly Shot[], cutShotId: string, firstPart: string, created: Shot): Shot[] {
  const moved = shots.map((shot) => {
    if (shot.id === cutShotId) return { ...shot, description: firstPart };
    return shot.sequence >= created.sequence ? { ...shot, sequence: shot.sequence + 1 } : shot;
  });
  return [...moved, created].sort((a, b) => a.sequence - b.sequence);
}
