import { GENERATION_TARGET_KEYS, type Shot } from '@sym/contracts';

const hasText = (value: string | null | undefined) => Boolean(value?.trim());

/** Shots "Generate all images" makes an image for: those with a description (the server skips the rest). */
export function shotsReadyForImage(shots: readonly Shot[]): Shot[] {
  return shots.filter((shot) => hasText(shot.description));
}

/** Shots "Generate all videos" animates: those with an image and animation instructions. */
export function shotsReadyForVideo(shots: readonly Shot[]): Shot[] {
  return shots.filter((shot) => Boolean(shot.imageUrl) && hasText(shot.animationInstructions));
}

/** Board keys of a shot's image and video generations: what the jobs make, as the server files them. */
export const shotImageKey = GENERATION_TARGET_KEYS.shotImage;
export const shotVideoKey = GENERATION_TARGET_KEYS.shotVideo;

/** The shot a board key of shotImageKey/shotVideoKey is about (undefined for other keys). */
export const shotIdOfKey = (key: string): string | undefined => /^shot:(.+):(image|video)$/.exec(key)?.[1];
export const ALL_IMAGES_KEY = 'all-images';
export const ALL_VIDEOS_KEY = 'all-videos';
