import { ApprovalService } from '../modules/approvals/approval.service.ts';
import { CommentService } from '../modules/comments/comment.service.ts';
import { ReviewMembers } from '../modules/comments/review-actor.ts';
import type { MediaAccess } from '../media/media-access.ts';
import type { ScenarioAccess } from '../modules/scenarios/scenario.policy.ts';
import type { ShotGenerationService } from '../modules/shots/shot-generation.service.ts';
import { ShotVersionService } from '../modules/shots/shot-version.service.ts';
import type { StoredFilesService } from '../modules/stored-files/stored-files.service.ts';
import type { ReviewServices } from '../operations/review-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';
import { createReviewLinkServices, type ReviewLinkConfig } from './review-link-services.ts';

export interface ReviewServicesDeps {
  scenarioAccess: ScenarioAccess;
  shotGenerations: ShotGenerationService;
  /** Uploaded takes are stored (and charged) through the one entry point. */
  files: StoredFilesService;
  /** FFMPEG_PATH: uploaded video takes are decoded before they are stored. */
  ffmpegPath: string | undefined;
  mediaAccess: MediaAccess;
  /** Review links: their absolute address and the limit of wrong passphrases. */
  links: ReviewLinkConfig;
}

/** Comments, approvals and takes. */
export function createReviewServices(
  infra: Infrastructure,
  repos: Repositories,
  deps: ReviewServicesDeps,
): ReviewServices {
  const { events } = infra;
  const members = new ReviewMembers({ db: infra.database.db, access: deps.scenarioAccess });
  const shared = { members, shots: repos.shots, versions: repos.shotVersions, events };
  const comments = new CommentService({ comments: repos.comments, ...shared });
  const approvals = new ApprovalService({ approvals: repos.approvals, ...shared });
  const shotVersions = new ShotVersionService({
    access: deps.scenarioAccess,
    shots: repos.shots,
    versions: repos.shotVersions,
    generations: deps.shotGenerations,
    files: deps.files,
    ffmpegPath: deps.ffmpegPath,
  });
  return {
    comments,
    approvals,
    shotVersions,
    ...createReviewLinkServices(deps.links, infra, repos, {
      scenarioAccess: deps.scenarioAccess,
      mediaAccess: deps.mediaAccess,
      comments,
      approvals,
      shotVersions,
    }),
  };
}
