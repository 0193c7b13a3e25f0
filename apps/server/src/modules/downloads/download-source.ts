import type {
  AspectRatio,
  CameraMotion,
  ReviewComment,
  Scene,
  Shot,
  ShotType,
  TimelineShot,
  Track,
  VoiceClip,
} from '@sym/contracts';
import { buildTimeline, type Timeline } from '@sym/contracts';

/** Everything a download is built from: the episode's shots, tracks and voice clips as the API presents them. */
export interface DownloadSource {
  scenarioName: string;
  aspectRatio: AspectRatio;
  shots: readonly Shot[];
  tracks: readonly Track[];
  voiceClips: readonly VoiceClip[];
  /** The episode's stored scenes (scene grouping), in order; none: the documents show no scenes. */
  scenes?: readonly Scene[];
  /** The server's public origin; stored media paths (`/media/<key>`) become absolute against it. */
  publicUrl: string;
  /** Where an edit file points at a media file instead of its absolute address (the package's `media/<file>`). */
  mediaLink?: (url: string) => string;
}

// Documents are read outside the app (spreadsheets, editing suites), so they carry English labels, the same
// words as the editor's English texts.
const SHOT_TYPE_LABELS: Record<ShotType, string> = {
  wide: 'Wide',
  medium: 'Medium',
  close: 'Close-up',
  extreme_close: 'Extreme close-up',
  establishing: 'Establishing',
};

const CAMERA_MOTION_LABELS: Record<CameraMotion, string> = {
  auto: 'Auto',
  tracking: 'Tracking',
  drone: 'Drone',
  zoom_in: 'Zoom in',
  zoom_out: 'Zoom out',
  pan_left: 'Pan left',
  pan_right: 'Pan right',
  tilt_up: 'Tilt up',
  tilt_down: 'Tilt down',
};

export const shotTypeLabel = (type: ShotType): string => SHOT_TYPE_LABELS[type];
export const cameraMotionLabel = (motion: CameraMotion): string => CAMERA_MOTION_LABELS[motion];

/** The same timeline the browser preview and the export read: shots in order at their durations, audio placed. */
export function timelineOf(source: DownloadSource): Timeline<Shot> {
  return buildTimeline(source.shots, source.tracks, source.voiceClips);
}

/** Each shot's scene as documents name it ("Scene 2: EXT. PIER — NIGHT"), and whether the shot opens it. */
export function sceneOfShots(source: DownloadSource): Map<string, { label: string; opens: boolean }> {
  const scenes = new Map<string, { label: string; opens: boolean }>();
  (source.scenes ?? []).forEach((scene, index) => {
    const label =
      scene.name && scene.name !== `Scene ${index + 1}` ? `Scene ${index + 1}: ${scene.name}` : `Scene ${index + 1}`;
    scene.shotIds.forEach((shotId, position) => scenes.set(shotId, { label, opens: position === 0 }));
  });
  return scenes;
}

/** A review thread as an edit file's marker: where on the episode, its text (at most 200 characters), who wrote it. */
export interface CommentMarker {
  time: number;
  text: string;
  author: string;
}

/**
 * The markers of open review threads (their first comments): a shot's comment at the shot's start, a comment on the
 * episode at its time; replies and comments on a shot no longer in the edit are left out.
 */
export function commentMarkers(
  shots: readonly TimelineShot<Shot>[],
  comments: readonly ReviewComment[],
): CommentMarker[] {
  const shotStart = new Map(shots.map((entry) => [entry.shot.id, entry.start]));
  return comments.flatMap((comment) => {
    if (comment.parentId !== null) return [];
    const time = comment.shotId ? shotStart.get(comment.shotId) : (comment.timeSeconds ?? undefined);
    return time === undefined ? [] : [{ time, text: comment.body.slice(0, 200), author: comment.author.name }];
  });
}

/** A media address as an absolute URL (stored media against PUBLIC_URL); null when there is none. */
export function absoluteUrl(url: string | null | undefined, publicUrl: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return new URL(url, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/** Where an edit file points at a media file: the package's relative path, else its absolute address. */
export function mediaLinkOf(source: Pick<DownloadSource, 'publicUrl' | 'mediaLink'>, url: string): string {
  return source.mediaLink ? source.mediaLink(url) : absoluteUrl(url, source.publicUrl)!;
}

/** The file name at the end of a media address (`/media/3f9c….mp4`, signed or not → `3f9c….mp4`). */
export function mediaFileName(url: string): string {
  const path = /^https?:\/\//i.test(url) && URL.canParse(url) ? new URL(url).pathname : url.split(/[?#]/)[0]!;
  return decodeURIComponent(path.split('/').filter(Boolean).at(-1) ?? url);
}

/** Seconds with at most three decimals, without trailing zeros (4 → "4", 2.5 → "2.5"). */
export function formatSeconds(seconds: number): string {
  return String(Math.round(seconds * 1000) / 1000);
}
