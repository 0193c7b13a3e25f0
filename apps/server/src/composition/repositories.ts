import type { Database } from '../db/index.ts';
import { AdminAuditRepository } from '../modules/admin/admin-audit.repository.ts';
import { AdminTeamsRepository } from '../modules/admin/admin-teams.repository.ts';
import { AdminUsersRepository } from '../modules/admin/admin-users.repository.ts';
import { RegistrationRepository } from '../modules/admin/registration.repository.ts';
import { SiteSettingsRepository } from '../modules/admin/site-settings.repository.ts';
import { ApiKeyRepository } from '../modules/api-keys/api-key.repository.ts';
import { AssetImageRepository } from '../modules/assets/asset-image.repository.ts';
import { AssetRepository } from '../modules/assets/asset.repository.ts';
import { VariantImageRepository } from '../modules/asset-variants/variant-image.repository.ts';
import { VariantModificationRepository } from '../modules/asset-variants/variant-modification.repository.ts';
import { VariantRepository } from '../modules/asset-variants/variant.repository.ts';
import { CreditLedgerRepository } from '../modules/credits/credit-ledger.repository.ts';
import { PasswordResetRepository } from '../modules/auth/password-reset.repository.ts';
import { RefreshTokenRepository } from '../modules/auth/refresh-token.repository.ts';
import { SessionRepository } from '../modules/auth/session.repository.ts';
import { SocialRepository } from '../modules/auth/social/social.repository.ts';
import { ScenarioCloneRepository } from '../modules/projects/scenario-clone.repository.ts';
import { ProjectCloneRepository } from '../modules/projects/project-clone.repository.ts';
import { ProjectCollaboratorRepository } from '../modules/projects/project-collaborator.repository.ts';
import { ProjectListRepository } from '../modules/projects/project-list.repository.ts';
import { ProjectStatsRepository } from '../modules/projects/project-stats.repository.ts';
import { ProjectStoryRepository } from '../modules/projects/project-story.repository.ts';
import { ProjectRepository } from '../modules/projects/project.repository.ts';
import { RecycleBinRestoreRepository } from '../modules/recycle-bin/recycle-bin-restore.repository.ts';
import { RecycleBinRepository } from '../modules/recycle-bin/recycle-bin.repository.ts';
import { ScenarioRepository } from '../modules/scenarios/scenario.repository.ts';
import { SeriesRepository } from '../modules/series/series.repository.ts';
import { SeriesBibleRepository } from '../modules/series/series-bible.repository.ts';
import { ShareRepository } from '../modules/shares/share.repository.ts';
import { ShotGenerationRepository } from '../modules/shots/shot-generation.repository.ts';
import { SceneRepository } from '../modules/scenes/scene.repository.ts';
import { ShotRepository } from '../modules/shots/shot.repository.ts';
import { StoredFilesRepository } from '../modules/stored-files/stored-files.repository.ts';
import { StyleRepository } from '../modules/styles/style.repository.ts';
import { ScriptSnapshotRepository } from '../modules/timeline/script-snapshot.repository.ts';
import { TrackRepository } from '../modules/timeline/track.repository.ts';
import { VoiceClipRepository } from '../modules/timeline/voice-clip.repository.ts';
import { AccountHandoverRepository } from '../modules/users/account-handover.repository.ts';
import type { UserChanges } from '../modules/users/user-changes.ts';
import { UsersRepository } from '../modules/users/users.repository.ts';
import { CommentRepository } from '../modules/comments/comment.repository.ts';
import { ApprovalRepository } from '../modules/approvals/approval.repository.ts';
import { ShotVersionRepository } from '../modules/shots/shot-versions.repository.ts';
import { ReviewLinkRepository } from '../modules/reviews/review-link.repository.ts';
import { WhiteLabelRepository } from '../modules/white-label/white-label.repository.ts';
import { TeamRepository } from '../modules/teams/team.repository.ts';
import { TeamInvitationRepository } from '../modules/teams/team-invitation.repository.ts';

/** What the repositories need beside the database handle. */
export interface RepositoryDeps {
  /** Where the users repository announces changes to user rows. */
  userChanges: UserChanges;
}

/**
 * Every repository, built once over the database handle; a service that opens a transaction binds the ones it
 * uses to it with `repository.in(tx)`.
 */
export function createRepositories(db: Database, deps: RepositoryDeps) {
  const storedFiles = new StoredFilesRepository(db);
  return {
    users: new UsersRepository(db, deps.userChanges),
    sessions: new SessionRepository(db),
    refreshTokens: new RefreshTokenRepository(db),
    passwordResets: new PasswordResetRepository(db),
    socialStates: new SocialRepository(db),
    accountHandover: new AccountHandoverRepository(db),
    apiKeys: new ApiKeyRepository(db),
    series: new SeriesRepository(db),
    seriesBible: new SeriesBibleRepository(db),
    shares: new ShareRepository(db),
    storedFiles,
    creditLedger: new CreditLedgerRepository(db),
    projects: new ProjectRepository(db),
    projectCollaborators: new ProjectCollaboratorRepository(db),
    projectLists: new ProjectListRepository(db),
    projectStats: new ProjectStatsRepository(db),
    projectClones: new ProjectCloneRepository(db, new ScenarioCloneRepository(db)),
    projectStories: new ProjectStoryRepository(db),
    scenarios: new ScenarioRepository(db),
    shots: new ShotRepository(db, storedFiles),
    scenes: new SceneRepository(db),
    shotGenerations: new ShotGenerationRepository(db),
    assets: new AssetRepository(db),
    assetImages: new AssetImageRepository(db),
    styles: new StyleRepository(db),
    variants: new VariantRepository(db),
    variantImages: new VariantImageRepository(db),
    variantModifications: new VariantModificationRepository(db),
    recycleBin: new RecycleBinRepository(db),
    recycleBinRestores: new RecycleBinRestoreRepository(db),
    tracks: new TrackRepository(db),
    voiceClips: new VoiceClipRepository(db),
    scriptSnapshots: new ScriptSnapshotRepository(db),
    comments: new CommentRepository(db),
    approvals: new ApprovalRepository(db),
    shotVersions: new ShotVersionRepository(db),
    reviewLinks: new ReviewLinkRepository(db),
    whiteLabels: new WhiteLabelRepository(db),
    teams: new TeamRepository(db),
    teamInvitations: new TeamInvitationRepository(db),
    siteSettings: new SiteSettingsRepository(db),
    registration: new RegistrationRepository(db),
    adminAudit: new AdminAuditRepository(db),
    adminUsers: new AdminUsersRepository(db),
    adminTeams: new AdminTeamsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
