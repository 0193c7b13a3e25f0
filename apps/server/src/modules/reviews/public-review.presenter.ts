import type { ApprovalSummary, PublicReview, ReviewComment, ReviewShot, VersionRef } from '@sym/contracts';
import type { ExportRow, ShotRow, VoiceClipRow } from '../../db/schema.ts';
import type { LiveReview } from './review-link.repository.ts';
import type { ReviewMedia } from './review-media.ts';
import { shotDialogue } from './shot-dialogue.ts';

/** What a review page is made of, read for one live link. */
export interface ReviewContent {
  shots: readonly ShotRow[];
  voiceClips: readonly VoiceClipRow[];
  versions: ReadonlyMap<string, VersionRef | null>;
  /** The episode's newest completed export, if any. */
  video: ExportRow | undefined;
  comments: ReviewComment[];
  approvals: ApprovalSummary;
}

/**
 * The only fields a guest gets: the link's name and expiry, the project's and episode's names, the storyboard's
 * texts and current takes, the newest export, open comments and approvals. Every file is addressed in the link's
 * scope (ReviewMedia), never with the members' signatures.
 */
export function presentPublicReview(live: LiveReview, content: ReviewContent, media: ReviewMedia): PublicReview {
  const { review, scenario } = live;
  const address = (url: string | null | undefined) => media.addressOf(url, review.id);
  const shots: ReviewShot[] = content.shots.map((shot) => ({
    id: shot.id,
    sequence: shot.sequence,
    description: shot.description,
    action: shot.action,
    dialogue: shotDialogue(shot, content.voiceClips),
    duration: shot.duration,
    imageUrl: address(shot.imageUrl),
    videoUrl: address(shot.videoUrl),
    version: content.versions.get(shot.id) ?? null,
  }));
  const { video } = content;
  return {
    reviewId: review.id,
    scenarioId: scenario.id,
    name: review.name,
    projectName: live.projectName,
    scenarioName: scenario.name,
    allowDownload: review.allowDownload,
    expiresAt: review.expiresAt?.toISOString() ?? null,
    shots,
    video: video
      ? {
          url: media.keyAddress(video.videoKey, review.id),
          posterUrl: video.posterKey ? media.keyAddress(video.posterKey, review.id) : null,
          duration: video.duration,
        }
      : null,
    comments: content.comments,
    approvals: content.approvals,
  };
}
