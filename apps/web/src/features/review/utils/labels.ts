import type { ReviewComment, ReviewShot, VersionRef } from '@sym/contracts';
import type { TFunction } from 'i18next';
import { formatTimecode } from './timecode';

/** A take as the page names it: "v2", or "video v2" for a shot's video. */
export function versionLabel(t: TFunction, version: VersionRef): string {
  return t(version.kind === 'video' ? 'review.version.video' : 'review.version.image', { number: version.number });
}

/**
 * What a thread is about: "Shot 2 · v1" (the shot and the take it was made on), "At 0:04" or "0:04–0:07" of the
 * player, or "Whole episode".
 */
export function targetLabel(t: TFunction, comment: ReviewComment, shots: readonly ReviewShot[]): string {
  if (comment.shotId !== null) {
    // Numbered by place in the storyboard, as the panels are.
    const n = shots.findIndex((candidate) => candidate.id === comment.shotId) + 1;
    if (n === 0) return t('review.target.removedShot');
    if (!comment.version) return t('review.target.shot', { n });
    return t('review.target.shotVersion', { n, version: versionLabel(t, comment.version) });
  }
  if (comment.timeSeconds !== null) {
    const start = formatTimecode(comment.timeSeconds);
    if (comment.timeEndSeconds === null) return t('review.target.time', { time: start });
    return t('review.target.timeRange', { start, end: formatTimecode(comment.timeEndSeconds) });
  }
  return t('review.target.episode');
}
