import type { ReviewComment, Shot } from '@sym/contracts';
import type { TFunction } from 'i18next';
import { formatTimecode } from './threads';

/**
 * What a thread is about, as the panel names it: "Shot 2 · v3" (the shot and the take it was made on), "At 0:04"
 * or "0:04–0:07" of the video, or "Whole episode".
 */
export function targetLabel(t: TFunction, comment: ReviewComment, shots: readonly Shot[]): string {
  if (comment.shotId !== null) {
    const shot = shots.find((candidate) => candidate.id === comment.shotId);
    if (!shot) return t('comments.target.deletedShot');
    if (!comment.version) return t('comments.target.shot', { n: shot.sequence });
    const key = comment.version.kind === 'video' ? 'comments.target.shotVideo' : 'comments.target.shotVersion';
    return t(key, { n: shot.sequence, version: comment.version.number });
  }
  if (comment.timeSeconds !== null) {
    const start = formatTimecode(comment.timeSeconds);
    if (comment.timeEndSeconds === null) return t('comments.target.time', { time: start });
    return t('comments.target.timeRange', { start, end: formatTimecode(comment.timeEndSeconds) });
  }
  return t('comments.target.episode');
}
