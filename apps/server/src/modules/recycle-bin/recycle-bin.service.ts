import type { PublishedEvent } from '../events/domain-events.ts';
import {
  DOMAIN_MESSAGES,
  PROJECT_MESSAGES,
  RECYCLE_BIN_TYPES,
  type LimitKey,
  type RecycleBinItem,
  type RecycleBinItemInput,
  type RecycleBinListInput,
  type RecycleBinType,
  type TierConfig,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { ProjectRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import type { ProjectEntitlements } from '../projects/project-entitlements.ts';
import { ownerProjectsLockKey, teamProjectsLockKey } from '../projects/project-rules.ts';
import { assertWithinLimit } from '../limits/tier-limit.policy.ts';
import { presentRecycleBinItem, type BinAddressOf } from './recycle-bin.presenter.ts';
import type { RecycleBinRestoreRepository } from './recycle-bin-restore.repository.ts';
import type { ContentEntry, RecycleBinRepository } from './recycle-bin.repository.ts';

export interface RecycleBinResult {
  type: RecycleBinType;
  id: string;
  projectId: string;
}

type ContentType = Exclude<RecycleBinType, 'project'>;

const CONTENT = {
  scenario: {
    notFound: DOMAIN_MESSAGES.scenarioNotFound,
    limit: 'scenariosPerProject',
    find: (bin: RecycleBinRepository, id: string) => bin.findScenario(id),
    count: (restores: RecycleBinRestoreRepository, projectId: string) => restores.countLiveScenarios(projectId),
    restore: (restores: RecycleBinRestoreRepository, id: string) => restores.restoreScenario(id),
  },
  asset: {
    notFound: DOMAIN_MESSAGES.assetNotFound,
    limit: 'assetsPerProject',
    find: (bin: RecycleBinRepository, id: string) => bin.findAsset(id),
    count: (restores: RecycleBinRestoreRepository, projectId: string) => restores.countLiveAssets(projectId),
    restore: (restores: RecycleBinRestoreRepository, id: string) => restores.restoreAsset(id),
  },
} satisfies Record<ContentType, { notFound: string; limit: LimitKey } & Record<string, unknown>>;

const notInBin = () => validationError('id', PROJECT_MESSAGES.notInRecycleBin);

export interface RecycleBinServiceDeps {
  db: Database;
  bin: RecycleBinRepository;
  restores: RecycleBinRestoreRepository;
  /** Owner checks, with binned projects included. */
  projects: ProjectAccess;
  /** A team's project is restored within its team owner's plan. */
  entitlements: Pick<ProjectEntitlements, 'ofProject'>;
  events: DomainEvents;
  /** The bin's own media signature: its previews show files that plain addresses no longer serve. */
  binAddressOf: BinAddressOf;
}

/**
 * The Recycle Bin: what the caller deleted, put back or removed for good. For whoever manages the projects: owners
 * of projects of no team, owners and admins of a team for its projects.
 */
export class RecycleBinService {
  constructor(private readonly deps: RecycleBinServiceDeps) {}

  /** The actor's deleted projects and the deleted episodes and assets of projects they own, newest first. */
  async list(actorId: string, input: RecycleBinListInput): Promise<RecycleBinItem[]> {
    const rows = await this.deps.bin.list(actorId, input.type ? [input.type] : RECYCLE_BIN_TYPES);
    rows.sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || a.id.localeCompare(b.id));
    return rows.map((row) => presentRecycleBinItem(row, this.deps.binAddressOf));
  }

  /**
   * Puts an item back, within the tier limits it counts against. An episode or asset of a deleted project
   * cannot come back alone (422): the project has to be restored first.
   */
  async restore(actorId: string, callerEntitlement: TierConfig, input: RecycleBinItemInput): Promise<RecycleBinResult> {
    let result: RecycleBinResult;
    if (input.type === 'project') {
      const project = await this.requireDeletedProject(actorId, input.id);
      const entitlement = await this.deps.entitlements.ofProject(project, callerEntitlement);
      const { teamId } = project;
      await this.deps.db.transaction(async (tx) => {
        const restores = this.deps.restores.in(tx);
        await restores.lock(teamId ? teamProjectsLockKey(teamId) : ownerProjectsLockKey(project.userId));
        const live = teamId
          ? await restores.countTeamProjects(teamId)
          : await restores.countOwnedProjects(project.userId);
        assertWithinLimit(entitlement, 'projects', live);
        await restores.restoreProject(project.id);
      });
      result = { type: 'project', id: project.id, projectId: project.id };
    } else {
      const { entry, project, rules } = await this.requireContent(actorId, input.type, input.id);
      if (!entry.isDeleted) throw notInBin();
      if (project.status === 'deleted') throw validationError('id', PROJECT_MESSAGES.restoreProjectFirst(input.type));
      const entitlement = await this.deps.entitlements.ofProject(project, callerEntitlement);
      await this.deps.db.transaction(async (tx) => {
        const restores = this.deps.restores.in(tx);
        await restores.lock(`${input.type}s-of:${project.id}`);
        assertWithinLimit(entitlement, rules.limit, await rules.count(restores, project.id));
        await rules.restore(restores, entry.id);
      });
      result = { type: input.type, id: entry.id, projectId: project.id };
    }
    this.publish('restored', actorId, result);
    return result;
  }

  /** Deletes an item of the Recycle Bin for good, with everything it holds (owner only). */
  async purge(actorId: string, input: RecycleBinItemInput): Promise<RecycleBinResult> {
    let result: RecycleBinResult;
    if (input.type === 'project') {
      const project = await this.requireDeletedProject(actorId, input.id);
      result = { type: 'project', id: project.id, projectId: project.id };
    } else {
      const { entry, project } = await this.requireContent(actorId, input.type, input.id);
      if (!entry.isDeleted) throw notInBin();
      result = { type: input.type, id: entry.id, projectId: project.id };
    }
    // The database drops the purged rows' references as it deletes them; the files nothing else uses (a clone
    // or another episode may share one) go after the commit (operation.ts).
    await this.deps.bin.purge(result.type, result.id);
    this.publish('purged', actorId, result);
    return result;
  }

  /** The deleted project the owner may manage, else 404 / 422. */
  private async requireDeletedProject(actorId: string, id: string): Promise<ProjectRow> {
    const { project } = await this.deps.projects.require(actorId, id, 'owner', { includeDeleted: true });
    if (project.status !== 'deleted') throw notInBin();
    return project;
  }

  /** A scenario or asset of a project the actor owns (404 for anyone else's, in the item's own words). */
  private async requireContent(
    actorId: string,
    type: ContentType,
    id: string,
  ): Promise<{ entry: ContentEntry; project: ProjectRow; rules: (typeof CONTENT)[ContentType] }> {
    const rules = CONTENT[type];
    const entry = await rules.find(this.deps.bin, id);
    if (!entry) throw new AppError('NOT_FOUND', rules.notFound);
    try {
      const { project } = await this.deps.projects.require(actorId, entry.projectId, 'owner', { includeDeleted: true });
      return { entry, project, rules };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', rules.notFound);
      throw error;
    }
  }

  private publish(verb: 'restored' | 'purged', actorId: string, result: RecycleBinResult): void {
    this.deps.events.publish({
      type: `${result.type}.${verb}`,
      projectId: result.projectId,
      actorId,
      data: { ...result },
    } as PublishedEvent);
  }
}
