import {
  EXPORT_MESSAGES,
  type PublicVideo,
  type ShareCreateInput,
  type ShareLink,
  type ShareRevokeInput,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { presentPublicVideo, presentShareLink, shareUrlOf } from './share.presenter.ts';
import { COMPLETED, type ShareRepository } from './share.repository.ts';

export interface ShareServiceDeps {
  shares: ShareRepository;
  access: ScenarioAccess;
  publicUrl: string;
}

const notShareable = () =>
  new AppError('VALIDATION_ERROR', EXPORT_MESSAGES.notShareable, [
    { field: 'exportId', message: EXPORT_MESSAGES.notShareable },
  ]);

/** Whatever the reason (unknown, revoked, export deleted or not finished), a visitor learns only "not found". */
const linkNotFound = () => new AppError('NOT_FOUND');

/**
 * Public links of exports. Creating and revoking need the sharing right on the episode's project
 * (whoever edits it; in a team, its owners and admins); reading a link needs no
 * user at all, and answers only what PublicVideo holds.
 */
export class ShareService {
  constructor(private readonly deps: ShareServiceDeps) {}

  /** The export's active link (the episode's newest completed export without exportId), created if needed. */
  async create(actorId: string, input: ShareCreateInput): Promise<ShareLink> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'share');
    const target = input.exportId
      ? await this.deps.shares.findExport(scenario.id, input.exportId)
      : await this.deps.shares.newestCompletedExport(scenario.id);
    if (!target && input.exportId) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.exportNotFound);
    if (!target || target.status !== COMPLETED) throw notShareable();
    if (target.codec === 'prores') {
      throw new AppError('VALIDATION_ERROR', EXPORT_MESSAGES.proresNotShareable, [
        { field: 'exportId', message: EXPORT_MESSAGES.proresNotShareable },
      ]);
    }
    const share = await this.deps.shares.activeOrCreate({
      exportId: target.id,
      scenarioId: scenario.id,
      createdBy: actorId,
    });
    return presentShareLink(share, this.deps.publicUrl);
  }

  /** Revokes one of the episode's links (the sharing right); an unknown or revoked link is 404. */
  async revoke(actorId: string, input: ShareRevokeInput): Promise<{ shareId: string }> {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'share');
    const share = await this.deps.shares.findActiveInScenario(scenario.id, input.shareId);
    if (!share) throw linkNotFound();
    await this.deps.shares.revoke(share.id);
    return { shareId: share.id };
  }

  /** The video of an active link; 404 otherwise. */
  async getPublic(shareId: string): Promise<PublicVideo> {
    const row = await this.deps.shares.findPublicExport(shareId);
    if (!row) throw linkNotFound();
    return presentPublicVideo(shareId, row);
  }

  /** The video of an active link, or undefined (the /v/{id} page decides its status and tags with it). */
  async findPublic(shareId: string): Promise<PublicVideo | undefined> {
    const row = await this.deps.shares.findPublicExport(shareId);
    return row ? presentPublicVideo(shareId, row) : undefined;
  }

  /**
   * Whether `key` is the video or poster of a live link (not revoked, export completed and not deleted, episode
   * and project not in the Recycle Bin): GET /media/:key?share=<id> asks on every request, so revoking is at once.
   */
  async isSharedMedia(shareId: string, key: string): Promise<boolean> {
    const row = await this.deps.shares.findPublicExport(shareId);
    return row !== undefined && (row.videoKey === key || row.posterKey === key);
  }

  /** For the exports' presenter (its `shareOf`): the export's active link, or null. */
  async activeLinkOf(exportId: string): Promise<{ shareId: string; shareUrl: string } | null> {
    const share = await this.deps.shares.findActiveForExport(exportId);
    return share ? { shareId: share.id, shareUrl: shareUrlOf(this.deps.publicUrl, share.id) } : null;
  }

  /**
   * For the exports' presenter: the active link of each export as { shareId, shareUrl } (exports without one
   * are absent). One query for a whole list.
   */
  async activeLinks(exportIds: readonly string[]): Promise<Map<string, { shareId: string; shareUrl: string }>> {
    const ids = await this.deps.shares.activeByExportIds(exportIds);
    return new Map(
      [...ids].map(([exportId, shareId]) => [
        exportId,
        { shareId, shareUrl: shareUrlOf(this.deps.publicUrl, shareId) },
      ]),
    );
  }
}
